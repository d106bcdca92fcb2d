/**
 * The browser side of search, over the sharded index (./format.ts). On first use it fetches the
 * locale's meta shard (and the FlexSearch chunk, in parallel) and indexes only the page titles and
 * headings with FlexSearch, which gives the first results at once. Page text is never indexed in
 * the browser: the build wrote the words of the text into term shards, and a query fetches only
 * the shards of its words, then the text shards of the pages it shows (for the excerpts).
 * Results are grouped by page: at most 5 pages and 5 sections per page (spec §9); the last 100
 * complete results are cached.
 */
import { deltaDecode, indexOfPointer, lowerBound, metaFile, SHARD_FORMAT, shardBase, shardOf, termFile, termShardsFor, textFile, headingId, PREFIX_END, type SearchMeta, type TermShard, type TextShard } from '../../core/search/format.js'
import { boundQuery, MAX_TERMS } from './highlight.js'
import { tokenize } from '../../core/search/tokenize.js'

export const MAX_PAGES = 5
export const MAX_SECTIONS = 5
export const QUERY_CACHE_SIZE = 100
/** A word being typed (the last of the query) also matches longer words from this length on. */
export const PREFIX_MIN = 3
/** Most longer words one typed prefix expands to. */
export const PREFIX_WORDS = 64

export interface SectionHit {
  /** `route#heading` (just the route for the text before the first heading). */
  url: string
  /** The heading's text, or the page title for the intro. */
  title: string
  /** The section's text ('' until its text shard has arrived). */
  text: string
}

export interface PageHit {
  route: string
  title: string
  sections: SectionHit[]
}

export interface SearchResult {
  pages: PageHit[]
  /** Shards this query needs are still on their way (results may grow and excerpts appear). */
  pending: boolean
  /** A shard this query needs failed to load. */
  failed: boolean
}

export interface SearchEngine {
  search(query: string): SearchResult
  /** Calls `listener` whenever a shard arrives or fails; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Forgets failed shards, so the next search fetches them again. */
  retry(): void
  /** How many sections the index has. */
  size: number
  /** The queries whose results are cached, oldest first (at most QUERY_CACHE_SIZE). */
  cachedQueries(): string[]
  /** The shard files fetched so far (in request order). */
  requested(): string[]
}

/** Fetches and parses one shard file of the index. */
export type ShardFetcher = (file: string) => Promise<unknown>

/** Weights: a match in the page title counts most, then the heading, then the text. */
const PAGE_WEIGHT = 4
const HEADING_WEIGHT = 2
const TEXT_WEIGHT = 1
const PREFIX_WEIGHT = 0.6
const EMPTY: SearchResult = Object.freeze({ pages: [], pending: false, failed: false }) as SearchResult

type Shard<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T }

/** The sections of the index, numbered across pages as the build numbered them. */
interface Sections {
  routes: string[]
  titles: string[]
  firstSection: number[]
  secPage: number[]
  secLocal: number[]
  secId: string[]
  secHeading: string[]
}

/** What a query runs against: the sections, the heading index and the shards. */
interface QueryContext extends Sections {
  meta: SearchMeta
  headings: { search(query: string, options: { limit: number; suggest: boolean }): unknown }
  /** String id (a title or heading) → [section, weight] of each place it appears. */
  stringHits: Array<Array<[number, number]>>
  shards: ShardCache
}

/** Builds the engine of an index from its meta shard; other shards come from `fetchShard` on demand. */
export async function createEngine(meta: SearchMeta, fetchShard: ShardFetcher): Promise<SearchEngine> {
  if (!meta || meta.v !== SHARD_FORMAT || !Array.isArray(meta.p) || !Array.isArray(meta.t) || !Array.isArray(meta.x) || !Array.isArray(meta.tf) || !Array.isArray(meta.xf)) throw new Error('Search index: unknown format')
  const { Index } = await import('flexsearch')
  const sections = readSections(meta)
  const { strings, stringHits } = headingStrings(sections)
  // FlexSearch over the distinct titles and headings (prefix matching: 'retr' finds 'Retries').
  const headings = new Index({ encode: tokenize, tokenize: 'forward' } as ConstructorParameters<typeof Index>[0])
  strings.forEach((text, id) => headings.add(id, text))
  const listeners = new Set<() => void>()
  const shards = createShardCache(meta, fetchShard, () => listeners.forEach((l) => l()))
  const context: QueryContext = { ...sections, meta, headings, stringHits, shards }
  const cache = new Map<string, PageHit[]>()
  return {
    size: sections.secPage.length,
    cachedQueries: () => [...cache.keys()],
    requested: () => [...shards.requested],
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    retry: () => shards.retry(),
    search(query) {
      const q = boundQuery(query)
      const hit = cache.get(q)
      if (hit) {
        cache.delete(q)
        cache.set(q, hit)
        return { pages: hit, pending: false, failed: false }
      }
      const result = runQuery(context, q)
      if (!result.pending && !result.failed) {
        cache.set(q, result.pages)
        if (cache.size > QUERY_CACHE_SIZE) cache.delete(cache.keys().next().value!)
      }
      return result
    },
  }
}

