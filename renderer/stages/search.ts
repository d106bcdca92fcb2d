/**
 * Search: one index per locale (spec §7 shape, see ../search/index-data.ts), written as
 * `_site/search/<locale>.<hash>.json`, and beside it its shards in `_site/search/<locale>/`
 * (`meta.<hash>.json` and content-named term and text shards: ../search/shards.ts, layout in
 * core/search/format.ts): the search island loads the shards a query needs, never the whole file.
 *
 *   PageMap + CompiledPage.sections ──searchIndexFiles──▶ per locale: the spec file + its shards
 *
 * Pages never name the hashed file: they hand the search island the locale's pointer,
 * `_search/<locale>.json` (a stable name, served with revalidation: `security/headers.ts` gives
 * every output outside `_site/` `must-revalidate`), whose body names the hashed index,
 * `{"index":"/_site/search/en-US.0123456789.json"}`. So an edit to one page's text changes the
 * index and the pointer, never another page's HTML (issue 20: a page that embedded the hashed URL
 * made every edit re-render every page). The hash is of what the JSON is made from: the engine
 * salt, the code-block setting and, for every searchable page of the locale, its route, title and
 * source text, with the texts of the Markdown partials it shows (mdx/partial-texts.ts). Same
 * inputs, same URL; any change to them, a new URL (safe to cache forever).
 */
import { createHash } from 'node:crypto'
import type { MdxPageEntry, PageMap } from '../../core/page-map.js'
import { buildSearchIndex, isSearchable, type SearchIndexData } from '../search/index-data.js'
import { buildSearchShards } from '../search/shards.js'
import type { PreviousShards } from '../search/kept-postings.js'
import type { OutputFile, PageFacts } from '../../core/compiled-page.js'
import { ASSET_PREFIX } from './assets.js'
import { metaFile, shardBase } from '../../core/search/format.js'
import { withBase } from '../../core/base-path.js'

/** Bump when the index's shape, the way sections are made or the shards' layout changes (the meta shard is named by the index's hash). */
export const SEARCH_INDEX_VERSION = 'search-v3-content-shards'

export interface SearchIndexPlan {
  /** Locale → output-relative file. */
  files: Record<string, string>
  /** Locale → URL of the hashed index (what the locale's pointer names). */
  urls: Record<string, string>
}

/** The folder of the pointers: outside `_site/`, so hosts revalidate them instead of caching them for a year. */
export const SEARCH_POINTER_DIR = '_search'

/** Output-relative file of `locale`'s pointer. */
export function searchPointerFile(locale: string): string {
  return `${SEARCH_POINTER_DIR}/${locale}.json`
}

/** Locale → URL of its pointer: what every page hands to the search island (the same in every build). */
export function searchPointerUrls(locales: string[]): Record<string, string> {
  return Object.fromEntries(locales.map((locale) => [locale, `/${searchPointerFile(locale)}`]))
}

/** The pointer of every locale of `plan`: `{"index": <URL of the hashed index>}`. */
export function searchPointerFiles(plan: SearchIndexPlan): OutputFile[] {
  return Object.entries(plan.urls).map(([locale, url]) => ({ path: searchPointerFile(locale), contents: JSON.stringify({ index: url }) }))
}

/** The hashed file and URL (under the site's `basePath`) of each locale's index, from the pages' inputs. */
export function planSearchIndexes(pageMap: PageMap, locales: string[], sourceOf: (page: MdxPageEntry) => string, salt: string, basePath = ''): SearchIndexPlan {
  const plan: SearchIndexPlan = { files: {}, urls: {} }
  for (const locale of locales) {
    const h = createHash('sha256').update(`${SEARCH_INDEX_VERSION}\0${salt}\0${locale}\0`)
    for (const page of pageMap.pages) {
      if (page.locale !== locale || !isSearchable(page)) continue
      h.update(`${page.route}\0${page.title}\0${sourceOf(page)}\0`)
    }
    const file = `${ASSET_PREFIX}/search/${locale}.${h.digest('hex').slice(0, 10)}.json`
    plan.files[locale] = file
    plan.urls[locale] = withBase(basePath, `/${file}`)
  }
  return plan
}

