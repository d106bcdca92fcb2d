/**
 * The sharded form of one locale's index (layout: core/search/format.ts), made from the spec §7
 * data so both always hold the same pages and sections. Words are the browser's tokens
 * (core/search/tokenize.ts, Intl.Segmenter for CJK), so the browser looks up exactly what it
 * would have indexed, without indexing anything on open. Pure.
 */
import { deltaEncode, headingId, META_FILE, SHARD_FORMAT, termFile, textFile, type MetaSection, type SearchMeta, type TermShard, type TextShard } from '../../core/search/format.js'
import { tokenize } from '../../core/search/tokenize.js'
import { parseSectionKey, type SearchIndexData } from './index-data.js'

export interface ShardOptions {
  /** About this many bytes of JSON per term shard. */
  termBytes?: number
  /** At least this many term shards (when there are as many words), so small sites still split. */
  minTermShards?: number
  /** About this many bytes of JSON per text shard … */
  textBytes?: number
  /** … and at most this many pages. */
  textPages?: number
}

export const SHARD_DEFAULTS: Required<ShardOptions> = { termBytes: 24_000, minTermShards: 8, textBytes: 24_000, textPages: 16 }

/** File name (meta.json, t<n>.json, x<n>.json) → JSON, for the index `index`. */
export function buildSearchShards(index: SearchIndexData, options: ShardOptions = {}): Map<string, string> {
  const o = { ...SHARD_DEFAULTS, ...options }
  const folders: string[] = []
  const folderOf = new Map<string, number>()
  const pages: SearchMeta['p'] = []
  const texts: TextShard = []
  const postings = new Map<string, number[]>()
  let section = 0
  for (const [route, page] of Object.entries(index)) {
    const cut = route.lastIndexOf('/') + 1
    const folder = route.slice(0, cut)
    let f = folderOf.get(folder)
    if (f === undefined) folderOf.set(folder, (f = folders.push(folder) - 1))
    const keys = Object.keys(page.data)
    if (!keys.length) keys.push('')
    const sections: MetaSection[] = []
    const pageTexts: string[] = []
    for (const key of keys) {
      const { id, title } = parseSectionKey(key)
      sections.push(headingId(title) === id ? title : [id, title])
      const text = page.data[key] ?? ''
      pageTexts.push(text)
      for (const word of new Set(tokenize(text))) {
        const list = postings.get(word)
        if (list) list.push(section)
        else postings.set(word, [section])
      }
      section++
    }
    pages.push([f, route.slice(cut), page.title, sections])
    texts.push(pageTexts)
  }

  const files = new Map<string, string>()
  // Term shards: sorted words cut into ranges of about equal size.
  const words = [...postings.keys()].sort()
  const encoded = words.map((w) => deltaEncode(postings.get(w)!))
  const sizes = words.map((w, i) => w.length + 4 + JSON.stringify(encoded[i]).length)
  const total = sizes.reduce((a, b) => a + b, 0)
  const count = Math.max(1, Math.min(words.length, Math.max(o.minTermShards, Math.ceil(total / o.termBytes))))
  const starts: string[] = ['']
  let shard: TermShard = { k: [], v: [] }
  let done = 0
  words.forEach((word, i) => {
    if (shard.k.length && done >= (total * starts.length) / count) {
      files.set(termFile(starts.length - 1), JSON.stringify(shard))
      starts.push(word)
      shard = { k: [], v: [] }
    }
    shard.k.push(word)
    shard.v.push(encoded[i]!)
    done += sizes[i]!
  })
  files.set(termFile(starts.length - 1), JSON.stringify(shard))

  // Text shards: runs of pages, cut by size and page count.
  const textStarts: number[] = [0]
  let run: TextShard = []
  let bytes = 0
  texts.forEach((pageTexts, i) => {
    const size = JSON.stringify(pageTexts).length
    if (run.length && (bytes + size > o.textBytes || run.length >= o.textPages)) {
      files.set(textFile(textStarts.length - 1), JSON.stringify(run))
      textStarts.push(i)
      run = []
      bytes = 0
    }
    run.push(pageTexts)
    bytes += size
  })
  files.set(textFile(textStarts.length - 1), JSON.stringify(run))

  const meta: SearchMeta = { v: SHARD_FORMAT, d: folders, p: pages, t: starts, x: textStarts }
  files.set(META_FILE, JSON.stringify(meta))
  return files
}
