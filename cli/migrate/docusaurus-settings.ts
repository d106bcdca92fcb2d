/**
 * What a Docusaurus project's `docusaurus.config.*` says that a site config can hold, read from its
 * text (it is not run: it imports Docusaurus and its plugins): `title` (the brand), `tagline`, `url`
 * and `baseUrl`, `i18n` written as literals, the classic preset's `docs` and `blog` (their `path`
 * and `routeBasePath`, or `blog: false`; the docs' `editUrl` as docsRepositoryBase), and Mermaid. What is computed or has no counterpart
 * (navbar, footer, plugins, sidebars) is listed in `unmapped`. Pure.
 */
import { basePathProblem, siteOriginProblem } from '../../core/config/values.js'
import { languageName, objectOf, prettify, stringListOf, stringOf } from './config-text.js'

export interface DocusaurusSettings {
  config: Record<string, unknown>
  unmapped: string[]
  /** The docs plugin's folder (relative to the project) and the route its pages are under ('' for the site's root). */
  docs: { path: string; route: string }
  /** The blog plugin's, or none (`blog: false`, or a route that is not one folder name). */
  blog?: { path: string; route: string }
  /** The locales other than the default one. */
  otherLocales: string[]
}

const DEFAULT_DOCS = { path: 'docs', route: 'docs' }
const DEFAULT_BLOG = { path: 'blog', route: 'blog' }

/** Reads the settings of the Docusaurus project whose config file `file` holds `text`. */
export function readDocusaurusSettings(file: string, text: string, folderName: string): DocusaurusSettings {
  const config: Record<string, unknown> = {}
  const unmapped: string[] = []
  mapSite(text, file, config, unmapped, folderName)
  const locales = mapLocales(text, file, config, unmapped)
  const docsOptions = objectOf(text, 'docs')
  const docs = pluginPaths(docsOptions, DEFAULT_DOCS)
  // Its edit links name the repository's folder of the project, which content/ is now in.
  const editUrl = docsOptions && stringOf(docsOptions, 'editUrl')
  if (editUrl && /^https:\/\/\S+$/.test(editUrl)) config.docsRepositoryBase = editUrl.replace(/\/+$/, '')
  else if (docsOptions && /(?:^|[\s{,])editUrl\s*:/.test(docsOptions)) unmapped.push(`${file}: the docs' editUrl is computed; set docsRepositoryBase in site.config.ts for "Edit this page" links`)
  if (docs.route.includes('/')) {
    unmapped.push(`${file}: the docs' routeBasePath '/${docs.route}' is more than one folder: the docs are copied to content/${docs.route.split('/')[0]}/; move them if their routes matter`)
    docs.route = docs.route.split('/')[0]!
  }
  config.docs = { folder: docs.route || '/' }
  const blog = /(?:^|[\s{,])blog\s*:\s*false\b/.test(text) ? undefined : pluginPaths(objectOf(text, 'blog'), DEFAULT_BLOG)
  if (blog && !/^[a-z0-9][a-z0-9_-]*$/.test(blog.route)) unmapped.push(`${file}: the blog's routeBasePath '/${blog.route}' is not one folder name: the blog is not copied`)
  const kept = blog && /^[a-z0-9][a-z0-9_-]*$/.test(blog.route) ? blog : undefined
  if (kept) config.blog = { folder: kept.route }
  if (/(?:^|[\s{,])mermaid\s*:\s*true\b/.test(text) || text.includes('@docusaurus/theme-mermaid')) config.mermaid = true
  noteUnmapped(text, file, unmapped)
  return { config, unmapped, docs, blog: kept, otherLocales: locales }
}

/** The brand, description, site URL and basePath. */
function mapSite(text: string, file: string, config: Record<string, unknown>, unmapped: string[], folderName: string): void {
  const url = stringOf(text, 'url')?.replace(/\/+$/, '')
  const origin = url && /^https:\/\//.test(url) && !siteOriginProblem(url) ? url : undefined
  config.siteUrl = origin ?? 'https://example.com'
  if (!origin) unmapped.push(`${file}: ${url ? `url ${url} is not an https origin` : 'no literal url'}; set siteUrl in site.config.ts (https://example.com is written for now)`)
  const baseUrl = stringOf(text, 'baseUrl')
  const problem = baseUrl === undefined ? undefined : basePathProblem(baseUrl.replace(/\/+$/, '') || '/')
  if (baseUrl && baseUrl !== '/' && !problem) config.basePath = baseUrl.replace(/\/+$/, '')
  else if (problem) unmapped.push(`${file}: baseUrl ${JSON.stringify(baseUrl)} is not carried over: ${problem}; set basePath in site.config.ts`)
  config.brand = { name: stringOf(text, 'title') ?? prettify(folderName) }
  const tagline = stringOf(text, 'tagline')
  if (tagline) config.description = tagline
}

/** The locales of `i18n` written as literals; returns those other than the default. */
function mapLocales(text: string, file: string, config: Record<string, unknown>, unmapped: string[]): string[] {
  const i18n = objectOf(text, 'i18n')
  const locales = i18n ? stringListOf(i18n, 'locales') : []
  if (!locales.length) {
    if (/(?:^|[\s{,])i18n\b/.test(text)) unmapped.push(`${file}: i18n is not written as literals here; set i18n in site.config.ts (the translations under i18n/<locale>/ are copied for no locale)`)
    return []
  }
  const defaultLocale = stringOf(i18n!, 'defaultLocale') ?? locales[0]!
  if (locales.length > 1) config.i18n = { defaultLocale, locales: locales.map((locale) => ({ locale, text: languageName(locale) })) }
  return locales.filter((locale) => locale !== defaultLocale)
}

/** A content plugin's folder and route base from its options' text, with the defaults. */
function pluginPaths(options: string | undefined, defaults: { path: string; route: string }): { path: string; route: string } {
  const folder = (options && stringOf(options, 'path')) ?? defaults.path
  const route = (options && stringOf(options, 'routeBasePath')) ?? defaults.route
  return { path: folder.replace(/^\.\/|\/+$/g, ''), route: route.replace(/^\/+|\/+$/g, '') }
}

/** What the config sets that has no counterpart here. */
function noteUnmapped(text: string, file: string, unmapped: string[]): void {
  if (/(?:^|[\s{,])sidebarPath\s*:/.test(text) || text.includes('sidebars')) unmapped.push(`${file}: the sidebars file is not read: pages are ordered by their sidebar_position and _category_ files, else by name (write _meta.json files for another order)`)
  if (objectOf(text, 'navbar')) unmapped.push(`${file}: themeConfig.navbar: write its links as navbar.items in site.config.ts`)
  if (objectOf(text, 'footer')) unmapped.push(`${file}: themeConfig.footer: write its links as footer.links in site.config.ts`)
  if (/(?:^|[\s{,])plugins\s*:\s*\[\s*[^\]\s]/.test(text)) unmapped.push(`${file}: plugins are not run; what they add (client redirects, PWA, ideal images…) is not built`)
  if (/(?:remark|rehype)Plugins\s*:\s*\[\s*[^\]\s]/.test(text)) unmapped.push(`${file}: remark and rehype plugins are not run (npm2yarn fences are built in)`)
}
