/**
 * What Nextra 2/3 pages and their components call besides components, answered from the page
 * being rendered (PageContext) — a static build has no Next.js router or data fetching:
 *
 *   useRouter (next/router)       → route, pathname, asPath, locale, locales, defaultLocale, query {}
 *   useConfig (nextra-theme-docs)  → title, frontMatter, the site's brand, docsRepositoryBase,
 *                                    normalizePagesResult (nextra-normalize.ts)
 *   getPagesUnderRoute, getAllPages, getCurrentLevelPages (nextra/context), getPageMap (Nextra 4's
 *   nextra/page-map) → pages of the tree, a folder's index page first
 *   filterRouteLocale (nextra/filter-route-locale) → the pages (already those of the page's locale)
 *   useData, useSSG (nextra/data, nextra/hooks, nextra/ssg) → the `ssg` prop of the page's getStaticProps ({} without one)
 *   useMounted, useFSRoute, useTheme, Head (next/head), MDXProvider
 */
import type { ReactNode } from 'react'
import { createElement, Fragment } from 'react'
import type { FolderEntry, MdxPageEntry, NavEntry } from '../../core/page-map.js'
import type { PageData } from '../page-data.js'
import { usePageData } from '../page-context.js'
import { normalizePagesResult } from './nextra-normalize.js'
import { ISLAND_PAGE, type IslandPage } from '../../core/island-runtime.js'
import { islandPageOf } from '../island-page.js'

/** A page as Nextra's page map gives it to `getPagesUnderRoute`. */
export interface NextraPage {
  kind: 'MdxPage' | 'Folder'
  name: string
  route: string
  locale: string
  frontMatter?: Record<string, unknown>
  meta?: { title: string }
  children?: NextraPage[]
}

/** The route without the page's locale prefix (Next.js's `pathname` never has it). */
function localeless(page: Pick<IslandPage, 'route' | 'locale'> | null | undefined): string {
  if (!page) return '/'
  const prefix = `/${page.locale}`
  return page.route === prefix ? '/' : page.route.startsWith(`${prefix}/`) ? page.route.slice(prefix.length) : page.route
}

/**
 * The page being rendered as the router sees it: from its data, or, in a component island's
 * browser code (no page render there), from the island's JSON block (core/island-runtime.ts).
 */
function usePage(): IslandPage | undefined {
  const data = usePageData()
  return data ? islandPageOf(data) : ((globalThis as Record<symbol, unknown>)[Symbol.for(ISLAND_PAGE)] as IslandPage | undefined)
}

export function useRouter() {
  const page = usePage()
  const route = localeless(page)
  const noop = () => undefined
  return {
    route,
    pathname: route,
    asPath: route,
    basePath: page?.basePath ?? '',
    query: {},
    locale: page?.locale,
    locales: page?.locales ?? [],
    defaultLocale: page?.defaultLocale,
    isReady: true,
    isFallback: false,
    push: async () => true,
    replace: async () => true,
    prefetch: async () => undefined,
    back: noop,
    reload: noop,
    events: { on: noop, off: noop, emit: noop },
  }
}

/**
 * Nextra's theme config as a page's components read it: from the same fields of the page on the
 * server and in a component island's browser code (its JSON block), so an island hydrates with
 * what the server rendered. The page map is there only on the server.
 */
export function useConfig() {
  const data = usePageData()
  const config = usePage()?.config
  return {
    title: config?.title ?? '',
    frontMatter: asNextraFrontMatter(config?.frontMatter ?? {}, config?.nextraMajor),
    logo: config?.logo,
    project: {},
    docsRepositoryBase: config?.docsRepositoryBase,
    i18n: config?.i18n ?? [],
    hideSidebar: false,
    // Made when read: most pages never ask for it.
    get normalizePagesResult() {
      return normalizePagesResult(data)
    },
  }
}

/**
 * Front matter as the project's Nextra gave it to pages: from Nextra 3 on, a `date` written as a
 * YAML date (2021-08-27) is a Date (Nextra 3 parses with js-yaml and keeps the object; pages call
 * `frontMatter.date.toISOString()`); Nextra 2 gave the text, which pages render as it is.
 */
function asNextraFrontMatter(frontMatter: Record<string, unknown>, nextraMajor: number | undefined): Record<string, unknown> {
  const date = frontMatter.date
  if ((nextraMajor ?? 0) < 3 || typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(date)) return frontMatter
  return { ...frontMatter, date: new Date(date) }
}

