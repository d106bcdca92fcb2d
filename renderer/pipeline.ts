/**
 * The build: the only place that knows the order of the stages.
 *
 *   scan → meta → plan (page map) → assets → compile + render (worker pool) → search → links → write
 *
 * Writes through a Sink (disk, atomically, or memory). Content problems come back as diagnostics;
 * when any is an error nothing is committed and the previous output stays as it was.
 */
import path from 'node:path'
import type { Generator, SiteConfig } from '../core/config/schema.js'
import { createReport, type Diagnostic, type Report } from './diagnostics.js'
import { normalizeSource } from './frontmatter.js'
import { buildNavIndex, navbarEntries } from './nav.js'
import type { MdxPageEntry, PageMap } from '../core/page-map.js'
import type { PageJob, RenderContext } from './page-job.js'
import { createPagePool } from './workers/pool.js'
import { createCompileCache, noCache, type CompileCache } from './cache.js'
import { createRenderCache, noRenderCache } from './render-cache.js'
import type { Sink } from './sinks.js'
import type { ContentFile } from '../core/page-map.js'
import { scanContent, type ContentTree } from './stages/scan.js'
import { loadMetas } from './stages/meta.js'
import { planPages } from './stages/plan.js'
import { checkPublicFiles, checkPublicOverwrites, type BuiltOutput } from './stages/public-clashes.js'
import { buildAssets, hash } from './stages/assets.js'
import { measureImages, type ImageStage } from './stages/images.js'
import { lastUpdatedLookup, readGitTimes } from './git-times.js'
import { checkLinks, type LinkSource } from './stages/links.js'
import { localeLinksOf, localizeHref } from './locale-links.js'
import { relativeAssets, rewriteHtml, type RelativeAsset } from './stages/relative-assets.js'
import { themeLinkSources } from './stages/theme-links.js'
import { planSearchIndexes, searchIndexFiles } from './stages/search.js'
import type { CompiledPage, PageFacts } from '../core/compiled-page.js'
import { planBlog, type BlogPlan } from './blog/model.js'
import { renderBlogPage } from './blog/pages.js'
import type { SiteData } from '../templates/page-data.js'
import { loadSiteComponents } from './site-components.js'
import { missingComponents } from './component-check.js'
import { componentNames } from './page-components.js'
import { renderErrorDocument, renderRedirectDocument } from '../templates/render-special.js'
import { logicalKey } from './seo/entries.js'
import { seoFiles } from './seo/files.js'
import { inlineScriptCollector } from './security/inline-scripts.js'
import { headerRules, headersFile } from './security/headers.js'
import { redirectsFile } from './security/redirects.js'
import { llmsBuildFiles, llmsSite } from './llms/files.js'

export interface BuildOptions {
  sink: Sink
  /** Worker threads for compiling and rendering; 0 runs in-process. Default: one per core. */
  threads?: number
  /** Reuse compiled pages from `<root>/.site-cache`. Default true. */
  cache?: boolean
  includeDrafts?: boolean
  /** Called at the end of each stage, for progress output. */
  onStage?: (stage: string, ms: number, detail?: string) => void
}

export interface BuildResult {
  ok: boolean
  diagnostics: Diagnostic[]
  pageMap?: PageMap
  /** Output-relative paths written. */
  files: string[]
  pages: number
  compiled: number
}

/** Engine version salt for the compile cache; bump when compile output changes shape. */
const CACHE_SALT = 'compile-v2'

