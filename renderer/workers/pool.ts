/**
 * Page pool: runs page jobs on worker threads (one per core by default), or in-process when
 * `threads` is 0 (tests, tiny sites). Jobs are handed out as workers free up.
 */
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { runPageJob, type PageJob, type PageJobResult, type RenderContext } from '../page-job.js'

export interface PagePool {
  run(job: PageJob): Promise<PageJobResult>
  close(): Promise<void>
}

/**
 * The bundled worker entry, present when the engine runs from its bundle (`npm run build:engine`):
 * beside this module, or one folder up when the bundler put this module in a shared chunk.
 */
export const WORKER_FILE = ['./page-worker.mjs', '../page-worker.mjs'].map((rel) => fileURLToPath(new URL(rel, import.meta.url))).find((file) => existsSync(file))

/** A pool of `threads` workers, or in-process execution when threads is 0 or no worker bundle exists. */
export function createPagePool(context: RenderContext, threads = availableParallelism()): PagePool {
  if (threads <= 0 || !WORKER_FILE) {
    return { run: (job) => runPageJob(job, context), close: async () => {} }
  }
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(WORKER_FILE!)
    worker.postMessage({ type: 'init', context })
    return worker
  })
  const idle = [...workers]
  const waiting: Array<() => void> = []
  const pending = new Map<number, { resolve: (r: PageJobResult) => void; reject: (e: Error) => void; worker: Worker }>()
  let nextId = 0
  for (const worker of workers) {
    worker.on('message', (msg: { id: number; result?: PageJobResult; error?: string }) => {
      const entry = pending.get(msg.id)!
      pending.delete(msg.id)
      idle.push(worker)
      waiting.shift()?.()
      if (msg.error) entry.reject(new Error(msg.error))
      else entry.resolve(msg.result!)
    })
    worker.on('error', (error) => {
      for (const [id, entry] of pending) if (entry.worker === worker) (pending.delete(id), entry.reject(error))
    })
  }
  return {
    async run(job) {
      while (idle.length === 0) await new Promise<void>((resolve) => waiting.push(resolve))
      const worker = idle.pop()!
      const id = nextId++
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, worker })
        worker.postMessage({ type: 'job', id, job })
      })
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()))
    },
  }
}
