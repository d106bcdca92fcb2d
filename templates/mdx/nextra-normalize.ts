/**
 * Nextra's `normalizePagesResult` (what `useConfig()` of nextra-theme-docs 3 and 4 gives a site's
 * own sidebar, breadcrumb and pagination components), made from the page's navigation:
 *
 *   directories          the locale's tree as Nextra items (name, route, title, type, display,
 *                        children: a folder's index page first, as Nextra lists it; a page
 *                        beside a folder of its name is one item with it, `withIndexPage`)
 *   docsDirectories      the items of the page's sidebar (its section folder, else the whole tree)
 *   flatDocsDirectories  those pages in reading order; `activeIndex` is the page's place in it
 *   activePath           the items from the top of the tree down to the page
 *   activeType, activeThemeContext, topLevelNavbarItems
 */
import type { FolderEntry, MdxPageEntry, NavEntry } from '../../core/page-map.js'
import type { PageData } from '../page-data.js'

export interface NextraItem {
  name: string
  route: string
  title: string
  type: string
  display?: string
  frontMatter?: Record<string, unknown>
  theme?: object
  children?: NextraItem[]
  /** A folder merged with the page beside it (`a.mdx` beside `a/`): the item is that page too. */
  withIndexPage?: boolean
}

export interface NormalizePagesResult {
  directories: NextraItem[]
  docsDirectories: NextraItem[]
  flatDocsDirectories: NextraItem[]
  activeIndex: number
  activePath: NextraItem[]
  activeType: string
  activeThemeContext: object
  topLevelNavbarItems: NextraItem[]
}

function itemOf(entry: NavEntry): NextraItem {
  if (entry.kind === 'Meta') return { name: entry.name, route: '', title: entry.title, type: entry.type, display: entry.display }
  if (entry.kind === 'MdxPage') return pageItem(entry)
  return { name: entry.name, route: entry.route, title: entry.title, type: entry.type, display: entry.display, frontMatter: entry.frontMatter, theme: entry.theme, children: childrenOf(entry), ...(entry.indexBeside && { withIndexPage: true }) }
}

function pageItem(page: MdxPageEntry, name = page.name): NextraItem {
  return { name, route: page.route, title: page.sidebarTitle, type: page.type, display: page.display, frontMatter: page.frontMatter, theme: page.theme }
}

function childrenOf(folder: FolderEntry): NextraItem[] {
  const children = folder.children.map(itemOf)
  return folder.index && !folder.indexBeside ? [pageItem(folder.index, 'index'), ...children] : children
}

/** The pages of `items` in reading order, folders' index pages included. */
function flatPages(items: NextraItem[]): NextraItem[] {
  const isPage = (item: NextraItem) => (item.children ? item.withIndexPage : item.route && item.type !== 'separator' && item.type !== 'menu')
  return items.flatMap((item) => [...(isPage(item) ? [item] : []), ...flatPages(item.children ?? [])])
}

/** The items from the top of `items` down to `route`. */
function pathTo(items: NextraItem[], route: string): NextraItem[] {
  for (const item of items) {
    if (item.route === route && (!item.children || item.withIndexPage)) return [item]
    const below = item.children ? pathTo(item.children, route) : []
    if (below.length) return [item, ...below]
  }
  return []
}

/** Made once per page: a site's sidebar, breadcrumb and pagination each read it. */
const made = new WeakMap<PageData, NormalizePagesResult>()

export function normalizePagesResult(data: PageData | null): NormalizePagesResult | undefined {
  if (!data) return undefined
  let result = made.get(data)
  if (!result) made.set(data, (result = normalize(data)))
  return result
}

function normalize(data: PageData): NormalizePagesResult {
  const directories = childrenOf(data.nav.root)
  const docsDirectories = data.nav.sidebar ? childrenOf(data.nav.sidebar) : directories.filter((item) => item.type !== 'page' && item.type !== 'menu')
  const flatDocsDirectories = flatPages(docsDirectories)
  return {
    directories,
    docsDirectories,
    flatDocsDirectories,
    activeIndex: flatDocsDirectories.findIndex((item) => item.route === data.route),
    activePath: pathTo(directories, data.route),
    activeType: data.page.type,
    activeThemeContext: data.page.theme,
    topLevelNavbarItems: directories.filter((item) => item.type === 'page' || item.type === 'menu'),
  }
}
