/**
 * Search: one index per locale (spec §7 shape, see ../search/index-data.ts), written as
 * `_site/search/<locale>.<hash>.json` and fetched by the search island on first use.
 *
 *   PageMap + CompiledPage.sections ──searchIndexFiles──▶ OutputFile per locale
 *
 * Pages are rendered before every page is compiled, so the URL each page links to cannot hash the
 * finished JSON. It hashes what the JSON is made from instead: the engine salt, the code-block
 * setting and, for every searchable page of the locale, its route, title and source text. Same
 * inputs, same URL; any change to them, a new URL (safe to cache forever).
 */
import { createHash } from 'node:crypto'
import type { MdxPageEntry, PageMap } from '../page-map-types.js'
import { buildSearchIndex, isSearchable, type SearchIndexData } from '../search/index-data.js'
import type { CompiledPage, OutputFile } from '../types.js'
import { ASSET_PREFIX } from './assets.js'

/** Bump when the index's shape or the way sections are made changes. */
export const SEARCH_INDEX_VERSION = 'search-v1'

export interface SearchIndexPlan {
  /** Locale → output-relative file. */
  files: Record<string, string>
  /** Locale → URL (what pages hand to the search island). */
  urls: Record<string, string>
}

/** The hashed file and URL of each locale's index, from the pages' inputs. */
export function planSearchIndexes(pageMap: PageMap, locales: string[], sourceOf: (page: MdxPageEntry) => string, salt: string): SearchIndexPlan {
  const plan: SearchIndexPlan = { files: {}, urls: {} }
  for (const locale of locales) {
    const h = createHash('sha256').update(`${SEARCH_INDEX_VERSION}\0${salt}\0${locale}\0`)
    for (const page of pageMap.pages) {
      if (page.locale !== locale || !isSearchable(page)) continue
      h.update(`${page.route}\0${page.title}\0${sourceOf(page)}\0`)
    }
    const file = `${ASSET_PREFIX}/search/${locale}.${h.digest('hex').slice(0, 10)}.json`
    plan.files[locale] = file
    plan.urls[locale] = `/${file}`
  }
  return plan
}

/** The URL `site dev` serves each locale's index at (built on request, never cached). */
export function devSearchIndexUrls(locales: string[]): Record<string, string> {
  return Object.fromEntries(locales.map((l) => [l, `/${devSearchIndexFile(l)}`]))
}

/** The output-relative path of a locale's index in `site dev`. */
export function devSearchIndexFile(locale: string): string {
  return `${ASSET_PREFIX}/search/${locale}.json`
}

/** Serializes one index. */
export function searchIndexJson(index: SearchIndexData): string {
  return JSON.stringify(index)
}

/** The index file of every locale of `plan`. */
export function searchIndexFiles(pageMap: PageMap, plan: SearchIndexPlan, compiledOf: (page: MdxPageEntry) => CompiledPage | undefined): OutputFile[] {
  return Object.entries(plan.files).map(([locale, path]) => ({ path, contents: searchIndexJson(buildSearchIndex(pageMap.pages, locale, compiledOf)) }))
}
