/**
 * sitemap.xml (sitemaps.org 0.9 with xhtml:link hreflang alternates): one file while the site fits
 * the protocol's limits (50,000 URLs and 50 MB per file), else `sitemap.xml` is a sitemap index of
 * `sitemap-1.xml`, `sitemap-2.xml`, … Deterministic: entries keep their order. Pure.
 */
import type { OutputFile } from '../../core/compiled-page.js'
import { absoluteUrl } from '../../core/absolute-url.js'

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string
  /** W3C datetime of the last change, when known. */
  lastmod?: string
  /** The same page in every locale (itself included) as hreflang → absolute URL; x-default last. */
  alternates: Array<{ hreflang: string; href: string }>
}

export interface SitemapLimits {
  maxUrls: number
  maxBytes: number
}

/** The protocol's limits (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 }

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
const URLSET_CLOSE = '</urlset>\n'

/** The sitemap files of `entries`, written at the site root; `siteUrl` locates the parts of an index. */
export function sitemapFiles(entries: SitemapEntry[], siteUrl: string, limits: SitemapLimits = SITEMAP_LIMITS): OutputFile[] {
  const chunks = chunk(entries.map(urlElement), limits)
  if (chunks.length <= 1) return [{ path: 'sitemap.xml', contents: URLSET_OPEN + (chunks[0] ?? []).join('') + URLSET_CLOSE }]
  const parts = chunks.map((urls, i) => ({ path: `sitemap-${i + 1}.xml`, contents: URLSET_OPEN + urls.join('') + URLSET_CLOSE }))
  const index =
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    parts.map((p) => `<sitemap><loc>${escapeXml(absoluteUrl(p.path, siteUrl))}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  return [{ path: 'sitemap.xml', contents: index }, ...parts]
}

function urlElement(entry: SitemapEntry): string {
  const links = entry.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`).join('')
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
  return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${links}</url>\n`
}

/** Splits url elements into files within the count and byte limits. */
function chunk(urls: string[], limits: SitemapLimits): string[][] {
  const room = limits.maxBytes - Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE)
  const chunks: string[][] = []
  let current: string[] = []
  let bytes = 0
  for (const url of urls) {
    const size = Buffer.byteLength(url)
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > room)) {
      chunks.push(current)
      current = []
      bytes = 0
    }
    current.push(url)
    bytes += size
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}

/** Escapes text for XML content and attributes. */
export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}
