/**
 * The engine's fingerprint: a hash of the code the page workers run. The render cache and the
 * build record (build-record.ts) key on it, so a new engine renders everything again. Undefined
 * when the engine runs from its sources (no bundle to fingerprint).
 *
 * Only the worker entry is read: esbuild names every chunk by a hash that changes with its contents
 * (scripts/build-engine.mjs, `chunks/[name]-[hash]`), and a chunk's contents name the chunks it
 * imports, so a change anywhere below renames a chunk the entry imports. Reading and hashing every
 * chunk the worker reaches cost about 40 ms of each build.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { WORKER_FILE } from './workers/worker-file.js'

let memo: { value: string | undefined } | undefined

export function engineFingerprint(): string | undefined {
  memo ??= { value: WORKER_FILE ? fingerprintOf(WORKER_FILE) : undefined }
  return memo.value
}

let wholeMemo: { value: string | undefined } | undefined

/**
 * A hash of the code both threads run: the worker's entry and the CLI's (`cli.mjs` beside it, whose
 * chunk names cover what the main thread imports). The build record keys on it: a new search
 * index, sitemap or record format changes the output of a build whose pages render the same.
 */
export function wholeEngineFingerprint(): string | undefined {
  wholeMemo ??= { value: WORKER_FILE ? entriesFingerprint(WORKER_FILE) : undefined }
  return wholeMemo.value
}

/** The hash of the worker entry `workerFile` and of the CLI entry beside it. */
export function entriesFingerprint(workerFile: string): string {
  return `${fingerprintOf(workerFile)}:${fingerprintOf(path.join(path.dirname(workerFile), 'cli.mjs'))}`
}

function fingerprintOf(entry: string): string {
  return createHash('sha256').update(readFileSync(entry)).digest('hex')
}
