/**
 * One output at a time, for `site dev`: `renderRoute` renders what `build` writes at a route's
 * HTML file, `siteFile` produces any other output file (assets, route list, search index and
 * shards, feeds, image variants). Same site, same render context, same bytes as the build.
 * Pages compiled here are kept in `site.live.compiled` until `update` says their file changed.
 */
import { availableParallelism } from 'node:os'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { relativeAssets, rewriteHtml } from './stages/relative-assets.js'
import type { Diagnostic } from './diagnostics.js'
import type { MdxPageEntry } from '../core/page-map.js'
import { createPagePool, type PagePool } from './workers/pool.js'
import { utf8Text } from './utf8.js'
import { posixRelative } from './paths.js'
import { unplannedRoute } from './stages/plan.js'
import { renderBlogPage } from './blog/pages.js'
import { localeIndexFiles, searchLocaleOf, searchPointerFiles } from './stages/search.js'
import type { CompiledPage, OutputFile } from '../core/compiled-page.js'
import { isSearchable } from './search/index-data.js'
import { missingComponents } from './component-check.js'
import { componentNames } from './page-components.js'
import type { Site } from './site.js'
import { errorDocument, llmsFiles, localeOfRoute, publicPathsOf, redirectDocument, routeListFile, searchEngineFiles } from './special-pages.js'
import { isIndexable } from './seo/indexable.js'
import { LLMS_FILE, twinFile } from './llms/files.js'
import { SEO_FILE } from './seo/files.js'

export interface RouteResult {
  /** 200, 404 (html is the 404 page) or 500 (the page did not compile or render; see diagnostics). */
  status: 200 | 404 | 500
  html?: string
  diagnostics: Diagnostic[]
}

/** The document of `route`: a page, a blog listing, a redirect, or the 404 page. */
export async function renderRoute(site: Site, route: string): Promise<RouteResult> {
  const listing = site.routes.listings.get(route)
  if (listing) return { status: 200, html: renderBlogPage(listing, site.context, new Set(site.blog.routes)), diagnostics: [] }
  const page = site.routes.pages.get(route)
  if (!page) return missingRoute(site, route)
  const started = site.live.generation
  const fromCache = site.live.compiled.get(page.file)
  const result = await pagePool(site).run(site.jobs.job(page, fromCache))
  if (result.compiled && started === site.live.generation) site.live.compiled.set(page.file, result.compiled)
  const { text, displayPath } = site.jobs.sourceOf(page)
  const missing = missingComponents((result.compiled ?? fromCache)?.components, displayPath, componentNames(site.components.loaded?.names), site.config.strict)
  const diagnostics = [...result.diagnostics, ...missing].map((d) => ({ ...d, sourceText: d.line && d.file === displayPath ? text : undefined }))
  if (result.html === undefined) return { status: 500, diagnostics }
  return { status: 200, html: rewriteHtml(utf8Text(result.html), relativeAssetsOf(site, page, result.compiled ?? fromCache)), diagnostics }
}

/** A route without a page: a redirect, a page dropped by a plan error (its errors), or the 404 page (the site's own content/404.mdx when it has one). */
async function missingRoute(site: Site, route: string): Promise<RouteResult> {
  const redirect = redirectDocument(site, route)
  if (redirect !== undefined) return { status: 200, html: redirect, diagnostics: [] }
  // A page whose front matter or path is wrong is not in the page map: show its errors, not a 404.
  const known = site.live.knownRoutes.get(route)
  const planErrors = site.report.errors().filter((d) => d.file === known || (d.file && pathRoute(site, d.file) === route))
  if (planErrors.length) return { status: 500, diagnostics: planErrors }
  if (site.routes.pages.has('/404')) return { ...(await renderRoute(site, '/404')), status: 404 }
  return { status: 404, html: errorDocument(site, 404, undefined, localeOfRoute(site, route)), diagnostics: [] }
}

/** The route the page file at `displayPath` has by its path and locale (`content/fr/docs/a/index.mdx` → `/fr/docs/a`). */
function pathRoute(site: Site, displayPath: string): string | undefined {
  const content = posixRelative(site.config.root, site.config.contentDir)
  const relPath = content ? (displayPath.startsWith(`${content}/`) ? displayPath.slice(content.length + 1) : undefined) : displayPath
  return relPath && /\.(mdx|md)$/.test(relPath) ? unplannedRoute(relPath, site.config) : undefined
}

/** The output file at `file` (output-relative, e.g. `_site/site.1a2b.css`) other than a route's HTML, or undefined. */
export async function siteFile(site: Site, file: string): Promise<string | Uint8Array | undefined> {
  if (!file.startsWith('_site/')) return generatedFile(site, file)
  const asset = site.assets.files.find((f) => f.path === file)
  if (asset) return asset.contents
  if (file.startsWith('_site/routes.')) {
    const routeList = routeListFile(site)
    return file === routeList.path ? routeList.contents : undefined
  }
  if (file.startsWith('_site/cards/')) return cardFile(site, file)
  const locale = searchLocaleOf(site.search, file)
  if (locale !== undefined) return (await searchFiles(site, locale)).find((f) => f.path === file)?.contents
  const imported = importedFile(site, file)
  if (imported) return typeof imported === 'string' ? readFile(imported) : imported.text
  const variant = await site.images.variant(file)
  return variant && 'from' in variant ? readFile(variant.from) : variant
}

