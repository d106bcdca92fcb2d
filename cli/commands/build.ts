/**
 * `site build`: loads the config, runs the pipeline into the output folder (atomically) or into
 * memory (`--dry-run`), prints diagnostics and a summary line. Returns the exit code.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ConfigError, loadConfig } from '../config/load.js'
import { createLogger, type Logger } from '../log.js'
// Only the build record is loaded before it says whether there is anything to do; the pipeline
// (React, the templates, MDX) is imported after, so a build with nothing to do skips loading it.
import { openBuildState, type BuildChanges, type BuildState, type RecordedDiagnostic } from '../../renderer/build-record.js'
import { OutputFolderError } from '../../renderer/output-marker.js'
import { keptOrMade } from '../../renderer/stamped-cache.js'
import { raiseTieringBudget } from '../../renderer/tiering.js'
import { readTextIfAny } from '../../renderer/read-text.js'
import type { BuildResult, Diagnostic, Site, UpdateSink } from '../../renderer/index.js'
import type { PagePool } from '../../renderer/workers/pool.js'
import type { SiteConfig } from '../../core/config/schema.js'
import { checkOutDir } from '../out-dir.js'

export interface BuildFlags {
  root: string
  out?: string
  json?: boolean
  dryRun?: boolean
  cache?: boolean
  threads?: number
  /** Replace an output folder that holds files a build did not write. */
  force?: boolean
  /** What a broken internal link is, over the config's `links` (reliability case BLD-1). */
  onBrokenLinks?: 'error' | 'warn'
}

export async function runBuild(flags: BuildFlags, log: Logger = createLogger()): Promise<number> {
  const started = performance.now()
  raiseTieringBudget()
  const root = path.resolve(flags.root)
  const outDir = path.resolve(root, flags.out ?? 'dist')
  const outProblem = checkOutDir(root, outDir)
  if (outProblem) {
    log.error('build', outProblem)
    return 1
  }
  let config
  try {
    config = await loadConfig(root, { cache: flags.cache })
    if (flags.onBrokenLinks) config = { ...config, links: flags.onBrokenLinks }
  } catch (error) {
    if (error instanceof ConfigError) {
      log.error('build', error.message)
      return 1
    }
    throw error
  }
  if (flags.json) {
    const { createReport, planSite } = await import('../../renderer/index.js')
    const report = createReport()
    const { pageMap } = await planSite(config, report)
    await printDiagnostics(report.all(), log)
    process.stdout.write(`${JSON.stringify({ trees: pageMap.trees, redirects: pageMap.redirects }, null, 2)}\n`)
    return report.hasErrors() ? 1 : 0
  }
  // The record of the last build into this folder: nothing changed → nothing to do; else only changed files are written.
  const state = flags.dryRun || flags.cache === false ? undefined : await openBuildState(config, outDir)
  const where = flags.dryRun ? 'memory (dry run)' : path.relative(process.cwd(), outDir) || '.'
  if (state?.upToDate) {
    const warnings = state.previous!.warnings ?? []
    await printDiagnostics(withSources(warnings, root), log)
    const still = warnings.length ? `; the last build's ${warnings.length} warning${warnings.length === 1 ? '' : 's'} above still stand${warnings.length === 1 ? 's' : ''}` : ''
    log.info('build', `Nothing changed since the last build: ${where} is up to date (${state.previous!.pages} pages${still}) in ${((performance.now() - started) / 1000).toFixed(2)}s.`)
    return 0
  }
  let result: BuildResult
  let changes: BuildChanges | undefined
  try {
    ;({ result, changes } = await runPipeline(config, outDir, flags, state, log))
  } catch (error) {
    if (!(error instanceof OutputFolderError)) throw error
    log.error('build', error.message)
    return 1
  }
  await printDiagnostics(result.diagnostics, log)
  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  if (!result.ok) {
    const count = result.diagnostics.filter((d) => d.severity === 'error').length
    log.error('build', `Build failed with ${count} error${count === 1 ? '' : 's'} in ${seconds}s; ${flags.dryRun ? 'nothing was written' : `${path.relative(process.cwd(), outDir) || '.'} was left as it was`}.`)
    return 1
  }
  // The Workers bundle is the newsletter API: a site without `newsletter` has none to deploy.
  if (!flags.dryRun && config.newsletter) {
    const workerFile = await writeWorkerBundle(root, flags.cache !== false)
    log.info('build', `Newsletter worker for Cloudflare Workers: ${path.relative(process.cwd(), workerFile)}`)
  }
  const updated = updatesInPlace(state) && changes ? `; ${changes.written.length} files changed, ${changes.removed.length} removed` : ''
  log.info('build', `Wrote ${result.pages} pages and ${result.files.length - result.pages} other files to ${where} in ${seconds}s (${result.compiled} compiled, ${result.rendered.length} rendered${updated}).`)
  return 0
}

/**
 * Saves the route history of the build (content/.site-routes.json) and says what moved; a history
 * that cannot be written is a warning. Returns the file when it was written (the build record
 * takes it as this build left it), and whether the history file is now current for the build's routes.
 */
async function recordRoutes(site: Site, log: Logger): Promise<{ file?: string; current: boolean }> {
  for (const { from, to } of site.routeHistory.moves) log.info('build', `Moved: content/${from} → content/${to}; its old routes redirect to its new ones.`)
  try {
    const { saveRouteHistory } = await import('../../renderer/index.js')
    const file = await saveRouteHistory(site)
    if (file) log.info('build', `Route history updated: ${path.relative(process.cwd(), file)} (commit it with the content).`)
    return { file, current: true }
  } catch (error) {
    log.warn('build', `Could not write the route history: ${(error as Error).message}. Pages moved before the next build that writes it get no redirect from their old routes.`)
    return { current: false }
  }
}

