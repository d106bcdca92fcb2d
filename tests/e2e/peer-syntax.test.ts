// What pages written for other docs tools use, in Chromium: admonitions and the line marks written
// inside code (renderer/mdx/remark-admonitions.ts, code-annotations.ts; what the reader sees of
// each mark: a tint and a + or − sign, focused lines with the others muted until the block is
// pointed at), a README-style .md page of raw HTML (rehype-safe-html.ts), Starlight's components
// (templates/mdx/starlight.tsx), a VitePress home page drawn from its front matter
// (templates/layouts/PeerHome.tsx); axe in both themes on each page.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture } from '../helpers/cli.js'
import { buildServeAndBrowse, CHROMIUM, settledPage } from './browser.js'
import { axeViolations } from './axe.js'

const PAGE = `---
title: Marks
---

# Marks

:::tip[Retry safely]
Send the same \`Idempotency-Key\` on a retry.
:::

:::danger
A deleted key cannot be restored.
:::

\`\`\`ts title="client.ts"
const client = new Client()
// highlight-next-line
client.retries = 3
\`\`\`

\`\`\`ts
const timeout = 10 // [!code --]
const timeout = 30 // [!code ++]
const retries = 3 // [!code focus]
throw new Error('gone') // [!code error]
console.warn('slow') // [!code warning]
\`\`\`
`

const README_PAGE = `# Readme style

<p align="center"><img src="/logo.svg" alt="Acme logo" width="64"></p>

<details>
<summary>Supported <b>platforms</b></summary>

- Linux, macOS and Windows

</details>

Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to stop the server.<br>
It drains open connections first.

::: code-group

\`\`\`sh [npm]
npm install acme
\`\`\`

\`\`\`sh [pnpm]
pnpm add acme
\`\`\`

:::
`

const STARLIGHT_PAGE = `---
title: Starlight components
---

import { Tabs, TabItem, Aside, CardGrid, Card, LinkCard, Badge, LinkButton, Code } from '@astrojs/starlight/components';

<Tabs syncKey="pkg">
  <TabItem label="npm">Run \`npm install acme\`.</TabItem>
  <TabItem label="pnpm">Run \`pnpm add acme\`.</TabItem>
</Tabs>

<Aside type="caution" title="Rate limits">Requests over the limit get a 429 response.</Aside>

<CardGrid>
  <Card title="Fast">Builds in seconds.</Card>
  <LinkCard title="Marks" href="/docs/marks" description="Line marks in code." />
</CardGrid>

Webhooks <Badge text="New" variant="tip" /> arrive within a second.

<LinkButton href="/docs/marks">Read about marks</LinkButton>

<Code code={'curl -X POST https://api.acme.example/v1/payments'} lang="sh" title="Create a payment" />
`

const VITEPRESS_HOME = `---
layout: home
hero:
  name: Acme API
  text: Payments over one HTTP call
  tagline: Idempotent requests and signed webhooks.
  image:
    src: /logo.svg
    alt: Acme
  actions:
    - theme: brand
      text: Get started
      link: /docs/marks
    - theme: alt
      text: Starlight page
      link: /docs/starlight
features:
  - icon: ⚡️
    title: Retries that cannot double-charge
    details: Send the same Idempotency-Key and get the first response back.
  - title: Webhooks you can verify
    details: Every event is signed.
    link: /docs/readme-style
    linkText: Verify a signature
---

## Below the hero

Markdown after the front matter renders under the hero.
`

/** The colour `value` (a CSS colour) computes to in the page. */
const computed = (page: Page, value: string) => page.evaluate((v) => {
  const probe = document.createElement('span')
  probe.style.color = v
  document.body.append(probe)
  const color = getComputedStyle(probe).color
  probe.remove()
  return color
}, value)

