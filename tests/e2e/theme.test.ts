// The docs theme on the built fixture site (tests/fixtures/sites/theme) served by `site serve`:
// theme storage and pre-paint, forced dark home, widths at 1440 px, back-to-top, banner, hamburger,
// 404, tabs, copy button, details, language cookie, and the pre-load script budget.
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { copyFixture, runSite } from '../helpers/cli.js'
import { CHROMIUM, launchBrowser, startServe, wakeIsland } from './browser.js'

describe.skipIf(!CHROMIUM)('docs theme', () => {
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  let root: string
  beforeAll(async () => {
    root = await copyFixture('theme')
    const built = await runSite(['build', '--root', root])
    expect(built.code, built.stderr + built.stdout).toBe(0)
    server = await startServe(root)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  /** A fresh page (storage shared per browser context; each test resets what it uses). */
  async function open(route: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
    const page = await browser.browser.newPage()
    await page.setViewportSize(viewport)
    await page.goto(`${server.url}${route}`)
    return page
  }
  const hydrated = (page: Page, name: string) => wakeIsland(page, name)

  it('stores the theme under "theme" and applies it before paint', async () => {
    const page = await open('/docs/intro')
    await page.evaluate(() => localStorage.removeItem('theme'))
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    // System follows the OS setting live.
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('light')
    await hydrated(page, 'theme-switch')
    await page.locator('.navbar [data-island="theme-switch"] select').selectOption('dark')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark')
    // Before paint: the attribute is already set when the first byte of <body> is parsed.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { early: string | undefined }).early = document.documentElement.dataset.theme
      }, { once: true })
      new MutationObserver((_, obs) => {
        if (document.body) {
          ;(window as unknown as { atBody: string | undefined }).atBody = document.documentElement.dataset.theme
          obs.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { atBody: string }).atBody)).toBe('dark')
    await page.evaluate(() => localStorage.setItem('theme', 'bogus'))
    await page.reload()
    expect(await page.getAttribute('html', 'data-theme')).toBe('light')
    await page.evaluate(() => localStorage.removeItem('theme'))
    await page.close()
  })

  it('keeps the marketing home dark with theme=light, with the marketing hue', async () => {
    const page = await open('/docs/intro')
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.goto(`${server.url}/`)
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hue').trim())).toBe('53')
    expect(await page.locator('[data-island="theme-switch"]').count()).toBe(0)
    await page.goto(`${server.url}/docs/intro`)
    expect(await page.getAttribute('html', 'data-theme')).toBe('light')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hue').trim())).toBe('212')
    await page.evaluate(() => localStorage.removeItem('theme'))
    await page.close()
  })

  it('lays out the sidebar at 290 px and the TOC at 250 px at 1440 px; TOC hidden below 1280 px', async () => {
    const page = await open('/docs/intro')
    expect((await page.locator('aside.sidebar').boundingBox())?.width).toBe(290)
    expect((await page.locator('aside.toc').boundingBox())?.width).toBe(250)
    await page.setViewportSize({ width: 1200, height: 900 })
    expect(await page.locator('aside.toc').isVisible()).toBe(false)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.locator('[data-sidebar-toggle]').click()
    expect((await page.locator('aside.sidebar').boundingBox())?.width).toBe(80)
    await page.locator('[data-sidebar-toggle]').click()
    expect((await page.locator('aside.sidebar').boundingBox())?.width).toBe(290)
    // Folders open and close without JavaScript; the inactive one starts closed (auto-collapse).
    const guides = page.locator('.sidebar details').first()
    expect(await guides.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)
    await page.locator('.sidebar summary .sidebar-chevron').first().click()
    expect(await guides.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true)
    await page.close()
  })

  it('opens the folder holding the active page and marks the page current', async () => {
    const page = await open('/docs/guides/advanced/deep')
    expect(await page.locator('.sidebar a[aria-current="page"]').textContent()).toBe('Deep dive')
    expect(await page.locator('.sidebar details[open]').count()).toBe(2)
    expect(await page.locator('.sidebar details[open] > summary').last().textContent()).toBe('Advanced')
    expect(await page.locator('.sidebar .sidebar-folder:has(details[open]) > a').first().textContent()).toBe('Guides')
    await page.close()
  })

  it('shows back-to-top past 300 px, shrinks the logo past 10 px', async () => {
    const page = await open('/docs/intro')
    const button = page.locator('[data-back-to-top]')
    expect(await button.isVisible()).toBe(false)
    await page.evaluate(() => scrollTo(0, 200))
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-scrolled'))).toBe(true)
    expect(await button.isVisible()).toBe(false)
    await page.evaluate(() => scrollTo(0, 400))
    await expect.poll(() => button.isVisible()).toBe(true)
    await button.click()
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
    await page.close()
  })

  it('highlights the current TOC entry while scrolling', async () => {
    const page = await open('/docs/intro')
    await page.evaluate(() => document.getElementById('deploy')!.scrollIntoView())
    await expect.poll(() => page.locator('[data-toc] a[aria-current="location"]').textContent()).toBe('Deploy')
    await page.close()
  })

  it('keeps the banner dismissed after a reload', async () => {
    const page = await open('/docs/intro')
    await page.evaluate(() => localStorage.removeItem('acme-banner'))
    await page.reload()
    const banner = page.locator('aside.banner')
    expect(await banner.textContent()).toContain('Try now for free')
    await page.getByRole('button', { name: 'Dismiss banner' }).click()
    expect(await banner.isVisible()).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('acme-banner'))).toBe('true')
    await page.reload()
    expect(await page.getAttribute('html', 'data-banner-hidden')).toBe('')
    expect(await banner.isVisible()).toBe(false)
    await page.evaluate(() => localStorage.removeItem('acme-banner'))
    await page.close()
  })

  it('opens the menu for a tap that comes before the island has hydrated', async () => {
    const page = await browser.browser.newPage()
    await page.setViewportSize({ width: 375, height: 800 })
    // Hold the island chunks back: the tap lands on the server-rendered button.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_site/chunks/MobileMenu.*.js', async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`${server.url}/docs/intro`, { waitUntil: 'load' })
    expect(await page.locator('[data-island="mobile-menu"][data-hydrated]').count()).toBe(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    release()
    await page.locator('#mobile-menu-panel').waitFor({ state: 'visible', timeout: 10_000 })
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true')
    await page.close()
  })

  it('opens the hamburger menu at 375 px, hides it from 768 px', async () => {
    const page = await open('/docs/intro', { width: 375, height: 800 })
    await hydrated(page, 'mobile-menu')
    const hamburger = page.getByRole('button', { name: 'Open menu' })
    await hamburger.click()
    const panel = page.locator('#mobile-menu-panel')
    expect(await panel.isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true')
    expect(await panel.getByRole('link', { name: 'Log in' }).count()).toBe(1)
    await page.keyboard.press('Escape')
    expect(await panel.isVisible()).toBe(false)
    await page.setViewportSize({ width: 800, height: 800 })
    expect(await page.locator('.hamburger').isVisible()).toBe(false)
    await page.close()
  })

  it('closes the open menu when the window widens past 768 px, so the page scrolls again', async () => {
    const page = await open('/docs/intro', { width: 375, height: 800 })
    await hydrated(page, 'mobile-menu')
    await page.getByRole('button', { name: 'Open menu' }).click()
    // The island opens the menu after the click's event: wait for that state, not for the click alone.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    await page.setViewportSize({ width: 1024, height: 800 })
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-menu-open'))).toBe(false)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    await page.setViewportSize({ width: 375, height: 800 })
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('#mobile-menu-panel').isVisible()).toBe(false)
    await page.close()
  })

  it('answers a missing page with 404, the issue link and suggestions', async () => {
    const page = await browser.browser.newPage()
    const response = await page.goto(`${server.url}/docs/intrro`)
    expect(response?.status()).toBe(404)
    const link = page.getByRole('link', { name: 'Submit an issue about broken link →' })
    await expect.poll(() => link.getAttribute('href')).toContain(encodeURIComponent('/docs/intrro'))
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/github\.com\/acme\/docs\/issues\/new\?/)
    await expect.poll(() => page.locator('[data-suggest] li a').first().getAttribute('href')).toBe('/docs/intro')
    await page.close()
  })

  it('switches tabs by click and keyboard, loops focus, stores the index', async () => {
    const page = await open('/docs/intro')
    await page.evaluate(() => localStorage.removeItem('pm'))
    await page.reload()
    const tabs = page.locator('[data-tabs] [role=tab]')
    await tabs.nth(1).click()
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => localStorage.getItem('pm'))).toBe('1')
    await page.keyboard.press('ArrowRight')
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowRight')
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('npm')
    await tabs.nth(2).click()
    await page.reload()
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true')
    expect(await page.locator('[role=tabpanel]:visible').textContent()).toContain('yarn add acme')
    // Synced across windows; a non-number falls back to 0.
    const other = await open('/docs/intro')
    await other.evaluate(() => localStorage.setItem('pm', 'x'))
    await expect.poll(() => tabs.nth(0).getAttribute('aria-selected')).toBe('true')
    await other.close()
    await page.evaluate(() => localStorage.removeItem('pm'))
    await page.close()
  })

  // States, not a clock: each element's attribute changes are recorded as they happen, so a loaded
  // machine (a 500 ms timer firing before the test looks) cannot turn the test red.
  it('copies code with a confirmation that goes away; details close after a closing state', async () => {
    const page = await open('/docs/intro')
    await browser.browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    const button = page.locator('[data-copy]').first()
    const details = page.locator('details.details')
    const record = (element: Element) => {
      const seen: string[] = []
      new MutationObserver((changes) => {
        for (const c of changes) seen.push(`${c.attributeName}:${element.hasAttribute(c.attributeName!) ? 'on' : 'off'}`)
      }).observe(element, { attributes: true, attributeFilter: ['data-copied', 'data-closing', 'open'] })
      ;(element as Element & { seen?: string[] }).seen = seen
    }
    const seen = (element: Element) => (element as Element & { seen: string[] }).seen
    await button.evaluate(record)
    await details.evaluate(record)
    await page.locator('figure[data-code-block]').first().hover()
    await button.click()
    // The copy is written by the click's handler, asynchronously: wait for it.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('npm install acme')
    await expect.poll(() => button.evaluate(seen), { timeout: 60_000 }).toEqual(['data-copied:on', 'data-copied:off'])
    await details.locator('summary').click()
    await expect.poll(() => details.evaluate(seen), { timeout: 60_000 }).toEqual(['open:on'])
    await details.locator('summary').click()
    // Stays open while closing (data-closing), then closes: never closed at once.
    await expect.poll(() => details.evaluate(seen), { timeout: 60_000 }).toEqual(['open:on', 'data-closing:on', 'data-closing:off', 'open:off'])
    await page.close()
  })

  it('sets NEXT_LOCALE when switching language and follows the cookie on a later visit', async () => {
    const page = await open('/docs/intro')
    await hydrated(page, 'locale-switch')
    await Promise.all([page.waitForURL(`${server.url}/fr/docs/intro`), page.locator('.navbar [data-island="locale-switch"] select').selectOption('fr')])
    const cookie = (await browser.browser.cookies(server.url)).find((c) => c.name === 'NEXT_LOCALE')
    expect(cookie?.value).toBe('fr')
    expect(cookie?.path).toBe('/')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600)
    await page.goto(`${server.url}/docs/intro`)
    await page.waitForURL(`${server.url}/fr/docs/intro`)
    expect(await page.getAttribute('html', 'lang')).toBe('fr')
    await browser.browser.clearCookies()
    await page.close()
  })

  it('loads at most 10 KB gzip of script before the load event on a docs page, React only on intent', async () => {
    const page = await browser.browser.newPage()
    const before: string[] = []
    let loaded = false
    page.on('load', () => (loaded = true))
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && !loaded) before.push(r.url())
    })
    const all: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && all.push(r.url()))
    await page.goto(`${server.url}/docs/intro`, { waitUntil: 'load' })
    let bytes = 0
    for (const url of before) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length
    const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src]):not([type="application/json"])')].map((s) => s.textContent).join(''))
    bytes += gzipSync(inline).length
    expect(bytes).toBeLessThanOrEqual(10 * 1024)
    expect(before.some((u) => u.includes('hydrate'))).toBe(false)
    // Nobody has pointed at or focused anything: no island code, no runtime, once the page is quiet.
    await page.waitForLoadState('networkidle')
    // (Island chunks are named after their component; hydrate.*.js pulls in the island runtime.)
    expect(all.filter((u) => /\/_site\/chunks\/(hydrate|[A-Z]\w*)\./.test(u))).toEqual([])
    await hydrated(page, 'theme-switch')
    expect(all.some((u) => u.includes('hydrate'))).toBe(true)
    console.log(`[budget] docs page: ${before.length} scripts before load, ${bytes} B gzip (incl. inline)`)
    await page.close()
  })
})
