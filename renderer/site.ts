/**
 * A site, planned once: everything that does not need a page compiled. `build` (build.ts) writes
 * it whole; `renderRoute` and `siteFile` (on-demand.ts) serve one output at a time for `site dev`;
 * `update` (update.ts) re-plans what a saved file touches.
 *
 *   config ──scan──▶ ContentTree ──meta, plan──▶ PageMap ──▶ BlogPlan, PageJobs, search plan,
 *   RenderContext (site data, navigation trees, asset and index URLs, image sizes)
 */
import path from 'node:path'
import type { Generator, SiteConfig } from '../core/config/schema.js'
import { createReport, sortDiagnostics, type Diagnostic, type Report } from './diagnostics.js'
import { bringsComponents, loadSiteComponents, type SiteComponents } from './site-components.js'
import { importsModules } from './mdx/imports-modules.js'
import { jobFactory, type PageJobs } from './page-jobs.js'
import type { RenderContext } from './stages/render.js'
import type { BlockStoreOptions } from './mdx/code-block-store.js'
import { cacheDir, engineCacheDir } from './cache-dirs.js'
import { engineFingerprint } from './engine-fingerprint.js'
import type { PagePool } from './workers/pool.js'
import { scanContent, type ContentTree } from './stages/scan.js'
import { openSourcePack, type FileStamp, type SourcePack } from './source-pack.js'
import type { ContentFile, MdxPageEntry, PageMap } from '../core/page-map.js'
import { loadMetas } from './stages/meta.js'
import { planPages } from './stages/plan.js'
import type { RelativeAsset } from './stages/relative-assets.js'
import { checkPublicFiles, checkPublicOverwrites, type BuiltOutput } from './stages/public-clashes.js'
import { buildAssets, type AssetOptions, type SharedAssets } from './stages/assets.js'
import { measureImages, type ImageStage } from './stages/images.js'
import { planSearchIndexes, searchPointerFile, searchPointerUrls, type SearchIndexPlan } from './stages/search.js'
import { mayImportMarkdown, partialTexts } from './mdx/partial-texts.js'
import { mayIncludeSnippets, snippetTexts } from './mdx/snippet-files.js'
import { partialResolver } from './mdx/partial-path.js'
import { lastUpdatedLookup, readGitTimes } from './git-times.js'
import { planBlog, type BlogPageSpec, type BlogPlan } from './blog/model.js'
import type { CompiledPage, OutputFile } from '../core/compiled-page.js'
import type { SiteData } from '../templates/page-data.js'
import { createCards, type Cards } from './cards/cards.js'
import { cardPlanner } from './cards/page-card.js'
import { localizedSite } from './site-locale.js'
import { nextraMajor } from './nextra-version.js'
import { movedRoutes, updateHistory, type HistoryUpdate } from './redirects/route-history.js'
import { siteRedirects } from './redirects/site-redirects.js'
import { sketchOf } from './redirects/sketch.js'
import { siteRootUrl } from '../core/absolute-url.js'
import { readBlogAuthors } from './blog/authors.js'

/** Engine version salt for the compile cache and the search index URLs; bump when compile output changes shape. */
export const CACHE_SALT = 'compile-v5'

export type StageListener = (stage: string, ms: number, detail?: string) => void

export interface SiteOptions {
  /** Plan pages with `draft: true` (`site dev`). Default false. */
  includeDrafts?: boolean
  /** Use `<root>/.site-cache` (compiled pages, rendered HTML, image sizes and variants). Default true. */
  cache?: boolean
  /** Called at the end of each planning stage, for progress output. */
  onStage?: StageListener
  /** Keep every page's text sketch in the route history current (`site build`, which saves it); without, sketches are made only to find moved pages. */
  recordRoutes?: boolean
  /**
   * Content files (content-relative) known to be as the last build that saved the route history
   * saw them (build-record.ts): their sketches are current, and are not made again.
   */
  unchanged?: (file: string) => boolean
  /** The routes (route-history.ts `routesDigest`) the route history file, as it is, was left current for by the last build. */
  historyCurrentFor?: string
  /** The stat of a content file (root-relative) taken before the build (build-record.ts), when there is one: the scan does not take it again. */
  stat?: (file: string) => FileStamp | undefined
  /** The worker that renders routes on demand (`renderRoute`); started early by `site dev` so it warms up while the site is planned. */
  pool?: PagePool
}