function readSections(meta: SearchMeta): Sections {
  const out: Sections = { routes: [], titles: [], firstSection: [], secPage: [], secLocal: [], secId: [], secHeading: [] }
  meta.p.forEach(([folder, rest, title, sections], page) => {
    out.routes.push(`${meta.d[folder] ?? ''}${rest}`)
    out.titles.push(title)
    out.firstSection.push(out.secPage.length)
    const list = sections.length ? sections : ['']
    list.forEach((s, local) => {
      const [id, heading] = typeof s === 'string' ? [headingId(s), s] : s
      out.secPage.push(page)
      out.secLocal.push(local)
      out.secId.push(id)
      out.secHeading.push(heading)
    })
  })
  return out
}

/** The distinct titles and headings, each with the sections it names and its weight there. */
function headingStrings(sections: Sections): { strings: string[]; stringHits: Array<Array<[number, number]>> } {
  const strings: string[] = []
  const stringId = new Map<string, number>()
  const stringHits: Array<Array<[number, number]>> = []
  const addString = (text: string, section: number, weight: number) => {
    if (!text) return
    let id = stringId.get(text)
    if (id === undefined) {
      stringId.set(text, (id = strings.push(text) - 1))
      stringHits.push([])
    }
    stringHits[id]!.push([section, weight])
  }
  sections.titles.forEach((title, page) => addString(title, sections.firstSection[page]!, PAGE_WEIGHT))
  sections.secHeading.forEach((heading, section) => addString(heading, section, HEADING_WEIGHT))
  return { strings, stringHits }
}

interface ShardCache {
  termShard(n: number): Shard<TermMap>
  textShard(n: number): Shard<TextShard>
  /** Shard files fetched so far, in request order. */
  requested: string[]
  /** Forgets failed shards (and tells the listeners when there were any). */
  retry(): void
}

type TermMap = Map<string, number[]> & { sorted: string[] }

/** Term and text shards, each fetched once on first need; `notify` runs when one arrives or fails. */
function createShardCache(meta: SearchMeta, fetchShard: ShardFetcher, notify: () => void): ShardCache {
  const termShards = new Map<number, Shard<TermMap>>()
  const textShards = new Map<number, Shard<TextShard>>()
  const requested: string[] = []
  function load<T>(shards: Map<number, Shard<T>>, n: number, file: string, parse: (raw: unknown) => T): Shard<T> {
    const known = shards.get(n)
    if (known) return known
    const loading: Shard<T> = { state: 'loading' }
    shards.set(n, loading)
    requested.push(file)
    fetchShard(file)
      .then(parse)
      .then(
        (data) => shards.set(n, { state: 'ready', data }),
        () => shards.set(n, { state: 'failed' }),
      )
      .then(notify)
    return loading
  }
  return {
    requested,
    termShard: (n) =>
      load(termShards, n, termFile(meta, n), (raw) => {
        const { k, v } = raw as TermShard
        if (!Array.isArray(k) || !Array.isArray(v)) throw new Error('Search index: bad term shard')
        const map = new Map<string, number[]>() as TermMap
        k.forEach((word, i) => map.set(word, v[i] ?? []))
        map.sorted = k
        return map
      }),
    textShard: (n) =>
      load(textShards, n, textFile(meta, n), (raw) => {
        if (!Array.isArray(raw)) throw new Error('Search index: bad text shard')
        return raw as TextShard
      }),
    retry() {
      let any = false
      for (const shards of [termShards, textShards] as Array<Map<number, Shard<unknown>>>) {
        for (const [n, s] of shards) if (s.state === 'failed') (shards.delete(n), (any = true))
      }
      if (any) notify()
    },
  }
}

/** Whether a query still waits for shards, or lost one. */
interface Progress {
  pending: boolean
  failed: boolean
}

function note(progress: Progress, shard: Shard<unknown>): void {
  if (shard.state === 'loading') progress.pending = true
  if (shard.state === 'failed') progress.failed = true
}

