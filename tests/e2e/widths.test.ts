// Every page type of the real site (docs, blog index, blog post, blog category, marketing, 404)
// offers a search box and its navigation at every width from 320 to 2560 px, without horizontal
// scrolling; the blog sidebar has its own search box (spec §2: "Blog and docs pages show a
// sidebar with a search box"). Issue 17, items 4 and 5.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM, launchBrowser } from './browser.js'
import { startRealSite, type RealSite } from './real-site.js'

const WIDTHS = [320, 375, 640, 767, 768, 900, 1023, 1024, 1279, 1280, 1440, 2560]

/** Route → CSS selectors of its own navigation; one of them must be visible (the navbar's is checked for all). */
const PAGES: Record<string, { kind: string; nav: string[] }> = {
  '/docs/customize-sdks/retries': { kind: 'docs', nav: ['.sidebar .sidebar-scroll', '.mobile-nav > summary'] },
  '/post': { kind: 'blog index', nav: ['.blog-sidebar .category-list', '[data-category-menu] summary'] },
  '/post/automatic-sdk-changelogs': { kind: 'blog post', nav: ['.blog-sidebar .category-list', '[data-category-menu] summary'] },
  '/post/categories/product-updates': { kind: 'blog category', nav: ['.blog-sidebar .category-list', '[data-category-menu] summary'] },
  '/': { kind: 'home', nav: [] },
  '/sdk': { kind: 'marketing', nav: [] },
  '/404-missing': { kind: '404', nav: [] },
}

/** What is wrong with the page at its current width: no visible search box, no navigation, horizontal scroll. */
function defects(page: Page, nav: string[]): Promise<string[]> {
  return page.evaluate((navSelectors) => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && box.left >= 0 && box.right <= innerWidth + 0.5
    }
    const found: string[] = []
    const search = [...document.querySelectorAll('input[data-search-input]')].filter(shown)
    if (!search.length) found.push('no visible search box')
    if (![...document.querySelectorAll('.navbar-links, .hamburger')].some(shown)) found.push('no site navigation (navbar links or menu button)')
    if (navSelectors.length && !navSelectors.some((s) => [...document.querySelectorAll(s)].some(shown))) found.push(`none of ${navSelectors.join(', ')} visible`)
    if (document.documentElement.scrollWidth > innerWidth) found.push(`scrolls sideways (${document.documentElement.scrollWidth} px wide)`)
    return found
  }, nav)
}

describe.skipIf(!CHROMIUM)('search and navigation at every width (real site)', () => {
  let site: RealSite
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    site = await startRealSite('site-widths')
    browser = await launchBrowser()
  }, 900_000)
  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  it('shows a search box and the navigation of each page type from 320 to 2560 px, never scrolling sideways', { timeout: 600_000 }, async () => {
    const page = await browser.browser.newPage()
    const report: string[] = []
    for (const [route, { kind, nav }] of Object.entries(PAGES)) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
      await page.goto(`${site.url}${route}`, { waitUntil: 'load' })
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        for (const d of await defects(page, nav)) report.push(`${kind} ${route} at ${width} px: ${d}`)
      }
    }
    await page.close()
    expect(report).toEqual([])
  })

  it('keeps a search box on docs pages whose sidebar is collapsed to its narrow width', async () => {
    const page = await browser.browser.newPage()
    await page.addInitScript(() => localStorage.setItem('sidebar-narrow', '1'))
    await page.goto(`${site.url}/docs/customize-sdks/retries`, { waitUntil: 'load' })
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-sidebar-narrow'))).toBe(true)
    const report: string[] = []
    for (const width of WIDTHS.filter((w) => w >= 768)) {
      await page.setViewportSize({ width, height: 800 })
      for (const d of await defects(page, ['.sidebar'])) report.push(`at ${width} px: ${d}`)
    }
    expect(report).toEqual([])
    await page.close()
  })

  it('gives the blog sidebar a working search box on large screens', async () => {
    const page = await browser.browser.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${site.url}/post/automatic-sdk-changelogs`, { waitUntil: 'load' })
    const input = page.locator('.blog-sidebar [data-search-box="sidebar"] input[data-search-input]')
    expect(await input.isVisible()).toBe(true)
    // Above the category list, as in the docs sidebar.
    expect((await input.boundingBox())!.y).toBeLessThan((await page.locator('.blog-sidebar .category-list').boundingBox())!.y)
    await input.click()
    await input.pressSequentially('changelog')
    await page.locator('.blog-sidebar [data-search-box="sidebar"][data-search-state="results"]').waitFor({ timeout: 30_000 })
    expect(await page.locator('.blog-sidebar a.search-result').count()).toBeGreaterThan(0)
    await page.close()
  })
})