export interface Site {
  config: SiteConfig
  readonly options: SiteOptions
  /** What the content folder holds (pages, `_meta` files, public files). */
  tree: ContentTree
  /** The content files' texts as read, for the next build's scan (a successful build saves them). */
  sources: SourcePack
  pageMap: PageMap
  blog: BlogPlan
  jobs: PageJobs
  assets: SharedAssets
  images: ImageStage
  /** The social cards of the pages (renderer/cards/). */
  cards: Cards
  /** The hashed file and URL of each locale's search index. */
  search: SearchIndexPlan
  /** What every page's render reads besides its own job. */
  context: RenderContext
  /** Problems found while planning (front matter, `_meta`, blog, images). */
  report: Report
  /** The site's own MDX components (renderer/site-components.ts), and the problems loading them. */
  components: { loaded?: SiteComponents; report: Report }
  /** The route history this build leaves (`content/.site-routes.json`, saved by `site build`) and the moves it found. */
  routeHistory: HistoryUpdate
  /** Routes to their page entry and blog listing pages. */
  routes: { pages: Map<string, MdxPageEntry>; listings: Map<string, BlogPageSpec> }
  lastUpdated: (file: ContentFile) => string | undefined
  /** Files each page references relatively (./assets/x.png), by content file, as published under content-hashed names. */
  relativeAssets: Map<string, RelativeAsset[]>
  /** On demand (`site dev`): pages compiled so far by content file, the workers, and a counter bumped by every update. */
  live: LiveState
}

export interface LiveState {
  compiled: Map<string, CompiledPage>
  /** Compiles under way for the search index, by content file (cleared by every update). */
  compiling: Map<string, Promise<CompiledPage | undefined>>
  /** The source file of every route planned so far: a page dropped by a plan error keeps its entry. */
  knownRoutes: Map<string, string>
  /** Each locale's index and shards as last made, by the index's file (cleared by every update). */
  searchFiles: Map<string, Promise<OutputFile[]>>
  pool?: PagePool
  searchPool?: PagePool
  generation: number
}

/** Plans the site of `config`: reads the content, plans pages, blog and search, builds the shared assets. */
export async function createSite(config: SiteConfig, options: SiteOptions = {}): Promise<Site> {
  const report = createReport()
  const stage = stageTimer(options.onStage)
  const sources = openSourcePack(cacheDir(config, options, 'sources.pack'))
  const [planned, times] = await Promise.all([planSite(config, report, { ...options, sources }), readGitTimes(config.contentDir, cacheDir(config, options, 'git'))])
  stage('page map', `${planned.pageMap.pages.length} routes`)
  // The client bundle waits for the pages: whether it carries the component islands' runtime depends on them.
  const [assets, images, components] = await Promise.all([
    buildAssets(assetOptions(config, planned.tree), cacheDir(config, options, 'assets')),
    measureImages(planned.tree.publicFiles, report, { root: config.root, cacheDir: cacheDir(config, options, 'images') }),
    loadComponents(config),
  ])
  const cards = createCards(siteRootUrl(config.siteUrl, config.basePath), cacheDir(config, options, 'cards'))
  const base = { config, options, tree: planned.tree, sources, assets, images, cards, report, components, relativeAssets: new Map(), lastUpdated: lastUpdatedLookup(config.contentDir, times), live: { compiled: new Map(), compiling: new Map(), knownRoutes: new Map(), searchFiles: new Map(), pool: options.pool, generation: 0 } }
  const site: Site = { ...base, ...pageMapParts(base, planned.pageMap) }
  rememberRoutes(site)
  options.pool?.setContext(site.context)
  stage('blog', `${site.blog.posts.size} post pages, ${site.blog.pages.length} listing pages, ${site.blog.feeds.length} feeds`)
  return site
}

/** What the shared assets hold: component islands' runtime only when a page imports modules or the site brings components (only then can it have them). */
export function assetOptions(config: SiteConfig, tree: ContentTree): AssetOptions {
  return { mermaid: config.mermaid, componentIslands: bringsComponents(config) || tree.pages.some((page) => importsModules(page.source)) }
}

/** Reads the content and plans the page map (the first stages of a build, and `site build --json`). */
export async function planSite(config: SiteConfig, report: Report, options: { includeDrafts?: boolean; sources?: SourcePack; stat?: SiteOptions['stat'] } = {}): Promise<{ tree: ContentTree; pageMap: PageMap }> {
  const tree = await scanContent({ root: config.root, contentDir: config.contentDir, generators: config.generators as Generator[], sources: options.sources, stat: options.stat }, report)
  const metas = await loadMetas(tree, config.root, report, config.i18n.locales.map((l) => l.locale))
  const pageMap = planPages(tree, metas, config, report, { includeDrafts: options.includeDrafts })
  checkPublicFiles(tree.publicFiles, plannedOutputs(pageMap, config.i18n.locales.map((l) => l.locale)), config.root, report)
  return { tree, pageMap }
}

