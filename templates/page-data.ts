/**
 * PageData: everything a layout needs to render one route, computed once by the renderer.
 * Templates read it and never compute navigation themselves.
 */
import type { ComponentType, ReactNode } from 'react'
import type { ParsedConfig } from '../core/config/schema.js'
import type { UiStrings } from '../core/i18n/ui-strings.js'
import type { FolderEntry, MdxPageEntry, NavEntry } from '../core/page-map.js'
import type { Heading } from '../core/compiled-page.js'
import type { ImageInfo } from './support/image.js'
import type { BlogData, HeadExtras } from './blog/types.js'

/** The part of the configuration that templates may read (no secrets, no functions). */
export type SiteData = Pick<
  ParsedConfig,
  'siteUrl' | 'basePath' | 'brand' | 'description' | 'docsRepositoryBase' | 'editLink' | 'feedback' | 'social' | 'navbar' | 'footer' | 'head' | 'banner' | 'i18n' | 'sidebar' | 'toc' | 'primaryHue' | 'primaryColor' | 'marketing' | 'search' | 'blog'
> & {
  /** True when the config has `newsletter`: the footer shows the sign-up form. */
  newsletter: boolean
  /** The Nextra major version the project's package.json depends on (renderer/nextra-version.ts), if any. */
  nextraMajor?: number
  /** The engine's texts in the page's locale (built-in, under the locale's `strings`). */
  strings: UiStrings
}

export interface NavLink {
  title: string
  route: string
}

/** Hashed URLs of the build's shared assets. */
export interface AssetUrls {
  css: string[]
  /** The island loader; absent when the site has no client code. */
  script?: string
  /** Font files to preload. */
  preload: string[]
  /**
   * Locale → URL of that locale's search pointer (renderer/stages/search.ts), the same in every
   * build: the search island fetches it on first use, then the content-hashed index it names.
   */
  searchPointer?: Record<string, string>
}

/** An image to share the page with (og:image, twitter:image). */
export interface SocialImage {
  /** Absolute URL. */
  url: string
  alt: string
  width?: number
  height?: number
  /** MIME type, when known. */
  type?: string
}

export interface PageData {
  route: string
  locale: string
  dir: 'ltr' | 'rtl'
  page: MdxPageEntry
  headings: Heading[]
  nav: {
    /** Root tree of the page's locale (navbar entries are its top-level `page`/`menu` items). */
    root: FolderEntry
    /** The tree shown in the sidebar: the page's section folder, when it has one. */
    sidebar?: FolderEntry
    breadcrumbs: NavLink[]
    prev?: NavLink
    next?: NavLink
    navbar: NavEntry[]
  }
  site: SiteData
  assets: AssetUrls
  /** Absolute canonical URL of the route. */
  canonical: string
  /** The same page in each locale that has it, for the language switcher and hreflang. */
  alternates: Array<{ locale: string; route: string }>
  /** ISO time of the last commit that touched the source, when known. */
  lastUpdated?: string
  /** Local raster images measured by the build (public path → size and hash), for the Image component. */
  images?: Record<string, ImageInfo>
  /** Blog routes only: posts, categories and feeds of the page (renderer/blog/model.ts). */
  blog?: BlogData
  /** Extra `<head>` meta and links (a post's Open Graph/Twitter meta, feed links). */
  head?: HeadExtras
  /** Site path of the page's Markdown twin (`/docs/intro.md`), when it has one. */
  markdownUrl?: string
  /** The page's generated social card, shared when the page has no image of its own. */
  card?: SocialImage
  /** On a page of a non-default locale: a locale-less site path → this locale's page when it exists (components' links). */
  localizeHref?: (href: string) => string
  Content: ComponentType<{ components?: Record<string, unknown> }>
  /** What the page's `getStaticProps` returned under `props` (renderer/static-props.ts): the content's props, and Nextra's `useData()`. */
  props?: Record<string, unknown>
  /** What the page's `_meta` theme draws above and below its content (Nextra 3's `topContent`, `bottomContent`; renderer/drawn-content.ts). */
  topContent?: ComponentType | ReactNode
  bottomContent?: ComponentType | ReactNode
  /** For a plain page (HTML, not code: renderer/plain/), puts its HTML where its Content left markers in the rendered body. */
  fillContent?: (body: string) => string
  /** Components of this page beyond the built-ins: the site's own, and stand-ins for missing ones. */
  components?: Record<string, unknown>
}
