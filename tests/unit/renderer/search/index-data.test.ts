import { createHash } from 'node:crypto'
// Index building: sections from the compiled tree, the spec §7 shape, exclusions (XSS-12), the
// hashed URLs, the shards, plus the browser half's tokenizer (CJK), highlighter (XSS-4) and the
// engine (limits, shards fetched per query, failures, cache).
import { describe, expect, it } from 'vitest'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { buildSearchIndex, isSearchable, pageSearchData, parseSectionKey, sectionKey, type SearchIndexData } from '../../../../renderer/search/index-data.js'
import { planSearchIndexes, searchPointerFiles, searchPointerUrls } from '../../../../renderer/stages/search.js'
import type { MdxPageEntry, PageMap } from '../../../../core/page-map.js'
import type { CompiledPage } from '../../../../core/compiled-page.js'
import { tokenize, MAX_TOKEN } from '../../../../core/search/tokenize.js'
import { excerpt, fold, highlight, queryTerms, MAX_QUERY, MAX_TERMS } from '../../../../client/search/highlight.js'
import { createEngine, MAX_PAGES, MAX_SECTIONS, QUERY_CACHE_SIZE, type SearchEngine, type SearchResult } from '../../../../client/search/engine.js'
import { deltaDecode, headingId, indexOfPointer, metaFile, SHARD_FORMAT, shardBase, shardOf, termFile, termShardsFor, textFile, type SearchMeta, type TermShard } from '../../../../core/search/format.js'
import { buildSearchShards, type ShardOptions } from '../../../../renderer/search/shards.js'
import { searchMessages } from '../../../../client/search/messages.js'

async function compiled(source: string, options: { searchCodeBlocks?: boolean; format?: 'md' | 'mdx' } = {}): Promise<CompiledPage> {
  const result = await compilePage({ source, file: 'content/docs/x.mdx', format: options.format ?? 'mdx', options: { searchCodeBlocks: options.searchCodeBlocks } })
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  return result.page!
}

function entry(over: Partial<MdxPageEntry> & { route: string }): MdxPageEntry {
  return {
    kind: 'MdxPage',
    name: over.route.split('/').pop() || 'index',
    locale: 'en-US',
    title: 'T',
    sidebarTitle: 'T',
    type: 'doc',
    display: 'normal',
    theme: {} as MdxPageEntry['theme'],
    frontMatter: {},
    section: 'docs',
    file: `${over.route.slice(1) || 'index'}.mdx`,
    fallback: false,
    ...over,
  }
}

const PAGE = `---
title: Retries
description: SECRET-DESCRIPTION
---

import { Thing } from 'nextra/components'

Intro **text** with \`code\`.

## Configure retries

Set the backoff.

- item one
- item two

\`\`\`ts
const retries = 3
\`\`\`

<Callout type="info">Callout text</Callout>

| a | b |
| - | - |
| c | d |

### Custom id [#custom]

Last section.
`

describe('search sections and page data', () => {
  it("keys sections '<id>#<heading>' ('' for the intro) with text blocks split by newline", async () => {
    const page = await compiled(PAGE)
    const data = pageSearchData({ title: 'Retries' }, page.sections)
    expect(data.title).toBe('Retries')
    expect(Object.keys(data.data)).toEqual(['', 'configure-retries#Configure retries', 'custom#Custom id'])
    expect(data.data['']).toBe('Intro text with code.')
    expect(data.data['configure-retries#Configure retries']!.split('\n')).toEqual(['Set the backoff.', 'item one', 'item two', 'const retries = 3', 'Callout text', 'a b', 'c d'])
    expect(data.data['custom#Custom id']).toBe('Last section.')
  })

  it('leaves code blocks out when config.search.codeBlocks is false', async () => {
    const page = await compiled(PAGE, { searchCodeBlocks: false })
    const data = pageSearchData({ title: 'Retries' }, page.sections)
    expect(data.data['configure-retries#Configure retries']).not.toContain('const retries')
  })

  it('holds plain text only: no markup, no ESM, no front matter fields (XSS-1, XSS-12)', async () => {
    const page = await compiled(`---\ntitle: X\ndescription: SECRET-DESCRIPTION\n---\n\nSee <b>bold</b> and [a link](/x).\n\n## Fish &amp; Chips &lt;img src=x onerror=alert(1)&gt;\n\n{1 + 1}\n`)
    const json = JSON.stringify(pageSearchData({ title: 'X' }, page.sections))
    expect(json).not.toContain('SECRET-DESCRIPTION')
    expect(json).not.toContain('import')
    expect(json).not.toMatch(/<b>|<a |<p>/)
    const data = pageSearchData({ title: 'X' }, page.sections).data
    expect(data['']).toBe('See bold and a link.')
    const heading = Object.keys(data).find((k) => k.includes('Fish'))!
    expect(parseSectionKey(heading).title).toBe('Fish & Chips <img src=x onerror=alert(1)>')
  })

  it('indexes .md pages; raw HTML in them contributes nothing', async () => {
    const page = await compiled('# Title\n\nText <img src=x onerror=alert(1)> here.\n\n<script>alert(1)</script>\n', { format: 'md' })
    const json = JSON.stringify(pageSearchData({ title: 'T' }, page.sections))
    expect(json).not.toContain('onerror')
    expect(json).toContain('Text')
  })

  it('round-trips section keys', () => {
    expect(sectionKey({ id: '', title: '' })).toBe('')
    expect(parseSectionKey(sectionKey({ id: 'a-b', title: 'A # B' }))).toEqual({ id: 'a-b', title: 'A # B' })
  })
})

