/**
 * The build: writes a planned site (site.ts) whole, in this order:
 *
 *   assets → compile + render every page (worker pool; social cards start drawing meanwhile) →
 *   search indexes → blog listings and feeds → public files → sitemap and robots.txt → `.md` twins and llms.txt → redirects → route list, 404, 500 → social cards → image variants → link check → host files (_headers, _redirects) → commit
 *
 * Writes through a Sink (disk, atomically, or memory). Content problems come back as diagnostics;
 * when any is an error nothing is committed and the previous output stays as it was.
 */
import type { Diagnostic } from './diagnostics.js'
import type { RuleId } from '../core/diagnostics/rules.js'
import type { MdxPageEntry, PageMap } from '../core/page-map.js'
import { missingComponents } from './component-check.js'
import { componentNames } from './page-components.js'
import { localeLinksOf, pageHref } from './locale-links.js'
import { relativeAssets, rewriteHtml, type RelativeAsset } from './stages/relative-assets.js'
import { checkThemeLinks } from './stages/theme-links.js'
import { inlineScriptCollector } from './security/inline-scripts.js'
import { forEachLimited } from './for-each-limited.js'
import { headerRules, headersFile } from './security/headers.js'
import { redirectsFile } from './security/redirects.js'
import { readFileSync } from 'node:fs'
import { contentsId } from './hashes.js'
import path from 'node:path'
import { createPagePool, workersFor, workOf, type PagePool, type PagesWork } from './workers/pool.js'
import { compileCacheSalt, createCompileCache, noCache, type CompileCache } from './cache.js'
import { engineFingerprint } from './engine-fingerprint.js'
import { createRenderCache, noRenderCache, type RenderCache } from './render-cache.js'
import { outputId, type CacheKeys, type OutputEntry } from './build-record.js'
import type { Collected } from './collected-log.js'
import { isInside, posixRelative } from './paths.js'
import type { Sink } from './sinks.js'
import { frontMatterImageLinks } from './stages/frontmatter-links.js'
import { checkLinks, type LinkSeverity, type LinkSource } from './stages/links.js'
import { contentNamedId, previousShards, searchIndexFiles, searchPointerFiles } from './stages/search.js'
import { factsOf, type CompiledPage, type LinkRef, type PageFacts } from '../core/compiled-page.js'
import { twinPath } from './llms/twin.js'
import type { PageJob, PageJobResult, RenderContext } from './stages/render.js'
import { CACHE_SALT, routeToFile, stageTimer, type Site, type StageListener } from './site.js'
import { dropOtherEngines, engineCacheDir } from './cache-dirs.js'
import { RAISED_UP_TO, restoreTieringBudget } from './tiering.js'
import { blogListingDocument, errorDocument, llmsFiles, localeNotFoundFiles, redirectDocument, routeListFile, searchEngineFiles } from './special-pages.js'

export interface BuildOptions {
  sink: Sink
  /** Worker threads for compiling and rendering; 0 runs in-process. Default: `workersFor` the pages to render. */
  threads?: number
  /**
   * A pool started before the site was planned (`startRenderWorker`: its worker loaded the
   * renderer meanwhile). The build renders on it, grown to `workersFor` the pages to render, and
   * closes it (at once when every page comes from the render cache).
   */
  pool?: PagePool
  /** Called at the end of each stage, for progress output. */
  onStage?: StageListener
  /** The outputs the last build into the same folder recorded (build-record.ts): files with the same contents keep their recorded script hashes and image variants. */
  previous?: Record<string, OutputEntry>
  /** The compile cache keys that build's pages used. */
  previousKeys?: CacheKeys
  /**
   * Whether each output's contents get an id (build-record.ts `outputId`), which only a build
   * record uses: false for a build that keeps none (`--no-cache`, `--dry-run`), whose outputs then
   * have the id `''`. Hashing them cost a cold 10,000-page build ~0.35 s of its main thread
   * (560 MB of HTML, stop 34). Default true.
   */
  identify?: boolean
  /**
   * Deletes from the render and compile caches what pages of `previous` (and `previousKeys`) were
   * stored under and no page of this build is (an edited page's old render, compile and list of
   * imported files), once the build is committed.
   * Only when no other output folder's build may use them. Left there, each edit added its page's
   * HTML (~55 KB a page of the synthetic 10,000-page site) and compile for good, and a sidebar
   * title edit a whole section's.
   */
  dropReplaced?: boolean
}

export interface BuildResult {
  ok: boolean
  diagnostics: Diagnostic[]
  pageMap?: PageMap
  /** Output-relative paths written. */
  files: string[]
  pages: number
  compiled: number
  /** Each file written, by output path: its contents' id and its inline scripts' hashes (for the build record). */
  outputs: Record<string, OutputEntry>
  /** Routes rendered by this build (the others came from the render cache). */
  rendered: string[]
  /** Root-relative files outside the content the pages and components were built from. */
  dependencies: string[]
  /** Pages that run getStaticProps: what they show may change with nothing of the site changed. */
  dataPages: number
  /** What the pages were found under in the compile cache (for the build record). */
  cacheKeys?: CacheKeys
}

