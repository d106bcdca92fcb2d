/**
 * keptDocument: a document the main thread renders from a few small inputs (the 404 and 500
 * pages), kept in `.site-cache/documents/<name>.json` under the hash of those inputs and of the
 * engine (renderer/stamped-cache.ts). A build whose inputs did not change reads it instead of
 * loading React's server renderer and rendering (~260 ms of a one-page edit's main thread on
 * 1,000 pages, stop 22). Without a cache folder or a bundled engine (tests running the sources)
 * it always renders.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { engineFingerprint } from './engine-fingerprint.js'
import { keepStamped, readStamped } from './stamped-cache.js'

/** The document `render()` gives for `inputs`, from `dir` when it was kept there for the same inputs. */
export function keptDocument(dir: string | undefined, name: string, inputs: unknown, render: () => string): string {
  const engine = engineFingerprint()
  if (!dir || !engine) return render()
  const key = createHash('sha256').update(`${engine}\0${JSON.stringify(inputs)}`).digest('hex')
  const file = path.join(dir, `${name}.json`)
  const kept = readStamped<string>(file, key)
  if (typeof kept === 'string') return kept
  const html = render()
  keepStamped(file, key, [], html)
  return html
}
