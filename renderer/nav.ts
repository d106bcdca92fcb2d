/**
 * Navigation index: the sidebar folder, breadcrumbs and previous/next links of every route,
 * computed once per build in one pass over each locale's tree (never per page). Pure.
 */
import type { FolderEntry, MdxPageEntry, NavEntry, PageMap } from '../core/page-map.js'
import type { NavLink } from '../templates/page-data.js'
import { pagerLink } from './peer-frontmatter.js'

export interface RouteNav {
  /** Name of the top-level folder whose tree is this route's sidebar ('' for none). */
  sidebarFolder: string
  breadcrumbs: NavLink[]
  prev?: NavLink
  next?: NavLink
}

/** Navigation facts per route, for every locale. */
export function buildNavIndex(pageMap: PageMap): Map<string, RouteNav> {
  const index = new Map<string, RouteNav>()
  for (const root of Object.values(pageMap.trees)) {
    if (root.index) index.set(root.index.route, { sidebarFolder: '', breadcrumbs: [] })
    for (const top of root.children) {
      if (top.kind === 'MdxPage') index.set(top.route, { sidebarFolder: '', breadcrumbs: [] })
      if (top.kind !== 'Folder') continue
      const order: MdxPageEntry[] = []
      walk(top, [], (page, trail) => {
        index.set(page.route, { sidebarFolder: top.name, breadcrumbs: trail })
        if (page.display !== 'hidden' && page.theme.pagination !== false) order.push(page)
      })
      order.forEach((page, i) => {
        const nav = index.get(page.route)!
        const prev = order[i - 1]
        const next = order[i + 1]
        const ownPrev = pagerLink(page.frontMatter, 'prev', prev && { title: prev.sidebarTitle, route: prev.route })
        const ownNext = pagerLink(page.frontMatter, 'next', next && { title: next.sidebarTitle, route: next.route })
        if (ownPrev) nav.prev = ownPrev
        if (ownNext) nav.next = ownNext
      })
    }
  }
  return index
}

/** The top-level folder of a locale's tree with the given name. */
export function findTopFolder(root: FolderEntry, name: string): FolderEntry | undefined {
  return root.children.find((c): c is FolderEntry => c.kind === 'Folder' && c.name === name)
}

/** Navbar entries: top-level items of type page or menu that are not hidden. */
export function navbarEntries(root: FolderEntry): NavEntry[] {
  return root.children.filter((c) => (c.type === 'page' || c.type === 'menu') && c.display !== 'hidden')
}

/** Calls `visit` for each page below `folder` (index first) with the breadcrumb trail to it. */
function walk(folder: FolderEntry, trail: NavLink[], visit: (page: MdxPageEntry, trail: NavLink[]) => void): void {
  const here = [...trail, { title: folder.title, route: folder.route }]
  if (folder.index) visit(folder.index, here)
  for (const child of folder.children) {
    if (child.kind === 'MdxPage') visit(child, [...here, { title: child.sidebarTitle, route: child.route }])
    else if (child.kind === 'Folder') walk(child, here, visit)
  }
}
