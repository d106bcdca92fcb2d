// The footer's newsletter form in Chromium against `site serve` and its real SQLite store (a temp
// file set by `newsletter.database`): markup, the browser's validation, idle → loading → result →
// reset after one second, the tRPC batch stream call, a failed response, a repeated address, and
// the plain form post without JavaScript (spec §4, §5; issue 6).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type ConsoleMessage, type Page, type Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSqliteStore, type SqliteStore } from '../../api/stores/sqlite.js'
import { copyFixture, runSite } from '../helpers/cli.js'
import { CHROMIUM, startServe, wakeIsland } from './browser.js'

const TRPC_CALL = '/api/trpc/newsletterSubscription.post'
/** Chromium's own line for any failed subresource; the checks below are about the page's scripts. */
const notResourceStatus = (text: string) => !text.startsWith('Failed to load resource')

describe.skipIf(!CHROMIUM)('the newsletter form in Chromium against site serve', () => {
  let root: string
  let dataDir: string
  let dbPath: string
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Browser
  let db: SqliteStore

  beforeAll(async () => {
    root = await copyFixture('basic')
    dataDir = await mkdtemp(path.join(tmpdir(), 'site-e2e-newsletter-'))
    dbPath = path.join(dataDir, 'subscribers.db')
    // The store's path comes from the config: a temp file outside the site.
    const configFile = path.join(root, 'content', 'site.config.ts')
    const config = await readFile(configFile, 'utf8')
    await writeFile(configFile, config.replace('redirects:', `newsletter: { database: ${JSON.stringify(dbPath)} },\n  redirects:`))
    const built = await runSite(['build', '--root', root])
    expect(built.code, built.stdout + built.stderr).toBe(0)
    server = await startServe(root)
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    })
    // A second connection to the file the server writes (WAL): what is stored, as stored.
    db = await createSqliteStore({ path: dbPath })
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await db?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
    if (root) await rm(root, { recursive: true, force: true })
  })

  /** Opens the home page with JavaScript, scrolls to the footer and waits for the island to hydrate. */
  async function openForm(): Promise<{ page: Page; requests: Request[]; errors: string[]; consoleErrors: ConsoleMessage[] }> {
    const page = await browser.newPage()
    const requests: Request[] = []
    const errors: string[] = []
    const consoleErrors: ConsoleMessage[] = []
    page.on('request', (r) => r.url().includes('/api/') && requests.push(r))
    page.on('pageerror', (e) => errors.push(String(e)))
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m))
    expect((await page.goto(`${server.url}/`))?.status()).toBe(200)
    await page.locator('#newsletter').scrollIntoViewIfNeeded()
    await wakeIsland(page, 'newsletter-form')
    return { page, requests, errors, consoleErrors }
  }

  const input = (page: Page) => page.locator('#newsletter input[name="email"]')
  const button = (page: Page) => page.locator('#newsletter button[type="submit"]')

  /** Waits until the form is idle again. */
  async function waitForReset(page: Page): Promise<void> {
    await page.waitForFunction(() => {
      const form = document.querySelector<HTMLFormElement>('#newsletter')!
      return form.querySelector('button')!.textContent === 'Subscribe' && form.querySelector('input')!.value === '' && !form.querySelector('input')!.disabled
    })
  }

  /** Records in the page (its own clock) each change of the button's text, from now on. */
  async function recordButton(page: Page): Promise<void> {
    await page.evaluate(installButtonRecorder)
  }

  /** Milliseconds, on the page's clock, from the button showing `shown` to it showing 'Subscribe' again. */
  async function shownFor(page: Page, shown: string): Promise<number> {
    const seen = await page.evaluate(() => (window as unknown as { buttonTexts: Array<[string, number]> }).buttonTexts)
    const at = seen.findIndex(([text]) => text === shown)
    const back = seen.findIndex(([text], i) => i > at && text === 'Subscribe')
    expect([at, back].every((i) => i >= 0), JSON.stringify(seen)).toBe(true)
    return seen[back]![1] - seen[at]![1]
  }

  it('renders an empty email input with the placeholder, and hydrates without errors', async () => {
    const { page, errors, consoleErrors } = await openForm()
    expect(await input(page).getAttribute('type')).toBe('email')
    expect(await input(page).getAttribute('placeholder')).toBe('Join our newsletter')
    expect(await input(page).inputValue()).toBe('')
    expect(await button(page).textContent()).toBe('Subscribe')
    expect(await input(page).isEnabled()).toBe(true)
    expect(await button(page).isEnabled()).toBe(true)
    expect(errors).toEqual([])
    expect(consoleErrors.map((m) => m.text()).filter(notResourceStatus)).toEqual([])
    await page.close()
  })

  it("an invalid address gets the browser's standard validation message and sends nothing", async () => {
    const { page, requests } = await openForm()
    await input(page).fill('not-an-email')
    await button(page).click()
    const validity = await input(page).evaluate((el: HTMLInputElement) => ({ valid: el.validity.valid, typeMismatch: el.validity.typeMismatch, message: el.validationMessage }))
    expect(validity.valid).toBe(false)
    expect(validity.typeMismatch).toBe(true)
    expect(validity.message).not.toBe('')
    // An empty field is refused the same way (required).
    await input(page).fill('')
    await button(page).click()
    expect(await input(page).evaluate((el: HTMLInputElement) => el.validity.valueMissing && el.validationMessage !== '')).toBe(true)
    await page.waitForTimeout(300)
    expect(requests).toEqual([])
    expect(await button(page).textContent()).toBe('Subscribe')
    expect(new URL(page.url()).search).toBe('')
    await page.close()
  })

  it('a valid address: loading (input and button disabled), "Subscribed", reset one second later, row stored', async () => {
    const { page, requests, errors, consoleErrors } = await openForm()
    const email = `e2e-${Date.now()}@example.com`
    // Hold the request at the browser until the loading state has been looked at, then let it
    // through to the real server.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${TRPC_CALL}*`, async (route) => {
      await held
      await route.continue()
    })
    await input(page).fill(email)
    await recordButton(page)
    const responded = page.waitForResponse((r) => r.url().includes(TRPC_CALL))
    await button(page).click()
    await page.waitForFunction(() => document.querySelector('#newsletter input')!.hasAttribute('disabled'))
    expect(await input(page).isDisabled()).toBe(true)
    expect(await button(page).isDisabled()).toBe(true)
    expect(await page.locator('#newsletter').getAttribute('data-state')).toBe('loading')
    release()

    const response = await responded
    await page.waitForFunction(() => document.querySelector('#newsletter button')!.textContent === 'Subscribed')
    expect(await page.locator('#newsletter').getAttribute('data-state')).toBe('success')
    expect(await input(page).isEnabled()).toBe(true)
    await waitForReset(page)
    // Shown for the reset delay (1 s) by the page's own clock: a timer never fires early, and a late
    // one on a loaded machine is no failure (a reset that never comes fails waitForReset).
    expect(await shownFor(page, 'Subscribed')).toBeGreaterThanOrEqual(900)
    expect(await page.locator('#newsletter').getAttribute('data-state')).toBe('idle')

    // One tRPC batch stream call, marked as coming from the web form.
    expect(requests).toHaveLength(1)
    const request = requests[0]
    expect(request.method()).toBe('POST')
    const url = new URL(request.url())
    expect(url.pathname).toBe(TRPC_CALL)
    expect(url.searchParams.get('batch')).toBe('1')
    const headers = await request.allHeaders()
    expect(headers['x-trpc-source']).toBe('web')
    expect(headers['trpc-accept']).toBe('application/jsonl')
    expect(headers['content-type']).toBe('application/json')
    expect(JSON.parse(request.postData() ?? '')).toEqual({ 0: { email } })
    expect(response.status()).toBe(200)

    // The row is in the SQLite file, subscribed (single opt-in).
    expect(await db.status(email)).toBe('subscribed')
    expect(errors).toEqual([])
    expect(consoleErrors.map((m) => m.text()).filter(notResourceStatus)).toEqual([])
    await page.close()
  })

  it('a repeated address gets the same "Subscribed" and stays one row', async () => {
    const email = `repeat-${Date.now()}@example.com`
    const bodies: string[] = []
    for (const typed of [email, email.toUpperCase().replace('@EXAMPLE.COM', '@Example.com')]) {
      const { page } = await openForm()
      // Pass the call through to the server, keeping a copy of its answer.
      await page.route(`**${TRPC_CALL}*`, async (route) => {
        const response = await route.fetch()
        expect(response.status()).toBe(200)
        bodies.push(await response.text())
        await route.fulfill({ response })
      })
      await input(page).fill(typed)
      await button(page).click()
      await page.waitForFunction(() => document.querySelector('#newsletter button')!.textContent === 'Subscribed')
      await waitForReset(page)
      await page.close()
    }
    // No enumeration: the stored and the new address get the very same answer.
    expect(bodies[1]).toBe(bodies[0])
    expect(await db.status(email)).toBe('subscribed')
  })

  it('a failed response shows "Error!", logs to the console and resets one second later', async () => {
    const { page, errors, consoleErrors } = await openForm()
    const email = `failed-${Date.now()}@example.com`
    await page.route(`**${TRPC_CALL}*`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([{ error: { message: 'Internal server error', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } }]),
      }),
    )
    await input(page).fill(email)
    await recordButton(page)
    await button(page).click()
    await page.waitForFunction(() => document.querySelector('#newsletter button')!.textContent === 'Error!')
    expect(await page.locator('#newsletter').getAttribute('data-state')).toBe('error')
    // The form's own log, not only Chromium's "Failed to load resource" line.
    await expect.poll(() => consoleErrors.map((m) => m.text()).filter(notResourceStatus).length).toBeGreaterThan(0)
    await waitForReset(page)
    expect(await shownFor(page, 'Error!')).toBeGreaterThanOrEqual(900)
    expect(errors).toEqual([])
    expect(await db.status(email)).toBeNull()
    await page.close()
  })

  it("an address the browser accepts and the server refuses (a@b) shows \"Error!\" and the server's reason under the field", async () => {
    const { page, requests } = await openForm()
    // Every state the form goes through, recorded in the page: the result lasts one second.
    await page.evaluate(() => {
      const seen: unknown[] = ((window as unknown as { formStates: unknown[] }).formStates = [])
      const form = document.querySelector<HTMLFormElement>('#newsletter')!
      new MutationObserver(() => {
        const field = form.querySelector('input')!
        const reason = form.querySelector<HTMLElement>('.newsletter-reason')
        const under = reason ? reason.getBoundingClientRect().top >= field.getBoundingClientRect().bottom && Math.abs(reason.getBoundingClientRect().left - field.getBoundingClientRect().left) < 1 : false
        seen.push({ button: form.querySelector('button')!.textContent, reason: reason?.textContent ?? null, described: reason ? field.getAttribute('aria-describedby') === reason.id : false, under })
      }).observe(form, { subtree: true, childList: true, characterData: true, attributes: true })
    })
    await input(page).fill('a@b')
    expect(await input(page).evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true)
    const responded = page.waitForResponse((r) => r.url().includes(TRPC_CALL))
    await button(page).click()
    await responded
    await waitForReset(page)
    const states = await page.evaluate(() => (window as unknown as { formStates: unknown[] }).formStates)
    expect(states).toContainEqual({ button: 'Error!', reason: 'Invalid email address', described: true, under: true })
    // Gone with the reset, like "Error!".
    expect(await page.locator('#newsletter .newsletter-reason').count()).toBe(0)
    expect(requests).toHaveLength(1)
    await page.close()
  })

  it('without JavaScript the form posts and redirects back with the result', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      expect((await page.goto(`${server.url}/docs/intro`))?.status()).toBe(200)
      const email = `nojs-${Date.now()}@example.com`
      // The browser's validation works without JavaScript too.
      await input(page).fill('not-an-email')
      await button(page).click()
      expect(await input(page).evaluate((el: HTMLInputElement) => el.validationMessage !== '' && !el.validity.valid)).toBe(true)
      expect(new URL(page.url()).pathname).toBe('/docs/intro')

      await input(page).fill(email)
      const posted = page.waitForResponse((r) => r.url() === `${server.url}/api/newsletter`)
      await button(page).click()
      const post = await posted
      expect(post.status()).toBe(303)
      expect(post.request().method()).toBe('POST')
      expect(post.request().postData()).toBe(`email=${encodeURIComponent(email)}`)
      await page.waitForURL(`${server.url}/docs/intro?newsletter=subscribed#newsletter-subscribed`)
      expect(await db.status(email)).toBe('subscribed')
      // The page says what happened, without any script: the line the fragment targets.
      expect(await page.locator('#newsletter-subscribed').isVisible()).toBe(true)
      expect(await page.locator('#newsletter-subscribed').textContent()).toBe('Subscribed')
      expect(await page.locator('#newsletter-error').isVisible()).toBe(false)

      // The same address again: the same redirect.
      await input(page).fill(email)
      const again = page.waitForResponse((r) => r.url() === `${server.url}/api/newsletter`)
      await button(page).click()
      expect((await again).status()).toBe(303)
      expect(await (await again).headerValue('location')).toBe(await post.headerValue('location'))
      await page.waitForLoadState()
      expect(page.url()).toBe(`${server.url}/docs/intro?newsletter=subscribed#newsletter-subscribed`)
      expect(await db.status(email)).toBe('subscribed')

      // An address the browser accepts and the server refuses: "Error!".
      await input(page).fill('a@b')
      await button(page).click()
      await page.waitForURL(`${server.url}/docs/intro?newsletter=error#newsletter-error`)
      expect(await page.locator('#newsletter-error').isVisible()).toBe(true)
      expect(await page.locator('#newsletter-error').textContent()).toBe('Error!')
      expect(await page.locator('#newsletter-subscribed').isVisible()).toBe(false)
    } finally {
      await context.close()
    }
  })

  it('coming back from the no-JavaScript post, the form shows the result once and drops the parameter', async () => {
    const page = await browser.newPage()
    // Recorded from the first byte: on a loaded machine the second of 'Subscribed' can be over
    // before a test that polls for it looks (a CI run timed out that way).
    await page.addInitScript(installButtonRecorder)
    await page.goto(`${server.url}/?newsletter=subscribed#newsletter-subscribed`)
    await page.waitForSelector('[data-island="newsletter-form"][data-hydrated]')
    await page.waitForFunction(() => (window as unknown as { buttonTexts: Array<[string]> }).buttonTexts.some(([text]) => text === 'Subscribed'))
    await page.waitForFunction(() => location.search === '')
    expect(new URL(page.url()).hash).toBe('#newsletter-subscribed')
    // The island shows the result itself: the no-JavaScript line is hidden once it is live.
    expect(await page.evaluate(() => [...document.querySelectorAll('.newsletter-result')].filter((p) => getComputedStyle(p).display !== 'none').length)).toBe(0)
    await waitForReset(page)
    const texts = (await page.evaluate(() => (window as unknown as { buttonTexts: Array<[string]> }).buttonTexts)).map(([text]) => text)
    expect(texts.filter((text) => text === 'Subscribed')).toHaveLength(1)
    await page.close()
  })
})

/**
 * Runs in the page: records [text, performance.now()] for each change of the form's button text in
 * `window.buttonTexts` (a state shown for a second is seen even if the test looks later).
 */
function installButtonRecorder(): void {
  const seen: Array<[string, number]> = ((window as unknown as { buttonTexts: Array<[string, number]> }).buttonTexts = [])
  new MutationObserver(() => {
    const text = document.querySelector('#newsletter button')?.textContent
    if (text != null && seen.at(-1)?.[0] !== text) seen.push([text, performance.now()])
  }).observe(document, { subtree: true, childList: true, characterData: true })
}
