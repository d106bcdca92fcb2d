/**
 * Locale-less links on localized pages, as Next.js i18n routing (Nextra 2) resolves them: on a page
 * of a locale other than the default, an internal link `/docs/x` goes to `/<locale>/docs/x` when
 * that page exists (a translation or its "not translated yet" fallback); links that already name a
 * locale, files (`/img/a.png`) and routes the locale lacks stay as written. Before that, a link to
 * the path of a page whose front matter gives it another route (`slug`, Docusaurus's `id`: the
 * link was written to its file, `./intro.md`) goes to that route. The render (an `a` component)
 * and the link check use the same rules. Pure but for the React element.
 */
import { createElement, type ComponentType } from 'react'
import type { FolderEntry, MdxPageEntry, NavEntry } from '../core/page-map.js'

export interface LocaleLinks {
  /** This locale's route prefix (`/fr`). */
  prefix: string
  /** Every locale prefix of the site, to leave links that already name one alone. */
  prefixes: string[]
  /** The page routes of this locale. */
  routes: Set<string>
  /** The routes of the site's pages that front matter moved from their paths, by the route their path gives (`MdxPageEntry.pathRoute`). */
  moved: Map<string, string>
  /** The last segment of each path in `moved`: a link ending otherwise is not resolved to be looked up. */
  movedNames: Set<string>
}

/** Whether links on pages of `links`' locale are written otherwise than as they are in the content. */
export function rewritesLinks(links: LocaleLinks): boolean {
  return links.prefix !== '' || links.moved.size > 0
}

/** `href`, on the page at `route`, as it should be written: to a moved page's route, then to the locale's page. */
export function pageHref(href: string, route: string, links: LocaleLinks): string {
  return localizeHref(links.moved.size ? movedHref(href, route, links) : href, links)
}

/** `href` pointing at the route of a page moved from its path, when it points at that path (an absolute path then, with its query and anchor). */
function movedHref(href: string, route: string, links: LocaleLinks): string {
  if (href === '' || href.startsWith('#') || href.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href
  // Most links end in a name no moved page has: no URL parse for them (0.85 µs a link, every link of every page).
  const name = lastSegment(href)
  if (name !== '' && name !== '.' && name !== '..' && !links.movedNames.has(name) && !links.movedNames.has(safeDecode(name))) return href
  const { moved } = links
  let url: URL
  try {
    url = new URL(href, `https://site.invalid${route}`)
  } catch {
    return href
  }
  if (url.host !== 'site.invalid') return href
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname
  const to = moved.get(pathname) ?? moved.get(safeDecode(pathname))
  return to === undefined ? href : `${to}${url.search}${url.hash}`
}

/** The last segment of an href's path (`../a/b.md?x#y` → `b.md`, `a/` → `a`). */
function lastSegment(href: string): string {
  const end = href.search(/[?#]/)
  const path = end === -1 ? href : href.slice(0, end)
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path
  return trimmed.slice(trimmed.lastIndexOf('/') + 1)
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname).normalize('NFC')
  } catch {
    return pathname
  }
}

/** `href` as it should be written on a page of the locale `links` describes. */
export function localizeHref(href: string, links: LocaleLinks): string {
  if (!links.prefix || !href.startsWith('/') || href.startsWith('//')) return href
  const end = href.search(/[?#]/)
  const pathname = end === -1 ? href : href.slice(0, end)
  const lower = pathname.toLowerCase()
  if (links.prefixes.some((p) => lower === p || lower.startsWith(`${p}/`))) return href
  const target = pathname === '/' ? links.prefix : `${links.prefix}${pathname.replace(/\/$/, '')}`
  return links.routes.has(target) ? `${target}${end === -1 ? '' : href.slice(end)}` : href
}

const cache = new WeakMap<object, Map<string, LocaleLinks>>()

/** The LocaleLinks of `locale` (computed once per set of trees). */
export function localeLinksOf(trees: Record<string, FolderEntry>, locale: string, i18n: { defaultLocale: string; locales: Array<{ locale: string }> }): LocaleLinks {
  const byLocale = cache.get(trees) ?? new Map<string, LocaleLinks>()
  cache.set(trees, byLocale)
  let links = byLocale.get(locale)
  if (!links) {
    const prefixOf = (l: string) => (l === i18n.defaultLocale ? '' : `/${l.toLowerCase()}`)
    const tree = trees[locale]
    links = { prefix: prefixOf(locale), prefixes: i18n.locales.map((l) => prefixOf(l.locale)).filter(Boolean), routes: tree ? routesOfTree(tree) : new Set(), ...movedRoutes(trees) }
    byLocale.set(locale, links)
  }
  return links
}

/** The page routes of one locale's navigation tree. */
export function routesOfTree(root: FolderEntry): Set<string> {
  const routes = new Set<string>()
  eachPage(root, (page) => routes.add(page.route))
  return routes
}

/** The routes of pages moved from their paths, by path, in every locale (a path that is also a page's route stays that page's), made once per set of trees. */
function movedRoutes(trees: Record<string, FolderEntry>): Pick<LocaleLinks, 'moved' | 'movedNames'> {
  let found = movedCache.get(trees)
  if (!found) movedCache.set(trees, (found = movedRoutesOf(trees)))
  return found
}

const movedCache = new WeakMap<object, Pick<LocaleLinks, 'moved' | 'movedNames'>>()

function movedRoutesOf(trees: Record<string, FolderEntry>): Pick<LocaleLinks, 'moved' | 'movedNames'> {
  const moved = new Map<string, string>()
  const routes = new Set<string>()
  for (const tree of Object.values(trees)) {
    eachPage(tree, (page) => {
      routes.add(page.route)
      if (page.pathRoute) moved.set(page.pathRoute, page.route)
    })
  }
  for (const path of moved.keys()) if (routes.has(path)) moved.delete(path)
  return { moved, movedNames: new Set([...moved.keys()].map((path) => path.slice(path.lastIndexOf('/') + 1))) }
}

function eachPage(root: FolderEntry, each: (page: MdxPageEntry) => void): void {
  const visit = (entry: NavEntry) => {
    if (entry.kind === 'MdxPage') each(entry)
    else if (entry.kind === 'Folder') {
      if (entry.index) each(entry.index)
      entry.children.forEach(visit)
    }
  }
  visit(root)
}

type AnchorProps = { href?: unknown } & Record<string, unknown>

/** An MDX `a` on the page at `route` that writes its href by `pageHref`, rendering `inner` (the site's own `a`) or a plain anchor. */
export function localizedAnchor(links: LocaleLinks, route: string, inner?: ComponentType<AnchorProps>): ComponentType<AnchorProps> {
  return function LocalizedLink(props: AnchorProps) {
    const href = typeof props.href === 'string' ? pageHref(props.href, route, links) : props.href
    return createElement(inner ?? 'a', { ...props, href })
  }
}