/** Builds the site described by `config` into `options.sink`. */
export async function build(config: SiteConfig, options: BuildOptions): Promise<BuildResult> {
  const report = createReport()
  const stage = timer(options.onStage)
  const written: string[] = []
  let images: ImageStage | undefined
  const scripts = inlineScriptCollector()
  const write = async (file: string, contents: string | Uint8Array | { from: string }) => {
    await images?.collect(file, contents)
    await scripts.collect(file, contents)
    await options.sink.write(file, contents)
    written.push(file)
  }
  const fail = async (pageMap?: PageMap, compiled = 0): Promise<BuildResult> => {
    await options.sink.abort()
    return { ok: false, diagnostics: report.all(), pageMap, files: [], pages: pageMap?.pages.length ?? 0, compiled }
  }

  const gitTimes = readGitTimes(config.contentDir) // one `git log`, beside the planning
  const { tree, pageMap } = await planSite(config, report, options)
  stage('page map', `${pageMap.pages.length} routes`)
  // Errors so far do not stop the run: every page that planned is still compiled, so one run
  // reports every broken file (BLD-12); nothing is committed while any error stands.
  // The blog (posts, categories, listing pages, feeds) is planned once from the page map (#5).
  const blog = planBlog(pageMap, blogOptions(config), report)
  stage('blog', `${blog.posts.size} post pages, ${blog.pages.length} listing pages, ${blog.feeds.length} feeds`)
  const blogOutputs = [...blog.pages.map((p) => ({ file: routeToFile(p.route), from: `the blog page ${p.route}` })), ...blog.feeds.map((f) => ({ file: f.path, from: 'a blog feed' }))]
  checkPublicOverwrites(tree.publicFiles, blogOutputs, config.root, report)

  const site = siteData(config)
  images = await measureImages(tree.publicFiles, report, { root: config.root, cacheDir: options.cache === false ? undefined : path.join(config.root, '.site-cache', 'images') })
  const assets = await buildAssets()
  for (const file of assets.files) await write(file.path, file.contents)
  stage('assets', `${assets.files.length} files`)

  const cache: CompileCache = options.cache === false ? noCache : await createCompileCache(path.join(config.root, '.site-cache', 'compiled'), `${CACHE_SALT}\0latex=${config.latex}`, config.root)
  const lastUpdated = lastUpdatedLookup(config.contentDir, await gitTimes)
  const jobs = jobFactory(pageMap, blog, lastUpdated)
  const locales = config.i18n.locales.map((l) => l.locale)
  const searchPlan = planSearchIndexes(pageMap, locales, (page) => jobs.sourceOf(page).text, `${CACHE_SALT}\0${config.search.codeBlocks}`)
  const siteComponents = await loadSiteComponents(config, report)
  const knownComponents = componentNames(siteComponents?.names)
  const context: RenderContext = { site, trees: pageMap.trees, assets: { ...assets.urls, searchIndex: searchPlan.urls }, searchCodeBlocks: config.search.codeBlocks, latex: config.latex, images: images.info, root: config.root, siteComponents: siteComponents && { code: siteComponents.code } }
  const renders = options.cache === false ? noRenderCache : await createRenderCache(path.join(config.root, '.site-cache', 'html'), context)
  const pool = createPagePool(context, { threads: options.threads, pageTimeout: () => config.build.pageTimeout })
  // Search and the link check need each page's sections, links and ids, not its code (most of its size).
  const factsByFile = new Map<string, PageFacts>()
  // Files pages import (images, videos…) are published once, under their content-hashed names.
  const imported = new Set<string>()
  const writeImported = async (assets: PageFacts['assets']) => {
    for (const asset of assets ?? []) {
      if (imported.has(asset.path)) continue
      imported.add(asset.path)
      await write(asset.path, { from: asset.from })
    }
  }
  // Files pages reference relatively (./assets/x.png) are published too (stages/relative-assets.ts).
  const assetHashes = new Map<string, string>()
  const assetsByFile = new Map<string, RelativeAsset[]>()
  const publishRelative = async (page: MdxPageEntry, facts: PageFacts) => {
    const found = relativeAssets(facts.links.map((l) => l.href), path.join(config.contentDir, page.file), config.contentDir, assetHashes)
    assetsByFile.set(page.file, found)
    await writeImported(found.flatMap(({ path, from }) => (from ? [{ path, from }] : [])))
    return found
  }
  await writeImported(siteComponents?.assets)
  /** Keeps a page's facts, publishes what it imports, and reports the components it lacks. */
  const adoptFacts = async (page: MdxPageEntry, facts: PageFacts, source: { displayPath: string; text: string }) => {
    factsByFile.set(page.file, facts)
    await writeImported(facts.assets)
    await publishRelative(page, facts)
    for (const d of missingComponents(facts.components, source.displayPath, knownComponents, config.strict)) {
      report.add({ ...d, sourceText: d.file === source.displayPath ? source.text : undefined })
    }
  }
  let compiledCount = 0
  try {
    await Promise.all(
      pageMap.pages.map(async (page) => {
        const job = jobs.job(page)
        const source = job.source!
        const text = source.text
        const key = await cache.resolve(cache.key(text, source.format))
        // The render key leaves the compiled page out (its compile key stands for it): a page
        // rendered before needs only its facts, not its code.
        const renderKey = renders.key(job, key)
        const rendered = renders.file(renderKey)
        const facts = rendered && (await cache.facts(key))
        if (rendered && facts) {
          await adoptFacts(page, facts, source)
          return write(routeToFile(page.route), { from: rendered })
        }
        const cached = await cache.get(key)
        // The source goes along even with a cached page: a render error is located by compiling it again.
        const result = await pool.run(cached ? { ...job, compiled: cached } : job)
        for (const d of result.diagnostics) report.add({ ...d, sourceText: d.line && d.file === source.displayPath ? text : undefined })
        const compiled = result.compiled ?? cached
        if (compiled) await adoptFacts(page, factsOf(compiled), source)
        const relative = assetsByFile.get(page.file) ?? []
        let storedKey = key
        if (result.compiled) {
          compiledCount++
          storedKey = await cache.record(cache.key(text, source.format), result.compiled)
        }
        if (result.html !== undefined) {
          const html = rewriteHtml(result.html, relative)
          await write(routeToFile(page.route), html)
          await renders.set(storedKey === key ? renderKey : renders.key(job, storedKey), html)
        }
      }),
    )
  } finally {
    await pool.close()
  }
  stage('pages', `${pageMap.pages.length} rendered, ${compiledCount} compiled`)
  if (report.hasErrors()) return fail(pageMap, compiledCount)

  const indexes = searchIndexFiles(pageMap, searchPlan, (page) => factsByFile.get(page.file))
  for (const file of indexes) await write(file.path, file.contents)
  stage('search', `${indexes.length} indexes`)

  const blogRoutes = new Set(blog.routes)
  for (const spec of blog.pages) await write(routeToFile(spec.route), renderBlogPage(spec, context, blogRoutes))
  for (const feed of blog.feeds) await write(feed.path, feed.contents)
  for (const pub of tree.publicFiles) await write(pub.relPath, { from: pub.absPath })
  const publicPaths = new Set(tree.publicFiles.map((f) => f.relPath))
  for (const file of seoFiles({ pageMap, listings: blog.pages, publicPaths, lastUpdated, siteUrl: config.siteUrl, defaultLocale: config.i18n.defaultLocale })) await write(file.path, file.contents)
  const markdownOf = (page: MdxPageEntry) => factsByFile.get(page.file)?.markdown
  for (const file of llmsBuildFiles(pageMap, llmsSite(config), markdownOf, publicPaths)) await write(file.path, file.contents)
  for (const [from, to] of Object.entries(pageMap.redirects)) await write(routeToFile(from), renderRedirectDocument(to, site))
  const routeList = JSON.stringify(pageMap.pages.filter((p) => !p.fallback && p.display !== 'hidden').map((p) => [p.route, p.title]))
  const routesFile = `_site/routes.${hash(routeList)}.json`
  await write(routesFile, routeList)
  const errorPage = { navbar: navbarEntries(pageMap.trees[config.i18n.defaultLocale]!), routesUrl: `/${routesFile}` }
  // A site's own content/404.mdx is its 404 page (written as 404.html by the page loop).
  if (!pageMap.pages.some((p) => p.route === '/404' && !p.fallback)) await write('404.html', renderErrorDocument(404, site, assets.urls, errorPage))
  // Likewise content/500.mdx (Nextra's 500 page).
  if (!pageMap.pages.some((p) => p.route === '/500' && !p.fallback)) await write('500.html', renderErrorDocument(500, site, assets.urls, errorPage))
  // Every HTML file is written: encode the image variants it names (spec §9).
  for (const file of await images.variants()) await write(file.path, file.contents)
  const imageStats = images.stats()
  stage('images', `${imageStats.images} measured, ${imageStats.variants} variants, ${imageStats.encoded} encoded, ${Math.round(imageStats.ms)} ms of image work`)

  const sources: LinkSource[] = pageMap.pages
    .filter((p) => !p.fallback)
    .map((p) => {
      const localized = localeLinksOf(pageMap.trees, p.locale, config.i18n)
      const published = new Map((assetsByFile.get(p.file) ?? []).map((a) => [a.href, `/${a.path}`]))
      const links = (factsByFile.get(p.file)?.links ?? []).map((l) => ({ ...l, href: published.get(l.href) ?? localizeHref(l.href, localized) }))
      return { route: p.route, file: pageMap.files.get(p.file)!.displayPath, links, ids: [] }
    })
  sources.push(...themeLinkSources(config))
  const ids = new Map(pageMap.pages.map((p) => [p.route, new Set(factsByFile.get(p.file)?.ids ?? [])]))
  const routes = new Set([...pageMap.pages.map((p) => p.route), ...Object.keys(pageMap.redirects), ...blog.routes])
  const files = new Set(written.map((f) => `/${f}`))
  const broken = checkLinks(sources, { routes, files, ids }, config.links === 'warn' ? 'warning' : 'error', report)
  stage('links', `${broken} broken`)
  if (report.hasErrors()) return fail(pageMap, compiledCount)

  // Last: the header table covers the inline scripts of every HTML file written above.
  await write('_headers', headersFile(headerRules(scripts.sources())))
  await write('_redirects', redirectsFile(pageMap.redirects))
  await options.sink.commit()
  stage('write', `${written.length} files`)
  return { ok: true, diagnostics: report.all(), pageMap, files: written.sort(), pages: pageMap.pages.length, compiled: compiledCount }
}

