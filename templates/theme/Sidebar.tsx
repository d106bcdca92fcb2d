/**
 * Sidebar: the collapsible tree of the page's section (folders are <details>, so they open and
 * close without JavaScript), separators as group titles, the active page's headings as anchors
 * under it (shown while the TOC is hidden), the search slot, and the narrow toggle (290 / 80 px).
 * Open rules, and the size past which closed folders are links: templates/support/sidebar.ts.
 */
import type { FolderEntry, MdxPageEntry, NavEntry } from '../../core/page-map.js'
import type { Heading } from '../../core/compiled-page.js'
import { entryCount, entryLabel, firstRoute, folderRoutes, holdsRoute, isFolderOpen, SIDEBAR_FULL_TREE_LIMIT, visibleEntries, type SidebarOptions } from '../support/sidebar.js'
import { Sidebar as SidebarIcon } from './Icons.js'
import { SearchSlot } from './SearchSlot.js'
import { sidebarLinkHtml } from './sidebar-link-html.js'
import { useRawHtml } from '../support/raw-parts.js'
import type { ReactNode } from 'react'
import { formatString, UI_STRINGS_EN, type UiStrings } from '../../core/i18n/ui-strings.js'

export interface SidebarProps {
  folder: FolderEntry
  options: SidebarOptions
  headings: Heading[]
  locale: string
  /** The locale's texts (labels of the landmarks and toggles). */
  strings: UiStrings
}

export function Sidebar({ folder, options, headings, locale, strings }: SidebarProps) {
  return (
    <aside className="sidebar" id="sidebar" aria-label={strings.documentation}>
      <div className="sidebar-search"><SearchSlot placement="sidebar" locale={locale} /></div>
      <nav className="sidebar-scroll" aria-label={strings.documentationPages}>
        <SidebarTree folder={folder} options={options} headings={headings} level={0} />
      </nav>
      <div className="sidebar-footer">
        <button type="button" className="sidebar-toggle" data-sidebar-toggle="" aria-controls="sidebar" aria-expanded="true" aria-label={strings.toggleSidebarWidth}>
          <SidebarIcon />
        </button>
      </div>
    </aside>
  )
}

/** A folder's list, including its index page first when it has one at the root. */
export function SidebarTree({ folder, options: given, headings, level }: { folder: FolderEntry; options: SidebarOptions; headings: Heading[]; level: number }) {
  const options = given.compactClosedFolders === undefined ? { ...given, compactClosedFolders: entryCount(folder) > SIDEBAR_FULL_TREE_LIMIT } : given
  const raw = useRawHtml()
  const kept = keptRowsOf(folder, options.compactClosedFolders === true)
  const drawn = drawnRows(kept, options.active)
  const item = (i: number) => <SidebarItem key={`${kept.entries[i]!.kind}:${kept.entries[i]!.name}`} entry={kept.entries[i]!} options={options} headings={headings} level={level} />
  const items: ReactNode[] = []
  if (raw) {
    // A link off the active path (a page's, or a closed folder's past the full-tree limit) is the
    // same on every page: inside a document render, each run of them between the rows React draws
    // is one marker (support/raw-parts.tsx) for a slice of the folder's rows joined once.
    let from = 0
    for (const i of [...drawn, kept.entries.length]) {
      if (i > from) items.push(raw(kept.joined.slice(kept.starts[from], kept.starts[i])))
      if (i < kept.entries.length) items.push(item(i))
      from = i + 1
    }
  } else {
    kept.entries.forEach((entry, i) => {
      const markup = drawn.includes(i) ? undefined : keptItem(entry, options.compactClosedFolders === true)
      items.push(markup ? <li key={`${entry.kind}:${entry.name}`} className={markup.className} dangerouslySetInnerHTML={{ __html: markup.link }} /> : item(i))
    })
  }
  return (
    <ul className="sidebar-list" data-level={level}>
      {level === 0 && folder.index ? <SidebarLink page={folder.index} text={folder.index.sidebarTitle} html={folder.index.sidebarTitleHtml} options={options} headings={headings} /> : null}
      {items}
    </ul>
  )
}

/**
 * A folder's visible entries and, for each, its kept item markup (`<li>…</li>`) for when it is off
 * the active path (undefined for what React renders), joined once: a run of kept items on a page
 * is one slice of it. With them, which entries React always draws and which entry holds each route.
 */
interface KeptRows {
  entries: NavEntry[]
  rows: Array<string | undefined>
  joined: string
  /** Where each row starts in `joined` (and, last, its length). */
  starts: number[]
  /** Entries without kept markup, in order. */
  unkept: number[]
  /** By route: the entries on its path (the page itself, or a folder that holds it). */
  holders: Map<string, number[]>
}

const keptRows = { full: new WeakMap<FolderEntry, KeptRows>(), compact: new WeakMap<FolderEntry, KeptRows>() }

/**
 * The kept rows of a folder, made once (a page map is planned anew, never changed in place). Each
 * page of a 10,000-page site asked every top-level folder whether it held the page, twice a page
 * (desktop and small-screen sidebars): `holders` answers once per folder.
 */