type Contents = string | Uint8Array | { from: string }
/**
 * Writes an output and returns what the build record keeps of it; `id` names its contents when the
 * caller knows them better than a hash would (a page by its render key), `collected` is what its
 * HTML holds (inline scripts' hashes, image variants) when that is known without reading it.
 */
type Write = (file: string, contents: Contents, id?: string, collected?: Collected | (() => Collected | undefined)) => Promise<OutputEntry>

/** Output writes under way at once in the steps after the pages (each waits on libuv's thread pool). */
const WRITES_AT_ONCE = 16

/**
 * Cards handed to the card thread at once: it never waits for this thread to send the next, and
 * answers for those it drew in one message. One at a time was 2 % slower than four; four, 4 %
 * slower than sixteen (cold 10,000 pages, 8 pairs, stop 46).
 */
const CARDS_AT_ONCE = 16

/** Builds `site` into `options.sink`. Errors found while planning the site fail the build too, after every page was tried. */
export async function build(site: Site, options: BuildOptions): Promise<BuildResult> {
  const { pageMap, report } = site
  const stage = stageTimer(options.onStage)
  const { write, written, outputs, scripts } = outputWriter(site, options)
  /** Writes files a few at a time: one after the other, each waited on the thread pool (703 search shards of 10,000 pages: 0.6 s of idle main thread, stop 23). */
  const writeAll = (files: Array<{ path: string; contents: Contents; id?: string }>) => forEachLimited(files, WRITES_AT_ONCE, (file) => write(file.path, file.contents, file.id))
  const fail = async (compiled: number): Promise<BuildResult> => {
    // Cards started with the pages go to the card cache only; none is left running.
    await site.cards.stop()
    await options.sink.abort()
    return { ok: false, diagnostics: report.all(), pageMap, files: [], pages: pageMap.pages.length, compiled, outputs: {}, rendered: [], dependencies: [], dataPages: 0 }
  }

  for (const d of site.components.report.all()) report.add(d)
  for (const file of site.assets.files) await write(file.path, file.contents)
  stage('assets', `${site.assets.files.length} files`)
  // Errors so far do not stop the run: every page that planned is still compiled, so one run
  // reports every broken file (BLD-12); nothing is committed while any error stands.
  const { factsByFile, compiledCount, rendered, storedKeys, cacheKeys, dropReplaced, keepPageCaches } = await renderPages(site, options, write)
  stage('pages', `${pageMap.pages.length} pages, ${rendered.length} rendered, ${compiledCount} compiled`)
  if (report.hasErrors()) return fail(compiledCount)

  const readPrevious = options.sink.previous?.bind(options.sink)
  const indexes = searchIndexFiles(pageMap, site.search, (page) => factsByFile.get(page.file), readPrevious && previousShards(Object.keys(options.previous ?? {}), readPrevious))
  await writeAll([...indexes.map((file) => ({ ...file, id: contentNamedId(file.path) })), ...searchPointerFiles(site.search)])
  stage('search', `${indexes.length} indexes`)

  const blogRoutes = new Set(site.blog.routes)
  for (const spec of site.blog.pages) await write(routeToFile(spec.route), blogListingDocument(site, spec, blogRoutes))
  for (const feed of site.blog.feeds) await write(feed.path, feed.contents)
  await writeAll(site.tree.publicFiles.map((pub) => ({ path: pub.relPath, contents: { from: pub.absPath } })))
  await writeAll(searchEngineFiles(site))
  const twins = twinIds(pageMap, storedKeys)
  await writeAll(llmsFiles(site, (page) => factsByFile.get(page.file)?.markdown).map((file) => ({ ...file, id: twins.get(file.path) })))
  for (const from of Object.keys(pageMap.redirects)) await write(routeToFile(from), redirectDocument(site, from)!)
  const routeList = routeListFile(site)
  await write(routeList.path, routeList.contents)
  // A site's own content/404.mdx is its 404 page (written as 404.html by the page loop).
  if (!pageMap.pages.some((p) => p.route === '/404' && !p.fallback)) await write('404.html', errorDocument(site, 404, routeList))
  for (const file of localeNotFoundFiles(site, routeList)) await write(file.path, file.contents)
  // Likewise content/500.mdx (Nextra's 500 page).
  if (!pageMap.pages.some((p) => p.route === '/500' && !p.fallback)) await write('500.html', errorDocument(site, 500, routeList))
  await forEachLimited(await site.cards.files(), WRITES_AT_ONCE, (file) => write(file.path, file.contents, cardOutputId(file.path)))
  const cardStats = site.cards.stats()
  stage('cards', `${cardStats.rendered} rendered in ${Math.round(cardStats.ms)} ms`)
  // Every HTML file is written: encode the image variants it names (spec §9).
  for (const file of await site.images.variants()) await write(file.path, file.contents)
  const imageStats = site.images.stats()
  stage('images', `${imageStats.images} measured, ${imageStats.variants} variants, ${imageStats.encoded} encoded, ${Math.round(imageStats.ms)} ms of image work`)

  const broken = checkSiteLinks(site, factsByFile, written)
  stage('links', `${broken} broken`)
  if (report.hasErrors()) return fail(compiledCount)

  // Last: the header table covers the inline scripts of every HTML file written above.
  await write('_headers', headersFile(headerRules(scripts.sources(), written, site.config.basePath)))
  await write('_redirects', redirectsFile(pageMap.redirects, languageRoots(site), site.config.basePath))
  await options.sink.commit()
  await keepCaches(site)
  await keepPageCaches()
  if (options.dropReplaced) dropReplaced()
  stage('write', `${written.length} files`)
  // Files pages reference relatively may lie outside content/ (Nextra's ../img/x.png): the record watches them too.
  const referenced = [...site.relativeAssets.values()].flat().flatMap((a) => (a.from ? [posixRelative(site.config.root, a.from)] : []))
  // And Nextra 4's app/_meta.global.* (stages/scan.ts).
  const metasOutside = site.tree.metas.flatMap((m) => (m.absPath && !isInside(m.absPath, site.config.contentDir) ? [posixRelative(site.config.root, m.absPath)] : []))
  const dependencies = [...(site.components.loaded?.dependencies ?? []), ...[...factsByFile.values()].flatMap((f) => f.dependencies ?? []), ...referenced, ...metasOutside]
  return { ok: true, diagnostics: report.all(), pageMap, files: written.sort(), pages: pageMap.pages.length, compiled: compiledCount, outputs, rendered: rendered.sort(), dependencies: [...new Set(dependencies)].sort(), dataPages: [...factsByFile.values()].filter((f) => f.staticProps).length, cacheKeys }
}

