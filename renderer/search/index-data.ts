/**
 * The search index of one locale, in the shape of spec §7: keyed by page route, each page with
 * its title and `data` whose keys are `'<heading id>#<heading text>'` (`''` for the text before
 * the first heading) and whose values are the section's text blocks joined by '\n'. Built from
 * the compiled page tree (CompiledPage.sections), never from HTML: values are plain text. Pure.
 */
import { searchOff } from '../peer-frontmatter.js'
import type { MdxPageEntry } from '../../core/page-map.js'
import type { PageFacts, SearchSection } from '../../core/compiled-page.js'

export interface SearchPageData {
  title: string
  data: Record<string, string>
}

/** Route → page data, for one locale. */
export type SearchIndexData = Record<string, SearchPageData>

/**
 * Whether a page belongs in its locale's index: not a draft, not `noindex`, not `search: false`
 * (nor Starlight's `pagefind: false`),
 * not hidden from navigation, not an external link entry, and not a fallback (a default-locale
 * page shown in a locale that has no translation: it is searched in the default locale only).
 */
export function isSearchable(page: MdxPageEntry): boolean {
  const fm = page.frontMatter
  if (page.fallback) return false
  if (fm.draft === true || fm.noindex === true || searchOff(fm)) return false
  if (page.display === 'hidden' || page.href) return false
  return true
}

/** The data key of a section: `'<id>#<title>'`, or `''` for the untitled intro. */
export function sectionKey(section: Pick<SearchSection, 'id' | 'title'>): string {
  return section.id === '' && section.title === '' ? '' : `${section.id}#${section.title}`
}

/** Splits a data key back into the heading id and its text (ids never contain '#'). */
export function parseSectionKey(key: string): { id: string; title: string } {
  const at = key.indexOf('#')
  return at === -1 ? { id: key, title: '' } : { id: key.slice(0, at), title: key.slice(at + 1) }
}

/** One page's entry: sections in document order; repeated keys (same id and text) are merged. */
export function pageSearchData(page: Pick<MdxPageEntry, 'title'>, sections: SearchSection[]): SearchPageData {
  const data: Record<string, string> = {}
  for (const section of sections) {
    const key = sectionKey(section)
    const text = clean(section.text)
    if (key === '' && !text) continue
    data[key] = data[key] !== undefined && text ? `${data[key]}\n${text}` : (data[key] ?? text)
  }
  return { title: clean(page.title), data }
}

/** The index of `locale` from the pages of the page map and their compiled forms. */
export function buildSearchIndex(pages: MdxPageEntry[], locale: string, compiledOf: (page: MdxPageEntry) => PageFacts | undefined): SearchIndexData {
  const index: SearchIndexData = {}
  for (const page of pages) {
    if (page.locale !== locale || !isSearchable(page)) continue
    const compiled = compiledOf(page)
    if (!compiled) continue
    index[page.route] = pageSearchData(page, compiled.sections)
  }
  return index
}

/** Drops control characters (keeps '\n' between blocks) so the JSON holds plain, printable text. */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ').trim()
}