/** Plans and builds the site into the output folder (in place from the previous build's record when there is one) or into memory. */
async function runPipeline(config: SiteConfig, outDir: string, flags: BuildFlags, state: BuildState | undefined, log: Logger): Promise<{ result: BuildResult; changes?: BuildChanges }> {
  // The page worker loads the renderer while this thread loads and plans the site (a third of a
  // small build's time was the worker's start-up after the plan).
  const early = flags.threads === 0 ? undefined : await startEarlyWorker(config)
  try {
    return await runPipelineOn(config, outDir, flags, state, log, early)
  } finally {
    await early?.close()
  }
}

/** One page worker, started before the renderer is even imported here; `build` grows the pool as its pages need. */
async function startEarlyWorker(config: SiteConfig): Promise<PagePool> {
  const { startRenderWorker } = await import('../../renderer/workers/pool.js')
  return startRenderWorker(() => config.build.pageTimeout, false)
}

/**
 * Whether the build updates the output folder in place from the last build's record. A record
 * whose outputs line does not parse names no outputs (build-record.ts `readRecordFile`): updated
 * from it, the folder would keep every file the last build wrote and this one does not, so it is
 * written whole instead (every build writes some outputs, so a record of none is such a one).
 */
function updatesInPlace(state: BuildState | undefined): boolean {
  return !!state?.previous && Object.keys(state.previous.outputs).length > 0
}

/** runPipeline's work, rendering on `pool` when one was started. */
async function runPipelineOn(config: SiteConfig, outDir: string, flags: BuildFlags, state: BuildState | undefined, log: Logger, pool: PagePool | undefined): Promise<{ result: BuildResult; changes?: BuildChanges }> {
  const { build, createSite, fsSink, memorySink, updateSink } = await import('../../renderer/index.js')
  // The sink refuses a folder a build did not write, on creation and again before the swap.
  const sink = flags.dryRun ? memorySink() : updatesInPlace(state) ? await updateSink(outDir, state!.previous!.outputs, { force: flags.force }) : await fsSink(outDir, { force: flags.force })
  const onStage = (stage: string, ms: number, detail?: string) => log.info('build', `${stage.padEnd(9)} ${detail ?? ''} (${Math.round(ms)} ms)`)
  const site = await createSite(config, { cache: flags.cache, onStage, recordRoutes: !flags.dryRun, unchanged: state?.previous && state.unchanged, historyCurrentFor: state?.historyCurrentFor, stat: state?.stat })
  const result = await build(site, { sink, threads: flags.threads, onStage, previous: state?.recorded, previousKeys: state?.recordedKeys, pool, identify: state !== undefined, dropReplaced: state?.sole })
  if (!result.ok) return { result }
  // The history first: the build record then holds the history as this build left it.
  const history = flags.dryRun ? { current: false } : await recordRoutes(site, log)
  const updated = 'changes' in sink ? (sink as UpdateSink).changes() : { written: result.files, removed: [] }
  const changes = { rendered: result.rendered, ...updated }
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning').map(({ sourceText, ...kept }) => kept)
  await state?.save({ ...result, changes, touched: history.file ? [path.relative(config.root, history.file)] : [], historyRoutes: history.current ? site.routeHistory.routes : undefined, warnings })
  return { result, changes }
}

/**
 * Bundles the newsletter API's Workers entry into `<root>/worker/index.js` (the `main` of the
 * wrangler.toml in api/README.md): under the project, never beside an arbitrary --out folder
 * (`--out ~/site` once wrote `~/worker`). Written to a temporary file, then renamed; left as it
 * is when its bytes are the same. The bundle is kept in `.site-cache/worker-bundle.json` with the
 * stamps of esbuild's inputs (renderer/stamped-cache.ts), unless `useKept` is false (--no-cache):
 * esbuild took 110-270 ms of every build of a site with a newsletter (stop 22).
 */
async function writeWorkerBundle(root: string, useKept: boolean): Promise<string> {
  const file = path.join(root, 'worker', 'index.js')
  const { workerBundle } = await import('../../api/bundle-worker.js')
  const keptFile = useKept ? path.join(root, '.site-cache', 'worker-bundle.json') : undefined
  const key = createHash('sha256').update(workerBundle.toString()).digest('hex')
  const code = await keptOrMade(keptFile, key, async () => {
    const made = await workerBundle()
    return { value: made.code, inputs: made.inputs }
  })
  if ((await readFile(file, 'utf8').catch(() => undefined)) === code) return file
  await mkdir(path.dirname(file), { recursive: true })
  const temp = `${file}.tmp-${process.pid}`
  await writeFile(temp, code)
  await rename(temp, file)
  return file
}

/** Recorded diagnostics with their files' texts again, each file read once, for their code frames (the files are as that build read them). */
function withSources(recorded: RecordedDiagnostic[], root: string): Diagnostic[] {
  const texts = new Map<string, string | undefined>()
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, readTextIfAny(path.join(root, file)))
    return texts.get(file)
  }
  return recorded.map((d) => (d.line && d.file ? { ...d, sourceText: textOf(d.file) } : d))
}

/** Prints each diagnostic with its code frame; errors to stderr via the logger. */
async function printDiagnostics(diagnostics: Diagnostic[], log: Logger): Promise<void> {
  if (!diagnostics.length) return
  const { formatDiagnostic } = await import('../../renderer/diagnostics.js')
  for (const d of diagnostics) (d.severity === 'error' ? log.error : d.severity === 'info' ? log.info : log.warn)('content', formatDiagnostic(d))
}
