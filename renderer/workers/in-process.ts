/**
 * Page jobs in this thread (`--threads 0`). A page that calls `process.exit` would end the whole
 * build without a word: while a job runs, `process.exit` throws instead, so the call fails that page
 * with a located error (stages/render.ts reports render errors) and the other pages still build.
 */
import type { PageJob, PageJobResult, RenderContext } from '../stages/render.js'

let running = 0
let realExit: typeof process.exit | undefined

/** A function that runs one job in this thread; the compiler is imported on first use. */
export function createInProcessRunner(): (job: PageJob, context: RenderContext) => Promise<PageJobResult> {
  return async (job, context) => {
    // Imported on first use: a process that renders on workers never loads the compiler itself.
    const { runPageJob } = await import('../stages/render.js')
    guardExit()
    try {
      return await runPageJob(job, context)
    } finally {
      releaseExit()
    }
  }
}

function guardExit(): void {
  if (running++ > 0) return
  realExit = process.exit
  process.exit = ((code?: number | string | null) => {
    throw new Error(`the page called process.exit(${code ?? ''}); a page cannot stop the build`)
  }) as typeof process.exit
}

function releaseExit(): void {
  if (--running > 0) return
  process.exit = realExit!
  realExit = undefined
}
