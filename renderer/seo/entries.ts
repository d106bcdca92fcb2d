/**
 * The indexable URLs of a build, each with its translations: pages of the page map (grouped by
 * source path without locale suffix or folder) and blog listing pages (grouped by their route
 * without locale prefix). Shared by the sitemap and the head's hreflang links. Pure.
 */
import type { MdxPageEntry, PageMap } from '../../core/page-map.js'
import type { BlogPageSpec } from '../blog/model.js'
import type { ContentFile } from '../../core/page-map.js'
import { isIndexable } from './indexable.js'
import { localeFolderOf } from '../locale-folder.js'
import type { SitemapEntry } from './sitemap.js'
import { absoluteUrl } from '../../core/absolute-url.js'
import { ownLastUpdated } from '../peer-frontmatter.js'

export interface EntryOptions {
  siteUrl: string
  defaultLocale: string
  /** ISO time a source file last changed. */
  lastUpdated?: (file: ContentFile) => string | undefined
}

/**
 * A source path without extension, locale suffix and locale folder, the same for a page's every
 * translation: `docs/intro.fr.mdx` and `fr/docs/intro.mdx` → `docs/intro`. `locales` are the site's.
 */
function logicalKey(file: string, locales: readonly string[]): string {
  return localeFolderOf(file, locales).path.replace(/\.(mdx|md)$/, '').replace(/\.[a-z]{2,3}(-[A-Za-z0-9]+)*$/, '')
}

/** `logicalKey` for the pages of `pageMap` (which has a tree per locale of the site). */
export function logicalKeyOf(pageMap: PageMap): (file: string) => string {
  const locales = Object.keys(pageMap.trees)
  return (file) => logicalKey(file, locales)
}

/** Sitemap entries of every indexable page and listing page, in page-map order. */
export function sitemapEntries(pageMap: PageMap, listings: BlogPageSpec[], options: EntryOptions): SitemapEntry[] {
  const pages = pageMap.pages.filter(isIndexable)
  const keyOf = logicalKeyOf(pageMap)
  const pageGroups = groupBy(pages, (p) => keyOf(p.file))
  const listingGroups = groupBy(listings, (l) => l.baseRoute)
  const entry = (route: string, group: Array<{ locale: string; route: string }>, lastmod?: string): SitemapEntry => ({
    loc: absoluteUrl(route, options.siteUrl),
    lastmod,
    alternates: hreflangs(group, options),
  })
  return [
    ...pages.map((p) => entry(p.route, pageGroups.get(keyOf(p.file))!, lastmodOf(p, pageMap, options))),
    ...listings.map((l) => entry(l.route, listingGroups.get(l.baseRoute)!)),
  ]
}

/** hreflang links of a group of translations (none when the page has no translation), x-default last. */
export function hreflangs(group: Array<{ locale: string; route: string }>, options: Pick<EntryOptions, 'siteUrl' | 'defaultLocale'>): Array<{ hreflang: string; href: string }> {
  if (group.length < 2) return []
  const links = group.map((g) => ({ hreflang: g.locale, href: absoluteUrl(g.route, options.siteUrl) }))
  const fallback = group.find((g) => g.locale === options.defaultLocale)
  return fallback ? [...links, { hreflang: 'x-default', href: absoluteUrl(fallback.route, options.siteUrl) }] : links
}

function lastmodOf(page: MdxPageEntry, pageMap: PageMap, options: EntryOptions): string | undefined {
  const file = pageMap.files.get(page.file)
  return ownLastUpdated(page.frontMatter) ?? (file && options.lastUpdated?.(file))
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = map.get(k)
    if (list) list.push(item)
    else map.set(k, [item])
  }
  return map
}
