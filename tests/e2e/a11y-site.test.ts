// axe-core on the real website (content/): zero violations on the marketing pages, the docs index
// and a docs page, the blog (index, a post, the categories and a category), the 404 and the French
// home, in light and in dark (the visitor's stored 'theme'; marketing pages are forced dark), at
// 375, 768, 1024 and 1440 px, and at 375 px with the mobile menu open. Issues 3 and 17. The build
// uses content/'s compile cache (.site-cache), so after any earlier build it takes a few seconds.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO, runSite } from '../helpers/cli.js'
import { CHROMIUM, launchBrowser, startServe, wakeIsland } from './browser.js'
import { axeViolations } from './axe.js'

const ROUTES = [
  '/',
  '/ai',
  '/sdk',
  '/terraform',
  '/docs',
  '/docs/customize-sdks/retries',
  '/post',
  '/post/automatic-sdk-changelogs',
  '/post/categories',
  '/post/categories/product-updates',
  '/404-missing',
  '/fr',
]
/** Every route is audited at each of these widths (px): a phone, a tablet, a small laptop, a desktop. */
const WIDTHS = [375, 768, 1024, 1440]
/** Checked again at 375 px with the hamburger menu open. */
const MOBILE_ROUTES = ['/', '/docs/customize-sdks/retries', '/post/automatic-sdk-changelogs']
/** Marketing routes are forced dark whatever the stored theme: they are audited once, in the light run. */
const FORCED_DARK = new Set(['/', '/ai', '/sdk', '/terraform', '/fr'])

/** Resolves once every finite CSS animation/transition has ended (a fading tab panel is not a contrast failure). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/** Audits `routes` at `width` px in `theme`; `menu`: with the mobile menu open. One line per violation. */
async function audit(context: BrowserContext, base: string, routes: string[], theme: 'light' | 'dark', width: number, menu = false): Promise<string[]> {
  const page = await context.newPage()
  // The visitor's stored choice, set before any page script runs.
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
  const label = `${theme}, ${width} px${menu ? ', menu open' : ''}`
  await page.setViewportSize({ width, height: 900 })
  const report: string[] = []
  for (const route of routes) {
    await page.goto(`${base}${route}`, { waitUntil: 'load' })
    await settle(page)
    const applied = await page.evaluate(() => document.documentElement.dataset.theme)
    if (applied !== (FORCED_DARK.has(route) ? 'dark' : theme)) report.push(`${route} [${label}] the page is in ${applied}`)
    if (menu) {
      // The menu is an island: click once it has hydrated, as the theme test does.
      await wakeIsland(page, 'mobile-menu', 30_000)
      await page.locator('.hamburger').click()
      await page.locator('#mobile-menu-panel').waitFor({ state: 'visible' })
      await settle(page)
    }
    for (const v of await axeViolations(page)) {
      report.push(`${route} [${label}] ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} (${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)})`).join(' | ')}`)
    }
  }
  await page.close()
  return report
}

describe.skipIf(!CHROMIUM)('accessibility of the real site (axe)', () => {
  let out: string
  let server: Awaited<ReturnType<typeof startServe>>
  const browsers: Array<Awaited<ReturnType<typeof launchBrowser>>> = []
  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'site-a11y-'))
    const built = await runSite(['build', '--root', REPO, '--out', path.join(out, 'dist')])
    expect(built.code, built.stderr + built.stdout).toBe(0)
    server = await startServe(REPO, ['--out', path.join(out, 'dist')])
  }, 900_000)
  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()))
    await server?.stop()
    if (out) await rm(out, { recursive: true, force: true })
  })

  // The two themes run at once, each in its own browser profile (the stored theme is per profile).
  describe.concurrent('themes', () => {
    for (const theme of ['light', 'dark'] as const) {
      it(`finds no violations in ${theme}`, { timeout: 900_000 }, async () => {
        const browser = await launchBrowser()
        browsers.push(browser)
        const pick = (routes: string[]) => (theme === 'light' ? routes : routes.filter((r) => !FORCED_DARK.has(r)))
        const report: string[] = []
        for (const width of WIDTHS) report.push(...(await audit(browser.browser, server.url, pick(ROUTES), theme, width)))
        report.push(...(await audit(browser.browser, server.url, pick(MOBILE_ROUTES), theme, 375, true)))
        expect(report).toEqual([])
      })
    }
  })
})
