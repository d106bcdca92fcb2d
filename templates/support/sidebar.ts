/**
 * Sidebar rules of spec §4, as pure functions: which folders start open, which entries show.
 * Used by templates/theme/Sidebar.tsx; unit-tested in tests/unit/templates/support/sidebar.test.ts.
 */
import type { FolderEntry, NavEntry } from '../../renderer/page-map-types.js'

export interface SidebarOptions {
  /** The route being rendered. */
  active: string
  /** Folders deeper than this (0-based level ≥ it) start collapsed. Theme default 2. */
  defaultMenuCollapseLevel: number
  /** Close folders that neither are nor hold the active page. */
  autoCollapse: boolean
}

/** True when `route` is `folder`'s route or below it. */
export function holdsRoute(folder: FolderEntry, route: string): boolean {
  if (folder.route === route || folder.index?.route === route) return true
  return folder.children.some((c) => (c.kind === 'Folder' ? holdsRoute(c, route) : c.kind === 'MdxPage' && c.route === route))
}

/**
 * Whether a folder at `level` (0 = child of the sidebar root) starts open: open when it or a child
 * is active; otherwise `theme.collapsed` when the page map set it, else the collapse level — and
 * with auto-collapse on, an inactive folder is closed.
 */
export function isFolderOpen(folder: FolderEntry, level: number, options: SidebarOptions): boolean {
  if (holdsRoute(folder, options.active)) return true
  if (options.autoCollapse) return false
  if (folder.theme.collapsed) return false
  return level < options.defaultMenuCollapseLevel
}

/** Entries shown in the sidebar: hidden entries are omitted unless they are folders. */
export function visibleEntries(folder: FolderEntry): NavEntry[] {
  return folder.children.filter((c) => c.display !== 'hidden' || c.kind === 'Folder')
}

/** The label of an entry in the sidebar. */
export function entryLabel(entry: NavEntry): string {
  return entry.kind === 'MdxPage' ? entry.sidebarTitle : entry.title
}
