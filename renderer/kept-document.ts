/**
 * keptDocument: a document the main thread renders from a few small inputs (the 404 and 500
 * pages), kept in `.site-cache/documents/<name>.json` with the hash of those inputs and of the
 * engine. A build whose inputs did not change reads it instead of loading React's server renderer
 * and rendering (~260 ms of a one-page edit's main thread on 1,000 pages, stop 22). Without a
 * cache folder or a bundled engine (tests running the sources) it always renders.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { threadId } from 'node:worker_threads'
import { engineFingerprint } from './engine-fingerprint.js'

/** The document `render()` gives for `inputs`, from `dir` when it was kept there for the same inputs. */
export function keptDocument(dir: string | undefined, name: string, inputs: unknown, render: () => string): string {
  const engine = engineFingerprint()
  if (!dir || !engine) return render()
  const key = createHash('sha256').update(`${engine}\0${JSON.stringify(inputs)}`).digest('hex')
  const file = path.join(dir, `${name}.json`)
  const kept = readKept(file)
  if (kept?.key === key) return kept.html
  const html = render()
  try {
    mkdirSync(dir, { recursive: true })
    const temp = `${file}.${process.pid}-${threadId}.tmp`
    writeFileSync(temp, JSON.stringify({ key, html }))
    renameSync(temp, file)
  } catch {
    // A cache that cannot be written is only a miss next time.
  }
  return html
}

function readKept(file: string): { key: string; html: string } | undefined {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { key?: unknown; html?: unknown }
    return typeof kept.key === 'string' && typeof kept.html === 'string' ? { key: kept.key, html: kept.html } : undefined
  } catch {
    return undefined
  }
}
