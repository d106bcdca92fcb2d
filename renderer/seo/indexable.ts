/**
 * Whether a page is for search engines and LLMs: not a draft, not `noindex: true`, not a fallback
 * (a default-locale page shown in a locale without a translation: only the original is listed),
 * not a link-only entry. Such pages are kept out of the sitemap, the search index, the feeds and
 * llms.txt, and carry `<meta name="robots" content="noindex">`. Pure.
 */
import type { MdxPageEntry } from '../../core/page-map.js'
import { isNoindex } from '../../templates/seo/noindex.js'

export { isNoindex }

/** True when the page belongs in the sitemap and llms.txt. */
export function isIndexable(page: MdxPageEntry): boolean {
  return !page.fallback && !page.href && !isNoindex(page.frontMatter)
}
