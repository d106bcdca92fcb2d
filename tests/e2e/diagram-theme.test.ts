// The diagrams of the real website follow the site's theme, not the operating system's (issue 21):
// a page shows `<img src srcDark>` as two images and the theme's CSS keeps the one of the reader's
// choice (data-theme on <html>, set before paint). Checked in Chromium on a docs page with a
// diagram: which image is displayed, which files were fetched (the other drawing never is, so
// nothing flashes), the colour of the drawn panel, a live switch from the theme menu, the page
// without JavaScript, and axe in both themes.
import sharp from 'sharp'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM, launchBrowser, wakeIsland } from './browser.js'
import { axeViolations } from './axe.js'
import { startRealSite, type RealSite } from './real-site.js'

const ROUTE = '/docs/customize-sdks/retries'
const DIAGRAM = '/images/diagrams/retries-backoff'

interface Shown {
  /** Paths of the figure's images that are displayed. */
  displayed: string[]
  /** Red, green, blue of the drawn panel near its top-left corner. */
  panel: [number, number, number]
}

/**
 * A page of the route for a reader whose OS is in `os` and who stored `theme` (none: System),
 * with the list of diagram files it fetches.
 */
async function open(context: BrowserContext, base: string, os: 'light' | 'dark', theme?: 'light' | 'dark'): Promise<{ page: Page; fetched: Set<string> }> {
  const page = await context.newPage()
  await page.emulateMedia({ colorScheme: os })
  await page.addInitScript((t) => (t ? localStorage.setItem('theme', t) : localStorage.removeItem('theme')), theme)
  const fetched = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith(DIAGRAM)) fetched.add(url.pathname)
  })
  await page.goto(`${base}${ROUTE}`, { waitUntil: 'load' })
  return { page, fetched }
}

/** Which drawing of the diagram the reader sees, once it has loaded, and the colour of its panel. */
async function shown(page: Page): Promise<Shown> {
  const images = page.locator(`figure img[src^="${DIAGRAM}"]`)
  expect(await images.count()).toBe(2)
  const visible = page.locator(`figure img[src^="${DIAGRAM}"]:visible`).first()
  await visible.scrollIntoViewIfNeeded()
  await expect.poll(() => visible.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const displayed = await images.evaluateAll((imgs) => imgs.filter((img) => getComputedStyle(img).display !== 'none').map((img) => new URL((img as HTMLImageElement).src).pathname))
  const { data, info } = await sharp(await visible.screenshot()).raw().toBuffer({ resolveWithObject: true })
  const at = (20 * info.width + 20) * info.channels
  return { displayed, panel: [data[at]!, data[at + 1]!, data[at + 2]!] }
}

const isDark = ([r, g, b]: number[]) => Math.max(r!, g!, b!) < 60
const isLight = ([r, g, b]: number[]) => Math.min(r!, g!, b!) > 230

describe.skipIf(!CHROMIUM)("diagrams follow the site's theme (real site)", () => {
  let site: RealSite
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    site = await startRealSite('site-diagram-theme')
    browser = await launchBrowser()
  }, 900_000)
  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  it('shows the dark drawing to a reader who picked Dark on a light OS, never fetches the light one, and swaps live', async () => {
    const { page, fetched } = await open(browser.browser, site.url, 'light', 'dark')
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark')
    const dark = await shown(page)
    expect(dark.displayed).toEqual([`${DIAGRAM}.dark.svg`])
    expect([...fetched]).toEqual([`${DIAGRAM}.dark.svg`])
    expect(dark.panel, `panel ${dark.panel}`).toSatisfy(isDark)
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])

    // Picking Light in the theme menu swaps the drawing at once, without a reload.
    await wakeIsland(page, 'theme-switch')
    await page.locator('.navbar [data-island="theme-switch"] select').selectOption('light')
    expect(await page.getAttribute('html', 'data-theme')).toBe('light')
    const switched = await shown(page)
    expect(switched.displayed).toEqual([`${DIAGRAM}.svg`])
    expect(switched.panel, `panel ${switched.panel}`).toSatisfy(isLight)
    await page.close()
  })

  it('shows the light drawing to a reader who picked Light on a dark OS', async () => {
    const { page, fetched } = await open(browser.browser, site.url, 'dark', 'light')
    expect(await page.getAttribute('html', 'data-theme')).toBe('light')
    const light = await shown(page)
    expect(light.displayed).toEqual([`${DIAGRAM}.svg`])
    expect([...fetched]).toEqual([`${DIAGRAM}.svg`])
    expect(light.panel, `panel ${light.panel}`).toSatisfy(isLight)
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
    await page.close()
  })

  it('follows the OS on the System choice, live', async () => {
    const { page } = await open(browser.browser, site.url, 'dark')
    expect((await shown(page)).displayed).toEqual([`${DIAGRAM}.dark.svg`])
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('light')
    expect((await shown(page)).displayed).toEqual([`${DIAGRAM}.svg`])
    await page.close()
  })

  it('matches the page without JavaScript: no data-theme, a light page, the light drawing', async () => {
    const noScript = await launchBrowser({ javaScriptEnabled: false })
    try {
      const { page } = await open(noScript.browser, site.url, 'dark')
      expect(await page.getAttribute('html', 'data-theme')).toBeNull()
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)')
      const light = await shown(page)
      expect(light.displayed).toEqual([`${DIAGRAM}.svg`])
      expect(light.panel).toSatisfy(isLight)
    } finally {
      await noScript.close()
    }
  })
})
