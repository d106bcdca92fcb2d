/**
 * The navigation a page's render reads, as a string for its render key (render-cache.ts), so an
 * edit re-renders the pages that show what changed and no others (issue 20):
 *
 *   - its locale's navbar entries (templates/theme/Navbar.tsx), without what is below them;
 *   - its sidebar as drawn (templates/theme/Sidebar.tsx): the top folder's tree, where in a sidebar
 *     past SIDEBAR_FULL_TREE_LIMIT a folder off the page's path is only a link to its first page;
 *   - on a page of a locale other than the default, the routes its links may be sent to (locale-links.ts);
 *   - a page that imports modules, or any page of a site with its own components, may call Nextra's
 *     page-map helpers (templates/mdx/nextra-hooks.ts), which read the whole tree: its locale's tree.
 *
 * Breadcrumbs, previous/next and alternates are in the page's job, which the key hashes too. Other
 * pages' front matter is left out: no chrome shows it (a page's own is in its job).
 */
import { hash as digest } from 'node:crypto'
import type { FolderEntry, NavEntry } from '../core/page-map.js'
import { findTopFolder, navbarEntries } from './nav.js'
import { localeLinksOf } from './locale-links.js'
import { importsModules } from './mdx/imports-modules.js'
import type { PageJob, RenderContext } from './stages/render.js'
import { entryCount, firstRoute, holdsRoute, SIDEBAR_FULL_TREE_LIMIT } from '../templates/support/sidebar.js'

/** A function giving each job the key of the navigation it shows; computed once per navbar, sidebar path and locale. */
export function navKeys(context: Pick<RenderContext, 'trees' | 'site' | 'siteComponents'>): (job: PageJob) => string {
  const memo = new Map<string, string>()
  const openByTop = new Map<FolderEntry, Map<string, string>>()
  const openFolders = (top: FolderEntry, active: string) => {
    let open = openByTop.get(top)
    if (!open) openByTop.set(top, (open = openFoldersByRoute(top)))
    return open.get(active) ?? ''
  }
  const drawn = drawnFolderJson()
  const once = (key: string, make: () => string) => {
    let found = memo.get(key)
    if (found === undefined) memo.set(key, (found = digest('sha256', make(), 'hex').slice(0, 32)))
    return found
  }
  return (job) => {
    const { locale } = job.page
    const root = context.trees[locale]
    if (!root) return ''
    const parts = [once(`navbar\0${locale}`, () => JSON.stringify(navbarEntries(root).map((entry) => shallow(entry))))]
    const top = job.nav.sidebarFolder ? findTopFolder(root, job.nav.sidebarFolder) : undefined
    if (top) {
      // Which folders hold the page decides the drawing: the same open folders, the same sidebar.
      const open = openFolders(top, job.page.route)
      parts.push(once(`sidebar\0${locale}\0${top.name}\0${open}`, () => drawn(top, job.page.route, entryCount(top) > SIDEBAR_FULL_TREE_LIMIT)))
    }
    const links = localeLinksOf(context.trees, locale, context.site.i18n)
    if (links.prefix) parts.push(once(`routes\0${locale}`, () => [...links.routes].sort().join('\n')))
    if (links.moved.size) parts.push(once('moved', () => JSON.stringify([...links.moved].sort())))
    const imports = job.source?.format === 'mdx' && MAY_IMPORT.test(job.source.text) && importsModules(job.source.text)
    if (imports || context.siteComponents) parts.push(once(`tree\0${locale}`, () => JSON.stringify(root)))
    return parts.join(':')
  }
}

/** A line that may start an import (stages/compile.ts `importsModules` decides; this skips its line scan for most pages). */
const MAY_IMPORT = /^(?:import|export)\b/m

/**
 * For every route below `top`, the routes of the folders below `top` that hold it, outermost first
 * (what `holdsRoute` answers for each folder of its sidebar), in one walk of the tree.
 */
function openFoldersByRoute(top: FolderEntry): Map<string, string> {
  const open = new Map<string, string>()
  const walk = (folder: FolderEntry, trail: string) => {
    for (const child of folder.children) {
      if (child.kind === 'MdxPage' && !open.has(child.route)) open.set(child.route, trail)
      if (child.kind !== 'Folder') continue
      const inner = trail ? `${trail}\0${child.route}` : child.route
      for (const route of [child.route, child.index?.route]) if (route !== undefined && !open.has(route)) open.set(route, inner)
      walk(child, inner)
    }
  }
  walk(top, '')
  return open
}

/** An entry without what lies below it and without its front matter. */
function shallow(entry: NavEntry): Record<string, unknown> {
  const { frontMatter: _frontMatter, ...rest } = entry as NavEntry & { frontMatter?: unknown }
  if (rest.kind !== 'Folder') return rest
  const { children: _children, index, ...folder } = rest
  return { ...folder, index: index && shallow(index) }
}

/**
 * The JSON of a folder as the sidebar of the page at `active` draws it: each entry `shallow`, a
 * folder off that page's path in a compact sidebar with `first`, its first route, a folder on it
 * with its `children` drawn. Put together from each entry's JSON, made once per build: the 10,000
 * synthetic pages' hundred sidebar paths each made and serialized the same 200 entries again
 * (~110 ms of a one-page edit's main thread, stop 36). The same string as `JSON.stringify` of the
 * objects, so the same keys.
 */
export function drawnFolderJson(): (folder: FolderEntry, active: string, compact: boolean) => string {
  const made = new WeakMap<NavEntry, string>()
  const jsonOf = (entry: NavEntry) => {
    let json = made.get(entry)
    if (json === undefined) made.set(entry, (json = JSON.stringify(shallow(entry))))
    return json
  }
  const draw = (folder: FolderEntry, active: string, compact: boolean): string => {
    const children = folder.children.map((child) => {
      if (child.kind !== 'Folder') return jsonOf(child)
      if (compact && !holdsRoute(child, active)) return withLast(jsonOf(child), 'first', JSON.stringify(firstRoute(child)))
      return draw(child, active, compact)
    })
    return withLast(jsonOf(folder), 'children', `[${children.join(',')}]`)
  }
  return draw
}

/** The JSON of an object, `json`, with `key` added last holding the JSON `value` (left out when undefined, as `JSON.stringify` leaves out an undefined property). */
function withLast(json: string, key: string, value: string | undefined): string {
  if (value === undefined) return json
  return `${json.slice(0, -1)}${json === '{}' ? '' : ','}${JSON.stringify(key)}:${value}}`
}