describe('which pages are indexed (XSS-12)', () => {
  const sections = [{ id: '', title: '', text: 'body' }]
  const code: CompiledPage = { code: '', headings: [], links: [], ids: [], sections, markdown: '' }
  const pages = [
    entry({ route: '/docs/a', title: 'A' }),
    entry({ route: '/docs/draft', frontMatter: { draft: true } }),
    entry({ route: '/docs/noindex', frontMatter: { noindex: true } }),
    entry({ route: '/docs/nosearch', frontMatter: { search: false } }),
    entry({ route: '/docs/nopagefind', frontMatter: { pagefind: false } }),
    entry({ route: '/docs/hidden', display: 'hidden' }),
    entry({ route: '/docs/link', href: 'https://example.com' }),
    entry({ route: '/fr/docs/a', locale: 'fr', fallback: true }),
    entry({ route: '/fr/docs/b', locale: 'fr', title: 'B' }),
    entry({ route: '/de/docs/only', locale: 'de', title: 'Nur' }),
  ]
  it("leaves out drafts, noindex, search: false (and Starlight's pagefind: false), hidden pages, links and untranslated fallbacks", () => {
    expect(pages.filter(isSearchable).map((p) => p.route)).toEqual(['/docs/a', '/fr/docs/b', '/de/docs/only'])
  })
  it('builds one index per locale; a page only in de is only in de', () => {
    expect(Object.keys(buildSearchIndex(pages, 'en-US', () => code))).toEqual(['/docs/a'])
    expect(Object.keys(buildSearchIndex(pages, 'fr', () => code))).toEqual(['/fr/docs/b'])
    expect(buildSearchIndex(pages, 'de', () => code)).toEqual({ '/de/docs/only': { title: 'Nur', data: { '': 'body' } } })
  })
  it('hashes each locale URL from its pages’ inputs', () => {
    const map = { pages, trees: {}, files: new Map(), redirects: {} } as unknown as PageMap
    const a = planSearchIndexes(map, ['en-US', 'fr'], () => 'source', 'salt')
    expect(a.urls['en-US']).toMatch(/^\/_site\/search\/en-US\.[0-9a-f]{10}\.json$/)
    expect(a.files.fr).toBe(a.urls.fr!.slice(1))
    expect(planSearchIndexes(map, ['en-US', 'fr'], () => 'source', 'salt')).toEqual(a)
    const b = planSearchIndexes(map, ['en-US', 'fr'], (p) => (p.route === '/docs/a' ? 'changed' : 'source'), 'salt')
    expect(b.urls['en-US']).not.toBe(a.urls['en-US'])
    expect(b.urls.fr).toBe(a.urls.fr)
    // A draft's source does not change the URL (it is not in the index).
    const c = planSearchIndexes(map, ['en-US'], (p) => (p.route === '/docs/draft' ? 'changed' : 'source'), 'salt')
    expect(c.urls['en-US']).toBe(a.urls['en-US'])
  })
})

