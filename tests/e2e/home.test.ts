import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { CHROMIUM, launchBrowser, startServe } from './browser.js'

describe.skipIf(!CHROMIUM)('the built site in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    const root = await copyFixture('basic')
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    server = await startServe(root)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('opens the home page and follows a link to a docs page', async () => {
    const page = await browser.browser.newPage()
    const response = await page.goto(`${server.url}/`)
    expect(response?.status()).toBe(200)
    expect(await page.title()).toBe('Acme')
    await page.getByRole('link', { name: 'introduction' }).click()
    await page.waitForURL(`${server.url}/docs/intro#install`)
    expect(await page.title()).toBe('Introduction | Acme')
  })

  it('answers a missing page with the 404 page and status', async () => {
    const page = await browser.browser.newPage()
    const response = await page.goto(`${server.url}/docs/nope`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('link', { name: 'Submit an issue about broken link →' }).count()).resolves.toBe(1)
  })
})
