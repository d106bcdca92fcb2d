/**
 * Marketing pages (issue 15 item 2, issue 17 item 8): a page whose front matter or `_meta` theme
 * says `marketing: true` is forced dark with the marketing hue, full width, with exactly one h1
 * (its hero's) and no "On this page" table of contents; the config's route list defaults to empty.
 * Checked on a fixture that opts in per page and on this website's own marketing routes.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, REPO, runSite } from '../helpers/cli.js'
import { buildServeAndBrowse, CHROMIUM, launchBrowser, startServe } from './browser.js'

const HERO = (title: string) => `<Hero title="${title}" subtitle="Everything about it." primary={{ text: 'Read the docs', href: '/docs' }} />

## Why

Because.

## How

Like this.
`

/** What a visitor sees of the page's style: h1 texts, TOC, forced theme, hue, layout. */
async function looks(page: Page) {
  return page.evaluate(() => ({
    h1: [...document.querySelectorAll('h1')].map((h) => `${h.className}:${h.textContent}`),
    toc: document.querySelectorAll('.toc, [data-toc]').length,
    onThisPage: document.body.innerText.includes('On this page'),
    theme: document.documentElement.dataset.theme,
    forced: document.documentElement.dataset.themeForced,
    hue: getComputedStyle(document.documentElement).getPropertyValue('--hue').trim(),
    full: document.querySelector('.layout')?.classList.contains('layout-full') ?? false,
  }))
}

describe.skipIf(!CHROMIUM)('per-page marketing theme in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    const root = await copyFixture('two-key')
    const content = path.join(root, 'content')
    await writeFile(path.join(content, 'launch.mdx'), `---\ntitle: Launch\ntheme:\n  marketing: true\n---\n\n${HERO('Launch day')}`)
    await writeFile(path.join(content, 'tour.mdx'), `---\ntitle: Tour\n---\n\n${HERO('Take the tour')}`)
    const meta = JSON.parse(await readFile(path.join(content, '_meta.json'), 'utf8')) as Record<string, unknown>
    await writeFile(path.join(content, '_meta.json'), JSON.stringify({ ...meta, tour: { title: 'Tour', theme: { marketing: true } } }))
    ;({ server, browser } = await buildServeAndBrowse(root))
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  for (const [route, title] of [['/launch', 'Launch day'], ['/tour', 'Take the tour']]) {
    it(`${route}: forced dark, hue 53, full width, one h1 (the hero's), no TOC — whatever the visitor stored`, async () => {
      const page = await browser.browser.newPage()
      await page.addInitScript(() => localStorage.setItem('theme', 'light'))
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`${server.url}${route}`)
      expect(await looks(page)).toEqual({ h1: [`hero-title:${title}`], toc: 0, onThisPage: false, theme: 'dark', forced: 'dark', hue: '53', full: true })
      await page.close()
    })
  }

  it('leaves the other pages alone: the visitor’s theme, the docs hue, the TOC', async () => {
    const page = await browser.browser.newPage()
    await page.addInitScript(() => localStorage.setItem('theme', 'light'))
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${server.url}/docs/setup`)
    expect(await looks(page)).toEqual({ h1: [':Setup'], toc: 2, onThisPage: true, theme: 'light', forced: undefined, hue: '212', full: false })
    await page.close()
  })
})

describe.skipIf(!CHROMIUM)('this website’s marketing pages in Chromium', () => {
  let out: string
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'site-marketing-'))
    const built = await runSite(['build', '--root', REPO, '--out', path.join(out, 'dist')])
    expect(built.code, built.stderr + built.stdout).toBe(0)
    server = await startServe(REPO, ['--out', path.join(out, 'dist')])
    browser = await launchBrowser()
  }, 900_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    if (out) await rm(out, { recursive: true, force: true })
  })

  it('/, /ai, /sdk, /terraform and /fr have one h1 (the hero’s) and no table of contents', async () => {
    const page = await browser.browser.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const route of ['/', '/ai', '/sdk', '/terraform', '/fr']) {
      await page.goto(`${server.url}${route}`)
      const seen = await looks(page)
      expect(seen.h1.length, route).toBe(1)
      expect(seen.h1[0], route).toMatch(/^hero-title:/)
      expect({ toc: seen.toc, onThisPage: seen.onThisPage, forced: seen.forced }, route).toEqual({ toc: 0, onThisPage: false, forced: 'dark' })
    }
    await page.close()
  })
})
