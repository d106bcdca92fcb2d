// `site dev` serves the current search index and its shards from memory at the build's
// content-hashed URLs and keeps them current after saves (a save gives the index a new URL, which
// the pages hand to the search island); in Chromium the box finds the saved text.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, SITE_BIN } from '../helpers/cli.js'
import { CHROMIUM, freePort, launchBrowser, wakeIsland } from './browser.js'
import { deltaDecode, metaFile, shardBase, shardOf, termFile, type SearchMeta, type TermShard } from '../../core/search/format.js'

describe('site dev search index', () => {
  let root: string
  let child: ChildProcess
  let url: string
  beforeAll(async () => {
    root = await copyFixture('search')
    const port = await freePort()
    child = spawn(process.execPath, [SITE_BIN, 'dev', '--root', root, '--port', String(port)], { env: { ...process.env, NO_COLOR: '1' } })
    await new Promise<void>((resolve, reject) => {
      let out = ''
      child.stdout!.on('data', (d) => ((out += d), out.includes('Serving') && resolve()))
      child.once('exit', (code) => reject(new Error(`site dev exited ${code}: ${out}`)))
    })
    url = `http://127.0.0.1:${port}`
  })
  afterAll(() => {
    child?.kill('SIGTERM')
  })

  /** A page of each locale, to read the search pointer it hands to the search island. */
  const pageOf: Record<string, string> = { 'en-US': '/docs/retries', fr: '/fr/docs/retries' }
  const pointerUrl = async (locale: string) => {
    const html = await (await fetch(`${url}${pageOf[locale]}`)).text()
    return /"pointerUrl":"([^"]+)"/.exec(html)![1]!
  }
  /** The index URL the locale's pointer names now. */
  const indexUrl = async (locale: string) => {
    const res = await fetch(`${url}${await pointerUrl(locale)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    return ((await res.json()) as { index: string }).index
  }
  const index = async (locale: string) => {
    const res = await fetch(`${url}${await indexUrl(locale)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    return (await res.json()) as Record<string, { title: string; data: Record<string, string> }>
  }
  const shard = async <T,>(locale: string, name: string) => {
    const res = await fetch(`${url}${shardBase(await indexUrl(locale))}${name}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    return (await res.json()) as T
  }
  /** The routes of the pages whose text holds `word`, from the dev shards. */
  const pagesWithWord = async (locale: string, word: string) => {
    const meta = await shard<SearchMeta>(locale, metaFile(await indexUrl(locale)))
    const terms = await shard<TermShard>(locale, termFile(meta, shardOf(meta.t, word)))
    const at = terms.k.indexOf(word)
    if (at === -1) return []
    const sectionPage: string[] = meta.p.flatMap(([d, rest, , sections]) => (sections.length ? sections : ['']).map(() => meta.d[d] + rest))
    return [...new Set(deltaDecode(terms.v[at]!).map((s) => sectionPage[s]))]
  }

  it('serves each locale’s index with the pages the build would index', async () => {
    const en = await index('en-US')
    expect(en['/docs/retries']?.title).toBe('Retries')
    expect(en['/docs/retries']?.data['configure-retries#Configure retries']).toContain('retryConfig')
    // Drafts are rendered by `site dev`, but never indexed.
    expect(Object.keys(en).sort()).not.toContain('/docs/draft')
    for (const hidden of ['/docs/noindex', '/docs/nosearch', '/docs/secret']) expect(en[hidden]).toBeUndefined()
    expect(Object.keys(await index('fr')).sort()).toEqual(['/fr/docs/only-fr', '/fr/docs/retries'])
    expect((await fetch(`${url}/_site/search/de.json`)).status).toBe(404)
    // The shards the box loads, beside it.
    const meta = await shard<SearchMeta>('en-US', metaFile(await indexUrl('en-US')))
    expect(meta.p.map(([d, rest]) => meta.d[d] + rest)).toEqual(Object.keys(en))
    expect(await pagesWithWord('en-US', 'retryconfig')).toEqual(['/docs/retries'])
    const folder = shardBase(await indexUrl('en-US')).slice(0, -1)
    for (const bad of [`${folder}/t.0123456789.json`, `${folder}/meta.js`, `${folder}/meta.json`, '/_site/search/de/meta.json', `${folder}/..%2Fen-US.json`, '/_site/search/en-US.json']) expect((await fetch(`${url}${bad}`)).status).toBe(404)
    expect([400, 404]).toContain((await fetch(`${url}/_site/search/..%2F..%2Fetc%2Fpasswd`)).status)
  })

  it('pages hand the stable search pointer to the search island, which names the content-hashed index, as in the build', async () => {
    expect(await pointerUrl('fr')).toBe('/_search/fr.json')
    expect(await indexUrl('fr')).toMatch(/^\/_site\/search\/fr\.[0-9a-f]{10}\.json$/)
  })

  /** Waits until the dev index says `expected` for `read` (a rebuild after a save; budget far above its cost on a loaded machine). */
  const indexShows = (read: (en: Awaited<ReturnType<typeof index>>) => unknown, expected: unknown) =>
    expect.poll(async () => read(await index('en-US')), { timeout: 120_000, interval: 250 }).toEqual(expected)

  it('is current after a save (content, then front matter)', async () => {
    const file = path.join(root, 'content/docs/retries.mdx')
    const original = await readFile(file, 'utf8')
    await index('en-US')
    try {
      await writeFile(file, original.replace('Each operation accepts its own retries option.', 'Each operation accepts a jitterbug option.'))
      await indexShows((en) => en['/docs/retries']?.data['per-operation-overrides#Per-operation overrides'], 'Each operation accepts a jitterbug option.')
      expect(await pagesWithWord('en-US', 'jitterbug')).toEqual(['/docs/retries'])
      await writeFile(file, original.replace('title: Retries', 'title: Retrying requests'))
      await indexShows((en) => en['/docs/retries']?.title, 'Retrying requests')
      await writeFile(file, original.replace('title: Retries', 'title: Retries\nsearch: false'))
      await indexShows((en) => en['/docs/retries'], undefined)
    } finally {
      // The next test searches this page: put it back and wait until the index has it again (a
      // failure above once left it unsearchable, and the next test failed too).
      await writeFile(file, original)
      await indexShows((en) => en['/docs/retries']?.title, 'Retries')
    }
  })

  it.skipIf(!CHROMIUM)('the box finds a page in dev', async () => {
    const browser = await launchBrowser()
    try {
      const page = await browser.browser.newPage()
      await page.goto(`${url}/docs/retries`)
      await wakeIsland(page, 'search-box', 120_000)
      await page.keyboard.press('Control+k')
      await page.keyboard.type('backoff')
      await page.locator('[data-search-state="results"] a.search-result').first().waitFor({ timeout: 120_000 })
      expect(await page.locator('[data-search-state="results"] a.search-result').first().getAttribute('href')).toMatch(/^\/docs\/retries/)
    } finally {
      await browser.close()
    }
  })
})
