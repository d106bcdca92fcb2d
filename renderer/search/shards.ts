/**
 * The sharded form of one locale's index (layout: core/search/format.ts), made from the spec §7
 * data so both always hold the same pages and sections. Words are the browser's tokens
 * (core/search/tokenize.ts, Intl.Segmenter for CJK), so the browser looks up exactly what it
 * would have indexed, without indexing anything on open. Pure.
 */
import { deltaEncode, headingId, SHARD_FORMAT, type MetaSection, type SearchMeta, type TermShard, type TextShard } from '../../core/search/format.js'
import { tokenize } from '../../core/search/tokenize.js'
import { parseSectionKey, type SearchIndexData } from './index-data.js'
import { hash as contentHash, hash32 } from '../hashes.js'
import { keptPostings, type PreviousShards } from './kept-postings.js'

export interface ShardOptions {
  /** About this many bytes of JSON per term shard (at most four times as many). */
  termBytes?: number
  /** About this many term shards at least (when there are as many words), so small sites still split. */
  minTermShards?: number
  /** At most this many bytes of JSON per text shard (unless one page has more) … */
  textBytes?: number
  /** … and at most this many pages; a run also ends at about one route in half as many. */
  textPages?: number
}

export const SHARD_DEFAULTS: Required<ShardOptions> = { termBytes: 24_000, minTermShards: 8, textBytes: 24_000, textPages: 32 }

/** An index's meta shard (JSON) and its term and text shards by file name. */
export interface SearchShards {
  meta: string
  shards: Map<string, string>
}

/**
 * The meta shard's JSON, and the term and text shards by file name (`t.<hash>.json`,
 * `x.<hash>.json`), of the index `index`. With `previous`, the shards of the last build's index
 * (kept-postings.ts), the term lists are taken from them and only the sections whose text changed
 * are tokenized; the shards are the same either way.
 */
export function buildSearchShards(index: SearchIndexData, options: ShardOptions = {}, previous?: PreviousShards): SearchShards {
  const o = { ...SHARD_DEFAULTS, ...options }
  const { folders, pages, texts } = metaPagesOf(index)
  // Each page's JSON, made once: a text shard's JSON is its pages' joined (as JSON.stringify writes an array).
  const textJson = texts.map((pageTexts) => JSON.stringify(pageTexts))
  const runs = textRuns(textJson)
  const postings = (previous && keptPostings(previous, pages.map((page) => folders[page[0]]! + page[1]), texts, runs)) ?? postingsOf(texts)

  // Term shards: sorted words, a new shard at each word whose hash says so (about `wordsApart` words apart).
  const words = [...postings.keys()].sort()
  const encoded = words.map((w) => deltaEncode(postings.get(w)!))
  const sizes = words.map((w, i) => w.length + 4 + JSON.stringify(encoded[i]).length)
  const total = sizes.reduce((a, b) => a + b, 0)
  const count = Math.max(1, Math.min(words.length, Math.max(o.minTermShards, Math.ceil(total / o.termBytes))))
  const wordsApart = 2 ** Math.round(Math.log2(Math.max(1, words.length / count)))
  const termCuts = cuts(words, (word, i, bytes) => hash32(word) % wordsApart === 0 || bytes + sizes[i]! > 4 * o.termBytes, (i) => sizes[i]!)
  const shards = new Map<string, string>()
  const tf = termCuts.map((from, n) => namedJson(shards, 't', JSON.stringify({ k: words.slice(from, termCuts[n + 1]), v: encoded.slice(from, termCuts[n + 1]) } satisfies TermShard)))

  // Text shards: runs of pages, a new run at each route whose hash says so, or past the size and page count.
  const routes = Object.keys(index)
  const routesApart = Math.max(1, Math.floor(o.textPages / 2))
  const textCuts = cuts(routes, (route, i, bytes, pages) => hash32(route) % routesApart === 0 || bytes + textJson[i]!.length > o.textBytes || pages >= o.textPages, (i) => textJson[i]!.length)
  const xf = textCuts.map((from, n) => {
    const run = runs(from, textCuts[n + 1] ?? routes.length)
    shards.set(`x.${run.hash}.json`, run.json)
    return run.hash
  })

  const meta: SearchMeta = { v: SHARD_FORMAT, d: folders, p: pages, t: termCuts.map((i) => (i === 0 ? '' : words[i]!)), x: textCuts, tf, xf }
  return { meta: JSON.stringify(meta), shards }
}

