/**
 * The outputs without a source file: the 404 and 500 documents, the blog's listing pages (kept
 * between builds, as the 404 and 500 are), the route list the 404 page suggests from
 * (`_site/routes.<hash>.json`), the document of each configured redirect, and the search-engine
 * files (sitemap, robots.txt; seo/) and the LLM-readable ones (each page's `.md` twin, llms.txt;
 * llms/). The same for `build` and for `site dev` (which renders a listing when it is asked for).
 */
import { navbarEntries } from './nav.js'
import { hash } from './hashes.js'
import type { Site } from './site.js'
import { cacheDir } from './cache-dirs.js'
import { keptDocument } from './kept-document.js'
import type { OutputFile } from '../core/compiled-page.js'
import { seoFiles } from './seo/files.js'
import { llmsBuildFiles, llmsSite } from './llms/files.js'
import type { FolderEntry, MdxPageEntry } from '../core/page-map.js'
import type { BlogPageSpec } from './blog/model.js'
import { blogPageData } from './blog/pages.js'
import { renderDocument } from '../templates/render-document.js'
import { renderErrorDocument, renderRedirectDocument } from '../templates/render-special.js'
import { localizedSite } from './site-locale.js'
import { siteRootUrl } from '../core/absolute-url.js'

/** The list of visible routes with their titles, under a content-hashed name. */
export function routeListFile(site: Site): OutputFile {
  const list = JSON.stringify(site.pageMap.pages.filter((p) => !p.fallback && p.display !== 'hidden').map((p) => [p.route, p.title]))
  return { path: `_site/routes.${hash(list)}.json`, contents: list }
}

/** The 404 or 500 document in `locale` (default: the default locale): its texts and navbar and, on the 404, suggestions from the route list. */
export function errorDocument(site: Site, kind: 404 | 500, routeList: OutputFile = routeListFile(site), locale = site.config.i18n.defaultLocale): string {
  const inputs = { kind, site: localizedSite(site.context.site, locale), assets: site.context.assets, locale, navbar: navbarEntries(site.pageMap.trees[locale]!), routesUrl: `/${routeList.path}` }
  return keptDocument(cacheDir(site.config, site.options, 'documents'), `${kind}-${locale}`, inputs, () =>
    renderErrorDocument(kind, inputs.site, inputs.assets, { locale, navbar: inputs.navbar, routesUrl: inputs.routesUrl }),
  )
}

/**
 * The document of a blog listing page, kept under the data it is rendered from (its locale's
 * navigation tree standing in by the tree's hash): this website's 16 listings took ~50 ms of every
 * build's main thread, a one-page edit's 0.6 s.
 */
export function blogListingDocument(site: Site, spec: BlogPageSpec, routes: ReadonlySet<string>): string {
  const data = blogPageData(spec, site.context, routes)
  const { Content: _content, nav, ...rest } = data
  const inputs = { ...rest, nav: { ...nav, root: treeId(nav.root) } }
  return keptDocument(cacheDir(site.config, site.options, 'documents'), `blog-${hash(spec.route)}`, inputs, () => renderDocument(data))
}

/** Each navigation tree's hash, made once (a build's listings of one locale share its tree). */
const treeIds = new WeakMap<FolderEntry, string>()

function treeId(tree: FolderEntry): string {
  let id = treeIds.get(tree)
  if (id === undefined) treeIds.set(tree, (id = hash(JSON.stringify(tree))))
  return id
}

/** The 404 document of each locale but the default one, at `<locale>/404.html` (hosts serve the nearest 404.html), unless the site has its own page there. */
export function localeNotFoundFiles(site: Site, routeList: OutputFile): OutputFile[] {
  const { defaultLocale, locales } = site.config.i18n
  return locales
    .filter((l) => l.locale !== defaultLocale && !site.pageMap.pages.some((p) => p.locale === l.locale && p.route === `/${l.locale.toLowerCase()}/404`))
    .map((l) => ({ path: `${l.locale.toLowerCase()}/404.html`, contents: errorDocument(site, 404, routeList, l.locale) }))
}

/** The locale whose section holds `route` (`/fr/x` → fr), else the default locale. */
export function localeOfRoute(site: Site, route: string): string {
  const lower = route.toLowerCase()
  const match = site.config.i18n.locales.find((l) => l.locale !== site.config.i18n.defaultLocale && (lower === `/${l.locale.toLowerCase()}` || lower.startsWith(`/${l.locale.toLowerCase()}/`)))
  return match?.locale ?? site.config.i18n.defaultLocale
}

/** The document served at a redirect's source route, or undefined when `route` is not one. */
export function redirectDocument(site: Site, route: string): string | undefined {
  const to = Object.hasOwn(site.pageMap.redirects, route) ? site.pageMap.redirects[route] : undefined
  return to === undefined ? undefined : renderRedirectDocument(to, site.context.site)
}

/** sitemap.xml (or its index and parts) and robots.txt, unless public/ has its own. */
export function searchEngineFiles(site: Site): OutputFile[] {
  const { pageMap, blog, config, lastUpdated } = site
  const publicPaths = publicPathsOf(site)
  return seoFiles({ pageMap, listings: blog.pages, publicPaths, lastUpdated, siteUrl: siteRootUrl(config.siteUrl, config.basePath), defaultLocale: config.i18n.defaultLocale })
}

/** The `.md` twin of every indexable page and each locale's llms.txt and llms-full.txt, unless public/ has the same path. */
export function llmsFiles(site: Site, markdownOf: (page: MdxPageEntry) => string | undefined): OutputFile[] {
  return llmsBuildFiles(site.pageMap, llmsSite(site.config), markdownOf, publicPathsOf(site))
}

/** Output paths of the public files (they win over generated files of the same path). */
export function publicPathsOf(site: Site): Set<string> {
  return new Set(site.tree.publicFiles.map((f) => f.relPath))
}
