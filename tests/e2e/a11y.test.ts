// axe-core on the built theme fixture: zero violations on home, a docs page, a post, the blog
// index, a category page and the 404, in light and in dark, at 375, 768, 1024 and 1440 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { CHROMIUM, launchBrowser, settledPage, startServe } from './browser.js'
import { axeViolations } from './axe.js'

const ROUTES = ['/', '/docs/intro', '/post/hello', '/post', '/post/categories/product-updates', '/missing-page']
const WIDTHS = [375, 768, 1024, 1440]

describe.skipIf(!CHROMIUM)('accessibility (axe)', () => {
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    const root = await copyFixture('theme')
    const built = await runSite(['build', '--root', root])
    expect(built.code, built.stderr + built.stdout).toBe(0)
    server = await startServe(root)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  for (const scheme of ['light', 'dark'] as const) {
    // 24 audits a theme: well over the default limit on a loaded machine (about 100 s at load 25).
    it(`finds no violations in ${scheme}`, { timeout: 600_000 }, async () => {
      const page = await browser.browser.newPage()
      await page.emulateMedia({ colorScheme: scheme })
      const report: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        for (const route of ROUTES) {
          await page.goto(`${server.url}${route}`, { waitUntil: 'load' })
          await settledPage(page)
          for (const v of await axeViolations(page)) report.push(`${route} [${scheme}, ${width} px] ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
        }
      }
      expect(report).toEqual([])
      await page.close()
    })
  }
})
