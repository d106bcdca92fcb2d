/**
 * The worker threads of a page pool. A page's code can stop its worker (`process.exit`, an error
 * thrown outside rendering, running out of memory) or never finish (a loop, stopped after the time
 * limit): the page is then reported as failed (page-failure.ts), a fresh worker takes the slot and
 * the other pages go on.
 */
import { Worker } from 'node:worker_threads'
import type { PageJob, PageJobResult, RenderContext } from '../stages/render.js'
import { failedPage, type WorkerFailure } from './page-failure.js'
import type { PagePool, PagePoolOptions } from './pool.js'

/** The job a worker is running, and how it ends. */
interface Running {
  id: number
  job: PageJob
  resolve: (result: PageJobResult) => void
  reject: (error: Error) => void
  /** Set when the worker starts the job (after its start-up): the time limit. */
  timer?: NodeJS.Timeout
  /** Why the worker is stopping, once known (its `error` event or the time limit). */
  failure?: WorkerFailure
}

interface Slot {
  worker: Worker
  running?: Running
  /** The worker finished a job: it started fine, so losing it is the page's doing, not the engine's. */
  proven: boolean
}

/** `threads` workers running `workerFile`; jobs wait for `ready`, and each worker gets `context()`. */
export function createWorkerPool(workerFile: string, threads: number, options: PagePoolOptions, context: () => RenderContext | undefined, ready: Promise<void>): PagePool {
  const slots = new Set<Slot>()
  const idle: Slot[] = []
  const waiting: Array<() => void> = []
  let nextId = 0
  let closed = false
  let stopped: Error | undefined
  const release = (slot: Slot) => {
    idle.push(slot)
    waiting.shift()?.()
  }
  const finish = (slot: Slot): Running | undefined => {
    const running = slot.running
    if (running) clearTimeout(running.timer)
    slot.running = undefined
    return running
  }
  /** Stops the slot's worker when its job outlives the limit; the exit handler reports the page. */
  const timeLimit = (slot: Slot) => {
    const seconds = options.pageTimeout?.()
    if (seconds === undefined) return undefined
    return setTimeout(() => {
      slot.running!.failure = { kind: 'timeout', seconds }
      void slot.worker.terminate()
    }, seconds * 1000)
  }
  const start = (): Slot => {
    const worker = new Worker(workerFile, { workerData: { warm: options.warm === true } })
    const current = context()
    if (current) worker.postMessage({ type: 'init', context: current })
    const slot: Slot = { worker, proven: false }
    slots.add(slot)
    worker.on('message', (msg: { id: number; started?: true; result?: PageJobResult; error?: string }) => {
      if (slot.running?.id !== msg.id) return
      if (msg.started) return void (slot.running.timer = timeLimit(slot))
      const running = finish(slot)!
      slot.proven = true
      release(slot)
      if (msg.error) running.reject(new Error(msg.error))
      else running.resolve(msg.result!)
    })
    worker.on('error', (error: Error & { code?: string }) => {
      if (slot.running) slot.running.failure ??= error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'memory' } : { kind: 'crash', message: error.message }
    })
    worker.on('exit', (code) => {
      slots.delete(slot)
      if (idle.includes(slot)) idle.splice(idle.indexOf(slot), 1)
      const running = finish(slot)
      if (closed) return running?.reject(new Error('The page pool was closed while a page was rendering.'))
      if (running) running.resolve(failedPage(running.job, running.failure ?? { kind: 'exit', code }))
      // A worker that never finished a job and was not running one failed on its own: do not
      // restart it in a loop; when none is left, the waiting jobs fail with the reason.
      if (running || slot.proven) return release(start())
      if (slots.size === 0) {
        stopped = new Error(`The page worker stopped before its first page (exit code ${code}).`)
        for (const wake of waiting.splice(0)) wake()
      }
    })
    return slot
  }
  for (let i = 0; i < threads; i++) idle.push(start())
  return {
    async run(job) {
      await ready
      while (idle.length === 0 && !closed && !stopped) await new Promise<void>((resolve) => waiting.push(resolve))
      if (closed) throw new Error('The page pool is closed.')
      if (stopped) throw stopped
      const slot = idle.pop()!
      const id = nextId++
      return new Promise((resolve, reject) => {
        slot.running = { id, job, resolve, reject }
        slot.worker.postMessage({ type: 'job', id, job })
      })
    },
    /** Sends the context to every worker (the caller keeps it for the workers started later). */
    setContext(next) {
      // Messages reach a worker in order: jobs posted after this see the new context.
      for (const slot of slots) slot.worker.postMessage({ type: 'init', context: next })
    },
    async close() {
      closed = true
      for (const wake of waiting.splice(0)) wake()
      await Promise.all([...slots].map((slot) => slot.worker.terminate()))
    },
  }
}