describe('tokens (same at index and query time)', () => {
  it('splits words, lower-cases, keeps digits', () => {
    expect(tokenize('Retry-After: 30s, HTTP/2 über')).toEqual(['retry', 'after', '30s', 'http', '2', 'über'])
  })
  it('segments Chinese, Japanese and Korean with Intl.Segmenter', () => {
    expect(tokenize('全文检索功能支持中文')).toEqual(expect.arrayContaining(['检索', '中文']))
    expect(tokenize('SDK 使用指数退避重试')).toEqual(expect.arrayContaining(['sdk', '指数', '重试']))
    expect(tokenize('東京で検索する').length).toBeGreaterThan(1)
    expect(tokenize('검색 기능')).toEqual(['검색', '기능'])
  })
  it('caps token length (a page of 10,000 a’s)', () => {
    expect(tokenize('a'.repeat(10_000))).toEqual(['a'.repeat(MAX_TOKEN)])
  })
  it('gives ASCII text (its own quick path) the words the general path gives', () => {
    // The general path as it reads for any text: NFKC, lower case, runs of letters, digits, marks and '_'.
    const general = (text: string) => [...text.normalize('NFKC').toLowerCase().matchAll(/[\p{L}\p{N}\p{M}_]+/gu)].map((m) => m[0].slice(0, MAX_TOKEN))
    const alphabet = 'aZ09_ -.,:/\t\n"\'()[]{}<>#@!?*+=|~`^$%&;\\' + String.fromCharCode(0, 31, 127)
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
    for (let n = 0; n < 500; n++) {
      const length = next() % 80
      let text = ''
      for (let i = 0; i < length; i++) text += next() % 5 === 0 ? 'Retry'.repeat(next() % 9) : alphabet[next() % alphabet.length]
      expect(tokenize(text), JSON.stringify(text)).toEqual(general(text))
    }
    expect(tokenize('HTTP_STATUS 429 Too-Many-Requests')).toEqual(['http_status', '429', 'too', 'many', 'requests'])
  })
  it('yields nothing for punctuation-only queries', () => {
    for (const q of ['(', '[', '\\', '.*', ' ', '" "']) expect(tokenize(q)).toEqual([])
  })
})