function runQuery(ctx: QueryContext, query: string): SearchResult {
  const terms = [...new Set(tokenize(query))].slice(0, MAX_TERMS)
  if (!terms.length) return EMPTY
  const progress: Progress = { pending: false, failed: false }
  const score = new Map<number, number>()
  const add = (section: number, s: number) => score.set(section, (score.get(section) ?? 0) + s)
  // Titles and headings, from the meta shard.
  const found = ctx.headings.search(terms.join(' '), { limit: 200, suggest: true }) as number[]
  found.forEach((id, rank) => {
    for (const [section, weight] of ctx.stringHits[id]!) add(section, weight / (1 + rank * 0.05))
  })
  // Page text, from the term shards of the query's words.
  const matched = new Map<number, number>() // section → how many query words its text holds
  terms.forEach((term, i) => {
    const prefix = i === terms.length - 1 && term.length >= PREFIX_MIN
    for (const [s, weight] of textMatches(ctx, term, prefix, progress)) {
      add(s, weight)
      matched.set(s, (matched.get(s) ?? 0) + 1)
    }
  })
  // Sections whose text holds every word of the query come first.
  if (terms.length > 1) for (const [s, m] of matched) score.set(s, score.get(s)! + (m === terms.length ? terms.length : 0))
  return { pages: pageHits(ctx, score, progress), ...progress }
}

/** Sections whose text holds `term` (or, for the word being typed, a longer word it starts). */
function textMatches(ctx: QueryContext, term: string, prefix: boolean, progress: Progress): Map<number, number> {
  const inText = new Map<number, number>()
  for (const n of termShardsFor(ctx.meta.t, term, prefix)) {
    const shard = ctx.shards.termShard(n)
    note(progress, shard)
    if (shard.state !== 'ready') continue
    const exact = shard.data.get(term)
    if (exact) for (const s of deltaDecode(exact)) inText.set(s, TEXT_WEIGHT)
    if (!prefix) continue
    const sorted = shard.data.sorted
    let at = lowerBound(sorted, term)
    for (let taken = 0; at < sorted.length && taken < PREFIX_WORDS && sorted[at]! < term + PREFIX_END; at++) {
      if (sorted[at] === term || !sorted[at]!.startsWith(term)) continue
      taken++
      for (const s of deltaDecode(shard.data.get(sorted[at]!)!)) if (!inText.has(s)) inText.set(s, PREFIX_WEIGHT)
    }
  }
  return inText
}

/** The best pages of the scored sections, each with its best sections and their excerpts. */
function pageHits(ctx: QueryContext, score: Map<number, number>, progress: Progress): PageHit[] {
  const pages = new Map<number, { best: number; hits: Array<[number, number]> }>()
  for (const [section, s] of score) {
    const page = ctx.secPage[section]!
    const entry = pages.get(page) ?? { best: 0, hits: [] }
    entry.best = Math.max(entry.best, s)
    entry.hits.push([section, s])
    pages.set(page, entry)
  }
  return [...pages.entries()]
    .sort((a, b) => b[1].best - a[1].best || a[0] - b[0])
    .slice(0, MAX_PAGES)
    .map(([page, { hits }]): PageHit => {
      const n = shardOf(ctx.meta.x, page)
      const shard = ctx.shards.textShard(n)
      note(progress, shard)
      const texts = shard.state === 'ready' ? shard.data[page - ctx.meta.x[n]!] : undefined
      const route = ctx.routes[page]!
      return {
        route,
        title: ctx.titles[page]!,
        sections: hits
          .sort((a, b) => b[1] - a[1] || a[0] - b[0])
          .slice(0, MAX_SECTIONS)
          .map(([section]) => ({
            url: ctx.secId[section] ? `${route}#${ctx.secId[section]}` : route,
            title: ctx.secHeading[section] || ctx.titles[page]!,
            text: texts?.[ctx.secLocal[section]!] ?? '',
          })),
      }
    })
}

const engines = new Map<string, Promise<SearchEngine>>()

/**
 * The engine of the index the pointer at `pointerUrl` names (its shards are in its locale's folder),
 * fetched and built once per page load (per locale); a failure is not cached. The pointer has a
 * stable name and is revalidated; the index it names is content-hashed and cached for good.
 */
export function loadEngine(pointerUrl: string): Promise<SearchEngine> {
  let pending = engines.get(pointerUrl)
  if (!pending) {
    const fetchJson = (url: string) =>
      fetch(url, { credentials: 'same-origin' }).then((res) => {
        if (!res.ok) throw new Error(`Search index: HTTP ${res.status}`)
        return res.json() as Promise<unknown>
      })
    // The FlexSearch chunk loads while the pointer and the meta shard are on their way.
    const shards = fetchJson(pointerUrl).then((pointer) => {
      const index = indexOfPointer(pointer)
      const base = shardBase(index)
      const fetchShard: ShardFetcher = (file) => fetchJson(`${base}${file}`)
      return fetchShard(metaFile(index)).then((meta) => createEngine(meta as SearchMeta, fetchShard))
    })
    pending = Promise.all([shards, import('flexsearch')]).then(([engine]) => engine)
    pending.catch(() => engines.delete(pointerUrl))
    engines.set(pointerUrl, pending)
  }
  return pending
}