/** A compiled page without its code. */
function factsOf({ code: _code, ...facts }: CompiledPage): PageFacts {
  return facts
}

/** Reads the content and plans the page map (the first stages of a build, and `site build --json`). */
export async function planSite(config: SiteConfig, report: Report, options: { includeDrafts?: boolean } = {}): Promise<{ tree: ContentTree; pageMap: PageMap }> {
  const tree = await scanContent({ root: config.root, contentDir: config.contentDir, generators: config.generators as Generator[] }, report)
  const metas = await loadMetas(tree, config.root, report)
  const pageMap = planPages(tree, metas, config, report, { includeDrafts: options.includeDrafts })
  checkPublicFiles(tree.publicFiles, plannedOutputs(pageMap), config.root, report)
  return { tree, pageMap }
}

/** The files the page map makes the build write: pages, redirects and the error pages. */
function plannedOutputs(pageMap: PageMap): BuiltOutput[] {
  return [
    ...pageMap.pages.map((p) => ({ file: routeToFile(p.route), from: `the page ${p.route} rendered from ${pageMap.files.get(p.file)?.displayPath ?? p.file}` })),
    ...Object.keys(pageMap.redirects).map((from) => ({ file: routeToFile(from), from: `the redirect from ${from} in site.config.ts` })),
    { file: '404.html', from: 'the 404 page' },
    { file: '500.html', from: 'the 500 page' },
  ]
}