/** Serializes one index. */
export function searchIndexJson(index: SearchIndexData): string {
  return JSON.stringify(index)
}

/**
 * The index file of every locale of `plan`, each followed by its shards; `previous` gives the last
 * build's shards of a locale, when they can still be read (../search/kept-postings.ts).
 */
export function searchIndexFiles(pageMap: PageMap, plan: SearchIndexPlan, compiledOf: (page: MdxPageEntry) => PageFacts | undefined, previous?: (locale: string) => PreviousShards | undefined): OutputFile[] {
  return Object.keys(plan.files).flatMap((locale) => localeIndexFiles(pageMap, plan, locale, compiledOf, previous?.(locale)))
}

/** The index file of one locale, followed by its shards (in `shardBase(<index file>)`: the meta shard, then the content-named ones). */
export function localeIndexFiles(pageMap: PageMap, plan: SearchIndexPlan, locale: string, compiledOf: (page: MdxPageEntry) => PageFacts | undefined, previous?: PreviousShards): OutputFile[] {
  const path = plan.files[locale]!
  const index = buildSearchIndex(pageMap.pages, locale, compiledOf)
  const folder = shardBase(path)
  const { meta, shards } = buildSearchShards(index, {}, previous)
  return [{ path, contents: searchIndexJson(index) }, { path: `${folder}${metaFile(path)}`, contents: meta }, ...[...shards].map(([name, contents]) => ({ path: `${folder}${name}`, contents }))]
}

/**
 * The output id (build-record.ts `outputId`) of a file of an index whose name says what it holds,
 * without hashing its bytes again: a term or text shard, `t.<hash>.json` or `x.<hash>.json`, is
 * named by the hash of its JSON (11 MB of shards at 10,000 pages); the index `<locale>.<hash>.json`
 * by the hash of what it is made from (planSearchIndexes), and its meta shard `meta.<hash>.json`
 * after it (9.3 MB at 10,000 pages, hashed for every edit). Undefined for any other file.
 */
export function contentNamedId(file: string): string | undefined {
  return /\/(?:[tx]|meta)\.[0-9a-f]{10}\.json$/.test(file) || INDEX_FILE.test(file) ? `n:${file}` : undefined
}

/** A locale's index file, `_site/search/<locale>.<hash>.json`, the locale captured. */
const INDEX_FILE = new RegExp(`^${ASSET_PREFIX}/search/([^/]+)\\.[0-9a-f]{10}\\.json$`)

/**
 * The last build's shards of each locale's index, among its output files `files`, read through
 * `read` (the output folder as that build left it): a locale's, when its meta shard can be read.
 */
export function previousShards(files: Iterable<string>, read: (file: string) => string | undefined): (locale: string) => PreviousShards | undefined {
  const indexes = new Map<string, string>()
  for (const file of files) {
    const locale = INDEX_FILE.exec(file)?.[1]
    if (locale !== undefined) indexes.set(locale, file)
  }
  return (locale) => {
    const index = indexes.get(locale)
    if (!index) return undefined
    const folder = shardBase(index)
    const meta = read(`${folder}${metaFile(index)}`)
    return meta === undefined ? undefined : { meta, read: (name) => read(`${folder}${name}`) }
  }
}

/** The locale whose index (or one of whose shards) is output path `file` under `plan`, if any. */
export function searchLocaleOf(plan: SearchIndexPlan, file: string): string | undefined {
  for (const [locale, indexFile] of Object.entries(plan.files)) {
    if (file === indexFile) return locale
    const folder = shardBase(indexFile)
    if (file.startsWith(folder) && /^[a-z]+\.[0-9a-f]+\.json$/.test(file.slice(folder.length))) return locale
  }
  return undefined
}
