/**
 * Front matter keys of the peers' pages that say what Nextra's `theme` and this site's keys say,
 * read so a page moved unchanged keeps its layout:
 *
 * - the table of contents off: Docusaurus's `hide_table_of_contents: true`, Starlight's
 *   `tableOfContents: false`, VitePress's `outline: false`;
 * - previous/next links off: `prev: false` and `next: false` (Starlight, VitePress), or
 *   `pagination_prev: null` and `pagination_next: null` (Docusaurus), both of the pair; one of
 *   them, or another text or target for it, is the page's own link (pagerLink);
 * - Starlight's `sidebar: { label, order, hidden }` as `sidebar_label`, `sidebar_position` and a
 *   hidden `_meta` entry; its `pagefind: false` as `search: false`;
 * - VitePress's `layout: home` and Starlight's `template: splash` (a hero from front matter:
 *   templates/layouts/PeerHome.tsx): full width without sidebar, table of contents, pagination,
 *   breadcrumb or timestamp; VitePress's `layout: page`: no sidebar or table of contents;
 * - the page's own "Edit this page" target, or none (templates/support/links.ts `pageEditUrl`);
 * - the page's own last-updated date: Docusaurus's `last_update: { date }`, Starlight's
 *   `lastUpdated: 2025-01-31` (ownLastUpdated); Starlight's `lastUpdated: false` and VitePress's
 *   `lastUpdated: false` hide it.
 *
 * A page's own `theme` and the site's `_meta` still win. Pure.
 */
import type { MdxPageEntry } from '../core/page-map.js'
import type { NavLink } from '../templates/page-data.js'

type Theme = MdxPageEntry['theme']

export function peerTheme(fm: Record<string, unknown>): Partial<Theme> {
  // A home page drawn from its front matter (templates/layouts/PeerHome.tsx): full width, no navigation around it.
  if (fm.layout === 'home' || fm.template === 'splash') return { layout: 'full', sidebar: false, toc: false, pagination: false, breadcrumb: false, timestamp: false }
  // VitePress's `layout: page`: the content alone, without sidebar or outline.
  const theme: Partial<Theme> = fm.layout === 'page' ? { sidebar: false, toc: false } : {}
  if (fm.hide_table_of_contents === true || fm.tableOfContents === false || fm.outline === false) theme.toc = false
  if (fm.lastUpdated === false) theme.timestamp = false
  const off = (key: string) => key in fm && (fm[key] === false || fm[key] === null)
  if ((off('prev') && off('next')) || (off('pagination_prev') && off('pagination_next'))) theme.pagination = false
  return theme
}

/** Starlight's `sidebar` object of a page, the parts of it that are set. */
export function starlightSidebar(fm: Record<string, unknown>): { label?: string; order?: number; hidden?: boolean } {
  const sidebar = fm.sidebar
  if (!sidebar || typeof sidebar !== 'object' || Array.isArray(sidebar)) return {}
  const { label, order, hidden } = sidebar as Record<string, unknown>
  return {
    ...(typeof label === 'string' && label.trim() && { label }),
    ...(typeof order === 'number' && Number.isFinite(order) && { order }),
    ...(hidden === true && { hidden }),
  }
}

/** Whether a page's front matter keeps it out of search: `search: false`, or Starlight's `pagefind: false`. */
export function searchOff(fm: Record<string, unknown>): boolean {
  return fm.search === false || fm.pagefind === false
}

/** The heading of a peer's home page hero (VitePress `hero.name`, Starlight `hero.title`): its title when it has no other. */
export function heroTitle(fm: Record<string, unknown>): string | undefined {
  const hero = fm.hero
  if (!hero || typeof hero !== 'object') return undefined
  const { name, title } = hero as Record<string, unknown>
  const found = typeof name === 'string' ? name : typeof title === 'string' ? title : undefined
  return found?.trim() ? found : undefined
}

/**
 * A page's previous or next link as its front matter has it: off with `false` (VitePress,
 * Starlight) or Docusaurus's `pagination_prev: null`; another text with a string; another text
 * and target with `{ text, link }` (VitePress) or `{ label, link }` (Starlight); else `link`.
 */
export function pagerLink(fm: Record<string, unknown>, which: 'prev' | 'next', link: NavLink | undefined): NavLink | undefined {
  const own = fm[which]
  if (own === false || fm[`pagination_${which}`] === null) return undefined
  if (typeof own === 'string' && own.trim()) return link && { ...link, title: own }
  if (!own || typeof own !== 'object') return link
  const { text, label, link: target } = own as Record<string, unknown>
  const title = typeof text === 'string' ? text : typeof label === 'string' ? label : link?.title
  const route = typeof target === 'string' ? target : link?.route
  return title && route ? { title, route } : link
}

/** The page's own last-updated date (ISO), when its front matter gives one that parses. */
export function ownLastUpdated(fm: Record<string, unknown>): string | undefined {
  const update = fm.last_update
  const written = update && typeof update === 'object' && !Array.isArray(update) ? (update as Record<string, unknown>).date : fm.lastUpdated
  const value = written instanceof Date ? written.toISOString() : typeof written === 'string' ? written.trim() : undefined
  return value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined
}