/** Writes the build's outputs into its sink, keeping the list of files written, what the record keeps of each and their inline scripts. */
function outputWriter(site: Site, options: BuildOptions) {
  const written: string[] = []
  const outputs: Record<string, OutputEntry> = {}
  const scripts = inlineScriptCollector()
  const write: Write = async (file, contents, known, collected) => {
    const id = known ?? (options.identify === false ? '' : await outputId(contents))
    const before = options.previous?.[file]
    // A file written before with the same contents names the same variants and scripts: the record says which, without reading it.
    const told = before?.id === id ? before : typeof collected === 'function' ? collected() : collected
    // Synchronous, as is the sink's write of an unchanged file: 30,000 outputs of an edit each awaited three promises.
    const variants = site.images.collect(file, contents, told?.variants)
    const hashes = scripts.collect(file, contents, told?.scripts)
    await options.sink.write(file, contents, id)
    const entry = { id, ...(hashes && { scripts: hashes }), ...(variants && { variants }) }
    outputs[file] = entry
    written.push(file)
    return entry
  }
  return { write, written, outputs, scripts }
}

/**
 * The caches once a build is committed: the source pack kept for the next build (only a faster
 * read: one that cannot be written is left as it was); what other engines filled dropped, being
 * only disk now that this engine's build succeeded.
 */
async function keepCaches(site: Site): Promise<void> {
  await site.sources.save().catch(() => {})
  await dropOtherEngines(site.config, site.options)
}

