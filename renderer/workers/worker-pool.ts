/**
 * The worker threads of a page pool. A page's code can stop its worker (`process.exit`, an error
 * thrown outside rendering, running out of memory) or never finish (a loop, stopped after the time
 * limit): the page is then reported as failed (page-failure.ts), a fresh worker takes the slot (and
 * the job that was waiting on the lost one) and the other pages go on.
 *
 * Each worker holds up to JOBS_PER_WORKER jobs and runs them one after another: the next one is
 * there when a page is done, instead of a round trip through the main thread, whose event loop is
 * busy writing pages and drawing cards (the workers of a cold 1,000-page build sat idle 5-15 % of
 * the time, `npm run bench profile`).
 */
import { Worker } from 'node:worker_threads'
import type { PageJob, PageJobResult, RenderContext } from '../stages/render.js'
import { COMPILE_TIME_FACTOR, failedPage, type WorkerFailure } from './page-failure.js'
import { onigModule } from '../mdx/onig-module.js'
import { createPhaseCell, phaseReader } from './job-phase.js'
import type { PagePool, PagePoolOptions } from './pool.js'

/**
 * The old generation of a worker's heap, in MB: a page's code that builds an ever-growing value
 * fails there (render/out-of-memory) instead of taking the machine's memory. Pages live in a few
 * tens of MB (used heap after a collection in a 10,000-page build: 49-65 MB a worker). With a
 * limit V8 also collects sooner: each worker's heap grew to ~250 MB, mostly garbage, without one.
 * Cold 10,000-page build (`/usr/bin/time`, stop 24): peak RSS 1,037 MB without a limit, 838 MB
 * with this one (820-828 MB with 256 or 512), for 4 % more CPU (user 97.0 against 92.9 s).
 */
const WORKER_HEAP_MB = 1024

/**
 * Jobs a worker holds at once: the one it runs and the next three. Two left a worker idle while the
 * main thread paused longer than a page (a scavenge of its growing heap, a card's set-up): cold
 * 1,000 pages, 4 against 2, two sets of 5 pairs: wall 0.970 and 0.982, CPU 0.961 and 0.981.
 */
const JOBS_PER_WORKER = 4

/** A job handed to a worker, and how it ends. */
interface Running {
  id: number
  job: PageJob
  resolve: (result: PageJobResult) => void
  reject: (error: Error) => void
  /** Why the worker is stopping, once known (its `error` event or the time limit). */
  failure?: WorkerFailure
}

interface Slot {
  worker: Worker
  /** The jobs handed to the worker, in the order it runs them. */
  jobs: Running[]
  /** The job the worker runs, its phase and since when (job-phase.ts), once it started one. */
  phase: ReturnType<typeof phaseReader>
  /** The worker finished a job: it started fine, so losing it is the page's doing, not the engine's. */
  proven: boolean
}

/** What the workers of one pool share: who is idle, who waits for a worker, whether the pool ended. */
interface PoolState {
  workerFile: string
  options: PagePoolOptions
  context: () => RenderContext | undefined
  slots: Set<Slot>
  waiting: Array<() => void>
  closed: boolean
  stopped?: Error
}

/** `threads` workers running `workerFile`; jobs wait for `ready`, and each worker gets `context()`. */
export function createWorkerPool(workerFile: string, threads: number, options: PagePoolOptions, context: () => RenderContext | undefined, ready: Promise<void>): PagePool {
  const state: PoolState = { workerFile, options, context, slots: new Set(), waiting: [], closed: false }
  const { slots, waiting } = state
  let nextId = 0
  for (let i = 0; i < threads; i++) startSlot(state)
  const limits = watchTimeLimits(state)
  return {
    async run(job) {
      await ready
      let slot: Slot | undefined
      while (!(slot = leastBusy(slots)) && !state.closed && !state.stopped) await new Promise<void>((resolve) => waiting.push(resolve))
      if (state.closed) throw new Error('The page pool is closed.')
      if (state.stopped) throw state.stopped
      const id = nextId++
      return new Promise((resolve, reject) => hand(slot!, { id, job, resolve, reject }))
    },
    /** Sends the context to every worker (the caller keeps it for the workers started later). */
    setContext(next) {
      // Messages reach a worker in order: jobs posted after this see the new context.
      for (const slot of slots) slot.worker.postMessage({ type: 'init', context: next })
    },
    grow(threads) {
      while (slots.size < threads && !state.closed) {
        wake(state, JOBS_PER_WORKER - startSlot(state).jobs.length)
      }
    },
    async close() {
      state.closed = true
      limits.stop()
      for (const resume of waiting.splice(0)) resume()
      await Promise.all([...slots].map((slot) => slot.worker.terminate()))
    },
  }
}

