/**
 * A value kept in one JSON file with a key and the stamp (size, inode, modification and change
 * times) of every file it was made from: read back while the key is the same and none of them
 * changed. Warm builds read what they would otherwise make again: esbuild's outputs (the config's
 * bundle, the shared assets), the 404/500 documents, git's commit times. A file that cannot be
 * read or written is only a miss.
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { writeWhole } from './write-whole.js'

interface Kept<T> {
  /** What else the value depends on (the code that made it, its options). */
  key: string
  inputs: Array<{ file: string; stamp: string }>
  value: T
}

/** The value kept in `file` for `key`, when every input it was made from is as it was then. */
export function readStamped<T>(file: string, key: string): T | undefined {
  let kept: Kept<T>
  try {
    kept = JSON.parse(readFileSync(file, 'utf8')) as Kept<T>
  } catch {
    return undefined
  }
  return kept.key === key && Array.isArray(kept.inputs) && kept.inputs.every((input) => stampOf(input.file) === input.stamp) ? kept.value : undefined
}

/** Keeps `value`, made for `key` from the files `inputs` (absolute paths; none when the key says it all), in `file`. */
export function keepStamped<T>(file: string, key: string, inputs: string[], value: T): void {
  const kept: Kept<T> = { key, inputs: inputs.map((input) => ({ file: input, stamp: stampOf(input) })), value }
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    writeWhole(file, JSON.stringify(kept))
  } catch {
    // Read-only project: the next build makes the value again.
  }
}

/**
 * The value kept in `file` for `key` while its inputs are unchanged, else what `make` gives, kept
 * there with the files it was made from. Without a file (`--no-cache`) it is made and not kept.
 */
export async function keptOrMade<T>(file: string | undefined, key: string, make: () => Promise<{ value: T; inputs: string[] }>): Promise<T> {
  const kept = file === undefined ? undefined : readStamped<T>(file, key)
  if (kept !== undefined) return kept
  const made = await make()
  if (file !== undefined) keepStamped(file, key, made.inputs, made.value)
  return made.value
}

/** Size, inode, modification and change times of `file` (a folder's change with its entries), or '' when it is gone. */
function stampOf(file: string): string {
  try {
    const info = statSync(file)
    return `${info.size}:${info.ino}:${info.mtimeMs}:${info.ctimeMs}`
  } catch {
    return ''
  }
}
