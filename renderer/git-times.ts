/**
 * Last-updated times of content files: one `git log` per build, read into a map of
 * content-relative path → time of the newest commit that touched it. Files git does not know
 * (untracked, or no repository, or no git at all) fall back to their modification time. Never
 * fails: a git problem only means every page falls back to mtime.
 *
 *   git -C <contentDir> log --relative --format=%x00%ct --name-only -- .
 *     → "\0<unix time>\n\n<path>\n<path>\n" per commit, newest first
 */
import { execFile } from 'node:child_process'
import { statSync } from 'node:fs'
import path from 'node:path'
import { gitHead, shallowFileOf } from './git-head.js'
import { keptOrMade } from './stamped-cache.js'

/** Content-relative path (forward slashes, NFC) → unix time in ms of its last commit. */
export type GitTimes = Map<string, number>

/**
 * Reads the commit times of every file under `contentDir`; an empty map when git cannot tell.
 * They are a function of the commit checked out (and of a shallow clone's depth): with `keepIn`
 * (a cache folder) they are kept there with it, and a build at the same commit reads them instead
 * of running `git log`.
 */
export async function readGitTimes(contentDir: string, keepIn?: string): Promise<GitTimes> {
  const head = await gitHead(contentDir)
  // No commit: `git log` has nothing to say either.
  if (!head) return new Map()
  const file = keepIn === undefined ? undefined : path.join(keepIn, 'git-times.json')
  const times = await keptOrMade(file, `${head}\0${contentDir}`, async () => {
    const value = [...(await gitLog(contentDir))]
    // A shallow clone deepened at the same commit has more history: its `shallow` file changes.
    const shallow = shallowFileOf(contentDir)
    return { value, inputs: shallow ? [shallow] : [] }
  })
  return new Map(times)
}

function gitLog(contentDir: string): Promise<GitTimes> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-c', 'core.quotePath=false', '-C', contentDir, 'log', '--relative', '--no-renames', '--format=%x00%ct', '--name-only', '--', '.'],
      { maxBuffer: 256 * 1024 * 1024, windowsHide: true, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } },
      (error, stdout) => resolve(error ? new Map() : parseGitLog(stdout)),
    )
  })
}

/** Parses `git log --format=%x00%ct --name-only` output; the first (newest) time of a path wins. */
export function parseGitLog(output: string): GitTimes {
  const times: GitTimes = new Map()
  for (const commit of output.split('\0')) {
    const lines = commit.split('\n')
    const seconds = Number(lines[0])
    if (!lines[0] || !Number.isFinite(seconds)) continue
    for (const line of lines.slice(1)) {
      const file = line.trim() === '' ? '' : line.normalize('NFC')
      if (file && !times.has(file)) times.set(file, seconds * 1000)
    }
  }
  return times
}

/**
 * The `lastUpdated` of a content file: its last commit, else its mtime; undefined for generated
 * files (no file on disk) and files that cannot be read.
 */
export function lastUpdatedLookup(contentDir: string, times: GitTimes) {
  return (file: { relPath: string; generated?: boolean; modified?: number }): string | undefined => {
    if (file.generated) return undefined
    const committed = times.get(file.relPath)
    if (committed !== undefined) return new Date(committed).toISOString()
    if (file.modified !== undefined) return new Date(file.modified).toISOString()
    try {
      return new Date(Math.floor(statSync(path.join(contentDir, file.relPath)).mtimeMs)).toISOString()
    } catch {
      return undefined
    }
  }
}
