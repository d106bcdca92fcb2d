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
import { WORKER_FILE } from './workers/worker-file.js'

let memo: { value: string | undefined } | undefined

export function engineFingerprint(): string | undefined {
  memo ??= { value: WORKER_FILE ? fingerprintOf(WORKER_FILE) : undefined }
  return memo.value
}

function fingerprintOf(entry: string): string {
  return createHash('sha256').update(readFileSync(entry)).digest('hex')
}
