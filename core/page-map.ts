/** The page map of spec §3: navigation entries per locale, and the flat list of routes to render. */
import type { PageTheme, PageThemeInput } from './config/schema.js'

/** A content file read by the build (or returned by a generator). */
export interface ContentFile {
  /** Path relative to the content folder, forward slashes, NFC. */
  relPath: string
  /** Path relative to the project root, for diagnostics. */
  displayPath: string
  source: string
  /** True for files returned by a generator. */
  generated: boolean
  /** When the file was last modified (ms since the epoch), as the scan read it. */
  modified?: number
}

/** One entry of a `_meta` file written as an object (Nextra's keys of spec §3). */
export interface MetaItemObject {
  title?: string
  /** Markup of a JSX title (Nextra 3/4 `_meta.tsx`); `title` holds its text. */
  titleHtml?: string
  type?: 'page' | 'doc' | 'menu' | 'separator'
  display?: 'normal' | 'hidden' | 'children'
  theme?: PageThemeInput
  href?: string
  newWindow?: boolean
  items?: Record<string, string | MetaItemObject>
}

export type Section = 'docs' | 'post' | 'page'
export type ItemType = 'page' | 'doc' | 'menu' | 'separator'
export type Display = 'normal' | 'hidden' | 'children'

export interface MdxPageEntry {
  kind: 'MdxPage'
  name: string
  route: string
  /** The route the page's file path gives, when its front matter (`slug`, Docusaurus's `id`) gives it another: links to that path go to `route`. */
  pathRoute?: string
  locale: string
  title: string
  /** Label in the sidebar: _meta title, then sidebar_label, then title. */
  sidebarTitle: string
  /** Markup of the label when the `_meta` title is JSX (`sidebarTitle` is its text, for search, `<title>`, breadcrumbs). */
  sidebarTitleHtml?: string
  type: ItemType
  display: Display
  theme: PageTheme
  href?: string
  newWindow?: boolean
  frontMatter: Record<string, unknown>
  section: Section
  /** Content-relative source path. */
  file: string
  /** True when this locale has no translation and the default locale's page is shown. */
  fallback: boolean
}

export interface FolderEntry {
  kind: 'Folder'
  name: string
  route: string
  locale: string
  title: string
  /** Markup of a JSX `_meta` title (`title` is its text). */
  titleHtml?: string
  type: ItemType
  display: Display
  theme: PageTheme
  withIndexPage: boolean
  /**
   * Whether the folder starts collapsed, when its own `_meta` entry (`theme.collapsed`) or
   * Docusaurus category (`collapsed`, `collapsible: false`) says: over the sidebar's collapse level,
   * as in Nextra. (`theme.collapsed` is also inherited from the folders above it.)
   */
  collapsed?: boolean
  /** The folder's index page, when it has one (it is not repeated in children). */
  index?: MdxPageEntry
  /**
   * The index page is the file beside the folder (`a.mdx` beside `a/`, which Nextra 2 and 3 merge
   * into one item): Nextra's page map lists it beside the folder, not in it.
   */
  indexBeside?: true
  frontMatter?: Record<string, unknown>
  children: NavEntry[]
}

export interface MetaEntry {
  kind: 'Meta'
  name: string
  title: string
  /** Markup of a JSX `_meta` title (a separator's, a link's). */
  titleHtml?: string
  type: ItemType
  display: Display
  href?: string
  newWindow?: boolean
  items?: Record<string, string | MetaItemObject>
}

export type NavEntry = MdxPageEntry | FolderEntry | MetaEntry

export interface PageMap {
  /** Root navigation tree of each locale. */
  trees: Record<string, FolderEntry>
  /** Every page to render, all locales, in navigation order. */
  pages: MdxPageEntry[]
  /** The source file of each page, by content-relative path. */
  files: Map<string, ContentFile>
  /** Old route → new route. */
  redirects: Record<string, string>
  /** The bundled code of each `_meta` module whose components are drawn above or below pages (`theme.topContent`), by display path. */
  metaModules?: Record<string, string>
}