/** Lets `count` waiting jobs look for a slot again (that many places were freed). */
function wake(state: PoolState, count: number): void {
  for (let i = 0; i < count; i++) state.waiting.shift()?.()
}

/** The slot with the fewest jobs, if one can take another. */
function leastBusy(slots: Set<Slot>): Slot | undefined {
  let best: Slot | undefined
  for (const slot of slots) if (slot.jobs.length < JOBS_PER_WORKER && (!best || slot.jobs.length < best.jobs.length)) best = slot
  return best
}

/** Gives `slot`'s worker a job. */
function hand(slot: Slot, running: Running): void {
  slot.jobs.push(running)
  slot.worker.postMessage({ type: 'job', id: running.id, job: running.job })
}

/** Ends the job `id` of the slot and returns it. */
function finish(slot: Slot, id: number): Running | undefined {
  const at = slot.jobs.findIndex((running) => running.id === id)
  if (at === -1) return undefined
  return slot.jobs.splice(at, 1)[0]
}

/** The job the slot's worker is running (`now`: its phase, read once), if any: it may have ended one and not started the next. */
function runningJob(slot: Slot, now = slot.phase()): Running | undefined {
  return now && slot.jobs.find((job) => job.id === now.id)
}

/**
 * Checks, a tenth of `pageTimeout` apart (10 ms to 1 s), what each worker runs: one whose job has
 * outlived its phase's limit is stopped, and the exit handler reports the page. The limit is read
 * when a job runs (`site dev` follows the config, and starts its pool before it has one).
 */
function watchTimeLimits(state: PoolState): { stop(): void } {
  const { pageTimeout } = state.options
  if (!pageTimeout) return { stop: () => {} }
  let period = 100
  let timer: NodeJS.Timeout | undefined
  const check = () => {
    if (state.closed) return
    for (const slot of state.slots) {
      const now = slot.phase()
      const running = runningJob(slot, now)
      if (!now || !running || running.failure) continue
      const limit = pageTimeout()
      period = Math.min(1000, Math.max(10, limit * 100))
      const seconds = now.phase === 'compile' ? limit * COMPILE_TIME_FACTOR : limit
      if (Date.now() - now.since < seconds * 1000) continue
      running.failure = { kind: 'timeout', seconds, phase: now.phase }
      void slot.worker.terminate()
    }
    timer = setTimeout(check, period).unref()
  }
  timer = setTimeout(check, period).unref()
  return { stop: () => clearTimeout(timer) }
}

/** Starts a worker in a new slot of the pool. */
function startSlot(state: PoolState): Slot {
  const phase = createPhaseCell()
  const worker = new Worker(state.workerFile, { workerData: { warm: state.options.warm === true, onig: onigModule(), phase }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } })
  const current = state.context()
  if (current) worker.postMessage({ type: 'init', context: current })
  const slot: Slot = { worker, jobs: [], proven: false, phase: phaseReader(phase) }
  state.slots.add(slot)
  worker.on('message', (msg: { id: number; result?: PageJobResult; error?: string }) => {
    const running = finish(slot, msg.id)
    if (!running) return
    slot.proven = true
    wake(state, 1)
    if (msg.error) running.reject(new Error(msg.error))
    else running.resolve(msg.result!)
  })
  worker.on('error', (error: Error & { code?: string }) => {
    const running = runningJob(slot)
    if (running) running.failure ??= error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'memory' } : { kind: 'crash', message: error.message }
  })
  worker.on('exit', (code) => onExit(state, slot, code))
  return slot
}

/**
 * A worker ended: its page is reported, a fresh worker takes the slot and the jobs it had not
 * started, unless it never worked.
 */
function onExit(state: PoolState, slot: Slot, code: number): void {
  state.slots.delete(slot)
  const running = runningJob(slot)
  const jobs = slot.jobs.splice(0)
  const waiting = jobs.filter((job) => job !== running)
  if (state.closed) {
    for (const job of jobs) job.reject(new Error('The page pool was closed while a page was rendering.'))
    return
  }
  if (running) running.resolve(failedPage(running.job, running.failure ?? { kind: 'exit', code }))
  // A worker that never finished a job and was not running one failed on its own: do not
  // restart it in a loop; when none is left, the waiting jobs fail with the reason.
  if (running || slot.proven) {
    const fresh = startSlot(state)
    for (const job of waiting) hand(fresh, job)
    wake(state, JOBS_PER_WORKER - fresh.jobs.length)
    return
  }
  if (state.slots.size === 0) {
    state.stopped = new Error(`The page worker stopped before its first page (exit code ${code}).`)
    for (const job of waiting) job.reject(state.stopped)
    for (const resume of state.waiting.splice(0)) resume()
    return
  }
  // Another worker is left: it takes the jobs this one had not started.
  for (const job of waiting) hand(leastBusy(state.slots) ?? [...state.slots][0]!, job)
}
