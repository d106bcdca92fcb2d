/**
 * Issue 16 item 1 (and 4): a Nextra-shaped site's own interactive components — imported by a page
 * through a barrel, given by content/mdx-components.tsx, or by the config's `components` map —
 * hydrate in the browser as islands, on intent or when visible; static components stay static; the
 * stylesheet mdx-components.tsx imports is linked on every page. JSX titles of a `_meta.tsx` are
 * markup in the sidebar and text where text is needed (item 3). With `mermaid: true`, ```mermaid
 * blocks are labelled diagrams drawn in the browser in the page's theme, only where a page has one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture } from '../helpers/cli.js'
import { buildServeAndBrowse, CHROMIUM, launchBrowser, startServe, wakeIsland } from './browser.js'

describe.skipIf(!CHROMIUM)('interactive components of a Nextra site in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    const root = await copyFixture('nextra-islands')
    ;({ server, browser } = await buildServeAndBrowse(root))
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('a counter imported by the page counts clicks, keeping its server-rendered children', async () => {
    const page = await browser.browser.newPage()
    await page.goto(`${server.url}/`)
    const tally = page.locator('.tally')
    await expect(tally.locator('output').innerText()).resolves.toBe('2')
    // The first click also wakes the island; it is replayed once the counter is live.
    await tally.getByRole('button', { name: 'Add one' }).click()
    await page.locator('[data-island="component"][data-hydrated] .tally output:text-is("3")').waitFor()
    await tally.getByRole('button', { name: 'Add one' }).click()
    await page.locator('.tally output:text-is("4")').waitFor()
    await expect(tally.locator('[data-island-slot] strong').innerText()).resolves.toBe('presses')
    await expect(tally.evaluate((el) => getComputedStyle(el).borderTopStyle)).resolves.toBe('dashed')
    // Children that need their parent's context cannot be rendered alone: that component renders on the server only.
    await expect(page.locator('.shelf .shelf-item').innerText()).resolves.toBe('Spare bulbs')
    expect(await page.locator('[data-island="component"] .shelf').count()).toBe(0)
    // A context exported by a 'use client' module reaches its readers and provides as it is.
    await expect(page.locator('.glow-label').allInnerTexts()).resolves.toEqual(['The hall lamp glows AMBER', 'The garden lamp glows GREEN'])
    await page.close()
  })

  it('component islands run on the built-in islands\' runtime: a page that wakes both kinds loads Preact once', async () => {
    const page = await browser.browser.newPage()
    const scripts: Array<Promise<[string, string]>> = []
    page.on('response', (response) => {
      const file = new URL(response.url()).pathname
      if (/^\/_site\/.*\.js$/.test(file)) scripts.push(response.text().then((body) => [file, body]))
    })
    await page.goto(`${server.url}/`)
    await page.locator('.tally').getByRole('button', { name: 'Add one' }).click()
    await page.locator('[data-island="component"][data-hydrated] .tally output:text-is("3")').waitFor()
    await wakeIsland(page, 'theme-switch')
    // Preact's element factory, as its minified build writes it: in one script only, the built-in islands' chunk.
    const withPreact = (await Promise.all(scripts)).filter(([, body]) => body.includes('__k:null,__:null,__b:0')).map(([file]) => file)
    expect(withPreact).toHaveLength(1)
    expect(withPreact[0]).toMatch(/^\/_site\/chunks\/chunk\./)
    await page.close()
  })

  it('components of mdx-components.tsx and of the config hydrate: one when visible, one on use', async () => {
    const page = await browser.browser.newPage()
    await page.goto(`${server.url}/guide/lamps`)
    await page.locator('.lamp[data-lit="yes"]').waitFor()
    await expect(page.locator('.lamp').innerText()).resolves.toBe('The porch lamp is lit')
    const toggle = page.getByRole('button', { name: 'Night mode: off' })
    await toggle.click()
    await page.getByRole('button', { name: 'Night mode: on', pressed: true }).waitFor()
    await page.close()
  })

  it('an island that imports nextra/components and a file of public/ draws the built-in in the browser', async () => {
    const page = await browser.browser.newPage()
    await page.goto(`${server.url}/guide/lamps`)
    // The Callout appears only after the click: the island's browser code drew it.
    await page.getByRole('button', { name: 'Test the fuse' }).click()
    const callout = page.locator('[data-island="component"][data-hydrated] .fuse .callout-warning[role="note"]')
    await callout.waitFor()
    await expect(callout.innerText()).resolves.toContain('The fuse blew: replace it before the next test.')
    // The icon imported from public/ is its root URL in the browser code too.
    await expect(page.locator('[data-island="component"][data-hydrated] .fuse img').getAttribute('src')).resolves.toBe('/fuse.svg')
    await page.close()
  })

  it('a page with static components only loads no island code, and still links the components\' stylesheet', async () => {
    for (const route of ['/guide/plain', '/missing-page']) {
      const page = await browser.browser.newPage()
      const requested: string[] = []
      page.on('request', (request) => requested.push(new URL(request.url()).pathname))
      await page.goto(`${server.url}${route}`)
      await page.waitForLoadState('networkidle')
      expect(await page.locator('[data-island="component"]').count()).toBe(0)
      expect(requested.filter((p) => p.startsWith('/_site/islands/'))).toEqual([])
      const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
      const texts = await Promise.all(sheets.map((href) => fetch(href).then((r) => r.text())))
      expect(texts.some((css) => css.includes('.tally')), route).toBe(true)
      await page.close()
    }
    const page = await browser.browser.newPage()
    await page.goto(`${server.url}/guide/plain`)
    await expect(page.locator('aside.note').innerText()).resolves.toBe('Nothing on this page runs in the browser.')
    await page.close()
  })

  it("an island that reads the page's getStaticProps through useData(), its path through useRouter() and its title and front matter through useConfig() hydrates with the same", async () => {
    const page = await browser.browser.newPage()
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.goto(`${server.url}/guide/stars`)
    await expect(page.locator('.stars output').innerText()).resolves.toBe('1200')
    await expect(page.locator('.stars code').innerText()).resolves.toBe('/guide/stars')
    await expect(page.locator('.stars small').innerText()).resolves.toBe('Stars, a brass lantern of Lantern')
    // The first click wakes the island and is replayed once it is live: with {} for its data its count would not be a number.
    await page.getByRole('button', { name: 'Star the lantern' }).click()
    await page.locator('[data-island="component"][data-hydrated] .stars output:text-is("1201")').waitFor()
    await expect(page.locator('.stars code').innerText()).resolves.toBe('/guide/stars')
    // useConfig() answered with its defaults in the browser before: React logged the mismatch and showed ", a undefined lantern of".
    await expect(page.locator('.stars small').innerText()).resolves.toBe('Stars, a brass lantern of Lantern')
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows JSX _meta titles as markup in the sidebar, and as text in the <title>, breadcrumbs and search', async () => {
    const page = await browser.browser.newPage()
    await page.goto(`${server.url}/guide/lamps`)
    const link = page.locator('.sidebar a.sidebar-link[href="/guide/lamps"]').first()
    await expect(link.locator('em').innerText()).resolves.toBe('Lamps')
    await expect(link.locator('strong').innerText()).resolves.toBe('switches')
    await expect(link.innerText()).resolves.toBe('Lamps and switches')
    await expect(page.locator('.sidebar .sidebar-separator .group-title').first().textContent()).resolves.toBe('Lights & switches')
    expect(await page.title()).toBe('Lamps and switches | Lantern')
    const pointer = await page.evaluate(() => JSON.parse(document.querySelector('[data-island="search-box"] + script')!.textContent!).pointerUrl as string)
    const { index: indexUrl } = (await (await fetch(`${server.url}${pointer}`)).json()) as { index: string }
    const index = await (await fetch(`${server.url}${indexUrl}`)).text()
    expect(index).not.toMatch(/<em>|<strong>/)
    await page.close()
  })

  it('draws mermaid diagrams in the page theme, labelled as images, loading the library only on their page', async () => {
    const page = await browser.browser.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${server.url}/guide/wiring`)
    const figures = page.locator('figure[data-mermaid]')
    await expect(figures.evaluateAll((els) => els.map((el) => [el.getAttribute('role'), el.getAttribute('aria-label')]))).resolves.toEqual([
      ['img', 'How a lamp is wired'],
      ['img', 'Sequence diagram'],
    ])
    await page.locator('figure[data-mermaid][data-drawn="light"] svg').first().waitFor()
    await expect(figures.first().locator('svg').textContent()).resolves.toContain('Second switch')
    const lightFill = await figures.first().locator('svg .node rect, svg .node polygon').first().evaluate((el) => getComputedStyle(el).fill)
    expect(requested.some((p) => /^\/_site\/mermaid\/[\d.]+\/mermaid\.esm\.min\.mjs$/.test(p))).toBe(true)
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
    await page.locator('figure[data-mermaid][data-drawn="dark"] svg').first().waitFor()
    const darkFill = await figures.first().locator('svg .node rect, svg .node polygon').first().evaluate((el) => getComputedStyle(el).fill)
    expect(darkFill).not.toBe(lightFill)
    await page.close()

    const other = await browser.browser.newPage()
    const elsewhere: string[] = []
    other.on('request', (request) => elsewhere.push(new URL(request.url()).pathname))
    await other.goto(`${server.url}/guide/lamps`)
    await other.waitForLoadState('networkidle')
    expect(elsewhere.filter((p) => p.startsWith('/_site/mermaid/'))).toEqual([])
    await other.close()
  })
})