/** The files the page map makes the build write: pages, redirects, the error pages and the search pointers. */
function plannedOutputs(pageMap: PageMap, locales: string[]): BuiltOutput[] {
  return [
    ...pageMap.pages.map((p) => ({ file: routeToFile(p.route), from: `the page ${p.route} rendered from ${pageMap.files.get(p.file)?.displayPath ?? p.file}` })),
    ...Object.keys(pageMap.redirects).map((from) => ({ file: routeToFile(from), from: `the redirect from ${from} in site.config.ts` })),
    { file: '404.html', from: 'the 404 page' },
    { file: '500.html', from: 'the 500 page' },
    ...locales.map((locale) => ({ file: searchPointerFile(locale), from: `the search pointer of ${locale}` })),
  ]
}

type SiteBase = Pick<Site, 'config' | 'options' | 'report' | 'lastUpdated' | 'assets' | 'images' | 'cards' | 'tree' | 'sources' | 'components'>

/** What the site plans from a page map: the blog, the page jobs, the route lookup, the search plan and the render context. */
function pageMapParts(site: SiteBase, planned: PageMap): Pick<Site, 'pageMap' | 'blog' | 'jobs' | 'routes' | 'search' | 'context' | 'routeHistory'> {
  const blog = planBlog(planned, { ...blogOptions(site.config), authors: readBlogAuthors(site.config.contentDir, site.config.blog.folder, site.report) }, site.report)
  const { pageMap, routeHistory } = withMovedRoutes(site, planned, blog.routes)
  const blogOutputs = [...blog.pages.map((p) => ({ file: routeToFile(p.route), from: `the blog page ${p.route}` })), ...blog.feeds.map((f) => ({ file: f.path, from: 'a blog feed' }))]
  checkPublicOverwrites(site.tree.publicFiles, blogOutputs, site.config.root, site.report)
  const cardOf = cardPlanner(site.cards, pageMap, site.config, site.tree.publicFiles)
  for (const spec of blog.pages) spec.card = cardOf({ title: spec.title, locale: spec.locale, folder: site.config.blog.folder })
  const jobs = jobFactory(pageMap, blog, site.lastUpdated, cardOf)
  const routes = { pages: new Map(pageMap.pages.map((p) => [p.route, p])), listings: new Map(blog.pages.map((spec) => [spec.route, spec])) }
  return { pageMap, blog, jobs, routes, routeHistory, ...renderContext(site, pageMap, jobs) }
}

/** The sketch of each content file's text, kept while the file object lives (`site dev` re-plans on every save). */
const sketches = new WeakMap<ContentFile, string>()

/**
 * The route history after this plan, and the page map with its redirects: the config's and the
 * old routes of moved pages (redirects/), never over a page, a blog page or a public file.
 */
function withMovedRoutes(site: SiteBase, pageMap: PageMap, blogRoutes: string[]): { pageMap: PageMap; routeHistory: HistoryUpdate } {
  const files = new Map(site.tree.pages.map((f) => [f.relPath, f]))
  const sketch = (rel: string) => {
    const file = files.get(rel)
    if (!file) return ''
    if (!sketches.has(file)) sketches.set(file, sketchOf(file.source))
    return sketches.get(file)!
  }
  const current = pageMap.pages.map(({ file, locale, route }) => ({ file, locale, route }))
  const routeHistory = updateHistory(site.tree.routeHistory, current, { exists: (rel) => files.has(rel), sketch }, { refresh: refreshedSketches(site.options), currentFor: site.options.historyCurrentFor })
  const outputs = new Set([...current.map((p) => p.route), ...blogRoutes])
  const publicPaths = new Set(site.tree.publicFiles.map((f) => f.relPath))
  const isOutput = (route: string) => outputs.has(route) || [routeToFile(route), route.slice(1), `${route.slice(1)}/index.html`].some((f) => publicPaths.has(f))
  const redirects = siteRedirects(site.config.redirects, movedRoutes(routeHistory.history, current), isOutput)
  return { pageMap: { ...pageMap, redirects }, routeHistory }
}

/** Which files' sketches a build keeps current: every file's, or those that changed since the last recorded build. */
function refreshedSketches(options: SiteOptions): boolean | ((file: string) => boolean) {
  if (options.recordRoutes !== true) return false
  const { unchanged } = options
  return unchanged ? (file) => !unchanged(file) : true
}

