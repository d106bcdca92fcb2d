/**
 * The term lists of the last build's index, read back from its shards in the output folder and
 * brought up to date with the sections whose text changed since: the term lists of an index are
 * what its term shards hold, so a one-page edit need not tokenize every section of the site again
 * (the synthetic 10,000 pages: 1.17 million words, to change a few lists).
 *
 * Only when the last build's pages line up with this build's (the same routes in the same order,
 * as many sections each), so that a section's number means the same section in both. The shards
 * are named by the hash of their contents, and each one read is checked against its name. When
 * anything does not hold, `keptPostings` answers undefined and the caller tokenizes every
 * section (shards.ts); the shards it makes are the same either way (kept-postings.test.ts).
 */
import { deltaDecode, lowerBound, SHARD_FORMAT, type SearchMeta, type TermShard, type TextShard } from '../../core/search/format.js'
import { tokenize } from '../../core/search/tokenize.js'
import { hash as contentHash } from '../hashes.js'
import type { TextRuns } from './shards.js'

/** The last build's shards of one locale's index. */
export interface PreviousShards {
  /** Its meta shard's JSON. */
  meta: string
  /** The text of the shard file `name` (`t.<hash>.json`, `x.<hash>.json`) in its folder, when it can be read. */
  read(name: string): string | undefined
}

/**
 * Each word → its sections' numbers ascending, for `texts` (each page's section texts, in index
 * order, the pages at `routes`), from the `previous` shards; undefined when they cannot serve.
 * `runs` gives this build's text shard of a run of pages, compared with the last build's by hash.
 */
export function keptPostings(previous: PreviousShards, routes: string[], texts: TextShard, runs: TextRuns): Map<string, number[]> | undefined {
  try {
    const meta = JSON.parse(previous.meta) as SearchMeta
    if (meta.v !== SHARD_FORMAT || meta.x.length !== meta.xf.length || !samePages(meta, routes, texts)) return undefined
    const postings = termLists(meta, previous.read)
    const changed = postings && changedSections(meta, texts, runs, previous.read)
    if (!postings || !changed) return undefined
    for (const { section, before, now } of changed) patch(postings, section, before, now)
    return postings
  } catch {
    // A meta shard that does not parse or has another shape: the last build's shards cannot serve.
    return undefined
  }
}

/**
 * Whether the meta shard lists the pages at `routes`, in that order, with as many sections as
 * `texts`, in text runs that start at the first page and go up (so every page is in one run).
 */
function samePages(meta: SearchMeta, routes: string[], texts: TextShard): boolean {
  const runsCover = meta.x[0] === 0 && meta.x.every((from, n) => n === 0 || (from > meta.x[n - 1]! && from < routes.length))
  return runsCover && meta.p.length === routes.length && meta.p.every((page, i) => meta.d[page[0]]! + page[1] === routes[i] && page[3].length === texts[i]!.length)
}

/** The term lists of the meta's term shards, each checked against the hash in its name. */
function termLists(meta: SearchMeta, read: PreviousShards['read']): Map<string, number[]> | undefined {
  const postings = new Map<string, number[]>()
  for (const hash of meta.tf) {
    const shard = verified<TermShard>(read, 't', hash)
    if (!shard || shard.k.length !== shard.v.length) return undefined
    shard.k.forEach((word, i) => postings.set(word, deltaDecode(shard.v[i]!)))
  }
  return postings
}

interface ChangedSection {
  section: number
  before: string
  now: string
}

/**
 * The sections whose text is not the last build's: a run of pages whose text shard hashes as the
 * last build's did is unchanged; the others are compared section by section with the last text shard.
 */
function changedSections(meta: SearchMeta, texts: TextShard, runs: TextRuns, read: PreviousShards['read']): ChangedSection[] | undefined {
  const firstSection: number[] = []
  texts.reduce((at, page, i) => ((firstSection[i] = at), at + page.length), 0)
  const changed: ChangedSection[] = []
  for (let n = 0; n < meta.x.length; n++) {
    const from = meta.x[n]!
    const to = meta.x[n + 1] ?? texts.length
    if (runs(from, to).hash === meta.xf[n]) continue
    const before = verified<TextShard>(read, 'x', meta.xf[n]!)
    if (!before || before.length !== to - from) return undefined
    for (let i = from; i < to; i++) {
      const old = before[i - from]!
      if (old.length !== texts[i]!.length) return undefined
      texts[i]!.forEach((now, j) => old[j] !== now && changed.push({ section: firstSection[i]! + j, before: old[j]!, now }))
    }
  }
  return changed
}

/** Moves `section` out of the lists of the words it no longer holds and into those of the words it now holds. */
function patch(postings: Map<string, number[]>, section: number, before: string, now: string): void {
  const had = new Set(tokenize(before))
  const has = new Set(tokenize(now))
  for (const word of had) {
    if (has.has(word)) continue
    const list = postings.get(word)
    const at = list ? lowerBound(list, section) : -1
    if (!list || list[at] !== section) continue
    list.splice(at, 1)
    if (!list.length) postings.delete(word)
  }
  for (const word of has) {
    if (had.has(word)) continue
    const list = postings.get(word)
    if (!list) postings.set(word, [section])
    else {
      const at = lowerBound(list, section)
      if (list[at] !== section) list.splice(at, 0, section)
    }
  }
}

/** The shard `<kind>.<hash>.json` parsed, when it can be read and its contents hash to its name. */
function verified<T>(read: PreviousShards['read'], kind: 't' | 'x', hash: string): T | undefined {
  const json = read(`${kind}.${hash}.json`)
  return json !== undefined && contentHash(json) === hash ? (JSON.parse(json) as T) : undefined
}