/** A social card: every page's job registers its card, so one asked for before its page was rendered is found too. */
async function cardFile(site: Site, file: string): Promise<Uint8Array | undefined> {
  const found = await site.cards.file(file)
  if (found) return found
  for (const page of site.pageMap.pages) site.jobs.job(page)
  return site.cards.file(file)
}

/** A file made from the whole site outside `_site/`: a feed, the sitemap or robots.txt, a page's `.md` twin, llms.txt. */
async function generatedFile(site: Site, file: string): Promise<string | Uint8Array | undefined> {
  const pointer = searchPointerFiles(site.search).find((f) => f.path === file)
  if (pointer) return pointer.contents
  const feed = site.blog.feeds.find((f) => f.path === file)
  if (feed) return feed.contents
  if (publicPathsOf(site).has(file)) return undefined
  if (SEO_FILE.test(file)) return searchEngineFiles(site).find((f) => f.path === file)?.contents
  const page = file.endsWith('.md') ? site.routes.pages.get(file === 'index.md' ? '/' : `/${file.slice(0, -'.md'.length)}`) : undefined
  if (page) return twinFile(page, (await compiledFor(site, page))?.markdown)?.contents
  if (!LLMS_FILE.test(file)) return undefined
  const pages = site.pageMap.pages.filter(isIndexable)
  const compiled = await Promise.all(pages.map((p) => compiledFor(site, p)))
  const markdown = new Map(pages.map((p, i) => [p.file, compiled[i]?.markdown]))
  return llmsFiles(site, (p) => markdown.get(p.file)).find((f) => f.path === file)?.contents
}

/** The files `page` references relatively, as the build publishes them (stages/relative-assets.ts). */
function relativeAssetsOf(site: Site, page: MdxPageEntry, compiled: CompiledPage | undefined) {
  const { contentDir } = site.config
  const found = compiled ? relativeAssets(compiled.links.map((l) => l.href), path.join(contentDir, page.file), contentDir, new Map()) : []
  site.relativeAssets.set(page.file, found)
  return found
}

/** The source (or made text) of a file a page compiled so far imports or references relatively (`_site/media/…`), if `file` is one. */
function importedFile(site: Site, file: string): string | { text: string } | undefined {
  for (const assets of site.relativeAssets.values()) for (const asset of assets) if (asset.path === file && asset.from) return asset.from
  const imported = [...(site.components.loaded?.assets ?? []), ...[...site.live.compiled.values()].flatMap((c) => c.assets ?? [])]
  const asset = imported.find((a) => a.path === file)
  return asset && (asset.text !== undefined ? { text: asset.text } : asset.from)
}

/** Stops the workers of the site. */
export async function closeSite(site: Site): Promise<void> {
  await Promise.all([site.live.pool?.close(), site.live.searchPool?.close()])
  site.live.pool = site.live.searchPool = undefined
}

/** The worker that renders routes: one, loading the renderer while the first request waits. */
function pagePool(site: Site): PagePool {
  return (site.live.pool ??= createPagePool(site.context, { threads: 1, warm: true, pageTimeout: () => site.config.build.pageTimeout }))
}

/**
 * The current index of `locale` and its shards, made once per update; compiles the searchable
 * pages not compiled yet. Kept by the index's file, made from the plan of the moment it was asked
 * for: a request that comes while an update is under way can never leave files of an old name
 * where the new name is looked up.
 */
function searchFiles(site: Site, locale: string): Promise<OutputFile[]> {
  const { live, pageMap, search } = site
  const name = search.files[locale]!
  let files = live.searchFiles.get(name)
  if (!files) {
    const pages = pageMap.pages.filter((p) => p.locale === locale && isSearchable(p))
    files = Promise.all(pages.map((p) => compiledFor(site, p))).then((compiled) => {
      const found = new Map(pages.map((p, i) => [p.file, compiled[i]]))
      return localeIndexFiles(pageMap, search, locale, (p) => found.get(p.file))
    })
    live.searchFiles.set(name, files)
  }
  return files
}

/** The compiled form of a page, compiling it on the search workers when needed (one compile per file at a time). */
function compiledFor(site: Site, page: MdxPageEntry): Promise<CompiledPage | undefined> {
  const { live } = site
  const done = live.compiled.get(page.file)
  if (done) return Promise.resolve(done)
  let pending = live.compiling.get(page.file)
  if (!pending) {
    const started = live.generation
    live.searchPool ??= createPagePool(site.context, { threads: Math.max(1, Math.min(4, availableParallelism() - 1)), pageTimeout: () => site.config.build.pageTimeout })
    pending = live.searchPool.run(site.jobs.job(page)).then(
      (result) => {
        if (started === live.generation && result.compiled) live.compiled.set(page.file, result.compiled)
        return result.compiled
      },
      () => undefined,
    )
    live.compiling.set(page.file, pending)
  }
  return pending
}
