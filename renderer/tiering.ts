/**
 * How soon V8 optimizes a function with TurboFan during a build. V8's flags are process-wide:
 * the page, card and image threads share what the build command sets.
 *
 * A cold 1,000-page build is short and runs the same code in four threads, each optimizing it
 * for itself: V8's background threads spent ~3 s of its ~9.4 s of CPU (per-thread CPU from
 * /proc), compiling 672 functions with TurboFan (5.5 s of compile jobs under contention, by
 * `--trace-opt`), many of which ran a little longer and then never again. Waiting for six times
 * V8's budget of bytecode run before optimizing: 274 functions, background threads 1.45 s, page
 * workers 10-20 % slower. Paired against V8's budget (cold builds of the synthetic site):
 *
 * | pages | wall | CPU |
 * | 1,000 | 0.915, 0.917 (6 pairs in each order) | 0.91 |
 * | 3,000 | 0.943 (5 pairs) | 0.946 |
 * | 5,000 | 0.981 (4 pairs, noisy) | 0.976 |
 * | 10,000 | 1.025, 1.028 (3 pairs each; 200,000 too) | 1.025 |
 *
 * (200,000 and 1,000,000 did no better than 400,000 at 1,000 pages.) In a long build the
 * functions run a few hundred times a page reach TurboFan thousands of pages late, and raising
 * the budget for the first 2,000 pages only cost as much: a build of more than RAISED_UP_TO
 * pages takes V8's budget back before its pages (10,000 pages: wall 0.996, 3 pairs).
 */
import v8 from 'node:v8'

const RAISED_BUDGET = 400_000
/** V8's `--interrupt-budget` in Node 20 (V8 11.3). */
const V8_BUDGET = 67_584
/** The most pages a build renders with the raised budget. */
export const RAISED_UP_TO = 5_000

/** Whether the process was started with a budget of its own (then it is left alone). */
const chosen = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) => arg.startsWith('--interrupt-budget'))

/** Delays optimizing: from now on, a function is optimized after six times V8's budget of bytecode run. */
export function raiseTieringBudget(): void {
  if (!chosen) v8.setFlagsFromString(`--interrupt-budget=${RAISED_BUDGET}`)
}

/** V8's own budget again, for functions whose budget runs out from now on. */
export function restoreTieringBudget(): void {
  if (!chosen) v8.setFlagsFromString(`--interrupt-budget=${V8_BUDGET}`)
}