/** Compiles (or takes from the caches) and renders every page on the worker pool; returns each page's facts. */
async function renderPages(site: Site, options: BuildOptions, write: Write) {
  const { config, pageMap, report, context, jobs } = site
  // A build this long pays for optimizing its code early (tiering.ts).
  if (pageMap.pages.length > RAISED_UP_TO) restoreTieringBudget()
  const { cache, renders } = await pageCaches(site)
  const { factsByFile, assetsOf, adoptFacts } = await factsKeeper(site, write)
  let compiledCount = 0
  const renderedRoutes: string[] = []
  const stored = storedKeys()
  const once = compileOnce(pageMap.pages)
  const outputOf = stagedOutputs(options.sink, renders === noRenderCache && options.identify !== false, Object.keys(site.images.info).length > 0)
  let pool: PagePool | undefined
  /** Compiles (or takes from the compile cache) and renders one page on a worker. */
  const render = async ({ page, job, key, sourceKey }: KeyedPage) => {
    const source = job.source!
    const { cached, handOn, shared } = await once.take(page.file, key, () => cache.get(key))
    let handed: SharedCompile | undefined
    try {
      // The source goes along even with a cached page: a render error is located by compiling it again.
      const result = await (pool ??= newPool(workOf([{ file: page.file, source }]))).run({ ...job, ...(cached ? { compiled: cached.page } : { keep: shared ? undefined : keepOf(cache, sourceKey) }), output: outputOf(page) })
      renderedRoutes.push(page.route)
      for (const d of result.diagnostics) report.add({ ...strictly(d, config.strict), sourceText: d.line && d.file === source.displayPath ? source.text : undefined })
      const compiled = result.compiled ?? cached?.page
      const facts = result.facts ?? (compiled && factsOf(compiled))
      if (facts) await adoptFacts(page, facts, source)
      if (result.compiled || result.facts) compiledCount++
      const storedKey = await storedKeyOf(cache, sourceKey, result, cached?.key ?? key)
      handOn?.((handed = { page: compiled, key: storedKey }))
      if (storedKey) stored.compiled(page.route, storedKey, sourceKey)
      stored.rendered(await writeRendered({ site, renders, write, identify: options.identify !== false }, page, job, result, facts?.staticProps ? undefined : storedKey))
    } finally {
      handOn?.(handed)
    }
  }
  const newPool = (work: PagesWork) => createPagePool(context, { threads: workersFor(work, options.threads), pageTimeout: () => config.build.pageTimeout })
  const keyed = await compileKeys(pageMap.pages, jobs, cache)
  // Every page has registered its card (its job is made): the card thread draws them while the
  // workers render the pages (cards/card-thread.ts), each written once drawn.
  site.cards.start(CARDS_AT_ONCE, async (card) => void (await write(card.path, card.contents, cardOutputId(card.path))), options.sink.stage?.bind(options.sink))
  // A page whose compile key the cache does not know (new or edited) renders whatever its render key: it goes to a
  // worker now, while the render keys of the others are made (about 115 ms of a one-page edit of 1,000 pages, stop 23).
  // Workers: `workersFor` the pages to render, up to one per core (one edited page starts one worker), or none.
  // Split once, before any job runs: a fresh page's compile is recorded as soon as its job ends,
  // and asking the cache again afterwards put that page among the known ones too, rendering it
  // twice (two writes of one file: the update sink's second rename failed, ENOENT; 1 edit in 12 of
  // 10,000 pages, stop 24).
  const fresh: KeyedPage[] = []
  const compiledBefore: KeyedPage[] = []
  for (const p of keyed) (cache.known(p.key) ? compiledBefore : fresh).push(p)
  const freshWork = workOf(fresh.map(pageWork))
  if (fresh.length) pool = (await adoptPool(options.pool, context, freshWork, options.threads)) ?? newPool(freshWork)
  const freshDone = Promise.all(fresh.map(render))
  // Handled here: it may fail before the render keys are made; the failure is awaited below.
  freshDone.catch(() => {})
  // The render keys' steps would queue ahead of the jobs' own: the jobs are posted first.
  await new Promise(setImmediate)
  try {
    const known = await renderKeys(compiledBefore, cache, renders, assetsOf)
    const missing = withWorkOf(freshWork, known.filter((p) => !p.kept))
    if (pool) pool.grow(workersFor(missing, options.threads))
    else pool = (await adoptPool(options.pool, context, missing, options.threads)) ?? (missing.pages ? newPool(missing) : undefined)
    // Pages kept in the render cache are copied a few at a time: all at once, a build whose output
    // folder was gone held every page's HTML read back for its scripts (2 GB at 10,000 pages).
    await Promise.all([
      freshDone,
      ...known.flatMap(({ kept, ...planned }) => (kept ? [] : [render(planned)])),
      forEachLimited(known, WRITES_AT_ONCE, async ({ kept, ...planned }) => {
        if (!kept) return
        await adoptFacts(planned.page, kept.facts, planned.job.source!, kept.assets)
        await writeKept(renders, write, planned.page, kept)
        stored.compiled(planned.page.route, planned.key, planned.sourceKey)
        stored.rendered(kept.renderKey)
      }),
    ])
  } finally {
    await pool?.close()
  }
  return { factsByFile, compiledCount, rendered: renderedRoutes, storedKeys: stored.byRoute, cacheKeys: stored.cacheKeys(), dropReplaced: () => stored.dropReplaced(options, renders, cache), keepPageCaches: () => Promise.all([renders.save(), cache.save()]) }
}

/**
 * The keys this build stores its pages under: compile keys by route (and the source keys whose list
 * of imported files led to them), render keys. Once the build is committed, what the previous
 * build stored its pages under and this one does not is dropped from the caches.
 */