describe.skipIf(!CHROMIUM)('content written for other docs tools, in the browser', () => {
  let site: Awaited<ReturnType<typeof buildServeAndBrowse>>
  beforeAll(async () => {
    const root = await copyFixture('theme')
    await writeFile(path.join(root, 'content/docs/marks.mdx'), PAGE)
    await writeFile(path.join(root, 'content/docs/readme-style.md'), README_PAGE)
    await writeFile(path.join(root, 'content/docs/starlight.mdx'), STARLIGHT_PAGE)
    await writeFile(path.join(root, 'content/docs/vitepress-home.md'), VITEPRESS_HOME)
    await writeFile(path.join(root, 'content/public/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0a7aff"/></svg>')
    site = await buildServeAndBrowse(root)
  })
  afterAll(async () => {
    await site?.browser.close()
    await site?.server.stop()
  })

  it('shows each mark: highlighted lines without their magic comment, signs on diff lines, tints, muted unfocused lines', async () => {
    const page = await site.browser.browser.newPage()
    await page.goto(`${site.server.url}/docs/marks`, { waitUntil: 'load' })
    expect(await page.locator('.callout-success .callout-content p').first().textContent()).toBe('Retry safely')
    expect(await page.locator('.callout-error').count()).toBe(1)
    const first = page.locator('figure[data-code-block]').first()
    expect(await first.locator('.line').allTextContents()).toEqual(['const client = new Client()', 'client.retries = 3'])
    expect(await first.locator('.line[data-highlighted]').allTextContents()).toEqual(['client.retries = 3'])
    const marked = page.locator('figure[data-code-block]').nth(1)
    const sign = (selector: string) => marked.locator(selector).evaluate((line) => getComputedStyle(line, '::after').content)
    expect(await sign('.line.diff.remove')).toBe('"−"')
    expect(await sign('.line.diff.add')).toBe('"+"')
    const background = (selector: string) => marked.locator(selector).evaluate((line) => getComputedStyle(line).backgroundColor)
    // Green for added, red for removed lines and errors, yellow for warnings.
    expect(new Set([await background('.line.diff.add'), await background('.line.diff.remove'), await background('.line.warning')]).size).toBe(3)
    expect(await background('.line.error')).toBe(await background('.line.diff.remove'))
    // Unfocused lines take the muted text colour; the focused one keeps its token colours, and pointing at the block restores them all.
    const muted = await computed(page, 'var(--muted)')
    const colorOf = (selector: string) => marked.locator(`${selector} span`).first().evaluate((span) => getComputedStyle(span).color)
    expect(await colorOf('.line.diff.add')).toBe(muted)
    expect(await colorOf('.line.focused')).not.toBe(muted)
    await marked.locator('pre').hover()
    expect(await colorOf('.line.diff.add')).not.toBe(muted)
    await page.close()
  })

  it("shows a .md page's HTML: the centred image, details around Markdown, kbd, code-group tabs that switch", async () => {
    const page = await site.browser.browser.newPage()
    await page.goto(`${site.server.url}/docs/readme-style`, { waitUntil: 'load' })
    expect(await page.locator('p[align="center"] img').getAttribute('alt')).toBe('Acme logo')
    await page.locator('article details summary').click()
    expect(await page.locator('article details li').textContent()).toBe('Linux, macOS and Windows')
    expect(await page.locator('article kbd').allTextContents()).toEqual(['Ctrl', 'C'])
    const tab = page.getByRole('tab', { name: 'pnpm' })
    await tab.click()
    expect(await tab.getAttribute('aria-selected')).toBe('true')
    const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`)
    expect(await panel.isVisible()).toBe(true)
    expect(await panel.textContent()).toContain('pnpm add acme')
    await page.close()
  })

  it("draws Starlight's components with the built-ins", async () => {
    const page = await site.browser.browser.newPage()
    await page.goto(`${site.server.url}/docs/starlight`, { waitUntil: 'load' })
    expect(await page.locator('article [role="tab"]').allTextContents()).toEqual(['npm', 'pnpm'])
    expect(await page.locator('article .tabs').getAttribute('data-storage-key')).toBe('pkg')
    expect(await page.locator('article .callout-warning strong').textContent()).toBe('Rate limits')
    expect(await page.locator('article a.card').getAttribute('href')).toBe('/docs/marks')
    expect(await page.locator('article .badge').textContent()).toBe('New')
    expect(await page.locator('article a.button-primary').textContent()).toBe('Read about marks')
    expect(await page.locator('article figure[data-code-block] figcaption').textContent()).toBe('Create a payment')
    expect(await page.locator('article figure[data-code-block] code').textContent()).toBe('curl -X POST https://api.acme.example/v1/payments')
    await page.close()
  })

  it("draws a VitePress home page's hero and features, full width without sidebar or table of contents", async () => {
    const page = await site.browser.browser.newPage()
    await page.goto(`${site.server.url}/docs/vitepress-home`, { waitUntil: 'load' })
    expect(await page.locator('article .hero h1').textContent()).toBe('Acme API')
    expect(await page.locator('article .hero .hero-text').textContent()).toBe('Payments over one HTTP call')
    expect(await page.locator('article .hero img').getAttribute('alt')).toBe('Acme')
    expect(await page.locator('article .hero-actions a').evaluateAll((links) => links.map((a) => `${a.className.includes('primary') ? 'primary' : 'secondary'} ${a.getAttribute('href')}`))).toEqual(['primary /docs/marks', 'secondary /docs/starlight'])
    expect(await page.locator('article .feature-title').allTextContents()).toEqual(['Retries that cannot double-charge', 'Webhooks you can verify'])
    expect(await page.locator('article .feature a').getAttribute('href')).toBe('/docs/readme-style')
    expect(await page.locator('article > h2').textContent()).toBe('Below the hero')
    expect(await page.locator('.sidebar').count()).toBe(0)
    expect(await page.locator('.toc').count()).toBe(0)
    expect(await page.title()).toBe('Acme API | Acme')
    await page.close()
  })

  for (const scheme of ['light', 'dark'] as const) {
    it(`finds no axe violations on these pages in ${scheme}`, { timeout: 120_000 }, async () => {
      const page = await site.browser.browser.newPage()
      await page.emulateMedia({ colorScheme: scheme })
      const found: string[] = []
      for (const route of ['/docs/marks', '/docs/readme-style', '/docs/starlight', '/docs/vitepress-home']) {
        await page.goto(`${site.server.url}${route}`, { waitUntil: 'load' })
        await settledPage(page)
        for (const v of await axeViolations(page)) found.push(`${route} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
      }
      expect(found).toEqual([])
      await page.close()
    })
  }
})
