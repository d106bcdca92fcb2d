/** The route history (renderer/redirects/): moved pages keep their old routes, which redirect to the new one. */
import { describe, expect, it } from 'vitest'
import { isCurrent, movedRoutes, nextHistory, routesDigest, updateHistory, type CurrentPage, type RouteHistory } from '../../../../renderer/redirects/route-history.js'
import { sketchOf, similarity } from '../../../../renderer/redirects/sketch.js'
import { hash32, mix } from '../../../../renderer/hashes.js'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseHistory, serializeHistory } from '../../../../renderer/redirects/history-file.js'
import { checkRedirectLoops, siteRedirects } from '../../../../renderer/redirects/site-redirects.js'
import { createReport } from '../../../../renderer/diagnostics.js'

/** A page's text: a few paragraphs of distinct words, so two pages share almost no shingles. */
const prose = (topic: string, extra = '') =>
  `---\ntitle: ${topic}\n---\n\n${Array.from({ length: 40 }, (_, i) => `${topic} sentence ${i} explains step ${i * 7} of the ${topic} workflow`).join('. ')}.\n${extra}`

/** One build: the files present now, the pages planned from them; returns the new history and its redirects. */
function build(previous: RouteHistory, files: Record<string, string>, pages: CurrentPage[]) {
  const update = updateHistory(previous, pages, { exists: (file) => file in files, sketch: (file) => sketchOf(files[file] ?? '') }, { refresh: true })
  return { ...update, redirects: Object.fromEntries(movedRoutes(update.history, pages)) }
}

const empty: RouteHistory = { pages: {} }
const en = (file: string, route: string): CurrentPage => ({ file, locale: 'en', route })

describe('route history', () => {
  it('records each page on a first build, with no redirect', () => {
    const first = build(empty, { 'docs/a.mdx': prose('alpha') }, [en('docs/a.mdx', '/docs/a')])
    expect(first.history.pages['docs/a.mdx']!.routes).toEqual({ en: ['/docs/a'] })
    expect(first.redirects).toEqual({})
    expect(first.moves).toEqual([])
  })

  it('knows a moved and edited page by its text, and redirects its old route', () => {
    const files = { 'docs/a.mdx': prose('alpha'), 'docs/b.mdx': prose('beta') }
    const first = build(empty, files, [en('docs/a.mdx', '/docs/a'), en('docs/b.mdx', '/docs/b')])
    const moved = { 'guides/start.mdx': prose('alpha', 'One more paragraph about the alpha workflow.'), 'docs/b.mdx': prose('beta') }
    const second = build(first.history, moved, [en('guides/start.mdx', '/guides/start'), en('docs/b.mdx', '/docs/b')])
    expect(second.moves).toEqual([{ from: 'docs/a.mdx', to: 'guides/start.mdx' }])
    expect(second.redirects).toEqual({ '/docs/a': '/guides/start' })
    expect(second.history.pages['docs/a.mdx']).toBeUndefined()
  })

  it('sends every older route straight to the newest (no chain)', () => {
    const r1 = build(empty, { 'a.mdx': prose('alpha') }, [en('a.mdx', '/a')])
    const r2 = build(r1.history, { 'b.mdx': prose('alpha') }, [en('b.mdx', '/b')])
    const r3 = build(r2.history, { 'c.mdx': prose('alpha') }, [en('c.mdx', '/c')])
    expect(r3.redirects).toEqual({ '/a': '/c', '/b': '/c' })
  })

  it('drops the redirect of a route that is a page again, and never redirects a page to itself', () => {
    const r1 = build(empty, { 'a.mdx': prose('alpha') }, [en('a.mdx', '/a')])
    const r2 = build(r1.history, { 'b.mdx': prose('alpha') }, [en('b.mdx', '/b')])
    const back = build(r2.history, { 'b.mdx': prose('alpha'), 'a.mdx': prose('gamma') }, [en('a.mdx', '/a'), en('b.mdx', '/b')])
    expect(back.redirects).toEqual({})
    expect(back.history.pages['b.mdx']!.routes).toEqual({ en: ['/b'] })
    // The new page at /a then leaves: /a is no old route of the alpha page any more.
    const gone = build(back.history, { 'b.mdx': prose('alpha') }, [en('b.mdx', '/b')])
    expect(gone.redirects).toEqual({})
    // A page moved back to its old route redirects from the one it leaves.
    const home = build(r2.history, { 'a.mdx': prose('alpha') }, [en('a.mdx', '/a')])
    expect(home.redirects).toEqual({ '/b': '/a' })
  })

  it('takes no unrelated new file for a deleted page', () => {
    const r1 = build(empty, { 'a.mdx': prose('alpha') }, [en('a.mdx', '/a')])
    const r2 = build(r1.history, { 'z.mdx': prose('zeta') }, [en('z.mdx', '/z')])
    expect(r2.moves).toEqual([])
    expect(r2.redirects).toEqual({})
    expect(Object.keys(r2.history.pages)).toEqual(['z.mdx'])
  })

  it('keeps the entry of a file that exists but is not planned (a draft), and its locales apart', () => {
    const files = { 'a.mdx': prose('alpha') }
    const r1 = build(empty, files, [en('a.mdx', '/a'), { file: 'a.mdx', locale: 'fr', route: '/fr/a' }])
    const draft = build(r1.history, files, [])
    expect(draft.history.pages['a.mdx']!.routes).toEqual({ en: ['/a'], fr: ['/fr/a'] })
    const moved = build(draft.history, { 'b.mdx': prose('alpha') }, [en('b.mdx', '/b'), { file: 'b.mdx', locale: 'fr', route: '/fr/b' }])
    expect(moved.redirects).toEqual({ '/a': '/b', '/fr/a': '/fr/b' })
  })

  it('keeps the stored sketch through small edits, so the history file does not change with every edit', () => {
    const r1 = build(empty, { 'a.mdx': prose('alpha') }, [en('a.mdx', '/a')])
    const edited = build(r1.history, { 'a.mdx': prose('alpha').replace('sentence 3 ', 'line 3 ') }, [en('a.mdx', '/a')])
    expect(serializeHistory(edited.history)).toBe(serializeHistory(r1.history))
    const rewritten = build(r1.history, { 'a.mdx': prose('omega') }, [en('a.mdx', '/a')])
    expect(rewritten.history.pages['a.mdx']!.sketch).toBe(sketchOf(prose('omega')))
  })
})