function storedKeys() {
  const byRoute = new Map<string, string>()
  const lists = new Set<string>()
  const renderKeys = new Set<string>()
  const cacheKeys = (): CacheKeys => ({ pages: [...new Set(byRoute.values())], lists: [...lists] })
  return {
    byRoute,
    cacheKeys,
    compiled(route: string, key: string, sourceKey: string) {
      byRoute.set(route, key)
      // Stored under another key than its source's: found through the source's list of imported files.
      if (key !== sourceKey) lists.add(sourceKey)
    },
    rendered: (key: string | undefined) => key && renderKeys.add(key),
    dropReplaced(before: Pick<BuildOptions, 'previous' | 'previousKeys'>, renders: RenderCache, cache: CompileCache) {
      renders.drop(replacedRenders(before.previous, renderKeys))
      const pages = new Set(byRoute.values())
      cache.drop(
        (before.previousKeys?.pages ?? []).filter((key) => !pages.has(key)),
        (before.previousKeys?.lists ?? []).filter((key) => !lists.has(key)),
      )
    },
  }
}

/** The site's compile and render caches (this engine's folders of them), or none without a cache. */
async function pageCaches(site: Site): Promise<{ cache: CompileCache; renders: RenderCache }> {
  const { config, context } = site
  const compileDir = engineCacheDir(config, site.options, 'compiled')
  const htmlDir = engineCacheDir(config, site.options, 'html')
  // Both folders listed at once on the thread pool (10,000 pages: 20,000 and 10,000 names), not one after the other.
  const [cache, renders] = await Promise.all([
    compileDir ? createCompileCache(compileDir, compileCacheSalt(CACHE_SALT, config, engineFingerprint(), site.components.loaded?.names), config.root) : noCache,
    htmlDir ? createRenderCache(htmlDir, context) : noRenderCache,
  ])
  return { cache, renders }
}

/** The render keys the pages of `previous` were written under (`r:<key>`, pageOutputId) that no page of this build is. */
function replacedRenders(previous: Record<string, OutputEntry> | undefined, used: Set<string>): Set<string> {
  const replaced = new Set<string>()
  for (const { id } of Object.values(previous ?? {})) {
    if (!id.startsWith('r:')) continue
    const key = id.slice(2)
    if (!used.has(key)) replaced.add(key)
  }
  return replaced
}

/**
 * Where each page's facts go: kept for search and the link check (its sections, links and ids, not
 * its code, most of its size), what it imports and references relatively published, the components
 * it lacks reported.
 */
async function factsKeeper(site: Site, write: Write) {
  const { config, report } = site
  const factsByFile = new Map<string, PageFacts>()
  const writeImported = importedFileWriter(write)
  // Files pages reference relatively (./assets/x.png) are published too (stages/relative-assets.ts).
  const assetHashes = new Map<string, string>()
  const assetsOf = (page: MdxPageEntry, facts: PageFacts) => relativeAssets(facts.links.map((l) => l.href), path.join(config.contentDir, page.file), config.contentDir, assetHashes)
  const publishRelative = async (page: MdxPageEntry, facts: PageFacts, found = assetsOf(page, facts)) => {
    site.relativeAssets.set(page.file, found)
    await writeImported(found.flatMap(({ path, from }) => (from ? [{ path, from }] : [])))
  }
  await writeImported(site.components.loaded?.assets)
  const knownComponents = componentNames(site.components.loaded?.names)
  /** Keeps a page's facts, publishes what it imports, and reports the components it lacks. */
  const adoptFacts = async (page: MdxPageEntry, facts: PageFacts, source: { displayPath: string; text: string }, found?: RelativeAsset[]) => {
    factsByFile.set(page.file, facts)
    await writeImported(facts.assets)
    await publishRelative(page, facts, found)
    for (const d of missingComponents(facts.components, source.displayPath, knownComponents, config.strict)) {
      report.add({ ...d, sourceText: d.file === source.displayPath ? source.text : undefined })
    }
    // A page taken from the caches says again what compiling it said (the report keeps one of each).
    for (const note of facts.notes ?? []) report.add({ ...note, ruleId: note.ruleId as RuleId, sourceText: note.line && note.file === source.displayPath ? source.text : undefined })
  }
  return { factsByFile, assetsOf, adoptFacts }
}

/** The pool started before planning, given the context and grown to the workers the `missing` pages need; closed (undefined) when no page is to render. */
async function adoptPool(early: PagePool | undefined, context: RenderContext, missing: PagesWork, requested: number | undefined): Promise<PagePool | undefined> {
  if (!early) return undefined
  if (!missing.pages) {
    await early.close()
    return undefined
  }
  early.setContext(context)
  early.grow(workersFor(missing, requested))
  return early
}

/**
 * Writes a page's HTML, its relative files' references rewritten, and keeps it in the render cache
 * under the page's compile key `storedKey`; returns the render key it is kept under. Without a
 * compile key, the HTML is not decided by the page's inputs (its getStaticProps ran), so it is
 * neither kept nor identified by them.
 */
