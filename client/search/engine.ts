/**
 * The browser side of search: fetches a locale's index (spec §7 shape) once, builds a FlexSearch
 * Document over its sections with the shared tokenizer (Intl.Segmenter for CJK), and answers
 * queries grouped by page: at most 5 pages and 5 sections per page (spec §9), the last 100
 * queries cached.
 */
import type { Document as FlexDocument } from 'flexsearch'
import { boundQuery, MAX_TERMS } from './highlight.js'
import { tokenize } from './tokenize.js'

/** Route → { title, data: { '<id>#<heading>': 'text\nblocks' } }. */
export type SearchIndexData = Record<string, { title: string; data: Record<string, string> }>

export const MAX_PAGES = 5
export const MAX_SECTIONS = 5
export const QUERY_CACHE_SIZE = 100

export interface SectionHit {
  /** `route#heading` (just the route for the text before the first heading). */
  url: string
  /** The heading's text, or the page title for the intro. */
  title: string
  text: string
}

export interface PageHit {
  route: string
  title: string
  sections: SectionHit[]
}

export interface SearchEngine {
  search(query: string): PageHit[]
  /** How many sections the engine indexed. */
  size: number
  /** The queries whose results are cached, oldest first (at most QUERY_CACHE_SIZE). */
  cachedQueries(): string[]
}

interface Section {
  route: string
  page: string
  url: string
  title: string
  text: string
}

/** Field weights: a match in the page title counts most, then the heading, then the text. */
const WEIGHTS: Record<string, number> = { page: 4, title: 2, text: 1 }

/** Builds the engine for an index. */
export async function createEngine(data: SearchIndexData): Promise<SearchEngine> {
  const { Document } = await import('flexsearch')
  const sections: Section[] = []
  const doc: FlexDocument = new Document({
    encode: tokenize,
    // Prefix matching ('retr' → 'retries') for page titles and headings; whole words in the text,
    // which keeps building the index in the browser fast (forward-indexing every word of the
    // site's text was 1.6 s for this site's 977 sections; whole words are a fraction of that).
    document: {
      id: 'id',
      index: [
        { field: 'page', tokenize: 'forward' },
        { field: 'title', tokenize: 'forward' },
        { field: 'text', tokenize: 'strict' },
      ],
    },
  } as ConstructorParameters<typeof Document>[0])
  for (const [route, page] of Object.entries(data)) {
    const keys = Object.keys(page.data)
    if (!keys.length) keys.push('')
    keys.forEach((key, i) => {
      const at = key.indexOf('#')
      const id = at === -1 ? key : key.slice(0, at)
      const heading = at === -1 ? '' : key.slice(at + 1)
      const section: Section = { route, page: page.title, url: id ? `${route}#${id}` : route, title: heading || page.title, text: page.data[key] ?? '' }
      const n = sections.push(section) - 1
      doc.add({ id: n, page: i === 0 ? page.title : '', title: heading, text: section.text })
    })
  }
  const cache = new Map<string, PageHit[]>()

  const run = (query: string): PageHit[] => {
    const terms = tokenize(query).slice(0, MAX_TERMS)
    if (!terms.length) return []
    const raw = doc.search(terms.join(' '), { limit: 200, suggest: true }) as unknown as Array<{ field: string; result: number[] }>
    const score = new Map<number, number>()
    for (const { field, result } of raw) {
      const weight = WEIGHTS[field] ?? 1
      result.forEach((id, rank) => score.set(id, (score.get(id) ?? 0) + weight / (1 + rank * 0.05)))
    }
    const pages = new Map<string, { best: number; hits: Array<{ s: number; section: Section }> }>()
    for (const [id, s] of score) {
      const section = sections[id]!
      const entry = pages.get(section.route) ?? { best: 0, hits: [] }
      entry.best = Math.max(entry.best, s)
      entry.hits.push({ s, section })
      pages.set(section.route, entry)
    }
    return [...pages.entries()]
      .sort((a, b) => b[1].best - a[1].best)
      .slice(0, MAX_PAGES)
      .map(([route, { hits }]) => ({
        route,
        title: hits[0]!.section.page,
        sections: hits
          .sort((a, b) => b.s - a.s)
          .slice(0, MAX_SECTIONS)
          .map(({ section }) => ({ url: section.url, title: section.title, text: section.text })),
      }))
  }

  return {
    size: sections.length,
    cachedQueries: () => [...cache.keys()],
    search(query) {
      const q = boundQuery(query)
      const hit = cache.get(q)
      if (hit) {
        cache.delete(q)
        cache.set(q, hit)
        return hit
      }
      const result = run(q)
      cache.set(q, result)
      if (cache.size > QUERY_CACHE_SIZE) cache.delete(cache.keys().next().value!)
      return result
    },
  }
}

const engines = new Map<string, Promise<SearchEngine>>()

/** The engine of the index at `url`, fetched and built once per page load (per locale); a failure is not cached. */
export function loadEngine(url: string): Promise<SearchEngine> {
  let pending = engines.get(url)
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`Search index: HTTP ${res.status}`)
        return res.json() as Promise<SearchIndexData>
      })
      .then(createEngine)
    pending.catch(() => engines.delete(url))
    engines.set(url, pending)
  }
  return pending
}
