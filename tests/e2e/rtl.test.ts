// A right-to-left locale (spec §2: "Direction is left-to-right or right-to-left depending on the
// locale") mirrors the page but keeps code left-to-right: code blocks (lines start at the left,
// the copy button on the right, clear of the code's start) and inline code inside Arabic prose.
// Issue 17, item 12. Fixture `basic` plus an Arabic locale.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { CHROMIUM, launchBrowser, startServe } from './browser.js'

const PAGE = `---
title: مقدمة
---

# مقدمة

أضف \`--retries 3\` إلى الأمر ثم اقرأ الإعدادات.

\`\`\`ts filename="client.ts"
const client = new Acme({ retries: 3 })
await client.orders.list()
\`\`\`
`

describe.skipIf(!CHROMIUM)('a right-to-left locale in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    const root = await copyFixture('basic')
    const configFile = path.join(root, 'content/site.config.ts')
    const config = await readFile(configFile, 'utf8')
    const i18n = `i18n: { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English', direction: 'ltr' }, { locale: 'ar', text: 'العربية', direction: 'rtl' }] },\n  redirects:`
    await writeFile(configFile, config.replace('redirects:', i18n))
    await writeFile(path.join(root, 'content/docs/intro.ar.mdx'), PAGE)
    const built = await runSite(['build', '--root', root])
    expect(built.code, built.stdout + built.stderr).toBe(0)
    server = await startServe(root)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('mirrors the page and keeps code blocks and inline code left-to-right', async () => {
    const page = await browser.browser.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${server.url}/ar/docs/intro`, { waitUntil: 'load' })
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    expect(await page.locator('article p').first().evaluate((p) => getComputedStyle(p).direction)).toBe('rtl')
    const block = page.locator('figure[data-code-block]').first()
    const layout = await block.evaluate((figure) => {
      const pre = figure.querySelector('pre')!
      const line = pre.querySelector('.line')!
      const range = document.createRange()
      range.selectNodeContents(line)
      const text = range.getBoundingClientRect()
      const box = pre.getBoundingClientRect()
      const copy = figure.querySelector('[data-copy]')!.getBoundingClientRect()
      return {
        direction: getComputedStyle(pre).direction,
        // The first line starts at the block's left padding, not at its right edge.
        startsLeft: text.left - box.left < 40,
        copyOnRight: copy.left > box.left + box.width / 2,
        caption: getComputedStyle(figure.querySelector('figcaption')!).direction,
      }
    })
    expect(layout).toEqual({ direction: 'ltr', startsLeft: true, copyOnRight: true, caption: 'ltr' })
    // Inline code reads left-to-right inside the Arabic sentence: '--retries 3' keeps its dashes in front.
    const inline = await page.locator('article p code').first().evaluate((code) => {
      const range = document.createRange()
      const text = code.firstChild!
      range.setStart(text, 0)
      range.setEnd(text, 1)
      const first = range.getBoundingClientRect()
      range.setStart(text, text.textContent!.length - 1)
      range.setEnd(text, text.textContent!.length)
      const last = range.getBoundingClientRect()
      return { direction: getComputedStyle(code).direction, firstIsLeftmost: first.left < last.left }
    })
    expect(inline).toEqual({ direction: 'ltr', firstIsLeftmost: true })
    await page.close()
  })
})
