/**
 * The search-engine files of a build: sitemap.xml (or an index and its parts) and robots.txt.
 * A file of the same name in `content/public/` wins: it is the author's, and is copied as is.
 */
import type { PageMap } from '../../core/page-map.js'
import type { BlogPageSpec } from '../blog/model.js'
import type { OutputFile } from '../../core/compiled-page.js'
import { sitemapEntries, type EntryOptions } from './entries.js'
import { sitemapFiles, type SitemapLimits } from './sitemap.js'
import { robotsTxt } from './robots.js'

export interface SeoInput extends EntryOptions {
  pageMap: PageMap
  listings: BlogPageSpec[]
  /** Output paths of the public files, which are never replaced. */
  publicPaths: Set<string>
  limits?: SitemapLimits
}

/** Output paths seoFiles can produce (for servers that generate on request). */
export const SEO_FILE = /^(sitemap(-\d+)?\.xml|robots\.txt)$/

export function seoFiles(input: SeoInput): OutputFile[] {
  const files: OutputFile[] = []
  if (!input.publicPaths.has('sitemap.xml')) files.push(...sitemapFiles(sitemapEntries(input.pageMap, input.listings, input), input.siteUrl, input.limits))
  if (!input.publicPaths.has('robots.txt')) files.push({ path: 'robots.txt', contents: robotsTxt(input.siteUrl) })
  return files
}
