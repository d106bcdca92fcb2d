/**
 * The page worker's bundle (.engine/page-worker.mjs): beside this module, or one folder up when
 * the bundler put this module in a shared chunk. Undefined when the engine runs from its sources.
 * Its own module, so the engine fingerprint (engine-fingerprint.ts) finds it without loading the pool.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const WORKER_FILE = ['./page-worker.mjs', '../page-worker.mjs'].map((rel) => fileURLToPath(new URL(rel, import.meta.url))).find((file) => existsSync(file))
