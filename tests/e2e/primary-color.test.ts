/**
 * `primaryColor` (issue 15 item 5): any CSS colour becomes the accent of both themes with readable
 * contrast. Seen in Chromium: a yellow accent (1.07:1 on white as given) colours links and the
 * active sidebar entry at AA contrast in light and in dark; a colour that is not one fails the
 * build with a located message.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { wcagContrast } from 'culori'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { buildServeAndBrowse, CHROMIUM, launchBrowser, startServe } from './browser.js'

const config = (color: string) => `import { defineConfig } from 'site/config'

export default defineConfig({
  siteUrl: 'https://docs.two-key.example',
  brand: { name: 'Two Key' },
  primaryColor: ${JSON.stringify(color)},
})
`

describe('primaryColor that is not a colour', () => {
  it('fails the build at its line with the accepted forms', async () => {
    const root = await copyFixture('two-key')
    await writeFile(path.join(root, 'content/site.config.ts'), config('blurple'))
    const result = await runSite(['build', '--root', root])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('primaryColor: Must be a CSS colour such as #0a7aff, rgb(10 122 255), hsl(212 100% 50%), oklch(0.6 0.2 250) or a colour name (line 6)')
  })
})

describe.skipIf(!CHROMIUM)('primaryColor in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    const root = await copyFixture('two-key')
    await writeFile(path.join(root, 'content/site.config.ts'), config('#ffee00'))
    ;({ server, browser } = await buildServeAndBrowse(root))
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: links and the active sidebar entry read at 4.5:1 or more, in the colour's hue`, async () => {
      const page = await browser.browser.newPage()
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(`${server.url}/docs`)
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme)
      const seen = await page.evaluate(() => {
        const rgb = (el: Element, prop: 'color' | 'backgroundColor') => getComputedStyle(el)[prop]
        const link = document.querySelector('.prose a[href="/docs/setup"]')!
        const active = document.querySelector('.sidebar [aria-current="page"]')!
        return { link: rgb(link, 'color'), body: rgb(document.body, 'backgroundColor'), active: rgb(active, 'color'), activeBg: rgb(active, 'backgroundColor') }
      })
      expect(wcagContrast(seen.link, seen.body), JSON.stringify(seen)).toBeGreaterThanOrEqual(4.5)
      expect(wcagContrast(seen.active, seen.activeBg), JSON.stringify(seen)).toBeGreaterThanOrEqual(4.5)
      // Yellow-ish, not the default blue: more red and green than blue.
      const [r, g, b] = seen.link.match(/\d+/g)!.map(Number)
      expect(r! > b! && g! > b!, seen.link).toBe(true)
      await page.close()
    })
  }
})
