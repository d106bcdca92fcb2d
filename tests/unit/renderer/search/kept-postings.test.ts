// Issue 20: an edit's search shards are made from the last build's term shards and the sections
// whose text changed (renderer/search/kept-postings.ts), and must be exactly the shards made by
// tokenizing every section. Seeded random indexes and edits; and every way the last build's
// shards cannot serve (other pages, other section counts, a shard changed, missing or unreadable)
// falls back to tokenizing, with the same result.
import { describe, expect, it } from 'vitest'
import { buildSearchShards, type SearchShards, type ShardOptions } from '../../../../renderer/search/shards.js'
import type { PreviousShards } from '../../../../renderer/search/kept-postings.js'
import type { SearchIndexData } from '../../../../renderer/search/index-data.js'

const WORDS = ['retry', 'cursor', 'webhook', 'token', 'quota', 'region', 'schema', 'idempotent', 'pagination', 'timeout', 'backoff', 'tenant', 'Ünïcode', 'naïve', '退避重试', 'キャッシュ', 'x'.repeat(40), 'v2', '429']
// Small shards, so that a few dozen pages make many term and text shards.
const SMALL: ShardOptions = { termBytes: 300, minTermShards: 4, textBytes: 600, textPages: 6 }

/** A seeded generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function sentence(next: () => number): string {
  return Array.from({ length: 1 + Math.floor(next() * 12) }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ')
}

function siteIndex(next: () => number, pages: number): SearchIndexData {
  const index: SearchIndexData = {}
  for (let p = 0; p < pages; p++) {
    const data: Record<string, string> = {}
    const sections = Math.floor(next() * 4)
    for (let s = 0; s < sections; s++) data[s === 0 ? '' : `part-${s}#Part ${s}`] = next() < 0.1 ? '' : sentence(next)
    index[`/docs/${p % 3 ? 'guide' : 'api'}/page-${p}`] = { title: `Page ${p}`, data }
  }
  return index
}

/** `index` with the text of some sections replaced (their count and the pages' routes kept). */
function edited(index: SearchIndexData, next: () => number, share: number): SearchIndexData {
  const copy: SearchIndexData = {}
  for (const [route, page] of Object.entries(index)) {
    copy[route] = { title: page.title, data: Object.fromEntries(Object.entries(page.data).map(([key, text]) => [key, next() < share ? sentence(next) : text])) }
  }
  return copy
}

/** The files of `built` as the last build left them, with a count of the reads. */
function previousOf(built: SearchShards, files = new Map(built.shards)): PreviousShards & { reads: string[] } {
  const reads: string[] = []
  return { meta: built.meta, reads, read: (name) => (reads.push(name), files.get(name)) }
}

const asObject = (shards: SearchShards) => ({ meta: shards.meta, shards: Object.fromEntries([...shards.shards].sort()) })

describe('search shards from the last build', () => {
  it('are the shards of tokenizing every section, over seeded sites and edits', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = random(seed)
      const before = siteIndex(next, 5 + Math.floor(next() * 60))
      const last = buildSearchShards(before, SMALL)
      const now = edited(before, next, [0, 0.02, 0.2, 1][seed % 4]!)
      const previous = previousOf(last)
      const kept = buildSearchShards(now, SMALL, previous)
      expect(asObject(kept), `seed ${seed}`).toEqual(asObject(buildSearchShards(now, SMALL)))
      // The last build's term shards were read: its term lists were used, not the texts tokenized again.
      const meta = JSON.parse(last.meta) as { tf: string[] }
      expect(meta.tf.every((hash) => previous.reads.includes(`t.${hash}.json`)), `seed ${seed}`).toBe(true)
    }
  })

  it('read only the text shards whose pages changed', () => {
    const next = random(7)
    const before = siteIndex(next, 80)
    const last = buildSearchShards(before, SMALL)
    const now = structuredClone(before)
    now['/docs/guide/page-40']!.data = Object.fromEntries(Object.keys(before['/docs/guide/page-40']!.data).map((key) => [key, 'webhook tenant brand-new-word']))
    const previous = previousOf(last)
    expect(asObject(buildSearchShards(now, SMALL, previous))).toEqual(asObject(buildSearchShards(now, SMALL)))
    expect(previous.reads.filter((name) => name.startsWith('x.'))).toHaveLength(Object.keys(before['/docs/guide/page-40']!.data).length ? 1 : 0)
  })

  it('fall back to tokenizing when the last build cannot serve, with the same shards', () => {
    const next = random(11)
    const before = siteIndex(next, 40)
    const last = buildSearchShards(before, SMALL)
    const routes = Object.keys(before)
    const moreSections = structuredClone(before)
    moreSections[routes[3]!]!.data['added#Added'] = 'quota region'
    const otherRoutes = Object.fromEntries(Object.entries(before).map(([route, page], i) => [i === 5 ? '/docs/guide/renamed' : route, page]))
    const fewerPages = Object.fromEntries(Object.entries(before).slice(1))
    const reordered = Object.fromEntries(Object.entries(before).reverse())
    const now = edited(before, next, 0.3)
    const [termName] = [...last.shards.keys()].filter((name) => name.startsWith('t.'))
    const [textName] = [...last.shards.keys()].filter((name) => name.startsWith('x.'))
    const changedTerm = new Map(last.shards).set(termName!, last.shards.get(termName!)!.replace('retry', 'retrx'))
    const missingText = new Map([...last.shards].filter(([name]) => name !== textName))
    const lastMeta = JSON.parse(last.meta) as { x: number[]; xf: string[] }
    const firstPagesEdited = Object.fromEntries(Object.entries(before).map(([route, page], i) => [route, i < lastMeta.x[1]! ? { title: page.title, data: Object.fromEntries(Object.keys(page.data).map((key) => [key, 'zebra quokka'])) } : page]))
    const cases: Array<[string, SearchIndexData, PreviousShards]> = [
      ['a section added', moreSections, previousOf(last)],
      ['a route renamed', otherRoutes, previousOf(last)],
      ['a page removed', fewerPages, previousOf(last)],
      ['pages reordered', reordered, previousOf(last)],
      ['a term shard changed', now, previousOf(last, changedTerm)],
      ['a text shard missing', edited(before, random(3), 1), previousOf(last, missingText)],
      ['a meta shard that does not parse', now, { meta: '{"v":', read: () => undefined }],
      ['a meta shard of another shape', now, { meta: '{"v":2,"p":3}', read: () => undefined }],
      // Its first run left out: an edit of the first pages would go unseen if that were trusted.
      ['a meta shard whose text runs leave out the first pages', firstPagesEdited, previousOf({ meta: JSON.stringify({ ...lastMeta, x: lastMeta.x.slice(1), xf: lastMeta.xf.slice(1) }), shards: last.shards })],
    ]
    for (const [name, index, previous] of cases) expect(asObject(buildSearchShards(index, SMALL, previous)), name).toEqual(asObject(buildSearchShards(index, SMALL)))
  })
})
