/**
 * Sidebar rules of spec §4, as pure functions: which folders start open, which entries show.
 * Used by templates/theme/Sidebar.tsx; unit-tested in tests/unit/templates/support/sidebar.test.ts.
 */
import type { FolderEntry, NavEntry } from '../../core/page-map.js'

export interface SidebarOptions {
  /** The route being rendered. */
  active: string
  /** Folders deeper than this (0-based level ≥ it) start collapsed. Theme default 2. */
  defaultMenuCollapseLevel: number
  /** Close folders that neither are nor hold the active page. */
  autoCollapse: boolean
  /** Render folders off the active path as links to their first page (set for sidebars past SIDEBAR_FULL_TREE_LIMIT). */
  compactClosedFolders?: boolean
  /** Accessible name of a folder's open/close toggle, `{title}` the folder's (default: English). */
  toggleLabel?: string
  /** Language of the active page's headings when it is not the page's (a page shown untranslated). */
  headingsLang?: string
}

/**
 * Entries a sidebar may hold before folders that start closed stop carrying their pages: each page
 * repeats its sidebar, so a 10,000-page section would write every link 10,000 times (gigabytes of
 * HTML). Past the limit a folder off the active path is a link to its first page, where it opens.
 */
export const SIDEBAR_FULL_TREE_LIMIT = 1000

const entryCounts = new WeakMap<FolderEntry, number>()

/** Number of entries in a folder's tree (the page map does not change while it is rendered). */
export function entryCount(folder: FolderEntry): number {
  let count = entryCounts.get(folder)
  if (count === undefined) {
    count = folder.children.reduce((sum, c) => sum + 1 + (c.kind === 'Folder' ? entryCount(c) : 0), 0)
    entryCounts.set(folder, count)
  }
  return count
}

/** The route a folder link leads to: its index page, else its first visible page, searching depth-first. */
export function firstRoute(folder: FolderEntry): string | undefined {
  if (folder.index) return folder.index.route
  for (const entry of folder.children) {
    if (entry.kind === 'MdxPage' && entry.type !== 'separator' && entry.display !== 'hidden') return entry.route
    if (entry.kind === 'Folder') {
      const route = firstRoute(entry)
      if (route) return route
    }
  }
  return undefined
}

const routesUnder = new WeakMap<FolderEntry, Set<string>>()

/** True when `route` is `folder`'s route or below it. */
export function holdsRoute(folder: FolderEntry, route: string): boolean {
  return folderRoutes(folder).has(route)
}

/** Every route of a folder's tree, computed once per folder (the page map does not change while it is rendered). */
export function folderRoutes(folder: FolderEntry): Set<string> {
  let routes = routesUnder.get(folder)
  if (!routes) {
    routes = new Set([folder.route])
    if (folder.index) routes.add(folder.index.route)
    for (const c of folder.children) {
      if (c.kind === 'Folder') for (const r of folderRoutes(c)) routes.add(r)
      else if (c.kind === 'MdxPage') routes.add(c.route)
    }
    routesUnder.set(folder, routes)
  }
  return routes
}

/**
 * Whether a folder at `level` (0 = child of the sidebar root) starts open: open when it or a child
 * is active; otherwise `theme.collapsed` when the page map set it, else the collapse level — and
 * with auto-collapse on, an inactive folder is closed.
 */
export function isFolderOpen(folder: FolderEntry, level: number, options: SidebarOptions): boolean {
  if (holdsRoute(folder, options.active)) return true
  if (options.autoCollapse) return false
  if (folder.collapsed !== undefined) return !folder.collapsed
  if (folder.theme.collapsed) return false
  return level < options.defaultMenuCollapseLevel
}

/** Entries shown in the sidebar: hidden entries (pages and folders, issue 17 item 7) are omitted. */
export function visibleEntries(folder: FolderEntry): NavEntry[] {
  return folder.children.filter((c) => c.display !== 'hidden')
}

/** The label of an entry in the sidebar. */
export function entryLabel(entry: NavEntry): string {
  return entry.kind === 'MdxPage' ? entry.sidebarTitle : entry.title
}