/** Makes the page jobs of a page map: navigation and alternates computed once, shared by every job. */
export function jobFactory(pageMap: PageMap, blog?: BlogPlan, lastUpdated?: (file: ContentFile) => string | undefined) {
  const navIndex = buildNavIndex(pageMap)
  const alternates = alternatesByFile(pageMap.pages)
  const sourceOf = (page: MdxPageEntry) => {
    const file = pageMap.files.get(page.file)!
    return { text: normalizeSource(file.source), displayPath: file.displayPath, format: (page.file.endsWith('.md') ? 'md' : 'mdx') as 'md' | 'mdx' }
  }
  return {
    sourceOf,
    /** The job for `page`; with `compiled` it skips compilation. */
    job(page: MdxPageEntry, compiled?: CompiledPage): PageJob {
      return {
        page,
        compiled,
        source: sourceOf(page),
        nav: navIndex.get(page.route) ?? { sidebarFolder: '', breadcrumbs: [] },
        alternates: alternates.get(logicalKey(page.file)) ?? [],
        blog: blog?.posts.get(page.route),
        lastUpdated: lastUpdated?.(pageMap.files.get(page.file)!),
      }
    },
  }
}

/** Output file of a route: `/` → index.html, `/docs/intro` → docs/intro.html (served at /docs/intro). */
export function routeToFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`
}

/** What the blog plan needs from the configuration. */
export function blogOptions(config: SiteConfig) {
  return { siteUrl: config.siteUrl, pageSize: config.blog.pageSize, defaultLocale: config.i18n.defaultLocale, siteName: config.brand.name, description: config.description ?? config.brand.name }
}

/** The template-visible part of the configuration. */
export function siteData(config: SiteConfig): SiteData {
  const { siteUrl, brand, description, docsRepositoryBase, editLink, feedback, social, navbar, footer, head, banner, i18n, sidebar, primaryHue, marketing, search, blog } = config
  return { siteUrl, brand, description, docsRepositoryBase, editLink, feedback, social, navbar, footer, head, banner, i18n, sidebar, primaryHue, marketing, search, blog, newsletter: config.newsletter !== undefined }
}

/** For each page (by source path without extension and locale), the routes of its locales that are real translations. */
function alternatesByFile(pages: MdxPageEntry[]): Map<string, Array<{ locale: string; route: string }>> {
  const map = new Map<string, Array<{ locale: string; route: string }>>()
  for (const page of pages) {
    const key = logicalKey(page.file)
    const list = map.get(key) ?? []
    list.push({ locale: page.locale, route: page.route })
    map.set(key, list)
  }
  return map
}

/** A stage timer that reports elapsed milliseconds since the previous stage. */
function timer(onStage?: BuildOptions['onStage']) {
  let last = performance.now()
  return (name: string, detail?: string) => {
    const now = performance.now()
    onStage?.(name, now - last, detail)
    last = now
  }
}