async function writeRendered(out: { site: Site; renders: RenderCache; write: Write; identify: boolean }, page: MdxPageEntry, job: PageJob, rendered: Pick<PageJobResult, 'html' | 'scripts' | 'staged'>, storedKey: string | undefined): Promise<string | undefined> {
  const file = routeToFile(page.route)
  const published = out.site.relativeAssets.get(page.file) ?? []
  const written = renderedContents(rendered, published)
  if (!written) return undefined
  const { html, told } = written
  const storedRenderKey = storedKey === undefined ? undefined : out.renders.key(job, storedKey, published.map((a) => a.path))
  // Without a render key (no cache, or getStaticProps ran) a page is named by a hash of its bytes,
  // when the build names its outputs (a --no-cache build keeps no record: `out.write` names them '').
  const id = (storedRenderKey && pageOutputId(storedRenderKey)) || (written.id ?? (out.identify ? stagedBytesId(html) : undefined))
  const entry = await out.write(file, html, id, told)
  if (storedRenderKey === undefined) return undefined
  await out.renders.set(storedRenderKey, html)
  out.renders.noteCollected(storedRenderKey, entry)
  return storedRenderKey
}

/** The output id of a page a worker wrote to a file (read back: its worker hashed it only in a build without the render cache); undefined for HTML in hand, which the output writer hashes. */
function stagedBytesId(html: string | Uint8Array | { from: string }): string | undefined {
  return typeof html === 'object' && 'from' in html ? contentsId(readFileSync(html.from)) : undefined
}

/**
 * Where a worker writes each page itself (`PageJob.output`), when the sink stages files on disk:
 * hashed when no render key will name it and the build identifies its outputs (`hash`: a cold
 * `--no-cache` build keeps no record, and its workers hashed every page for nothing, ~1 % of their
 * time), its image variants listed on a site with raster images (`variants`).
 */
function stagedOutputs(sink: Sink, hash: boolean, variants: boolean): (page: MdxPageEntry) => PageJob['output'] {
  return (page) => sink.stage && { path: sink.stage(routeToFile(page.route)), hash, variants }
}

/**
 * A rendered page's contents as the output writes them: its HTML, or the file a worker wrote it to
 * (`PageJob.output`), with its references to `published` files rewritten (then read back from that
 * file: few pages have any); what the worker found in it, and its output id when the worker took it.
 */
function renderedContents(rendered: Pick<PageJobResult, 'html' | 'scripts' | 'staged'>, published: RelativeAsset[]): { html: string | Uint8Array | { from: string }; told?: Collected; id?: string } | undefined {
  const { staged } = rendered
  if (staged && !published.length) return { html: { from: staged.path }, told: { scripts: rendered.scripts, variants: staged.variants }, id: staged.id }
  const html = staged ? readFileSync(staged.path) : rendered.html
  if (html === undefined) return undefined
  // A rewritten reference may sit in a script's text: then its hashes are taken again.
  return { html: rewriteHtml(html, published), told: published.length || !rendered.scripts ? undefined : { scripts: rendered.scripts } }
}

/**
 * Writes a page kept in the render cache. What its HTML holds is taken from the build record, or
 * else from what an earlier build collected from it (render-cache.ts `collected`): a build
 * without a record read each kept page back for its scripts (~0.7 s of 10,000 pages' main
 * thread). A page the log does not know is read, and noted for the next build.
 */
async function writeKept(renders: RenderCache, write: Write, page: MdxPageEntry, kept: KeptRender): Promise<void> {
  let unknown = false
  const collected = () => {
    const found = renders.collected(kept.renderKey)
    unknown = !found
    return found
  }
  const entry = await write(routeToFile(page.route), { from: kept.stored }, pageOutputId(kept.renderKey), collected)
  if (unknown) renders.noteCollected(kept.renderKey, entry)
}

/**
 * One compile per source file in a build: a page and the fallbacks showing it in the locales
 * without a translation render the same file. The first page of a file compiles and
 * hands its result on (`handOn`, with the key it is stored under, so all of them have the same
 * render key in the next build); the others wait for it and render with it, or compile for
 * themselves when it failed. Each fallback compiled its source again before (1,874 compiles for
 * the 920 sources of a site in 14 locales).
 */