/** The route folders, the meta shard's pages and each page's section texts, in index order. */
function metaPagesOf(index: SearchIndexData): { folders: string[]; pages: SearchMeta['p']; texts: TextShard } {
  const folders: string[] = []
  const folderOf = new Map<string, number>()
  const pages: SearchMeta['p'] = []
  const texts: TextShard = []
  for (const [route, page] of Object.entries(index)) {
    const cut = route.lastIndexOf('/') + 1
    const folder = route.slice(0, cut)
    let f = folderOf.get(folder)
    if (f === undefined) folderOf.set(folder, (f = folders.push(folder) - 1))
    const keys = Object.keys(page.data)
    if (!keys.length) keys.push('')
    const sections: MetaSection[] = []
    for (const key of keys) {
      const { id, title } = parseSectionKey(key)
      sections.push(headingId(title) === id ? title : [id, title])
    }
    pages.push([f, route.slice(cut), page.title, sections])
    texts.push(keys.map((key) => page.data[key] ?? ''))
  }
  return { folders, pages, texts }
}

/** Each word of the sections' texts → the numbers of the sections holding it, ascending (sections numbered across pages in order). */
function postingsOf(texts: TextShard): Map<string, number[]> {
  const postings = new Map<string, number[]>()
  let section = 0
  for (const pageTexts of texts) {
    for (const text of pageTexts) {
      // Sections come in order, so a word already listed for this one ends its list (a Set of
      // each section's words cost a fifth of what the index allocated: 71 of 236 MB, 10,000 pages).
      for (const word of tokenize(text)) {
        const list = postings.get(word)
        if (!list) postings.set(word, [section])
        else if (list[list.length - 1] !== section) list.push(section)
      }
      section++
    }
  }
  return postings
}

/**
 * Where runs of `items` start (0 first): a run ends before item `i` when `cutBefore` says so,
 * given the bytes and items of the run so far. Cuts that depend on the item itself, not on the
 * run's length, put most cuts where they were before an edit, so the other runs keep their files.
 */
function cuts<T>(items: readonly T[], cutBefore: (item: T, i: number, bytes: number, count: number) => boolean, size: (i: number) => number): number[] {
  const starts = [0]
  let bytes = 0
  items.forEach((item, i) => {
    if (i > starts.at(-1)! && cutBefore(item, i, bytes, i - starts.at(-1)!)) {
      starts.push(i)
      bytes = 0
    }
    bytes += size(i)
  })
  return starts
}

/** A text shard: its JSON and the hash that names it. */
export interface TextRun {
  json: string
  hash: string
}

/**
 * The text shard of pages `from` to `to` (excluded), from each page's JSON; made once per run, as
 * the last build's runs are compared with this one's by their hashes (kept-postings.ts).
 */
export type TextRuns = (from: number, to: number) => TextRun

function textRuns(textJson: string[]): TextRuns {
  const made = new Map<string, TextRun>()
  return (from, to) => {
    let run = made.get(`${from}:${to}`)
    if (!run) {
      const json = `[${textJson.slice(from, to).join(',')}]`
      made.set(`${from}:${to}`, (run = { json, hash: contentHash(json) }))
    }
    return run
  }
}

/** Adds `json` to `shards` as `<kind>.<hash>.json` and returns the hash. */
function namedJson(shards: Map<string, string>, kind: 't' | 'x', json: string): string {
  const hash = contentHash(json)
  shards.set(`${kind}.${hash}.json`, json)
  return hash
}
