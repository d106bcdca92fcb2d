/**
 * A site whose config is `{ siteUrl, brand: { name } }` (issue 15): its pages show no empty
 * navbar item, no app button, no social icon, no newsletter form, no edit or feedback link, and
 * no link of the chrome that 404s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture } from '../helpers/cli.js'
import { buildServeAndBrowse, CHROMIUM, launchBrowser, startServe } from './browser.js'

describe.skipIf(!CHROMIUM)('a two-key site in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    const root = await copyFixture('two-key')
    ;({ server, browser } = await buildServeAndBrowse(root))
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  for (const route of ['/', '/docs', '/docs/setup', '/nowhere']) {
    it(`${route}: only what the config names, and chrome links that resolve`, async () => {
      const page = await browser.browser.newPage()
      await page.goto(`${server.url}${route}`)
      const navTexts = await page.locator('.navbar-links a, .navbar-links summary').allInnerTexts()
      expect(navTexts).toEqual(['Docs'])
      await expect(page.locator('.navbar-logo').innerText()).resolves.toBe('Two Key')
      for (const absent of ['.navbar-cta', '.navbar-icon', '.footer-social', '.footer-cta', '.footer-links', '.footer-newsletter', 'form', '.page-links', '.banner', '[data-island="locale-switch"]', '[data-issue-link]']) {
        expect(await page.locator(absent).count(), absent).toBe(0)
      }
      await expect(page.locator('.footer-copy').innerText()).resolves.toBe('© Two Key')
      const hrefs = await page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!))
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of new Set(hrefs)) {
        const response = await fetch(`${server.url}${href}`)
        expect(response.status, href).toBe(200)
      }
      await page.close()
    })
  }
})
