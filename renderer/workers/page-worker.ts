/** Worker thread entry: receives the render context (again whenever it changes) and page jobs; answers each job with its result. */
import { parentPort, workerData } from 'node:worker_threads'
import { writeFileSync } from 'node:fs'
import { runPageJob, type PageJob, type PageJobResult, type RenderContext } from '../stages/render.js'
import { parseVariantUrls } from '../../templates/support/image.js'
import { contentsId } from '../hashes.js'
import { warmUp } from './warm-up.js'
import { useOnigModule, type OnigModule } from '../mdx/onig-module.js'
import { scriptHashes } from '../security/inline-scripts.js'
import { phaseWriter } from './job-phase.js'

const data = workerData as { warm?: boolean; onig?: OnigModule; phase?: SharedArrayBuffer } | null
// Shiki's regex engine as the main thread compiled it (mdx/onig-module.ts).
useOnigModule(data?.onig)
// `site dev` starts its worker before the site is planned: warm it up meanwhile. Jobs wait for it.
const warm = data?.warm ? warmUp() : Promise.resolve()
// Where the pool's time limits read which job runs and in which phase (job-phase.ts).
const enter = data?.phase ? phaseWriter(data.phase) : () => {}

let context: RenderContext | undefined
const encoder = new TextEncoder()

type Message = { type: 'init'; context: RenderContext } | { type: 'job'; id: number; job: PageJob }

// The pool hands a worker its next job before the current one ends: messages are handled one at a
// time, in order (a context sent between two jobs applies from the second).
let queue = Promise.resolve()
parentPort!.on('message', (message: Message) => {
  queue = queue.then(() => handle(message))
})

async function handle(message: Message): Promise<void> {
  if (message.type === 'init') {
    context = message.context
    return
  }
  try {
    await warm
    // The pool's time limits count from here: the worker's start-up, warm-up and earlier jobs are not the page's.
    // A page to compile has the compile's limit, then the render's once compiled (worker-pool.ts `watchTimeLimits`).
    enter(message.id, message.job.compiled ? 'render' : 'compile')
    const rendering = message.job.compiled ? undefined : () => enter(message.id, 'render')
    const result = await runPageJob(message.job, context!, rendering)
    const text = typeof result.html === 'string' ? result.html : undefined
    const { output } = message.job
    if (output && text !== undefined) {
      parentPort!.postMessage({ id: message.id, result: { ...result, html: undefined, scripts: scriptHashes(text), staged: writeStaged(output, text) } })
      return
    }
    // The HTML goes as UTF-8 bytes, moved to the main thread rather than copied; the sink writes them as they are.
    // With them go its inline scripts' hashes, taken from the string (the main thread would decode the bytes to find them).
    const html = text === undefined ? (result.html as Uint8Array | undefined) : encoder.encode(text)
    parentPort!.postMessage({ id: message.id, result: { ...result, html, ...(text !== undefined && { scripts: scriptHashes(text) }) } }, html ? [html.buffer as ArrayBuffer] : [])
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: (error as Error).stack ?? String(error) })
  } finally {
    enter(message.id, 'idle')
  }
}

/**
 * Writes a page's HTML where its job's `output` says; what the main thread records of it. To be
 * hashed, the HTML is encoded once for both the file and the hash (each converted the string again:
 * 0.13 ms a page, stop 44).
 */
function writeStaged(output: NonNullable<PageJob['output']>, html: string): NonNullable<PageJobResult['staged']> {
  const bytes = output.hash ? encoder.encode(html) : undefined
  writeFileSync(output.path, bytes ?? html)
  return { path: output.path, ...(bytes && { id: contentsId(bytes) }), variants: output.variants ? [...new Set(parseVariantUrls(html).map((ref) => ref.path))] : [] }
}
