// The "Copy page" button in Chromium: a click or the keyboard copies the page's Markdown twin
// (the same bytes as /docs/intro.md) and the status line announces it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { CHROMIUM, launchBrowser, startServe } from './browser.js'

describe.skipIf(!CHROMIUM)('Copy page in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    const root = await copyFixture('seo')
    const result = await runSite(['build', '--root', root])
    expect(result.code, result.stdout + result.stderr).toBe(0)
    server = await startServe(root)
    browser = await launchBrowser()
    await browser.browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it.each(['click', 'keyboard'] as const)('copies the Markdown twin (%s)', async (how) => {
    const page = await browser.browser.newPage()
    const errors: string[] = []
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
    await page.goto(`${server.url}/docs/intro`)
    const twin = await (await fetch(`${server.url}/docs/intro.md`)).text()
    await page.evaluate(() => navigator.clipboard.writeText('before'))
    const button = page.getByRole('button', { name: 'Copy page' })
    if (how === 'click') await button.click()
    else {
      await button.focus()
      await page.keyboard.press('Enter')
    }
    await page.locator('[data-copy-page][data-copy-state="copied"]').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin)
    expect(await page.getByRole('status').filter({ hasText: 'Copied' }).textContent()).toBe('Copied the page as Markdown')
    expect(errors, errors.join('\n')).toEqual([])
    await page.close()
  })
})