describe('highlighting (XSS-2, XSS-4)', () => {
  it('marks every occurrence case-insensitively, as data, not HTML', () => {
    expect(highlight('Retries and RETRIES', ['retries'])).toEqual([
      { text: 'Retries', match: true },
      { text: ' and ', match: false },
      { text: 'RETRIES', match: true },
    ])
    const segments = highlight('Fish &amp; Chips <img src=x onerror=alert(1)>', queryTerms('onerror'))
    expect(segments.map((s) => s.text).join('')).toBe('Fish &amp; Chips <img src=x onerror=alert(1)>')
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['onerror'])
  })
  it('treats regex metacharacters literally and terminates on hostile queries', () => {
    // Ends in a mismatch: a query run as a regular expression, such as (a+)+$, would backtrack for
    // ages and time the test out (no clock here: it must simply finish).
    const text = `${'a'.repeat(10_000)}!`
    for (const q of ['(', '[', '\\', '(?=f)', 'a  b', ' ', '.*', '(a+)+$', 'x'.repeat(2000)]) {
      const terms = queryTerms(q)
      highlight(excerpt(text, terms), terms)
    }
    expect(queryTerms('x'.repeat(2000))[0]!.length).toBeLessThanOrEqual(MAX_QUERY)
    expect(queryTerms(Array.from({ length: 50 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_TERMS)
  })
  it('keeps offsets when case folding changes length', () => {
    const text = 'İstanbul retries'
    expect(fold(text)).toHaveLength(text.length)
    expect(highlight(text, ['retries']).at(-1)).toEqual({ text: 'retries', match: true })
  })
  it('cuts excerpts around the first match', () => {
    const text = `${'lorem '.repeat(100)}needle ${'ipsum '.repeat(100)}`
    const out = excerpt(text, ['needle'])
    expect(out).toContain('needle')
    expect(out.startsWith('…') && out.endsWith('…')).toBe(true)
    expect(out.length).toBeLessThanOrEqual(162)
  })
})

/** The shards of `index` as an engine would fetch them, recording each request; `fail` names files that fail. */
function shardSource(index: SearchIndexData, options: ShardOptions = {}, fail: (file: string) => boolean = () => false) {
  const { meta, shards: files } = buildSearchShards(index, options)
  const fetched: string[] = []
  const fetchShard = async (file: string) => {
    fetched.push(file)
    await Promise.resolve()
    if (fail(file) || !files.has(file)) throw new Error(`HTTP 404 ${file}`)
    return JSON.parse(files.get(file)!) as unknown
  }
  return { files, fetched, fetchShard, meta: JSON.parse(meta) as SearchMeta }
}

/** Runs `query` until every shard it needs has arrived (or failed). */
async function settle(engine: SearchEngine, query: string): Promise<SearchResult> {
  for (let i = 0; i < 50; i++) {
    const result = engine.search(query)
    if (!result.pending) return result
    await new Promise((r) => setTimeout(r, 0))
  }
  throw new Error(`query ${query} never settled`)
}

describe('shards', () => {
  const index: SearchIndexData = {
    '/docs/retries': { title: 'Retries', data: { '': 'Intro about retries.', 'configure-retries#Configure retries': 'Set the backoff.\nconst retries = 3', 'custom#Custom id': 'Last section.' } },
    '/docs/sub/page': { title: 'Page', data: {} },
    '/': { title: 'Home', data: { '': 'Welcome home' } },
  }
  it('holds every page, section id, heading and word of the spec data, compactly', () => {
    const { files, meta } = shardSource(index)
    expect(meta.v).toBe(SHARD_FORMAT)
    expect(meta.d).toEqual(['/docs/', '/docs/sub/', '/'])
    // Ids equal to headingId(heading) are left out; others are kept.
    expect(meta.p[0]).toEqual([0, 'retries', 'Retries', ['', 'Configure retries', ['custom', 'Custom id']]])
    expect(meta.p[1]).toEqual([1, 'page', 'Page', ['']])
    expect(meta.t[0]).toBe('')
    const words = new Map<string, number[]>()
    meta.t.forEach((_, n) => {
      const shard = JSON.parse(files.get(termFile(meta, n))!) as TermShard
      expect([...shard.k].sort()).toEqual(shard.k)
      shard.k.forEach((w, i) => words.set(w, deltaDecode(shard.v[i]!)))
      // Each word lies in its shard's range.
      for (const w of shard.k) expect(shardOf(meta.t, w)).toBe(n)
    })
    expect(words.get('retries')).toEqual([0, 1])
    expect(words.get('backoff')).toEqual([1])
    expect(words.get('welcome')).toEqual([4])
    expect(meta.x).toEqual([0])
    expect(JSON.parse(files.get(textFile(meta, 0))!)).toEqual([['Intro about retries.', 'Set the backoff.\nconst retries = 3', 'Last section.'], [''], ['Welcome home']])
  })
  it('splits words into ranges and pages into text runs, each file named by its content', () => {
    const { files, meta } = shardSource(index, { minTermShards: 4, textPages: 1 })
    expect(meta.t.length).toBeGreaterThan(1)
    expect(meta.x).toEqual([0, 1, 2])
    const names = [...meta.t.map((_, n) => termFile(meta, n)), ...meta.x.map((_, n) => textFile(meta, n))]
    expect([...files.keys()].sort()).toEqual([...names].sort())
    for (const name of names) expect(createHash('sha256').update(files.get(name)!).digest('hex')).toMatch(new RegExp(`^${name.split('.')[1]}`))
  })
  it('keeps the files of the shards an edit to one page does not touch', () => {
    const pages: SearchIndexData = {}
    for (let p = 0; p < 400; p++) pages[`/docs/p${p}`] = { title: `Page ${p}`, data: { '': `Resource ${p} of section ${p % 7}: retries, timeouts, pagination and ${['webhooks', 'tokens', 'scopes'][p % 3]}.` } }
    const before = buildSearchShards(pages)
    pages['/docs/p200']!.data[''] += ' One more sentence about idempotency.'
    const after = buildSearchShards(pages)
    const changed = [...after.shards.keys()].filter((name) => !before.shards.has(name))
    expect(after.shards.size).toBeGreaterThan(20)
    // The shards of 'one', 'more', 'sentence', 'about' and 'idempotency', and the page's run.
    expect(changed.length).toBeGreaterThan(0)
    expect(changed.length).toBeLessThanOrEqual(6)
  })
  it('finds the shards of a word and of a prefix', () => {
    const starts = ['', 'b', 'ret', 'retz', 's']
    expect(termShardsFor(starts, 'a', false)).toEqual([0])
    expect(termShardsFor(starts, 'retries', false)).toEqual([2])
    expect(termShardsFor(starts, 'ret', true)).toEqual([2, 3])
    expect(termShardsFor(starts, 'zz', true)).toEqual([4])
  })
  it('names each locale’s hashed index in a pointer of a stable name, which the browser reads back', () => {
    const plan = { files: { 'en-US': '_site/search/en-US.0123456789.json', fr: '_site/search/fr.abcdef0123.json' }, urls: { 'en-US': '/_site/search/en-US.0123456789.json', fr: '/_site/search/fr.abcdef0123.json' } }
    const pointers = searchPointerFiles(plan)
    expect(pointers.map((p) => p.path)).toEqual(['_search/en-US.json', '_search/fr.json'])
    expect(searchPointerUrls(['en-US', 'fr'])).toEqual({ 'en-US': '/_search/en-US.json', fr: '/_search/fr.json' })
    expect(indexOfPointer(JSON.parse(String(pointers[1]!.contents)))).toBe('/_site/search/fr.abcdef0123.json')
    for (const bad of [null, {}, { index: 3 }, { index: 'https://evil.example/x.json' }, { index: '//evil.example/x.json' }, { index: '/_site/search/en-US.js' }]) expect(() => indexOfPointer(bad)).toThrow(/pointer names no index/)
  })
  it('derives the shard folder and the meta shard from the index URL', () => {
    expect(shardBase('/_site/search/en-US.0123456789.json')).toBe('/_site/search/en-US/')
    expect(metaFile('/_site/search/en-US.0123456789.json')).toBe('meta.0123456789.json')
    expect(shardBase('/_site/search/fr.json')).toBe('/_site/search/fr/')
    expect(metaFile('/_site/search/fr.json')).toBe('meta.json')
  })
  it('keeps real ids that differ from the usual slug', () => {
    expect(headingId('Fish & Chips <img src=x>')).toBe('fish--chips-img-srcx')
    const { meta } = shardSource({ '/a': { title: 'A', data: { 'fish-chips#Fish & Chips': 'x', 'step-1#Step 1': 'y' } } })
    expect(meta.p[0]![3]).toEqual([['fish-chips', 'Fish & Chips'], 'Step 1'])
  })
})

describe('engine', () => {
  const index: SearchIndexData = {}
  for (let p = 0; p < 8; p++) {
    const data: Record<string, string> = { '': `widget page ${p}` }
    for (let s = 0; s < 8; s++) data[`part-${s}#Widget part ${s}`] = `widget assembly ${s}`
    index[`/docs/w${p}`] = { title: `Widget ${p}`, data }
  }
  index['/zh'] = { title: '重试', data: { '': '全文检索功能支持中文', 'pei-zhi#配置重试': '更改退避策略' } }
  index['/docs/retries'] = { title: 'Retries', data: { '': 'Intro.', 'backoff#Backoff': 'Exponential backoff between attempts, with jitter.' } }
  const small = { minTermShards: 6, textPages: 2 }

  it('returns at most 5 pages and 5 sections per page, linking to route#heading, with excerpts', async () => {
    const source = shardSource(index, small)
    const engine = await createEngine(source.meta, source.fetchShard)
    const hits = (await settle(engine, 'widget')).pages
    expect(hits).toHaveLength(MAX_PAGES)
    for (const page of hits) expect(page.sections.length).toBeLessThanOrEqual(MAX_SECTIONS)
    expect(hits.flatMap((p) => p.sections.map((s) => s.url)).every((u) => /^\/docs\/w\d(#part-\d)?$/.test(u))).toBe(true)
    expect(hits[0]!.sections.every((s) => s.text.includes('widget'))).toBe(true)
  })
  it('answers from titles and headings before any text shard arrives, then adds text matches', async () => {
    const source = shardSource(index, small)
    const engine = await createEngine(source.meta, source.fetchShard)
    expect(source.fetched).toEqual([])
    const first = engine.search('retries')
    expect(first.pending).toBe(true)
    expect(first.pages[0]?.route).toBe('/docs/retries')
    expect(first.pages[0]?.sections[0]).toMatchObject({ url: '/docs/retries', title: 'Retries', text: '' })
    const done = await settle(engine, 'jitter')
    expect(done.pages[0]?.sections[0]).toMatchObject({ url: '/docs/retries#backoff', title: 'Backoff' })
    expect(done.pages[0]?.sections[0]?.text).toContain('jitter')
  })
  it('fetches only the shards a query needs', async () => {
    const source = shardSource(index, small)
    const engine = await createEngine(source.meta, source.fetchShard)
    await settle(engine, 'backoff')
    const terms = source.fetched.filter((f) => f.startsWith('t'))
    expect(terms).toEqual(termShardsFor(source.meta.t, 'backoff', true).map((n) => termFile(source.meta, n)))
    expect(terms.length).toBeLessThan(source.meta.t.length)
    // The text shard of the one page shown, not the others.
    const page = source.meta.p.findIndex((p) => p[1] === 'retries')
    const text = source.meta.x.findLastIndex((start) => start <= page)
    expect(source.fetched.filter((f) => f.startsWith('x'))).toEqual([textFile(source.meta, text)])
    expect(new Set(source.fetched).size).toBe(source.fetched.length)
    expect(engine.requested()).toEqual(source.fetched)
    // Same words again: nothing new is fetched.
    await settle(engine, 'backoff')
    expect(engine.requested()).toEqual(source.fetched)
  })
  it('matches the word being typed as a prefix of longer words', async () => {
    const source = shardSource(index, small)
    const engine = await createEngine(source.meta, source.fetchShard)
    expect((await settle(engine, 'expon')).pages[0]?.sections[0]?.url).toBe('/docs/retries#backoff')
    expect((await settle(engine, 'ex')).pages).toEqual([]) // too short to expand
  })
  it('reports a failed shard, and fetches it again after retry()', async () => {
    let failing = true
    const source = shardSource(index, small, (f) => failing && f.startsWith('t'))
    const engine = await createEngine(source.meta, source.fetchShard)
    let updates = 0
    engine.subscribe(() => updates++)
    const failed = await settle(engine, 'jitter')
    expect(failed.failed).toBe(true)
    expect(updates).toBeGreaterThan(0)
    expect(engine.cachedQueries()).not.toContain('jitter')
    failing = false
    engine.retry()
    const again = await settle(engine, 'jitter')
    expect(again.failed).toBe(false)
    expect(again.pages[0]?.route).toBe('/docs/retries')
  })
  it('rejects a meta shard of another format', async () => {
    const source = shardSource(index)
    await expect(createEngine({ ...source.meta, v: 999 }, source.fetchShard)).rejects.toThrow(/format/)
  })
  it('finds CJK text with CJK queries', async () => {
    const source = shardSource(index, small)
    const engine = await createEngine(source.meta, source.fetchShard)
    expect((await settle(engine, '检索')).pages[0]?.route).toBe('/zh')
    expect((await settle(engine, '退避')).pages[0]?.sections[0]?.url).toBe('/zh#pei-zhi')
    expect((await settle(engine, '没有')).pages).toEqual([])
  })
  it('caches the last 100 complete results', async () => {
    const source = shardSource(index, small)
    const engine = await createEngine(source.meta, source.fetchShard)
    for (let i = 0; i < 150; i++) await settle(engine, `q${i}`)
    const cached = engine.cachedQueries()
    expect(cached).toHaveLength(QUERY_CACHE_SIZE)
    expect(cached[0]).toBe('q50')
    expect(engine.search('q149').pages).toBe(engine.search('q149').pages)
  })
  it('does not throw on hostile queries', async () => {
    const source = shardSource(index, small)
    const engine = await createEngine(source.meta, source.fetchShard)
    for (const q of ['(', '[', '\\', '(?=f)', 'a  b', ' ', '.*', '(a+)+$', 'a'.repeat(2000), '<img src=x onerror=alert(1)>', 'constructor', '__proto__', 'toString']) {
      expect(() => engine.search(q)).not.toThrow()
      expect((await settle(engine, q)).failed).toBe(false)
    }
  })
})

describe('messages', () => {
  it('are localized for fr, ru and zh-CN, English otherwise', () => {
    expect(searchMessages('en-US')).toMatchObject({ loading: 'Loading…', error: 'Failed to load search index.', empty: 'No results found.' })
    expect(searchMessages('fr').empty).toBe('Aucun résultat trouvé.')
    expect(searchMessages('fr-CA').loading).toBe('Chargement…')
    expect(searchMessages('ru').error).toBe('Не удалось загрузить поисковый индекс.')
    expect(searchMessages('zh-CN').loading).toBe('正在加载…')
    expect(searchMessages('zh').empty).toBe('未找到结果。')
    expect(searchMessages('de').loading).toBe('Loading…')
  })
})
