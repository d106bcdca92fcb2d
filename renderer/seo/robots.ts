import { absoluteUrl } from '../../core/absolute-url.js'

/** robots.txt: every crawler welcome, pointing at the sitemap. Pages that opt out carry a robots meta instead. Pure. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}\n`
}
