/** Worker thread entry: receives the render context once, then page jobs; answers each with its result. */
import { parentPort } from 'node:worker_threads'
import { runPageJob, type PageJob, type RenderContext } from '../page-job.js'

let context: RenderContext | undefined

parentPort!.on('message', async (message: { type: 'init'; context: RenderContext } | { type: 'job'; id: number; job: PageJob }) => {
  if (message.type === 'init') {
    context = message.context
    return
  }
  try {
    const result = await runPageJob(message.job, context!)
    parentPort!.postMessage({ id: message.id, result })
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: (error as Error).stack ?? String(error) })
  }
})
