/** The result of a page whose code stopped or outran its worker: an error naming the page and what to do. */
import type { Diagnostic } from '../diagnostics.js'
import type { PageJob, PageJobResult } from '../stages/render.js'
import type { RuleId } from '../../core/diagnostics/rules.js'

/**
 * How many times `build.pageTimeout` a page's compile may take. The limit is for the page's own
 * code (getStaticProps, rendering), as Next.js's staticPageGenerationTimeout leaves compiling out;
 * compiling runs the engine on the page and what it imports, which may be large: the Safe docs'
 * API pages import 54 generated MDX files of 160 KB (~0.8 s each to parse) through one glob.
 */
export const COMPILE_TIME_FACTOR = 10

/** How a worker was lost while it ran a page. */
export type WorkerFailure =
  | { kind: 'exit'; code: number }
  | { kind: 'crash'; message: string }
  | { kind: 'memory' }
  /** The time limit of the job's compile (its MDX and imports) or of its render (the page's code). */
  | { kind: 'timeout'; seconds: number; phase: 'compile' | 'render' }

/** The failed result of `job`: no HTML, one error on the page's file. */
export function failedPage(job: PageJob, failure: WorkerFailure): PageJobResult {
  const file = `content/${job.page.file}`
  const { what, hint, ruleId } = describe(failure)
  const diagnostic: Diagnostic = {
    file,
    severity: 'error',
    reason: `While rendering ${job.page.route} from ${file}: ${what}`,
    hint,
    ruleId,
    source: 'site',
  }
  return { route: job.page.route, diagnostics: [diagnostic] }
}

function describe(failure: WorkerFailure): { what: string; hint: string; ruleId: RuleId } {
  switch (failure.kind) {
    case 'exit':
      return {
        what: `the page's code stopped the worker thread rendering it (exit code ${failure.code}, e.g. a call to process.exit)`,
        hint: 'Remove the call to process.exit (or whatever ends the thread) from the page or the modules it imports.',
        ruleId: 'render/worker-exited',
      }
    case 'crash':
      return {
        what: `an error escaped the page's code and stopped the worker thread rendering it: ${failure.message}`,
        hint: 'Catch the error in the page or the module it comes from (it was thrown outside rendering, e.g. in a timer).',
        ruleId: 'render/worker-crashed',
      }
    case 'memory':
      return {
        what: 'the worker thread rendering it ran out of memory',
        hint: 'Look for code in the page or its imports that builds an ever-growing value.',
        ruleId: 'render/out-of-memory',
      }
    case 'timeout':
      if (failure.phase === 'compile') {
        return {
          what: `compiling it and the files it imports took longer than ${failure.seconds} s and was stopped`,
          hint: `Look for very large imported files (a glob import such as import(\`./generated/\${name}.mdx\`) bundles every match); if they are needed, raise build.pageTimeout (seconds) in site.config.ts: compiling may take ${COMPILE_TIME_FACTOR} times as long.`,
          ruleId: 'render/timeout',
        }
      }
      return {
        what: `rendering took longer than ${failure.seconds} s and was stopped`,
        hint: 'Look for a loop that never ends in the page or its imports; if the page is just slow, raise build.pageTimeout (seconds) in site.config.ts.',
        ruleId: 'render/timeout',
      }
  }
}