describe('planning without saving (site dev)', () => {
  it('makes no sketch while no file left, and still finds a moved page', () => {
    const r1 = build(empty, { 'a.mdx': prose('alpha'), 'b.mdx': prose('beta') }, [en('a.mdx', '/a'), en('b.mdx', '/b')])
    const asked: string[] = []
    const files = (texts: Record<string, string>) => ({ exists: (file: string) => file in texts, sketch: (file: string) => (asked.push(file), sketchOf(texts[file] ?? '')) })
    const same = updateHistory(r1.history, [en('a.mdx', '/a'), en('b.mdx', '/b'), en('c.mdx', '/c')], files({ 'a.mdx': prose('alpha'), 'b.mdx': prose('beta'), 'c.mdx': prose('gamma') }), { refresh: false })
    expect([asked, same.moves]).toEqual([[], []])
    const moved = updateHistory(r1.history, [en('z.mdx', '/z'), en('b.mdx', '/b')], files({ 'z.mdx': prose('alpha'), 'b.mdx': prose('beta') }), { refresh: false })
    expect(asked).toEqual(['z.mdx'])
    expect(Object.fromEntries(movedRoutes(moved.history, [en('z.mdx', '/z')]))).toEqual({ '/a': '/z' })
  })
})

describe('saving after an incremental build (issue 20)', () => {
  it('sketches only the files that changed since the last recorded build, and new ones', () => {
    const r1 = build(empty, { 'a.mdx': prose('alpha'), 'b.mdx': prose('beta') }, [en('a.mdx', '/a'), en('b.mdx', '/b')])
    const asked: string[] = []
    const texts: Record<string, string> = { 'a.mdx': prose('alpha'), 'b.mdx': prose('omega'), 'c.mdx': prose('gamma') }
    const files = { exists: (file: string) => file in texts, sketch: (file: string) => (asked.push(file), sketchOf(texts[file] ?? '')) }
    const next = updateHistory(r1.history, [en('a.mdx', '/a'), en('b.mdx', '/b'), en('c.mdx', '/c')], files, { refresh: (file) => file === 'b.mdx' })
    expect(asked.sort()).toEqual(['b.mdx', 'c.mdx'])
    expect(next.history.pages['a.mdx']!.sketch).toBe(r1.history.pages['a.mdx']!.sketch)
    expect(next.history.pages['b.mdx']!.sketch).toBe(sketchOf(prose('omega')))
  })
})

describe('sketches', () => {
  it('rate a text like itself 1, an edited one high and an unrelated one low', () => {
    expect(similarity(sketchOf(prose('alpha')), sketchOf(prose('alpha')))).toBe(1)
    expect(similarity(sketchOf(prose('alpha')), sketchOf(prose('alpha', 'A new closing paragraph of several words.')))).toBeGreaterThanOrEqual(0.75)
    expect(similarity(sketchOf(prose('alpha')), sketchOf(prose('beta')))).toBeLessThan(0.5)
    expect(similarity(sketchOf(''), sketchOf(''))).toBe(0)
  })
})