function compileOnce(pages: MdxPageEntry[]) {
  // Pages of one source file (a fallback locale's copies): the compile is kept for the others only,
  // and dropped once they took it. Kept for every page, it held each page's code or HTML to the end
  // of the build: the 10,000-page build's main thread kept ~240 MB alive, copied by every scavenge.
  const sharers = new Map<string, number>()
  for (const page of pages) sharers.set(page.file, (sharers.get(page.file) ?? 0) + 1)
  const compiles = new Map<string, { compile: Promise<SharedCompile | undefined>; left: number }>()
  return {
    /** The compile of `file`: taken from an earlier page of it or the cache, or to be handed on to the later ones (`shared`: there are some). */
    async take(file: string, key: string, stored: () => Promise<CompiledPage | undefined>): Promise<{ cached?: SharedCompile; handOn?: (compiled: SharedCompile | undefined) => void; shared?: boolean }> {
      const earlier = compiles.get(file)
      if (earlier) {
        if (--earlier.left === 0) compiles.delete(file)
        const compiled = await earlier.compile
        return compiled?.page ? { cached: compiled } : {}
      }
      let handOn: (compiled: SharedCompile | undefined) => void = () => {}
      const left = (sharers.get(file) ?? 1) - 1
      if (left > 0) compiles.set(file, { compile: new Promise((resolve) => (handOn = resolve)), left })
      const page = await stored().catch((error: unknown) => {
        handOn(undefined)
        throw error
      })
      if (!page) return { handOn, shared: left > 0 }
      handOn({ page, key })
      return { cached: { page, key } }
    },
  }
}

/** Where a job's compiled content goes (PageJob's `keep`): into the cache's files for its source's key, or nowhere without a cache. */
function keepOf(cache: CompileCache, sourceKey: string): PageJob['keep'] {
  const files = cache.files(sourceKey)
  return files ? { store: files } : 'facts'
}

/** The key a page's compile is stored under after its job: recorded now, stored by the worker (its job's `keep`), or `before` when the job compiled nothing. */
async function storedKeyOf(cache: CompileCache, sourceKey: string, result: PageJobResult, before: string): Promise<string> {
  if (result.compiled) return cache.record(sourceKey, result.compiled)
  if (!result.facts) return before
  cache.adopt(sourceKey)
  return sourceKey
}

/** A page compiled in this build, and the compile-cache key it is stored under (its render key is made from it). */
interface SharedCompile {
  page?: CompiledPage
  key: string
}

/** What a page's rendering is estimated by (workers/pool.ts `workOf`). */
function pageWork({ page, job }: KeyedPage) {
  return { file: page.file, source: job.source }
}

/** `work` (counted once: a cold build's every page) and the work of rendering `pages` besides. */
function withWorkOf(work: PagesWork, pages: KeyedPage[]): PagesWork {
  const more = workOf(pages.map(pageWork))
  return { pages: work.pages + more.pages, ms: work.ms + more.ms }
}

/** A page, its job and its compile key. */
interface KeyedPage {
  page: MdxPageEntry
  job: PageJob
  key: string
  /** The key of its source alone (`key` adds what its imports held when last compiled): a fresh compile is stored under it. */
  sourceKey: string
}

/** What the render cache keeps of a page: its facts, the files it references relatively, its render key and stored HTML. */
interface KeptRender {
  facts: PageFacts
  assets: RelativeAsset[]
  renderKey: string
  stored: string
}

/** Each page's job (which registers its card), compile key and source key. */
function compileKeys(pages: MdxPageEntry[], jobs: Site['jobs'], cache: CompileCache): Promise<KeyedPage[]> {
  return Promise.all(
    pages.map(async (page) => {
      const job = jobs.job(page)
      const sourceKey = cache.key(job.source!.text, job.source!.format)
      return { page, job, sourceKey, key: await cache.resolve(sourceKey) }
    }),
  )
}

/**
 * For pages compiled before, what the render cache keeps of them: their facts, the files they
 * reference relatively, their render key and their stored HTML. The render key leaves the compiled
 * page out (its compile key stands for it): a page rendered before needs only its facts, not its
 * code. A page without `kept` renders.
 */
function renderKeys(pages: KeyedPage[], cache: CompileCache, renders: RenderCache, assetsOf: (page: MdxPageEntry, facts: PageFacts) => RelativeAsset[]): Promise<Array<KeyedPage & { kept?: KeptRender }>> {
  return Promise.all(
    pages.map(async (keyed) => {
      const facts = await cache.facts(keyed.key)
      // Listed but unreadable: compiled again. getStaticProps runs in every build (its data may have changed), so such a page always renders (writeRendered).
      if (!facts || facts.staticProps) return keyed
      const assets = assetsOf(keyed.page, facts)
      const renderKey = renders.key(keyed.job, keyed.key, assets.map((a) => a.path))
      const stored = renders.file(renderKey)
      return stored ? { ...keyed, kept: { facts, assets, renderKey, stored } } : keyed
    }),
  )
}

/**
 * The output id of a social card: its name hashes what it shows and the drawing's version
 * (cards/cards.ts), so the name decides its bytes; no stat of the cached PNG (1,000 of them on
 * every build of the synthetic site, stop 22).
 */
function cardOutputId(file: string): string {
  return `c:${file}`
}

