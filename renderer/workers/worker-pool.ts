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

/** What the workers of one pool share: who is idle, who waits for a worker, whether the pool ended. */
interface PoolState {
  workerFile: string
  options: PagePoolOptions
  context: () => RenderContext | undefined
  slots: Set<Slot>
  idle: Slot[]
  waiting: Array<() => void>
  closed: boolean
  stopped?: Error
}

/** `threads` workers running `workerFile`; jobs wait for `ready`, and each worker gets `context()`. */
export function createWorkerPool(workerFile: string, threads: number, options: PagePoolOptions, context: () => RenderContext | undefined, ready: Promise<void>): PagePool {
  const state: PoolState = { workerFile, options, context, slots: new Set(), idle: [], waiting: [], closed: false }
  const { slots, idle, waiting } = state
  let nextId = 0
  for (let i = 0; i < threads; i++) idle.push(startSlot(state))
  return {
    async run(job) {
      await ready
      while (idle.length === 0 && !state.closed && !state.stopped) await new Promise<void>((resolve) => waiting.push(resolve))
      if (state.closed) throw new Error('The page pool is closed.')
      if (state.stopped) throw state.stopped
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
    grow(threads) {
      while (slots.size < threads && !state.closed) release(state, startSlot(state))
    },
    async close() {
      state.closed = true
      for (const wake of waiting.splice(0)) wake()
      await Promise.all([...slots].map((slot) => slot.worker.terminate()))
    },
  }
}

/** Hands `slot` to the next waiting job. */
function release(state: PoolState, slot: Slot): void {
  state.idle.push(slot)
  state.waiting.shift()?.()
}

/** Ends the slot's job (its timer too) and returns it. */
function finish(slot: Slot): Running | undefined {
  const running = slot.running
  if (running) clearTimeout(running.timer)
  slot.running = undefined
  return running
}

/** Stops the slot's worker when its job outlives the limit; the exit handler reports the page. */
function timeLimit(state: PoolState, slot: Slot): ReturnType<typeof setTimeout> | undefined {
  const seconds = state.options.pageTimeout?.()
  if (seconds === undefined) return undefined
  return setTimeout(() => {
    slot.running!.failure = { kind: 'timeout', seconds }
    void slot.worker.terminate()
  }, seconds * 1000)
}

/** Starts a worker in a new slot of the pool. */
function startSlot(state: PoolState): Slot {
  const worker = new Worker(state.workerFile, { workerData: { warm: state.options.warm === true } })
  const current = state.context()
  if (current) worker.postMessage({ type: 'init', context: current })
  const slot: Slot = { worker, proven: false }
  state.slots.add(slot)
  worker.on('message', (msg: { id: number; started?: true; result?: PageJobResult; error?: string }) => {
    if (slot.running?.id !== msg.id) return
    if (msg.started) return void (slot.running.timer = timeLimit(state, slot))
    const running = finish(slot)!
    slot.proven = true
    release(state, slot)
    if (msg.error) running.reject(new Error(msg.error))
    else running.resolve(msg.result!)
  })
  worker.on('error', (error: Error & { code?: string }) => {
    if (slot.running) slot.running.failure ??= error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'memory' } : { kind: 'crash', message: error.message }
  })
  worker.on('exit', (code) => onExit(state, slot, code))
  return slot
}

/** A worker ended: its page is reported, a fresh worker takes the slot unless it never worked. */
function onExit(state: PoolState, slot: Slot, code: number): void {
  state.slots.delete(slot)
  if (state.idle.includes(slot)) state.idle.splice(state.idle.indexOf(slot), 1)
  const running = finish(slot)
  if (state.closed) return running?.reject(new Error('The page pool was closed while a page was rendering.'))
  if (running) running.resolve(failedPage(running.job, running.failure ?? { kind: 'exit', code }))
  // A worker that never finished a job and was not running one failed on its own: do not
  // restart it in a loop; when none is left, the waiting jobs fail with the reason.
  if (running || slot.proven) return release(state, startSlot(state))
  if (state.slots.size === 0) {
    state.stopped = new Error(`The page worker stopped before its first page (exit code ${code}).`)
    for (const wake of state.waiting.splice(0)) wake()
  }
}