function asNextraPage(entry: MdxPageEntry | FolderEntry): NextraPage {
  const base = { name: entry.name, route: entry.route, locale: entry.locale, frontMatter: asNextraFrontMatter(entry.frontMatter ?? {}, currentPage?.site.nextraMajor), meta: { title: entry.title } }
  if (entry.kind === 'MdxPage') return { kind: 'MdxPage', ...base }
  return { kind: 'Folder', ...base, children: pagesOf(entry.children, entry.indexBeside ? undefined : entry.index) }
}

/**
 * A folder's pages as Nextra's page map lists them: its index page (`index`) first, then its
 * entries, a folder's page beside it (`a.mdx` beside `a/`) after the folder.
 */
function pagesOf(entries: NavEntry[], index?: MdxPageEntry): NextraPage[] {
  const pages = entries.flatMap((e) => (e.kind === 'Meta' ? [] : e.kind === 'Folder' && e.indexBeside ? [asNextraPage(e), asNextraPage(e.index!)] : [asNextraPage(e)]))
  return index ? [{ ...asNextraPage(index), name: 'index' }, ...pages] : pages
}

function findFolder(folder: FolderEntry, route: string): FolderEntry | undefined {
  if (folder.route === route) return folder
  for (const child of folder.children) {
    if (child.kind !== 'Folder') continue
    const found = findFolder(child, route)
    if (found) return found
  }
  return undefined
}

/** The pages below `route` (a locale-less route, as Nextra pages write it), in sidebar order. */
export function getPagesUnderRoute(route: string): NextraPage[] {
  const data = currentPage
  if (!data) return []
  const clean = `/${route.replace(/^\/+|\/+$/g, '')}`
  // `/${locale}/blog` (Nextra 3's locale folders) is `/blog` when the locale's routes have no prefix.
  const prefix = `/${data.locale}`
  const unprefixed = clean === prefix ? '/' : clean.startsWith(`${prefix}/`) ? clean.slice(prefix.length) : undefined
  const candidates = [clean, `${prefix}${clean === '/' ? '' : clean}`, ...(unprefixed ? [unprefixed] : [])]
  const folder = candidates.map((r) => findFolder(data.nav.root, r)).find(Boolean)
  return folder ? pagesOf(folder.children, folder.index) : []
}

/** Nextra 4's `getPageMap(route)` (nextra/page-map, awaited by server components): the same list. */
export async function getPageMap(route = '/'): Promise<NextraPage[]> {
  return getPagesUnderRoute(route)
}

export function getAllPages(): NextraPage[] {
  return currentPage ? pagesOf(currentPage.nav.root.children, currentPage.nav.root.index) : []
}

export function getCurrentLevelPages(): NextraPage[] {
  if (!currentPage) return []
  const parent = currentPage.route.replace(/\/[^/]*$/, '') || '/'
  return getPagesUnderRoute(parent)
}

export function filterRouteLocale<T>(pages: T[]): T[] {
  return pages
}

/** `props[key]` of what the page's getStaticProps returned (Nextra's default key is `ssg`); `{}` on a page without one. */
export function useData(key = 'ssg'): unknown {
  const props = usePage()?.props
  return props ? props[key] : {}
}

export function useMounted(): boolean {
  return false
}

export function useFSRoute(): string {
  return localeless(usePage())
}

export function useTheme() {
  return { theme: 'system', resolvedTheme: 'light', systemTheme: 'light', themes: ['light', 'dark', 'system'], setTheme: () => undefined }
}

/** next/head: a static page's head is the layout's; what a page puts here is left out. */
export function Head(_props: { children?: ReactNode }) {
  return null
}

export function MDXProvider({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children)
}

/**
 * The page being rendered, for functions called outside React's hooks (getPagesUnderRoute).
 * Set by the document render (templates/render-document.tsx) for its duration: one page at a time
 * per thread, a page that awaits (templates/render-awaiting.tsx) keeping it while it waits.
 */
let currentPage: PageData | null = null

/** Makes `data` the page being rendered; returns the one it replaces, for the caller to restore. */
export function setCurrentPage(data: PageData | null): PageData | null {
  const previous = currentPage
  currentPage = data
  return previous
}