describe('the history file', () => {
  it('round-trips, one page a line, sorted', () => {
    const { history } = build(empty, { 'b.mdx': prose('beta'), 'a.mdx': prose('alpha') }, [en('b.mdx', '/b'), en('a.mdx', '/a')])
    const text = serializeHistory(history)
    expect(text.split('\n').filter((l) => l.startsWith('    "')).map((l) => l.trim().slice(0, 7))).toEqual(['"a.mdx"', '"b.mdx"'])
    expect(parseHistory(text)).toEqual({ history })
  })

  it('says where a broken file is wrong', () => {
    expect(parseHistory('{\n  "pages": {\n    "a.mdx": {"sketch": "", "routes": {"en": ["/a",]}}\n')).toMatchObject({ problem: { reason: expect.stringMatching(/^Not valid JSON: Unexpected token/) } })
    expect(parseHistory('{\n  "pages": {\n    "a.mdx": {"sketch": "xyz", "routes": {}}\n  }\n}\n')).toEqual({ problem: { line: 3, column: 5, reason: '`pages["a.mdx"]`: `sketch` must be the hex string the build wrote' } })
    expect(parseHistory('{ "pages": { "a.mdx": { "sketch": "", "routes": { "en": ["a"] } } } }')).toMatchObject({ problem: { reason: expect.stringContaining('`routes.en` must be a list of routes starting with /') } })
    expect(parseHistory('[]')).toMatchObject({ problem: { line: 1, reason: 'Expected an object with a `pages` object' } })
  })
})

describe('page sketches', () => {
  /** The sketch as first written (stop 19): lowercased text, words by a Unicode regular expression. Stored sketches must stay what it gives. */
  const reference = (text: string) => {
    const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
    if (words.length === 0) return ''
    const hashes = words.map(hash32)
    const shingles = new Uint32Array(Math.max(hashes.length - 3, 1))
    for (let i = 0; i < shingles.length; i++) {
      let h = 0x9e3779b9
      for (let k = i; k < Math.min(i + 4, hashes.length); k++) h = mix(Math.imul(h ^ hashes[k]!, 0x01000193))
      shingles[i] = h >>> 0
    }
    return [...new Set(shingles.sort())].slice(0, 16).map((n) => n.toString(16).padStart(8, '0')).join('')
  }
  const pagesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pagesUnder(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [readFileSync(path.join(dir, e.name), 'utf8')] : []))

  it('are what the first sketch gave, for every page of this website and the fixtures and for odd texts', () => {
    const root = path.resolve(import.meta.dirname, '../../../..')
    const texts = [...pagesUnder(path.join(root, 'content')), ...pagesUnder(path.join(root, 'tests/fixtures'))]
    expect(texts.filter((t) => /[^\x00-\x7f]/.test(t)).length).toBeGreaterThan(10)
    expect(texts.filter((t) => !/[^\x00-\x7f]/.test(t)).length).toBeGreaterThan(100)
    texts.push('', '!!! ---', 'One', 'A_b c-d e.f 42x X42 ÀB', 'Straße İstanbul ǅ', 'word\u0000word\tWORD')
    for (const text of texts) expect(sketchOf(text)).toBe(reference(text))
  })
})

