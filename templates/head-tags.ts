/**
 * What a page's `<head>` holds, as a list of tags in document order: title, description,
 * canonical and alternate links, social meta, the pre-paint theme script, the page's and the
 * config's extra tags, the preloaded body font, stylesheets, the page script (only when the page
 * has something interactive; see render-document.tsx) and the JSON-LD graph. Head.tsx writes them
 * out. Pure.
 */
import type { PageData } from './page-data.js'
import { LOCALES_ID, themeScript } from './theme/ThemeScript.js'
import { socialMeta } from './seo/social-meta.js'
import { pageGraph } from './seo/json-ld.js'
import { safeJson } from './support/json.js'
import { isNoindex } from './seo/noindex.js'
import { localeHome } from './support/links.js'
import { absoluteUrl } from '../core/absolute-url.js'
import { withBase } from '../core/base-path.js'

/**
 * A tag: its attributes by React's prop names (`charSet`, `hrefLang`, `crossOrigin`; undefined ones
 * are left out), its text (`<title>`) or its raw contents (scripts). `config` marks the config's own
 * `head` tags, whose attributes may be anything: React writes those.
 */
export interface HeadTag {
  name: 'meta' | 'title' | 'link' | 'script'
  attributes: Record<string, string | undefined>
  text?: string
  html?: string
  config?: boolean
}

export function headTags(data: PageData, script: string | undefined): HeadTag[] {
  const { page, site } = data
  const title = pageTitle(data)
  const description = (page.frontMatter.description as string | undefined) ?? site.description
  const meta = (attributes: HeadTag['attributes']): HeadTag => ({ name: 'meta', attributes })
  const link = (attributes: HeadTag['attributes']): HeadTag => ({ name: 'link', attributes })
  // Pushed one list, not one literal of spreads: V8 deoptimized the spreads each time a page's
  // lists had another shape and optimized it again, ~130 ms of compiling each time (issue 20).
  const tags: HeadTag[] = [meta({ charSet: 'utf-8' }), meta({ name: 'viewport', content: 'width=device-width, initial-scale=1' }), { name: 'title', attributes: {}, text: title }]
  if (description) tags.push(meta({ name: 'description', content: description }))
  pushAll(tags, themeScripts(data))
  tags.push(link({ rel: 'canonical', href: data.canonical }))
  for (const attributes of hrefLangs(data)) tags.push(link(attributes))
  for (const m of socialMeta(data, title, description)) tags.push(namedMeta(m))
  tags.push(meta({ name: 'theme-color', content: '#ffffff', media: '(prefers-color-scheme: light)' }), meta({ name: 'theme-color', content: '#111111', media: '(prefers-color-scheme: dark)' }))
  if (isNoindex(page.frontMatter)) tags.push(meta({ name: 'robots', content: 'noindex' }))
  for (const m of data.head?.meta ?? []) tags.push(namedMeta(m))
  for (const l of data.head?.links ?? []) tags.push(link({ rel: l.rel, type: l.type, title: l.title, href: l.href }))
  if (data.markdownUrl) tags.push(link({ rel: 'alternate', type: 'text/markdown', href: data.markdownUrl }))
  for (const attributes of site.head.meta) tags.push({ name: 'meta', attributes, config: true })
  for (const attributes of site.head.links) tags.push({ name: 'link', attributes, config: true })
  pushAll(tags, assetTags(data.assets.preload, data.assets.css, script))
  tags.push({ name: 'script', attributes: { type: 'application/ld+json' }, html: safeJson(pageGraph(data)) })
  return tags
}

function pushAll(into: HeadTag[], tags: HeadTag[]): void {
  for (const tag of tags) into.push(tag)
}

/** A `<meta>` of an Open Graph `property` or of a `name`. */
function namedMeta(m: { property?: string; name?: string; content: string | undefined }): HeadTag {
  return { name: 'meta', attributes: m.property ? { property: m.property, content: m.content } : { name: m.name, content: m.content } }
}

/** The locale routes' data block (when the page has translations) and the theme script. */
function themeScripts(data: PageData): HeadTag[] {
  const base = data.site.basePath ?? ''
  const routes = data.alternates.length > 1 ? Object.fromEntries(data.alternates.map((a) => [a.locale, withBase(base, a.route)])) : undefined
  const block: HeadTag[] = routes ? [{ name: 'script', attributes: { type: 'application/json', id: LOCALES_ID }, html: safeJson({ locale: data.locale, routes, ...(base && { home: `${base}/` }) }) }] : []
  return [...block, { name: 'script', attributes: {}, html: themeScript({ bannerKey: data.site.banner?.key }) }]
}

/** hreflang links to each translation, and x-default to the default locale's, when the page has translations. */
function hrefLangs(data: PageData): Array<HeadTag['attributes']> {
  if (data.alternates.length < 2) return []
  const abs = (route: string) => absoluteUrl(route, data.site.siteUrl)
  const fallback = data.alternates.find((a) => a.locale === data.site.i18n.defaultLocale)
  const links = data.alternates.map((a) => ({ rel: 'alternate', hrefLang: a.locale, href: abs(a.route) }))
  return fallback ? [...links, { rel: 'alternate', hrefLang: 'x-default', href: abs(fallback.route) }] : links
}

/** Font preloads, stylesheets and the module script. */
export function assetTags(preload: string[], css: string[], script: string | undefined): HeadTag[] {
  return [
    ...preload.map((href): HeadTag => ({ name: 'link', attributes: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: '' } })),
    ...css.map((href): HeadTag => ({ name: 'link', attributes: { rel: 'stylesheet', href } })),
    ...(script ? [{ name: 'script', attributes: { type: 'module', src: script } } satisfies HeadTag] : []),
  ]
}

/** `<title>`: the page title with " | {brand}", except on a home page (a locale's root index). */
export function pageTitle(data: PageData): string {
  const isHome = data.page.name === 'index' && data.page.route === localeHome(data.site, data.page.locale)
  return isHome ? data.page.title : `${data.page.title} | ${data.site.brand.name}`
}
