/**
 * Page pool: runs page jobs on worker threads (one per core by default), or in-process when
 * `threads` is 0 (tests, tiny sites). Jobs are handed out as workers free up.
 */
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PageJob, PageJobResult, RenderContext } from '../page-job.js'

export interface PagePool {
  /** Runs a job; waits for a context when the pool was created without one. */
  run(job: PageJob): Promise<PageJobResult>
  /** Replaces the render context (navigation, assets) for every later job, without restarting the workers. */
  setContext(context: RenderContext): void
  close(): Promise<void>
}

export interface PagePoolOptions {
  /** Worker threads; 0 runs jobs in this thread. Default: one per core. */
  threads?: number
  /** Let each worker load the code highlighter as soon as it starts, before the first job. */
  warm?: boolean
}

/**
 * The bundled worker entry, present when the engine runs from its bundle (`npm run build:engine`):
 * beside this module, or one folder up when the bundler put this module in a shared chunk.
 */
export const WORKER_FILE = ['./page-worker.mjs', '../page-worker.mjs'].map((rel) => fileURLToPath(new URL(rel, import.meta.url))).find((file) => existsSync(file))

/**
 * A pool of `threads` workers, or in-process execution when threads is 0 or no worker bundle
 * exists. Without a context the workers start at once (loading the renderer takes a while) and
 * jobs wait for `setContext`.
 */
export function createPagePool(context: RenderContext | undefined, options: PagePoolOptions = {}): PagePool {
  const threads = options.threads ?? availableParallelism()
  let current = context
  let resolveFirst: (() => void) | undefined
  const first = context ? Promise.resolve() : new Promise<void>((resolve) => (resolveFirst = resolve))
  const adopt = (next: RenderContext) => {
    current = next
    resolveFirst?.()
  }
  if (threads <= 0 || !WORKER_FILE) {
    return {
      // Imported on first use: a process that renders on workers never loads the compiler itself.
      run: async (job) => {
        const [{ runPageJob }] = await Promise.all([import('../page-job.js'), first])
        return runPageJob(job, current!)
      },
      setContext: adopt,
      close: async () => {},
    }
  }
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(WORKER_FILE!, { workerData: { warm: options.warm === true } })
    if (context) worker.postMessage({ type: 'init', context })
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
      await first
      while (idle.length === 0) await new Promise<void>((resolve) => waiting.push(resolve))
      const worker = idle.pop()!
      const id = nextId++
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, worker })
        worker.postMessage({ type: 'job', id, job })
      })
    },
    setContext(next) {
      adopt(next)
      // Messages reach a worker in order: jobs posted after this see the new context.
      for (const worker of workers) worker.postMessage({ type: 'init', context: next })
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()))
    },
  }
}
