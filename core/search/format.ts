/**
 * The sharded search index, shared by the build (renderer/search/shards.ts writes it) and the
 * browser (./engine.ts reads it). Beside each locale's spec §7 file `<locale>.<hash>.json` the
 * build writes the locale's shards into the folder `<locale>/`; pages find the current index
 * through the locale's pointer `_search/<locale>.json` (SearchPointer below):
 *
 *   meta.<hash>.json  pages: route, title, section ids and headings; where the other shards start
 *                     and their files. Named by the index's hash. Loaded on first focus; titles
 *                     and headings are searched from it alone (FlexSearch), so the first result
 *                     never waits for page text.
 *   t.<hash>.json     term shards: the words of the page text in sorted ranges, each word → the
 *                     numbers of the sections holding it. A query loads only the shards of its words.
 *   x.<hash>.json     text shards: the section text of a run of pages, for the excerpts of the
 *                     pages a query shows.
 *
 * Term and text shards are named by their own content, and the build cuts them where the words
 * and routes themselves say (renderer/search/shards.ts): an edit to one page's text changes the
 * few shards holding its words and its run of pages, and every other shard keeps its file.
 *
 * Pure, no DOM and no Node: imported from both sides.
 */

/** Bump when the layout of the shards changes (stale clients then report the index as failed). */
export const SHARD_FORMAT = 2

/** The file of term shard `n` of `meta`. */
export const termFile = (meta: Pick<SearchMeta, 'tf'>, n: number): string => `t.${meta.tf[n]}.json`
/** The file of text shard `n` of `meta`. */
export const textFile = (meta: Pick<SearchMeta, 'xf'>, n: number): string => `x.${meta.xf[n]}.json`

/** A section in the meta shard: its heading when its id is `headingId(heading)`, else `[id, heading]`; the intro is `''`. */
export type MetaSection = string | [string, string]

export interface SearchMeta {
  v: number
  /** Route folders ('/docs/', '/post/'): a page's route is `d[page[0]] + page[1]`. */
  d: string[]
  /** Pages in index order: [folder, rest of the route, title, sections]. Sections are numbered across pages in this order. */
  p: Array<[number, string, string, MetaSection[]]>
  /** First word of each term shard, ascending; `t[0]` is ''. */
  t: string[]
  /** First page of each text shard, ascending; `x[0]` is 0. */
  x: number[]
  /** The content hash in the file name of each term shard, in the order of `t` (termFile). */
  tf: string[]
  /** The content hash in the file name of each text shard, in the order of `x` (textFile). */
  xf: string[]
}

/** A term shard: words ascending (`k`) and, for each, its section numbers ascending, delta-coded (`v`). */
export interface TermShard {
  k: string[]
  v: number[][]
}

/** A text shard: for each page of its run, the text of each of its sections (in meta order). */
export type TextShard = string[][]

/**
 * The usual id of a heading: lower case, punctuation dropped, spaces as '-'. Only a shortcut for
 * the meta shard: the build stores the real id whenever it differs from this.
 */
export function headingId(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/**
 * A locale's search pointer (`_search/<locale>.json`): the one file of search with a stable name,
 * naming the content-hashed index of the current build. Pages link the pointer, so an edit to one
 * page changes the index and the pointer, not every page.
 */
export interface SearchPointer {
  /** Root-relative URL of the index's spec file (`/_site/search/en-US.0123456789.json`); its shards are in `shardBase(index)`, its meta shard is `metaFile(index)`. */
  index: string
}

/** The index URL a pointer names; throws on anything but a same-site path to a `.json` file. */
export function indexOfPointer(pointer: unknown): string {
  const index = (pointer as Partial<SearchPointer> | null)?.index
  if (typeof index !== 'string' || !/^\/[^/].*\.json$/.test(index)) throw new Error('Search index: the pointer names no index')
  return index
}

/** The folder of the shards of the index at `indexUrl` ('/_site/search/en-US.ab12.json' → '/_site/search/en-US/'). */
export function shardBase(indexUrl: string): string {
  return `${indexUrl.replace(/(\.[0-9a-f]+)?\.json$/, '')}/`
}

/** The meta shard's file of the index at `indexUrl`, in its shard folder ('/_site/search/en-US.ab12.json' → 'meta.ab12.json'). */
export function metaFile(indexUrl: string): string {
  return `meta${/(\.[0-9a-f]+)?\.json$/.exec(indexUrl)![0]}`
}

/** The shard (index into `starts`, sorted) whose range holds `value`: the last start ≤ value. */
export function shardOf<T extends string | number>(starts: readonly T[], value: T): number {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid]! <= value) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** The first index of ascending `sorted` whose value is not below `value` (`sorted.length` when none). */
export function lowerBound<T extends string | number>(sorted: readonly T[], value: T): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Highest UTF-16 unit: every word starting with `p` sorts between `p` and `p + PREFIX_END`. */
export const PREFIX_END = '\uffff'

/** The term shards a word needs: its own, or with `prefix`, every shard holding a word that starts with it. */
export function termShardsFor(starts: readonly string[], word: string, prefix: boolean): number[] {
  const from = shardOf(starts, word)
  const to = prefix ? shardOf(starts, word + PREFIX_END) : from
  const out: number[] = []
  for (let n = from; n <= to; n++) out.push(n)
  return out
}

/** Delta-codes ascending numbers ([3, 5, 9] → [3, 2, 4]). */
export function deltaEncode(sorted: readonly number[]): number[] {
  return sorted.map((n, i) => (i === 0 ? n : n - sorted[i - 1]!))
}

/** Undoes deltaEncode. */
export function deltaDecode(deltas: readonly number[]): number[] {
  const out: number[] = new Array(deltas.length)
  let at = 0
  for (let i = 0; i < deltas.length; i++) out[i] = at += deltas[i]!
  return out
}