/**
 * The output id of each page's Markdown twin, by its path, for pages whose compile is stored under a
 * key (`storedKeys`, by route, from renderPages; without a cache the twins are hashed). A twin is
 * the page's title and front-matter description over the Markdown its compile made: the key hashes
 * the page's source (its front matter with it), so with the title (which `_meta` may set) it decides
 * the twin's bytes. 10,000 twins were hashed on every build (stop 32).
 */
function twinIds(pageMap: PageMap, storedKeys: Map<string, string>): Map<string, string> {
  const ids = new Map<string, string>()
  for (const page of pageMap.pages) {
    const key = storedKeys.get(page.route)
    if (key) ids.set(twinPath(page.route), `t:${key}:${page.title}`)
  }
  return ids
}

/**
 * The output id of a page rendered under render key `key`: the key decides its bytes, so a page
 * rendered in one build and copied from the render cache in the next is the same output (not
 * written again). Without a render cache (no key) the contents are hashed.
 */
function pageOutputId(key: string): string | undefined {
  return key ? `r:${key}` : undefined
}

/** Writes the files pages import (images, videos…) once each, under their content-hashed names. */
function importedFileWriter(write: Write) {
  const imported = new Set<string>()
  return async (assets: PageFacts['assets']) => {
    for (const asset of assets ?? []) {
      if (imported.has(asset.path)) continue
      imported.add(asset.path)
      await write(asset.path, asset.text ?? { from: asset.from })
    }
  }
}

/** Checks every internal link and anchor against the routes, files and ids of the build; returns the number broken. */
function checkSiteLinks(site: Site, factsByFile: Map<string, PageFacts>, written: string[]): number {
  const { pageMap, config } = site
  const sources: LinkSource[] = pageMap.pages
    .filter((p) => !p.fallback)
    .map((p) => {
      const localized = localeLinksOf(pageMap.trees, p.locale, config.i18n)
      const published = new Map((site.relativeAssets.get(p.file) ?? []).map((a) => [a.href, `/${a.path}`]))
      const links = (factsByFile.get(p.file)?.links ?? []).map((l) => withHref(l, published.get(l.href) ?? pageHref(l.href, p.route, localized)))
      return { route: p.route, file: pageMap.files.get(p.file)!.displayPath, links, ids: [] }
    })
  const ids = new Map(pageMap.pages.map((p) => [p.route, new Set(factsByFile.get(p.file)?.ids ?? [])]))
  const routes = new Set([...pageMap.pages.map((p) => p.route), ...Object.keys(pageMap.redirects), ...site.blog.routes])
  const files = new Set(written.map((f) => `/${f}`))
  const targets = { routes, files, ids }
  const severity = linkSeverity(config)
  // Images of front matter (cover, authors' avatars) are checked too, as warnings unless `strict`.
  const images: LinkSource[] = pageMap.pages
    .filter((p) => !p.fallback)
    .map((p) => {
      const file = pageMap.files.get(p.file)!
      return { route: p.route, file: file.displayPath, links: frontMatterImageLinks(p.frontMatter, file.source), ids: [] }
    })
  const broken = checkLinks(sources, targets, severity, site.report) + checkThemeLinks(config, targets, severity.link, site.report)
  return broken + checkLinks(images, targets, config.strict ? 'error' : 'warning', site.report)
}

/** `link` pointing at `href`: the same object when it already does (most links of a build). */
function withHref(link: LinkRef, href: string): LinkRef {
  return href === link.href ? link : { ...link, href }
}

/** A page's diagnostic as the build reports it: with `strict`, a failed getStaticProps is an error, as in `next build`. */
function strictly(d: Diagnostic, strict: boolean): Diagnostic {
  return strict && d.ruleId === 'mdx/static-props-failed' ? { ...d, severity: 'error' } : d
}

/** Severity of a broken link and of a broken anchor: `links: 'warn'` makes both warnings; anchors are warnings unless `anchors: 'error'` or `strict`. */
function linkSeverity(config: Site['config']): LinkSeverity {
  if (config.links === 'warn') return { link: 'warning', anchor: 'warning' }
  return { link: 'error', anchor: config.anchors === 'error' || config.strict ? 'error' : 'warning' }
}

/** The root page of each other locale, by the language it serves (its primary subtag). */
function languageRoots(site: Site): Array<{ language: string; route: string }> {
  const { defaultLocale, locales } = site.config.i18n
  const routes = new Set(site.pageMap.pages.filter((p) => !p.fallback).map((p) => p.route))
  return locales
    .filter((l) => l.locale !== defaultLocale && routes.has(`/${l.locale.toLowerCase()}`))
    .map((l) => ({ language: l.locale.split('-')[0]!.toLowerCase(), route: `/${l.locale.toLowerCase()}` }))
}
