// Every control works from the first paint (issue 17, item 1): on the built theme fixture, each test
// holds hydration back (the hydrate chunk's request waits until released), acts at DOMContentLoaded
// on the server-rendered controls, then releases it and asserts that nothing the visitor did was
// lost. HOLD_HYDRATION_MS keeps it back that much longer after the act (3000 in the check).
// The islands render with React on the server and hydrate on Preact (preact/compat) in the browser:
// the first test checks that hydration adopts the server's markup as it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { copyFixture, runSite } from '../helpers/cli.js'
import { CHROMIUM, launchBrowser, startServe, wakeIsland } from './browser.js'

const HOLD_MS = Number(process.env.HOLD_HYDRATION_MS ?? 0)
const TRPC_CALL = '/api/trpc/newsletterSubscription.post'

describe.skipIf(!CHROMIUM)('controls before hydration', () => {
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

  /** A page whose hydrate chunk is held back until `release()`; opened at DOMContentLoaded. */
  async function openHeld(route: string, before?: (page: Page) => Promise<unknown>): Promise<{ page: Page; release: () => void }> {
    const page = await browser.browser.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    await before?.(page)
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_site\/chunks\/hydrate\.[^/]+\.js$/, async (r) => {
      await released
      if (HOLD_MS) await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
      await r.continue().catch(() => {})
    })
    await page.goto(`${server.url}${route}`, { waitUntil: 'domcontentloaded' })
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0)
    return { page, release }
  }
  const theme = (page: Page) => page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])

  it('hydrates every island onto the server markup: the same elements, attributes and text, no errors', async () => {
    // The server renders the islands with React and the browser hydrates them with Preact
    // (renderer/stages/assets.ts): hydration must adopt each server element, not replace or alter it.
    const page = await browser.browser.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    // (The fixture has no favicon.ico: a failed resource load is no script error.)
    page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()))
    await page.goto(`${server.url}/docs/intro`, { waitUntil: 'load' })
    const markup = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-island]')].map((island) => {
          const copy = island.cloneNode(true) as HTMLElement
          const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT)
          const comments: Node[] = []
          while (walker.nextNode()) comments.push(walker.currentNode)
          for (const c of comments) c.parentNode!.removeChild(c)
          copy.normalize()
          // The islands' own marks of being live.
          for (const el of [copy, ...copy.querySelectorAll('*')]) for (const mark of ['data-hydrated', 'data-search-ready']) el.removeAttribute(mark)
          return copy.outerHTML
        }),
      )
    const served = await markup()
    const names = await page.evaluate(() => {
      for (const el of document.querySelectorAll('[data-island] *')) (el as unknown as Record<string, boolean>).fromServer = true
      return [...new Set([...document.querySelectorAll<HTMLElement>('[data-island]')].map((el) => el.dataset.island!))]
    })
    expect(names.sort()).toEqual(['locale-switch', 'mobile-menu', 'newsletter-form', 'search-box', 'theme-switch'])
    for (const name of names) await wakeIsland(page, name)
    await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => el.hasAttribute('data-hydrated')), null, { timeout: 15_000 })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
    expect(await markup()).toEqual(served)
    const created = await page.evaluate(() => [...document.querySelectorAll('[data-island] *')].filter((el) => !(el as unknown as Record<string, boolean>).fromServer).map((el) => el.outerHTML))
    expect(created).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows the stored theme in the select and applies a choice made before hydration', async () => {
    const { page, release } = await openHeld('/docs/intro', async (p) => {
      await p.goto(`${server.url}/docs/intro`)
      await p.evaluate(() => localStorage.setItem('theme', 'dark'))
    })
    const navbar = page.locator('.navbar [data-island="theme-switch"] select')
    const footer = page.locator('footer [data-island="theme-switch"] select')
    expect(await navbar.inputValue()).toBe('dark')
    expect(await footer.inputValue()).toBe('dark')
    await navbar.selectOption('light')
    expect(await theme(page)).toEqual(['light', 'light'])
    expect(await footer.inputValue()).toBe('light')
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0)
    release()
    await wakeIsland(page, 'theme-switch')
    expect(await navbar.inputValue()).toBe('light')
    // Now the island owns it.
    await navbar.selectOption('dark')
    expect(await theme(page)).toEqual(['dark', 'dark'])
    await page.evaluate(() => localStorage.removeItem('theme'))
    await page.close()
  })

  it('goes to the chosen language before hydration', async () => {
    const { page, release } = await openHeld('/docs/intro')
    const select = page.locator('.navbar [data-island="locale-switch"] select')
    await Promise.all([page.waitForURL(`${server.url}/fr/docs/intro`), select.selectOption('fr')])
    release()
    expect(await page.getAttribute('html', 'lang')).toBe('fr')
    expect((await browser.browser.cookies(server.url)).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('fr')
    await browser.browser.clearCookies()
    await page.close()
  })

  it("'/' and Ctrl+K focus the search box before hydration; the island keeps what was typed", async () => {
    const { page, release } = await openHeld('/docs/intro')
    const input = page.locator('[data-search-box="navbar"] input[data-search-input]')
    const focused = () => input.evaluate((el) => document.activeElement === el)
    await page.keyboard.press('/')
    expect(await focused()).toBe(true)
    await page.keyboard.type('install')
    expect(await input.inputValue()).toBe('install')
    await page.locator('main').click({ position: { x: 5, y: 5 } })
    expect(await focused()).toBe(false)
    await page.keyboard.press('Control+k')
    expect(await focused()).toBe(true)
    // Focused with its text selected, so typing replaces the query.
    expect(await input.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, 7])
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0)
    release()
    await page.locator('[data-search-box="navbar"][data-search-state="results"] a.search-result').first().waitFor({ timeout: 15_000 })
    expect(await input.inputValue()).toBe('install')
    expect(await focused()).toBe(true)
    await page.close()
  })

  it('sends the address typed before hydration once the form is live', async () => {
    const { page, release } = await openHeld('/docs/intro')
    const email = `first-paint-${Date.now()}@example.com`
    const input = page.locator('#newsletter input[name="email"]')
    await input.fill(email)
    release()
    await page.locator('[data-island="newsletter-form"][data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
    expect(await input.inputValue()).toBe(email)
    const [request] = await Promise.all([page.waitForRequest((r) => r.url().includes(TRPC_CALL)), page.locator('#newsletter button[type="submit"]').click()])
    expect(request.postData()).toContain(email)
    await page.waitForFunction(() => document.querySelector('#newsletter button')?.textContent === 'Subscribed', null, { timeout: 15_000 })
    await page.close()
  })

  it('posts the form natively when it is sent before hydration, and shows the result on return', async () => {
    const { page, release } = await openHeld('/docs/intro')
    const email = `first-paint-native-${Date.now()}@example.com`
    await page.locator('#newsletter input[name="email"]').fill(email)
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/newsletter') && r.method() === 'POST'),
      page.locator('#newsletter button[type="submit"]').click(),
    ])
    expect(request.postData()).toBe(`email=${encodeURIComponent(email)}`)
    await page.waitForURL(`${server.url}/docs/intro?newsletter=subscribed#newsletter-subscribed`)
    // Still not hydrated: the line the fragment targets says it (as it does without JavaScript).
    expect(await page.locator('#newsletter-subscribed').isVisible()).toBe(true)
    release()
    await page.waitForFunction(() => document.querySelector('#newsletter button')?.textContent === 'Subscribed', null, { timeout: 15_000 })
    await page.close()
  })
})
