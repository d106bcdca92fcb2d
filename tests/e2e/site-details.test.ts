// Details of spec §2/§4 on the real site (issue 17, items 11 and 12): the outgoing tab panel fades
// out over 1 s (unmount-suspended) unless the visitor prefers reduced motion; CLI flag tables
// scroll sideways on small screens instead of squeezing; the back-to-top button never covers the
// Subscribe button; no page type has duplicate ids (the home page has one id="newsletter").
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM, launchBrowser } from './browser.js'
import { startRealSite, type RealSite } from './real-site.js'

const TABS_PAGE = '/docs/customize-sdks/authentication'

/** The page's first tab group: its tabs and the panel each controls. */
function tabGroup(page: Page) {
  const group = page.locator('[data-tabs]').first()
  const tab = (i: number) => group.locator('[role=tab]').nth(i)
  const panel = async (i: number) => page.locator(`[id="${await tab(i).getAttribute('aria-controls')}"]`)
  return { group, tab, panel }
}

describe.skipIf(!CHROMIUM)('spec details on the real site', () => {
  let site: RealSite
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    site = await startRealSite('site-details')
    browser = await launchBrowser()
  }, 900_000)
  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  it('keeps the outgoing tab panel mounted while it fades out over 1 s, then unmounts it', async () => {
    const page = await browser.browser.newPage()
    await page.goto(`${site.url}${TABS_PAGE}`, { waitUntil: 'load' })
    const { tab, panel } = tabGroup(page)
    const first = await panel(0)
    const second = await panel(1)
    // The fade lasts one second, less than a busy machine may take between two steps of the test:
    // its animations are paused the moment the panel turns unmount-suspended, checked, then resumed.
    await first.evaluate((el) => {
      const paused = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if ((el as HTMLElement).dataset.presence !== 'unmount-suspended') return
          observer.disconnect()
          for (const animation of el.getAnimations()) animation.pause()
          resolve()
        })
        observer.observe(el, { attributes: true, attributeFilter: ['data-presence'] })
      })
      ;(window as unknown as { fadePaused: Promise<void> }).fadePaused = paused
    })
    await tab(1).click()
    await page.evaluate(() => (window as unknown as { fadePaused: Promise<void> }).fadePaused)
    await expect.poll(() => second.isVisible()).toBe(true)
    // Unmount-suspended: still shown, not interactive, fading out over one second.
    expect(await first.getAttribute('data-presence')).toBe('unmount-suspended')
    expect(await first.isVisible()).toBe(true)
    expect(await first.evaluate((el) => (el as HTMLElement).inert)).toBe(true)
    const fade = await first.evaluate((el) =>
      el.getAnimations().map((a) => ({ duration: a.effect?.getComputedTiming().duration, to: (a.effect as KeyframeEffect).getKeyframes().at(-1)?.opacity })),
    )
    expect(fade).toEqual([{ duration: 1000, to: '0' }])
    await first.evaluate((el) => Promise.all(el.getAnimations().map((a) => (a.play(), a.finished))))
    await expect.poll(() => first.getAttribute('hidden')).toBe('')
    expect(await first.getAttribute('data-presence')).toBe('unmounted')
    expect(await first.evaluate((el) => (el as HTMLElement).inert)).toBe(false)
    // Selecting the fading tab again keeps its panel.
    await tab(0).click()
    await tab(1).click()
    await tab(0).click()
    await first.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
    expect(await first.isVisible()).toBe(true)
    expect(await first.getAttribute('data-presence')).toBe('mounted')
    await page.close()
  })

  it('hides the outgoing tab panel at once when the visitor prefers reduced motion', async () => {
    const page = await browser.browser.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${site.url}${TABS_PAGE}`, { waitUntil: 'load' })
    const { tab, panel } = tabGroup(page)
    const first = await panel(0)
    await tab(1).click()
    expect(await first.getAttribute('hidden')).toBe('')
    expect(await first.getAttribute('data-presence')).toBe('unmounted')
    expect(await (await panel(1)).evaluate((el) => el.getAnimations().length)).toBe(0)
    await page.close()
  })

  it('scrolls CLI flag tables sideways on small screens, each flag on one line', async () => {
    const page = await browser.browser.newPage()
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${site.url}/docs/speakeasy-cli/merge`, { waitUntil: 'load' })
      const table = page.locator('.table-scroll').filter({ has: page.locator('th', { hasText: 'Flag' }) }).first()
      const fit = await table.evaluate((el) => ({
        scrolls: el.scrollWidth > el.clientWidth,
        page: document.documentElement.scrollWidth <= innerWidth,
        focusable: (el as HTMLElement).tabIndex === 0,
        broken: [...el.querySelectorAll('td code')].filter((c) => c.getClientRects().length > 1).map((c) => c.textContent),
      }))
      expect(fit, `${width} px`).toEqual({ scrolls: true, page: true, focusable: true, broken: [] })
    }
    await page.close()
  })

  it('never covers a Subscribe button (footer or content) with the back-to-top button, at any scroll position', async () => {
    const page = await browser.browser.newPage()
    const report: string[] = []
    for (const route of ['/', '/docs/customize-sdks/retries', '/post/automatic-sdk-changelogs']) {
      for (const width of [320, 375, 768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 700 })
        await page.goto(`${site.url}${route}`, { waitUntil: 'load' })
        const overlaps = await page.evaluate(async () => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
          const button = document.querySelector<HTMLElement>('[data-back-to-top]')!
          const subscribe = [...document.querySelectorAll<HTMLElement>('form button[type=submit]')]
          const max = document.documentElement.scrollHeight - innerHeight
          const found: number[] = []
          let shown = 0
          for (let y = 0; y <= max + 40; y += 40) {
            scrollTo({ top: Math.min(y, max), behavior: 'instant' })
            // Only a Subscribe button on screen can be covered: the others are passed without waiting
            // two frames (the bottom of the page is always checked, so the button is seen to show).
            const onScreen = subscribe.some((s) => {
              const b = s.getBoundingClientRect()
              return b.bottom > 0 && b.top < innerHeight
            })
            if (!onScreen && y < max) continue
            await frame()
            if (button.hidden) continue
            shown++
            if (getComputedStyle(button).visibility === 'hidden') continue
            const a = button.getBoundingClientRect()
            const covered = subscribe.map((s) => s.getBoundingClientRect()).some((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            if (covered) found.push(Math.min(y, max))
          }
          return { shown, found }
        })
        if (!overlaps.shown) report.push(`${route} at ${width} px: the back-to-top button never showed`)
        if (overlaps.found.length) report.push(`${route} at ${width} px: covers Subscribe at scroll ${overlaps.found.join(', ')}`)
      }
    }
    await page.close()
    expect(report).toEqual([])
  })

  it('has no duplicate ids on any page type, and one id="newsletter" on the home page', async () => {
    const page = await browser.browser.newPage()
    const report: string[] = []
    const routes = ['/', '/fr', '/sdk', '/docs', '/docs/customize-sdks/authentication', '/post', '/post/automatic-sdk-changelogs', '/post/categories', '/post/categories/product-updates', '/404-missing']
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      for (const route of routes) {
        await page.goto(`${site.url}${route}`, { waitUntil: 'load' })
        // Wake the islands (pointer over each), so ids they render after hydration are counted too.
        await page.evaluate(() => document.querySelectorAll('[data-island]').forEach((el) => el.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))))
        await page.waitForLoadState('networkidle')
        const duplicates = await page.evaluate(() => {
          const seen = new Map<string, number>()
          for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1)
          return [...seen].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`)
        })
        if (duplicates.length) report.push(`${route} at ${width} px: ${duplicates.join(', ')}`)
      }
    }
    await page.goto(`${site.url}/`, { waitUntil: 'load' })
    expect(await page.locator('[id="newsletter"]').count()).toBe(1)
    await page.close()
    expect(report).toEqual([])
  })
})