/** The search index URLs (they hash the pages' sources and the partials and snippets they show) and the render context (pages name the stable search pointers, never the hashed index). */
function renderContext(site: SiteBase, pageMap: PageMap, jobs: PageJobs): Pick<Site, 'search' | 'context'> {
  const { config } = site
  const locales = config.i18n.locales.map((l) => l.locale)
  const resolve = partialResolver(config.root)
  const searchText = (page: MdxPageEntry) => {
    const { text, displayPath, format } = jobs.sourceOf(page)
    // Partials are imported by .mdx pages; `<<<` snippets are read in .md pages (in .mdx, `<` opens a tag).
    const partials = format === 'mdx' && mayImportMarkdown(text)
    const snippets = format === 'md' && mayIncludeSnippets(text)
    // Most pages show no partial or snippet: their text as it is, not a copy joined from one part.
    if (!partials && !snippets) return text
    const file = path.resolve(config.root, displayPath)
    return [text, ...(partials ? partialTexts(file, text, resolve) : []), ...(snippets ? snippetTexts(file, text, config.root) : [])].join('\0')
  }
  const search = planSearchIndexes(pageMap, locales, searchText, `${CACHE_SALT}\0${config.search.codeBlocks}`, config.basePath)
  const context = { site: siteData(config), trees: pageMap.trees, assets: { ...withSiteStylesheet(site.assets.urls, site.components.loaded?.stylesheet), searchPointer: searchPointerUrls(locales) }, searchCodeBlocks: config.search.codeBlocks, latex: config.latex, mermaid: config.mermaid, headingIds: config.headingIds, images: site.images.info, root: config.root, siteComponents: site.components.loaded && { code: site.components.loaded.code }, metaModules: pageMap.metaModules, codeBlocks: codeBlockStore(config, site.options) }
  return { search, context }
}

/** The shared asset URLs, with the stylesheet of the site's components after the engine's (so it can override it). */
function withSiteStylesheet(urls: Site['assets']['urls'], stylesheet: string | undefined): Site['assets']['urls'] {
  return stylesheet ? { ...urls, css: [...urls.css, stylesheet] } : urls
}

/** Makes `pageMap` the site's (after a change): plans what depends on it and hands the new context to the workers. */
export function adoptPageMap(site: Site, pageMap: PageMap): void {
  Object.assign(site, pageMapParts(site, pageMap))
  rememberRoutes(site)
  handContext(site)
}

/** Recomputes the search index URLs and the render context (a page's source, the assets or the images changed). */
export function refreshContext(site: Site): void {
  Object.assign(site, renderContext(site, site.pageMap, site.jobs))
  handContext(site)
}

function rememberRoutes(site: Site): void {
  for (const p of site.pageMap.pages) site.live.knownRoutes.set(p.route, site.pageMap.files.get(p.file)?.displayPath ?? p.file)
}

function handContext(site: Site): void {
  site.live.pool?.setContext(site.context)
  site.live.searchPool?.setContext(site.context)
}

/** Loads the site's own components (`content/mdx-components.tsx`, `components` in the config). */
export async function loadComponents(config: SiteConfig): Promise<Site['components']> {
  const report = createReport()
  return { loaded: await loadSiteComponents(config, report), report }
}

/** Every problem the planning found, the site's components' included. */
export function planDiagnostics(site: Site): Diagnostic[] {
  return sortDiagnostics([...site.report.all(), ...site.components.report.all()])
}

/** The block store of the render context: `.site-cache/code/<engine>/`, salted with the engine's fingerprint (none without a cache or a bundle). */
function codeBlockStore(config: SiteConfig, options: SiteOptions): BlockStoreOptions | undefined {
  const dir = engineCacheDir(config, options, 'code')
  const salt = engineFingerprint()
  return dir && salt ? { dir, salt } : undefined
}

/** Output file of a route: `/` → index.html, `/docs/intro` → docs/intro.html (served at /docs/intro). */
export function routeToFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`
}

/** What the blog plan needs from the configuration. */
export function blogOptions(config: SiteConfig) {
  return { siteUrl: siteRootUrl(config.siteUrl, config.basePath), pageSize: config.blog.pageSize, folder: config.blog.folder, defaultLocale: config.i18n.defaultLocale, siteName: config.brand.name, description: config.description ?? config.brand.name }
}

/** The template-visible part of the configuration, as the default locale shows it. */
export function siteData(config: SiteConfig): SiteData {
  const { siteUrl, basePath, brand, description, docsRepositoryBase, editLink, feedback, social, navbar, footer, head, banner, i18n, sidebar, toc, primaryHue, primaryColor, marketing, search, blog } = config
  const fields = { siteUrl: siteRootUrl(siteUrl, basePath), basePath, brand, description, docsRepositoryBase, editLink, feedback, social, navbar, footer, head, banner, i18n, sidebar, toc, primaryHue, primaryColor, marketing, search, blog, newsletter: config.newsletter !== undefined, nextraMajor: nextraMajor(config.root) }
  return localizedSite(fields, i18n.defaultLocale)
}

/** A stage timer that reports elapsed milliseconds since the previous stage. */
export function stageTimer(onStage?: StageListener) {
  let last = performance.now()
  return (name: string, detail?: string) => {
    const now = performance.now()
    onStage?.(name, now - last, detail)
    last = now
  }
}
