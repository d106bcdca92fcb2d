/**
 * Locale-less links on localized pages, as Next.js i18n routing (Nextra 2) resolves them: on a page
 * of a locale other than the default, an internal link `/docs/x` goes to `/<locale>/docs/x` when
 * that page exists (a translation or its "not translated yet" fallback); links that already name a
 * locale, files (`/img/a.png`) and routes the locale lacks stay as written. The render (an `a`
 * component) and the link check use the same rule. Pure but for the React element.
 */
import { createElement, type ComponentType } from 'react'
import type { FolderEntry, NavEntry } from '../core/page-map.js'

export interface LocaleLinks {
  /** This locale's route prefix (`/fr`). */
  prefix: string
  /** Every locale prefix of the site, to leave links that already name one alone. */
  prefixes: string[]
  /** The page routes of this locale. */
  routes: Set<string>
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
    links = { prefix: prefixOf(locale), prefixes: i18n.locales.map((l) => prefixOf(l.locale)).filter(Boolean), routes: tree ? routesOfTree(tree) : new Set() }
    byLocale.set(locale, links)
  }
  return links
}

/** The page routes of one locale's navigation tree. */
export function routesOfTree(root: FolderEntry): Set<string> {
  const routes = new Set<string>()
  const visit = (entry: NavEntry) => {
    if (entry.kind === 'MdxPage') routes.add(entry.route)
    else if (entry.kind === 'Folder') {
      if (entry.index) routes.add(entry.index.route)
      entry.children.forEach(visit)
    }
  }
  visit(root)
  return routes
}

type AnchorProps = { href?: unknown } & Record<string, unknown>

/** An MDX `a` that localizes its href, rendering `inner` (the site's own `a`) or a plain anchor. */
export function localizedAnchor(links: LocaleLinks, inner?: ComponentType<AnchorProps>): ComponentType<AnchorProps> {
  return function LocalizedLink(props: AnchorProps) {
    const href = typeof props.href === 'string' ? localizeHref(props.href, links) : props.href
    return createElement(inner ?? 'a', { ...props, href })
  }
}
