/**
 * The browser side of search, over the sharded index (./format.ts). On first use it fetches the
 * locale's meta shard (and the FlexSearch chunk, in parallel) and indexes only the page titles and
 * headings with FlexSearch, which gives the first results at once. Page text is never indexed in
 * the browser: the build wrote the words of the text into term shards, and a query fetches only
 * the shards of its words, then the text shards of the pages it shows (for the excerpts).
 * Results are grouped by page: at most 5 pages and 5 sections per page (spec §9); the last 100
 * complete results are cached.
 */
import { deltaDecode, META_FILE, SHARD_FORMAT, shardBase, shardOf, termFile, termShardsFor, textFile, headingId, PREFIX_END, type SearchMeta, type TermShard, type TextShard } from '../../core/search/format.js'
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

/** Builds the engine of an index from its meta shard; other shards come from `fetchShard` on demand. */
export async function createEngine(meta: SearchMeta, fetchShard: ShardFetcher): Promise<SearchEngine> {
  if (!meta || meta.v !== SHARD_FORMAT || !Array.isArray(meta.p) || !Array.isArray(meta.t) || !Array.isArray(meta.x)) throw new Error('Search index: unknown format')
  const { Index } = await import('flexsearch')

  // Sections, numbered across pages as the build numbered them.
  const routes: string[] = []
  const titles: string[] = []
  const firstSection: number[] = []
  const secPage: number[] = []
  const secLocal: number[] = []
  const secId: string[] = []
  const secHeading: string[] = []
  meta.p.forEach(([folder, rest, title, sections], page) => {
    routes.push(`${meta.d[folder] ?? ''}${rest}`)
    titles.push(title)
    firstSection.push(secPage.length)
    const list = sections.length ? sections : ['']
    list.forEach((s, local) => {
      const [id, heading] = typeof s === 'string' ? [headingId(s), s] : s
      secPage.push(page)
      secLocal.push(local)
      secId.push(id)
      secHeading.push(heading)
    })
  })

  // FlexSearch over the distinct titles and headings (prefix matching: 'retr' finds 'Retries').
  const strings: string[] = []
  const stringId = new Map<string, number>()
  const stringHits: Array<Array<[number, number]>> = [] // string → [section, weight]
  const addString = (text: string, section: number, weight: number) => {
    if (!text) return
    let id = stringId.get(text)
    if (id === undefined) {
      stringId.set(text, (id = strings.push(text) - 1))
      stringHits.push([])
    }
    stringHits[id]!.push([section, weight])
  }
  titles.forEach((title, page) => addString(title, firstSection[page]!, PAGE_WEIGHT))
  secHeading.forEach((heading, section) => addString(heading, section, HEADING_WEIGHT))
  const headings = new Index({ encode: tokenize, tokenize: 'forward' } as ConstructorParameters<typeof Index>[0])
  strings.forEach((text, id) => headings.add(id, text))

  const termShards = new Map<number, Shard<Map<string, number[]> & { sorted: string[] }>>()
  const textShards = new Map<number, Shard<TextShard>>()
  const requested: string[] = []
  const listeners = new Set<() => void>()
  const cache = new Map<string, PageHit[]>()
  const notify = () => listeners.forEach((l) => l())

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
  const termShard = (n: number) =>
    load(termShards, n, termFile(n), (raw) => {
      const { k, v } = raw as TermShard
      if (!Array.isArray(k) || !Array.isArray(v)) throw new Error('Search index: bad term shard')
      const map = new Map<string, number[]>() as Map<string, number[]> & { sorted: string[] }
      k.forEach((word, i) => map.set(word, v[i] ?? []))
      map.sorted = k
      return map
    })
  const textShard = (n: number) =>
    load(textShards, n, textFile(n), (raw) => {
      if (!Array.isArray(raw)) throw new Error('Search index: bad text shard')
      return raw as TextShard
    })

  const run = (query: string): SearchResult => {
    const terms = [...new Set(tokenize(query))].slice(0, MAX_TERMS)
    if (!terms.length) return EMPTY
    let pending = false
    let failed = false
    const score = new Map<number, number>()
    const add = (section: number, s: number) => score.set(section, (score.get(section) ?? 0) + s)

    // Titles and headings, from the meta shard.
    const found = headings.search(terms.join(' '), { limit: 200, suggest: true }) as number[]
    found.forEach((id, rank) => {
      for (const [section, weight] of stringHits[id]!) add(section, weight / (1 + rank * 0.05))
    })

    // Page text, from the term shards of the query's words.
    const matched = new Map<number, number>() // section → how many query words its text holds
    terms.forEach((term, i) => {
      const prefix = i === terms.length - 1 && term.length >= PREFIX_MIN
      const inText = new Map<number, number>()
      for (const n of termShardsFor(meta.t, term, prefix)) {
        const shard = termShard(n)
        if (shard.state === 'loading') pending = true
        if (shard.state === 'failed') failed = true
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
      for (const [s, weight] of inText) {
        add(s, weight)
        matched.set(s, (matched.get(s) ?? 0) + 1)
      }
    })
    // Sections whose text holds every word of the query come first.
    if (terms.length > 1) for (const [s, m] of matched) score.set(s, score.get(s)! + (m === terms.length ? terms.length : 0))

    const pages = new Map<number, { best: number; hits: Array<[number, number]> }>()
    for (const [section, s] of score) {
      const page = secPage[section]!
      const entry = pages.get(page) ?? { best: 0, hits: [] }
      entry.best = Math.max(entry.best, s)
      entry.hits.push([section, s])
      pages.set(page, entry)
    }
    const hits = [...pages.entries()]
      .sort((a, b) => b[1].best - a[1].best || a[0] - b[0])
      .slice(0, MAX_PAGES)
      .map(([page, { hits }]): PageHit => {
        const n = shardOf(meta.x, page)
        const shard = textShard(n)
        if (shard.state === 'loading') pending = true
        if (shard.state === 'failed') failed = true
        const texts = shard.state === 'ready' ? shard.data[page - meta.x[n]!] : undefined
        return {
          route: routes[page]!,
          title: titles[page]!,
          sections: hits
            .sort((a, b) => b[1] - a[1] || a[0] - b[0])
            .slice(0, MAX_SECTIONS)
            .map(([section]) => ({
              url: secId[section] ? `${routes[page]}#${secId[section]}` : routes[page]!,
              title: secHeading[section] || titles[page]!,
              text: texts?.[secLocal[section]!] ?? '',
            })),
        }
      })
    return { pages: hits, pending, failed }
  }

  return {
    size: secPage.length,
    cachedQueries: () => [...cache.keys()],
    requested: () => [...requested],
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    retry() {
      let any = false
      for (const shards of [termShards, textShards] as Array<Map<number, Shard<unknown>>>) {
        for (const [n, s] of shards) if (s.state === 'failed') (shards.delete(n), (any = true))
      }
      if (any) notify()
    },
    search(query) {
      const q = boundQuery(query)
      const hit = cache.get(q)
      if (hit) {
        cache.delete(q)
        cache.set(q, hit)
        return { pages: hit, pending: false, failed: false }
      }
      const result = run(q)
      if (!result.pending && !result.failed) {
        cache.set(q, result.pages)
        if (cache.size > QUERY_CACHE_SIZE) cache.delete(cache.keys().next().value!)
      }
      return result
    },
  }
}

/** First index of `sorted` whose value is ≥ `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

const engines = new Map<string, Promise<SearchEngine>>()

/**
 * The engine of the index whose spec file is at `url` (its shards are beside it), fetched and
 * built once per page load (per locale); a failure is not cached.
 */
export function loadEngine(url: string): Promise<SearchEngine> {
  let pending = engines.get(url)
  if (!pending) {
    const base = shardBase(url)
    const fetchShard: ShardFetcher = (file) =>
      fetch(`${base}${file}`, { credentials: 'same-origin' }).then((res) => {
        if (!res.ok) throw new Error(`Search index: HTTP ${res.status}`)
        return res.json() as Promise<unknown>
      })
    // The FlexSearch chunk loads while the meta shard is on its way.
    pending = Promise.all([fetchShard(META_FILE), import('flexsearch')]).then(([meta]) => createEngine(meta as SearchMeta, fetchShard))
    pending.catch(() => engines.delete(url))
    engines.set(url, pending)
  }
  return pending
}
