// A site served under a sub-path (`basePath`, core/base-path.ts), as GitHub Pages serves a project
// site: no URL of the build leaves the base (every HTML attribute, island props, stylesheet, search
// pointer, sitemap, feed, llms.txt, Markdown twin, _headers and _redirects), and in Chromium under
// `site serve` every request a page makes is answered, links, search hits, the 404 page's
// suggestions and the language switch stay under it.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { CHROMIUM, launchBrowser, startServe, wakeIsland } from './browser.js'

const BASE = '/acme-docs'
const ORIGIN = 'https://acme.github.io'

const LIMITS_PAGE = `---
title: Rate limits
description: How many requests a key may send.
---

# Rate limits

Each key may send 100 requests a second; see [the introduction](/docs/intro#install) and the
![Acme logo](/images/logo.svg).

<a href="/docs/guides/first">First guide</a>

\`\`\`html
<a href="/docs/intro">stays as written in code</a>
\`\`\`
`

/** Every output file under `dir`, relative to it. */
async function outputs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
}

/** The site paths (root-relative URLs) a file names where a browser or crawler reads URLs. */
function sitePaths(file: string, text: string): string[] {
  const found: string[] = []
  if (file.endsWith('.html')) {
    for (const m of text.matchAll(/\s[\w:-]+="(\/(?!\/)[^"]*)"/g)) found.push(m[1]!)
    for (const m of text.matchAll(/\ssrcset="([^"]*)"/g)) for (const c of m[1]!.split(',')) found.push(c.trim().split(' ')[0]!)
    for (const m of text.matchAll(/<script type="application\/json"[^>]*>(.*?)<\/script>/gs)) for (const u of m[1]!.matchAll(/"(?:href|route|pointerUrl|index|home)":"(\/[^"]*)"/g)) found.push(u[1]!)
  }
  if (file.endsWith('.css')) for (const m of text.matchAll(/url\((\/[^)]*)\)/g)) found.push(m[1]!)
  if (file.endsWith('.md')) for (const m of text.matchAll(/\]\((\/(?!\/)[^)\s]*)/g)) found.push(m[1]!)
  if (file.startsWith('_search/')) found.push((JSON.parse(text) as { index: string }).index)
  if (file === '_headers' || file === '_redirects') for (const line of text.split('\n')) if (line.startsWith('/')) found.push(...line.split(' ').filter((p) => p.startsWith('/')))
  for (const m of text.matchAll(/https:\/\/acme\.github\.io(\/[^"'\s<)\]]*)?/g)) found.push(m[1] ?? '')
  return found
}

describe.skipIf(!CHROMIUM)('a site served under a basePath', () => {
  let root: string
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    root = await copyFixture('theme')
    const config = path.join(root, 'content/site.config.ts')
    const text = await readFile(config, 'utf8')
    await writeFile(config, text.replace("siteUrl: 'https://docs.acme.example',", `siteUrl: '${ORIGIN}',\n  basePath: '${BASE}/',\n  redirects: { '/docs/old-intro': '/docs/intro' },`))
    await writeFile(path.join(root, 'content/docs/limits.mdx'), LIMITS_PAGE)
    const build = await runSite(['build', '--root', root])
    expect(build.stderr).toBe('')
    server = await startServe(root)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('writes no URL that leaves the base, in any output', async () => {
    const dist = path.join(root, 'dist')
    const escaping: string[] = []
    let checked = 0
    for (const file of await outputs(dist)) {
      if (!/\.(html|css|md|json|xml|txt)$|^_headers$|^_redirects$/.test(file) || file.startsWith('_site/islands/')) continue
      for (const url of sitePaths(file, await readFile(path.join(dist, file), 'utf8'))) {
        checked++
        // The newsletter API stays at the host's /api/ (its Worker's route; site serve answers it there).
        if (url !== BASE && !url.startsWith(`${BASE}/`) && !url.startsWith('/api/')) escaping.push(`${file}: ${url}`)
      }
    }
    expect(escaping).toEqual([])
    expect(checked).toBeGreaterThan(500)
    const limits = await readFile(path.join(dist, 'docs/limits.html'), 'utf8')
    expect(limits).toContain(`<link rel="canonical" href="${ORIGIN}${BASE}/docs/limits"/>`)
    expect(limits).toContain(`href="${BASE}/docs/guides/first"`)
    // Code showing markup is text, left as written.
    expect(limits).toContain('&quot;/docs/intro&quot;</span>')
    expect(limits).toContain('action="/api/newsletter"')
    expect(await readFile(path.join(dist, 'sitemap.xml'), 'utf8')).toContain(`<loc>${ORIGIN}${BASE}/docs/limits</loc>`)
    expect(await readFile(path.join(dist, 'docs/limits.md'), 'utf8')).toContain(`[the introduction](${BASE}/docs/intro#install)`)
    expect(await readFile(path.join(dist, '_redirects'), 'utf8')).toContain(`${BASE}/docs/old-intro ${BASE}/docs/intro 301`)
  })

  /** A page opened at `target` under the server, recording every request the server failed and every page error. */
  async function open(target: string): Promise<{ page: Page; failed: string[] }> {
    const page = await browser.browser.newPage()
    const failed: string[] = []
    // The 404 page's own status aside.
    page.on('response', (r) => void (r.status() >= 400 && !(r.status() === 404 && r.request().resourceType() === 'document') && failed.push(`${r.status()} ${r.url()}`)))
    page.on('requestfailed', (r) => void failed.push(`failed ${r.url()}`))
    page.on('pageerror', (e) => void failed.push(`pageerror ${e.message}`))
    await page.goto(`${server.url}${target}`, { waitUntil: 'load' })
    return { page, failed }
  }

  it("sends the host's root to the site's home, and every request of a page is answered under the base", async () => {
    const { page, failed } = await open('/')
    expect(new URL(page.url()).pathname).toBe(`${BASE}/`)
    await page.goto(`${server.url}${BASE}/docs/limits`, { waitUntil: 'load' })
    // The stylesheet and its fonts loaded: the body font is the site's.
    await expect(page.evaluate(() => document.fonts.ready.then(() => [...document.fonts].filter((f) => f.status === 'loaded').length))).resolves.toBeGreaterThan(0)
    expect(await page.locator('.sidebar').evaluate((el) => getComputedStyle(el).position)).not.toBe('static')
    await page.locator('.sidebar a.sidebar-link', { hasText: 'Introduction' }).first().click()
    await page.waitForURL(`**${BASE}/docs/intro`)
    await page.goto(`${server.url}${BASE}/docs/old-intro`, { waitUntil: 'load' })
    expect(new URL(page.url()).pathname).toBe(`${BASE}/docs/intro`)
    expect(failed).toEqual([])
  })

  it('finds pages with the search box and opens them under the base', async () => {
    const { page, failed } = await open(`${BASE}/docs/intro`)
    await wakeIsland(page, 'search-box', 30_000)
    const box = '[data-search-box="navbar"]'
    await page.locator(`${box} input[data-search-input][data-search-ready]`).waitFor({ state: 'attached', timeout: 30_000 })
    await page.locator(`${box} input[data-search-input]`).fill('requests a second')
    await page.locator(`${box}[data-search-state="results"]:not([aria-busy]):not([data-typing])`).waitFor({ timeout: 30_000 })
    expect(await page.locator(`${box} a.search-result`).first().getAttribute('href')).toMatch(new RegExp(`^${BASE}/docs/limits(#|$)`))
    await page.keyboard.press('Enter')
    await page.waitForURL(`**${BASE}/docs/limits*`)
    expect(failed).toEqual([])
  })

  it("suggests the nearest pages on the 404 page and switches language under the base", async () => {
    const { page, failed } = await open(`${BASE}/docs/limitz`)
    const suggestion = page.locator('[data-suggest] li a').first()
    await suggestion.waitFor({ timeout: 30_000 })
    expect(await suggestion.getAttribute('href')).toBe(`${BASE}/docs/limits`)
    await page.goto(`${server.url}${BASE}/docs/intro`, { waitUntil: 'load' })
    await page.locator('[data-island="locale-switch"] select:visible').first().selectOption('fr')
    await page.waitForURL(`**${BASE}/fr/docs/intro`)
    expect(failed).toEqual([])
  })
})
