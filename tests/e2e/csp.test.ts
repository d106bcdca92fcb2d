// The build's Content-Security-Policy enforced in Chromium (reliability case XSS-11): site serve
// sends the `_headers` table, and every page type loads, hydrates its islands and searches with no
// CSP violation, while a script injected into the page is blocked.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { CHROMIUM, launchBrowser, startServe, wakeIsland } from './browser.js'

const PAGE_TYPES = ['/', '/fr', '/docs/intro', '/fr/docs/intro', '/fr/docs/advanced/deep', '/docs/secret', '/post', '/post/hello', '/post/categories', '/post/categories/news', '/no-such-page']

describe.skipIf(!CHROMIUM)('strict CSP in Chromium', () => {
  let root: string
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    root = await copyFixture('seo')
    const result = await runSite(['build', '--root', root])
    expect(result.code, result.stdout + result.stderr).toBe(0)
    server = await startServe(root)
    browser = await launchBrowser()
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  /** Opens `route` recording CSP violations (events and console reports). */
  async function open(route: string): Promise<{ page: Page; violations: string[]; csp: string | undefined }> {
    const page = await browser.browser.newPage()
    const violations: string[] = []
    page.on('console', (m) => void (/Content Security Policy/i.test(m.text()) && violations.push(m.text())))
    await page.exposeFunction('__cspViolation', (text: string) => void violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => void (window as unknown as { __cspViolation(t: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`))
    })
    const response = await page.goto(`${server.url}${route}`)
    await page.waitForLoadState('load')
    return { page, violations, csp: response?.headers()['content-security-policy'] }
  }

  it('sends the CSP of _headers, listing the hash of every inline script the build emitted', async () => {
    const headersFile = await readFile(path.join(root, 'dist/_headers'), 'utf8')
    const policy = /Content-Security-Policy: (.*)/.exec(headersFile)![1]!
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/)
    expect(policy).toContain("frame-ancestors 'none'")
    const res = await fetch(`${server.url}/docs/intro`)
    expect(res.headers.get('content-security-policy')).toBe(policy)
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it.each(PAGE_TYPES)('loads %s with its islands and no violation', async (route) => {
    const { page, violations, csp } = await open(route)
    expect(csp).toContain("script-src 'self' 'sha256-")
    // The pre-paint script ran (it sets the theme) and the islands hydrated.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/)
    const islands = page.locator('[data-island]')
    if ((await islands.count()) > 0) await wakeIsland(page, (await islands.first().getAttribute('data-island'))!)
    expect(violations).toEqual([])
    await page.close()
  })

  it('searches with no violation', async () => {
    const { page, violations } = await open('/docs/intro')
    const input = page.locator('[data-search-box="navbar"] input[data-search-input]')
    await wakeIsland(page, 'search-box')
    await page.locator('[data-search-box="navbar"] input[data-search-input][data-search-ready]').waitFor({ state: 'attached', timeout: 15_000 })
    await input.fill('rocket')
    await page.locator('[data-search-box="navbar"][data-search-state="results"]').waitFor({ timeout: 15_000 })
    expect(violations).toEqual([])
    await page.close()
  })

  it('opens the search with the query of ?q= (the SearchAction of the JSON-LD)', async () => {
    const { page, violations } = await open('/docs/intro?q=rocket')
    await page.locator('[data-search-box="navbar"][data-search-state="results"]').waitFor({ timeout: 15_000 })
    expect(await page.locator('[data-search-box="navbar"] input[data-search-input]').inputValue()).toBe('rocket')
    expect(violations).toEqual([])
    await page.close()
  })

  it('blocks an injected inline script', async () => {
    const { page, violations } = await open('/docs/intro')
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      const reported = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true }))
      document.body.append(script)
      await reported
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    expect(violations.some((v) => v.startsWith('script-src'))).toBe(true)
    await page.close()
  })
})

describe('redirects on a static host', () => {
  it('writes _redirects from the config and site serve answers them with 301', async () => {
    const root = await copyFixture('seo')
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    expect(await readFile(path.join(root, 'dist/_redirects'), 'utf8')).toBe('/docs/old-intro /docs/intro 301\n/ /fr 302 Language=fr\n')
    // Hosts without rules still get the meta-refresh page with its canonical link.
    const fallback = await readFile(path.join(root, 'dist/docs/old-intro.html'), 'utf8')
    expect(fallback).toContain('<link rel="canonical" href="https://docs.acme.example/docs/intro"/>')
    const server = await startServe(root)
    try {
      const res = await fetch(`${server.url}/docs/old-intro?x=1`, { redirect: 'manual' })
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toBe('/docs/intro?x=1')
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    } finally {
      await server.stop()
    }
  }, 120_000)
})