describe('route history: the shortcut for a build that changes no route', () => {
  /** A small random generator (mulberry32), so a failure repeats with its seed. */
  const random = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  it('is taken only when the full update gives back the same history, over random builds', () => {
    const outcomes = { shortcut: 0, full: 0, sameRoutes: 0 }
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed)
      const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!
      const names = ['a.mdx', 'b.mdx', 'c.mdx', 'd.mdx', 'e.mdx']
      let files: Record<string, string> = Object.fromEntries(names.slice(0, 3).map((n) => [n, prose(n)]))
      let pages = Object.keys(files).map((f) => en(f, `/${f.slice(0, 1)}`))
      let history = empty
      // The routes the last build left its history current for (the build record's `historyRoutes`).
      let currentFor: string | undefined
      for (let step = 0; step < 6; step++) {
        const refreshed = new Set(Object.keys(files).filter(() => next() < 0.5))
        const refresh = next() < 0.5 ? true : (file: string) => refreshed.has(file)
        const contents = { exists: (file: string) => file in files, sketch: (file: string) => sketchOf(files[file] ?? '') }
        const shortcut = isCurrent(history, pages, contents, refresh)
        const full = nextHistory(history, pages, contents, { refresh })
        if (shortcut) expect([serializeHistory(full.history), full.moves], `seed ${seed}, step ${step}`).toEqual([serializeHistory(history), []])
        outcomes[shortcut ? 'shortcut' : 'full']++
        // Told the routes it is current for, the update checks only the sketches, and gives the same.
        const told = updateHistory(history, pages, contents, { refresh, currentFor })
        const checked = updateHistory(history, pages, contents, { refresh })
        expect([serializeHistory(told.history), told.unchanged, told.moves], `seed ${seed}, step ${step}`).toEqual([serializeHistory(checked.history), checked.unchanged, checked.moves])
        if (told.routes === currentFor) outcomes.sameRoutes++
        history = full.history
        currentFor = routesDigest(pages)
        // The next build: nothing, a small or a whole edit, a move, a new route, an added or removed page.
        const change = pick(['none', 'none', 'small', 'whole', 'move', 'route', 'add', 'remove'])
        const file = pick(Object.keys(files))
        files = { ...files }
        if (change === 'small') files[file] = files[file]!.replace('sentence 3 ', 'line 3 ')
        if (change === 'whole') files[file] = prose(`${file} rewritten`)
        if (change === 'move' || change === 'add') {
          const to = pick(names.filter((n) => !(n in files)).concat('f.mdx'))
          files[to] = change === 'move' ? files[file]! : prose(to)
          if (change === 'move') delete files[file]
        }
        if (change === 'remove' && Object.keys(files).length > 1) delete files[file]
        pages = Object.keys(files).map((f) => en(f, change === 'route' && f === file ? `/new/${f.slice(0, 1)}` : (pages.find((p) => p.file === f)?.route ?? `/${f.slice(0, 1)}`)))
      }
    }
    // Both ways were taken often enough to have been compared.
    expect(outcomes.shortcut).toBeGreaterThan(200)
    expect(outcomes.full).toBeGreaterThan(200)
    expect(outcomes.sameRoutes).toBeGreaterThan(200)
  })

  it('leaves a history with a route another page has now, a lost order or an empty locale to the full update', () => {
    const files = { 'a.mdx': prose('alpha'), 'b.mdx': prose('beta') }
    const contents = { exists: (file: string) => file in files, sketch: (file: string) => sketchOf(files[file as keyof typeof files]) }
    const pages = [en('a.mdx', '/a'), en('b.mdx', '/b')]
    const { history } = nextHistory(empty, pages, contents, { refresh: true })
    expect(isCurrent(history, pages, contents, true)).toBe(true)
    const taken = { pages: { ...history.pages, 'a.mdx': { ...history.pages['a.mdx']!, routes: { en: ['/b', '/a'] } } } }
    expect(isCurrent(taken, pages, contents, true)).toBe(false)
    expect(isCurrent({ pages: { 'b.mdx': history.pages['b.mdx']!, 'a.mdx': history.pages['a.mdx']! } }, pages, contents, true)).toBe(false)
    const emptyLocale = { pages: { ...history.pages, 'a.mdx': { ...history.pages['a.mdx']!, routes: { en: ['/a'], fr: [] } } } }
    expect(isCurrent(emptyLocale, pages, contents, true)).toBe(false)
    expect(updateHistory(history, pages, contents, { refresh: true })).toMatchObject({ history, unchanged: true })
  })
})

describe('site redirects', () => {
  it('puts config redirects first and over moved routes, collapses chains, and leaves real outputs alone', () => {
    const config = { '/old-home': '/a', '/x': '/elsewhere' }
    const moved = new Map([['/a', '/c'], ['/x', '/c'], ['/post', '/c'], ['/b', '/c']])
    expect(siteRedirects(config, moved, (route) => route === '/post')).toEqual({ '/old-home': '/c', '/x': '/elsewhere', '/a': '/c', '/b': '/c' })
    expect(Object.keys(siteRedirects(config, moved, () => false))).toEqual(['/old-home', '/x', '/a', '/b', '/post'])
    expect(siteRedirects({ '/a': '/b#part', '/b': '/c' }, new Map(), () => false)).toEqual({ '/a': '/c#part', '/b': '/c' })
  })

  it('reports a loop among the config redirects at its line', () => {
    const source = "import { defineConfig } from 'site/config'\n\nexport default defineConfig({\n  redirects: {\n    '/a': '/b',\n    '/b': '/a',\n    '/c': '/d',\n  },\n})\n"
    const report = createReport()
    checkRedirectLoops({ '/a': '/b', '/b': '/a', '/c': '/d' }, source, report)
    expect(report.all().map((d) => [d.file, d.line, d.reason, d.ruleId])).toEqual([['content/site.config.ts', 5, 'Redirect loop: /a → /b → /a', 'redirects/loop']])
    const self = createReport()
    checkRedirectLoops({ '/a': '/a' }, undefined, self)
    expect(self.all().map((d) => d.reason)).toEqual(['Redirect loop: /a → /a'])
  })
})
