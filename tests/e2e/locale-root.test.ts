// The root picks the visitor's language on a static host (issue 18): without a NEXT_LOCALE cookie,
// the inline head script sends a browser whose first language the site has to that locale's home
// (under the build's CSP, which lists the script's hash); an English browser and a crawler stay on
// the default locale; `_redirects` carries the same choice as a Language condition for the host,
// which `site serve` leaves to the host.
import { readFile } from 'node:fs/promises'
import { get } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { CHROMIUM, launchBrowser, startServe } from './browser.js'

describe.skipIf(!CHROMIUM)('the root by the browser language', () => {
  let server: Awaited<ReturnType<typeof startServe>>
  let root: string
  beforeAll(async () => {
    root = await copyFixture('seo')
    const built = await runSite(['build', '--root', root])
    expect(built.code, built.stderr + built.stdout).toBe(0)
    server = await startServe(root)
  })
  afterAll(async () => {
    await server?.stop()
  })

  async function landing(options: { locale: string; userAgent?: string }): Promise<string> {
    const browser = await launchBrowser({ locale: options.locale })
    try {
      const page = await browser.browser.newPage()
      if (options.userAgent) await page.addInitScript((ua) => Object.defineProperty(navigator, 'userAgent', { get: () => ua }), options.userAgent)
      await page.goto(`${server.url}/`)
      await page.waitForLoadState('load')
      return new URL(page.url()).pathname
    } finally {
      await browser.close()
    }
  }

  it('sends a French browser to /fr and leaves an English one and a crawler on /', async () => {
    expect(await landing({ locale: 'fr-FR' })).toBe('/fr')
    expect(await landing({ locale: 'en-GB' })).toBe('/')
    expect(await landing({ locale: 'fr-FR', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBe('/')
  })

  it('writes the Language condition into _redirects, which site serve does not answer itself', async () => {
    expect(await readFile(path.join(root, 'dist/_redirects'), 'utf8')).toContain('/ /fr 302 Language=fr\n')
    const status = await new Promise<number>((resolve, reject) => get(`${server.url}/`, (res) => (res.resume(), resolve(res.statusCode!))).on('error', reject))
    expect(status).toBe(200)
  })
})
