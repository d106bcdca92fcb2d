/**
 * The output marker: every build written to disk holds `.site-output` at its top, so a later
 * build knows the folder is its own and may replace it whole. A folder without it that holds
 * anything was not written by `site build`, and is never replaced unless the user forces it.
 * The marker is a dotfile: never served by `site serve` and never a page.
 */
import { lstat, readdir } from 'node:fs/promises'
import { relativeInside } from './paths.js'

export const OUTPUT_MARKER = '.site-output'
export const MARKER_TEXT = 'Written by `site build`. The next build replaces this whole folder; keep nothing else here.\n'

/** What replacing `dir` would destroy: nothing, a previous build, or something else. */
export type OutputState =
  | { kind: 'absent' | 'empty' | 'marked' }
  | { kind: 'foreign'; entries: string[] }
  | { kind: 'not-a-folder'; what: 'file' | 'symlink' | 'other' }

export async function outputState(dir: string): Promise<OutputState> {
  const info = await lstat(dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return undefined
    throw e
  })
  if (!info) return { kind: 'absent' }
  if (!info.isDirectory()) return { kind: 'not-a-folder', what: info.isSymbolicLink() ? 'symlink' : info.isFile() ? 'file' : 'other' }
  const entries = (await readdir(dir)).sort()
  if (entries.length === 0) return { kind: 'empty' }
  return entries.includes(OUTPUT_MARKER) ? { kind: 'marked' } : { kind: 'foreign', entries }
}

/** Why `dir` may not be replaced without `--force`, or undefined when it may. */
export function refusalOf(dir: string, state: OutputState): string | undefined {
  const shown = shownPath(dir)
  if (state.kind === 'not-a-folder') {
    return `Output path ${shown} is a ${state.what === 'other' ? 'special file' : state.what}, not a folder written by site build; the build would replace it. Choose another --out, or pass --force to replace it.`
  }
  if (state.kind !== 'foreign') return undefined
  const sample = state.entries.slice(0, 3).join(', ') + (state.entries.length > 3 ? `, … (${state.entries.length} entries)` : '')
  return `Output folder ${shown} already holds files that site build did not write (${sample}) and has no ${OUTPUT_MARKER} marker; the build replaces its output folder whole, so they would be deleted. Choose another --out, empty or remove the folder yourself, or pass --force to replace it.`
}

/** `dir` relative to the working folder when it is below it, else absolute. */
export function shownPath(dir: string): string {
  const rel = relativeInside(process.cwd(), dir)
  return rel === undefined ? dir : rel || '.'
}

/** An output folder that the build refuses to replace. */
export class OutputFolderError extends Error {}