function keptRowsOf(folder: FolderEntry, compact: boolean): KeptRows {
  const cache = compact ? keptRows.compact : keptRows.full
  let found = cache.get(folder)
  if (!found) {
    const entries = visibleEntries(folder)
    const rows = entries.map((entry) => {
      const item = keptItem(entry, compact)
      return item && `<li${item.className ? ` class="${item.className}"` : ''}>${item.link}</li>`
    })
    const starts = [0]
    for (const row of rows) starts.push(starts.at(-1)! + (row?.length ?? 0))
    const holders = new Map<string, number[]>()
    entries.forEach((entry, i) => {
      const routes = entry.kind === 'MdxPage' ? [entry.route] : entry.kind === 'Folder' ? folderRoutes(entry) : []
      for (const route of routes) {
        const held = holders.get(route)
        if (held) held.push(i)
        else holders.set(route, [i])
      }
    })
    const unkept = rows.flatMap((row, i) => (row === undefined ? [i] : []))
    found = { entries, rows, joined: rows.join(''), starts, unkept, holders }
    cache.set(folder, found)
  }
  return found
}

/** The entries React draws on the page at `active`, in order: those without kept markup and those on its path. */
function drawnRows(kept: KeptRows, active: string): number[] {
  const onPath = kept.holders.get(active)?.filter((i) => kept.rows[i] !== undefined)
  return onPath?.length ? [...kept.unkept, ...onPath].sort((a, b) => a - b) : kept.unkept
}

function SidebarItem({ entry, options, headings, level }: { entry: NavEntry; options: SidebarOptions; headings: Heading[]; level: number }) {
  if (entry.kind === 'Meta') {
    if (entry.type === 'separator') return <li className="sidebar-separator">{entry.title ? <span><Label text={entry.title} html={entry.titleHtml} /></span> : <hr />}</li>
    if (!entry.href) return null
    return (
      <li>
        <a className="sidebar-link" href={entry.href} {...(entry.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}><Label text={entry.title} html={entry.titleHtml} /></a>
      </li>
    )
  }
  if (entry.kind === 'MdxPage') {
    if (entry.type === 'separator') return <li className="sidebar-separator"><span>{entry.title}</span></li>
    return <SidebarLink page={entry} text={entryLabel(entry)} html={entry.sidebarTitleHtml} options={options} headings={headings} />
  }
  if (entry.display === 'children') return <li className="sidebar-inline"><SidebarTree folder={entry} options={options} headings={headings} level={level} /></li>
  const open = isFolderOpen(entry, level, options)
  const active = entry.index?.route === options.active
  if (options.compactClosedFolders && !holdsRoute(entry, options.active)) {
    const href = firstRoute(entry)
    return href ? <li className="sidebar-folder"><a className="sidebar-link" href={href}><Label text={entry.title} html={entry.titleHtml} /></a></li> : null
  }
  return (
    <li className="sidebar-folder">
      {entry.index ? <a className="sidebar-link" href={entry.index.route} aria-current={active ? 'page' : undefined}><Label text={entry.title} html={entry.titleHtml} /></a> : null}
      <details open={open}>
        {/* The toggle is its own control, beside the folder's link: no link nested in a summary. */}
        <summary className={entry.index ? 'sidebar-folder-toggle' : 'sidebar-link'} aria-label={entry.index ? formatString(options.toggleLabel ?? UI_STRINGS_EN.showOrHidePages, { title: entry.title }) : undefined}>
          {entry.index ? null : <span><Label text={entry.title} html={entry.titleHtml} /></span>}
          {/* The chevron is drawn by CSS (one per folder, twice per page: an inline SVG each was ~15 % of a docs page). */}
          <span className="sidebar-chevron" aria-hidden="true" />
        </summary>
        <SidebarTree folder={entry} options={options} headings={headings} level={level + 1} />
      </details>
    </li>
  )
}

/**
 * The kept link markup of an entry for when it is off the active path, with its item's class: a
 * page's link, or, past the full-tree limit (`compact`), a closed folder's link to its first page
 * (sidebar-link-html.ts); undefined for what React renders.
 */
function keptItem(entry: NavEntry, compact: boolean): { link: string; className?: string } | undefined {
  if (entry.kind === 'MdxPage') {
    if (entry.type === 'separator') return undefined
    const link = sidebarLinkHtml(entry.href ?? entry.route, entry.newWindow, entryLabel(entry), entry.sidebarTitleHtml)
    return link === undefined ? undefined : { link }
  }
  if (entry.kind !== 'Folder' || entry.display === 'children' || !compact) return undefined
  const href = firstRoute(entry)
  const link = href ? sidebarLinkHtml(href, undefined, entry.title, entry.titleHtml) : undefined
  return link === undefined ? undefined : { link, className: 'sidebar-folder' }
}

function SidebarLink({ page, text, html, options, headings }: { page: MdxPageEntry; text: string; html?: string; options: SidebarOptions; headings: Heading[] }) {
  const active = page.route === options.active
  const href = page.href ?? page.route
  // Every link but the page's own is the same on every page: its markup is kept (sidebar-link-html.ts).
  const kept = active ? undefined : sidebarLinkHtml(href, page.newWindow, text, html)
  if (kept !== undefined) return <li dangerouslySetInnerHTML={{ __html: kept }} />
  const anchors = active ? headings.filter((h) => h.depth === 2) : []
  return (
    <li>
      <a className="sidebar-link" href={href} aria-current={active ? 'page' : undefined} {...(page.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}><Label text={text} html={html} /></a>
      {anchors.length ? (
        <ul className="sidebar-anchors" lang={options.headingsLang}>
          {anchors.map((h, i) => (
            <li key={`${i}:${h.id}`}><a href={`#${h.id}`}>{h.value}</a></li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/** An entry's label: its text, or the markup of a JSX `_meta` title (the site's own, rendered at build time by renderer/meta-module.ts). */
function Label({ text, html }: { text: string; html?: string }) {
  return html ? <span className="sidebar-label" dangerouslySetInnerHTML={{ __html: html }} /> : <>{text}</>
}
