/**
 * Page pool: runs page jobs on worker threads (a build starts `workersFor` its pages to render: as
 * many as are estimated to finish soonest, up to one per core), or in-process when `threads` is 0 (tests, tiny sites).
 * Jobs are handed out as workers free up.
 * A page that stops or outruns its worker fails alone (worker-pool.ts).
 */
import { availableParallelism } from 'node:os'
import type { PageJob, PageJobResult, RenderContext } from '../stages/render.js'
import { createWorkerPool } from './worker-pool.js'
import { WORKER_FILE } from './worker-file.js'
import { createInProcessRunner } from './in-process.js'
import { importsModules } from '../mdx/imports-modules.js'

export interface PagePool {
  /** Runs a job; waits for a context when the pool was created without one. */
  run(job: PageJob): Promise<PageJobResult>
  /** Replaces the render context (navigation, assets) for every later job, without restarting the workers. */
  setContext(context: RenderContext): void
  /** Starts workers until the pool has `threads` (never stops one); nothing in-process. */
  grow(threads: number): void
  close(): Promise<void>
}

export interface PagePoolOptions {
  /** Worker threads; 0 runs jobs in this thread. Default: one per core (the build passes `workersFor`). */
  threads?: number
  /** Let each worker load the code highlighter as soon as it starts, before the first job. */
  warm?: boolean
  /**
   * Seconds a page job may run on a worker before it is stopped and the page reported (read at
   * each job, so `site dev` follows config changes): the config's `build.pageTimeout`. Without
   * it, no limit. Not enforced in-process (threads 0): nothing can stop a loop in this thread.
   */
  pageTimeout?: () => number
}

export { WORKER_FILE } from './worker-file.js'

/**
 * Pages one worker renders before a second one pays for its start-up (loading the renderer costs
 * about 1.5 s of CPU a worker). Cold synthetic builds, one worker against two, wall / CPU
 * (issue 20, stop 19): 10 pages 2.9 / 3.9 s against 3.4 / 5.5 s; 120 pages 4.3–5.4 / 6.1–7.7 s
 * against 5.6–6.1 / 9.3–10.1 s; 250 pages 6.3–7.3 / 9.2–10.5 s against 6.5–6.9 / 11.0–11.7 s.
 * Pages have cheapened since, so the second worker wins later (stop 25, paired medians, load
 * 3-5): 300 pages 5.13 / 5.73 s against 5.17 / 7.03 s; 500 pages 7.66 / 8.94 s against
 * 7.78 / 10.77 s (the same wall for 18 % less CPU).
 */
export const PAGES_PER_WORKER = 500

/**
 * What a build's threads cost, measured on the synthetic site (cold, 2-core VM, stop 35): the CPU
 * a page costs a worker, and the other threads' (main thread, social cards) per page; a worker's
 * start-up costs about 1.5 s of CPU and half a second before its first page. Only their ratios
 * matter: a faster machine scales all of them alike.
 */
const WORKER_COSTS = { pageMs: 2.5, otherMs: 1.5, startMs: 1500, startWallMs: 500 }

/** The pages to render: how many, and the worker CPU they are estimated to cost (`pageWorkMs` of each). */
export interface PagesWork {
  pages: number
  ms: number
}

/**
 * The worker CPU a page of `source` is estimated to cost: a synthetic page's (`WORKER_COSTS.pageMs`,
 * about 1 KB of Markdown) per KB of source, twice that when it imports modules (a line outside
 * its code fences, `importsModules`: the synthetic pages show `import` in a fence). A real Nextra site
 * (the Optimism docs: 233 pages of 7.4 KB, 212 of them importing components) cost one worker
 * 9 s of CPU, ~4.6 ms a KB, against ~2.6 for the synthetic pages; counted as synthetic pages, it
 * was given one worker, which a second beat by 14 % on 2 cores (8.1 against 9.3 s, 4 pairs).
 */
export function pageWorkMs(source: { text: string; format?: string } | undefined): number {
  const kb = Math.max(1, (source?.text.length ?? 0) / 1000)
  return WORKER_COSTS.pageMs * kb * (source && source.format !== 'md' && importsModules(source.text) ? 2 : 1)
}

/**
 * The work of rendering `pages`: each source file's estimate once, and a typical page's for each
 * other page of the same file (a fallback in a locale without a translation renders the compile of
 * its original: the build compiles each file once).
 */
export function workOf(pages: Array<{ file: string; source?: { text: string; format?: string } }>): PagesWork {
  const files = new Set<string>()
  let ms = 0
  for (const { file, source } of pages) {
    ms += files.has(file) ? WORKER_COSTS.pageMs : pageWorkMs(source)
    files.add(file)
  }
  return { pages: pages.length, ms }
}

/**
 * The workers for `work` (`PagesWork`, or a number of typical pages): `requested` (`--threads`)
 * when given, never more than there are pages. Else at most one per PAGES_PER_WORKER typical
 * pages' work and one per core, and of those counts the one with the shortest estimated wall time:
 * the longer of the workers' share of the work (after their start-up) and every thread's CPU
 * spread over the cores; a tie goes to fewer. A worker the cores cannot run beside the build's
 * other threads costs CPU and saves no time: on 2 cores (paired runs, wall / CPU of one worker
 * against two, stop 35) 1,000 synthetic pages 0.98 / 0.81, 2,000 pages 1.02 / 0.84, 4,000 pages
 * 1.14 / 0.94, 10,000 pages 1.05 / 0.87. The estimate starts one worker up to 2,000 such pages
 * there, two beyond (the bound alone started two from 501).
 */
export function workersFor(work: number | PagesWork, requested?: number, cores = availableParallelism()): number {
  const { pages, ms } = typeof work === 'number' ? { pages: work, ms: work * WORKER_COSTS.pageMs } : work
  if (requested !== undefined) return Math.min(requested, Math.max(1, pages))
  const { pageMs, otherMs, startMs, startWallMs } = WORKER_COSTS
  const wall = (n: number) => Math.max(ms / n + startWallMs, (ms + pages * otherMs + n * startMs) / cores)
  let best = 1
  for (let n = 2; n <= Math.min(cores, pages, Math.ceil(ms / (PAGES_PER_WORKER * pageMs))); n++) if (wall(n) < wall(best)) best = n
  return best
}

/**
 * Starts one worker before the site is planned, so it loads the renderer meanwhile (`site dev`
 * hands it to `createSite` as `pool`, `site build` to `build`). `pageTimeout` reads the config's
 * `build.pageTimeout`; `warm` also loads the highlighter and compiles a small page meanwhile.
 */
export function startRenderWorker(pageTimeout: () => number, warm = true): PagePool {
  return createPagePool(undefined, { threads: 1, warm, pageTimeout })
}

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
    const runInProcess = createInProcessRunner()
    return {
      run: async (job) => {
        await first
        return runInProcess(job, current!)
      },
      setContext: adopt,
      grow: () => {},
      close: async () => {},
    }
  }
  const workers = createWorkerPool(WORKER_FILE, threads, options, () => current, first)
  return {
    ...workers,
    setContext(next) {
      adopt(next)
      workers.setContext(next)
    },
  }
}
