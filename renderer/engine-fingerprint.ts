/**
 * The engine's fingerprint: a hash of the code the page workers run (the worker entry and every
 * chunk it imports, statically or lazily, by content). The render cache and the build record
 * (build-record.ts) key on it, so a new engine renders everything again. Undefined when the
 * engine runs from its sources (no bundle to fingerprint).
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

function fingerprintOf(entry: string): string {
  const digest = createHash('sha256')
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    digest.update(code)
    for (const [, spec] of code.matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)) visit(path.resolve(path.dirname(file), spec!))
  }
  visit(entry)
  return digest.digest('hex')
}
