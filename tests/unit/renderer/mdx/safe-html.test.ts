// Raw HTML in .md pages (renderer/mdx/rehype-safe-html.ts): what Nextra, VitePress and Docusaurus
// render of it is rendered, through the allow-list; the page's own parts are left as they were.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { runPage } from '../../../../renderer/mdx/run-content.js'
import { components } from '../../../../templates/layouts/index.js'

async function compiled(body: string) {
  const { page, diagnostics } = await compilePage({ source: `---\ntitle: T\n---\n\n${body}\n`, file: 'page.md', format: 'md' })
  return { html: renderToString(createElement(runPage(page!.code!).Content, { components })), diagnostics, page: page! }
}

describe('raw HTML in a .md page', () => {
  it('renders the HTML README-style pages use, Markdown inside it included', async () => {
    const { html, diagnostics } = await compiled('<p align="center"><img src="/logo.png" width="120" alt="Logo"></p>\n\n<details>\n<summary>Show the <b>options</b></summary>\n\n- `--retries`: how many\n\n</details>\n\nPress <kbd>Ctrl</kbd>+<kbd>C</kbd>. H<sub>2</sub>O.<br>\nNext.\n\n<!-- a comment -->')
    expect(html).toContain('<p align="center"><img src="/logo.png" alt="Logo" width="120"')
    expect(html).toMatch(/<details>\s*<summary>Show the <b>options<\/b><\/summary>\s*<ul>\s*<li><code>--retries<\/code>: how many<\/li>/)
    expect(html).toContain('Press <kbd>Ctrl</kbd>+<kbd>C</kbd>. H<sub>2</sub>O.<br/>')
    expect(html).not.toContain('comment')
    expect(diagnostics).toEqual([])
  })

  it("puts the text of block HTML in the search sections, without tags, comments, scripts or styles", async () => {
    const { page } = await compiled('## Platforms\n\n<details>\n<summary>Supported <b>platforms</b> &amp; shells</summary>\n\n- Linux\n\n</details>\n\n<p align="center">Made with care</p>\n\n<!-- hidden note -->\n\n<script>const secret = 1</script>\n\n<style>.x { color: red }</style>\n\nPress <kbd>Ctrl</kbd>.')
    const text = page.sections.find((s) => s.title === 'Platforms')!.text
    expect(text.split('\n')).toEqual(['Supported platforms & shells', 'Linux', 'Made with care', 'Press Ctrl.'])
  })

  it("draws VitePress's Badge as the theme's badge, what follows a self-closed one kept after it", async () => {
    const { html, diagnostics } = await compiled('## Options <Badge type="info" text="default theme" />\n\nText <Badge type="tip">^1.9.0</Badge> and <Badge type="warning" text="beta" />.')
    expect(html).toContain('<h2 id="options">Options <span class="badge">default theme</span></h2>')
    expect(html).toContain('<p>Text <span class="badge">^1.9.0</span> and <span class="badge">beta</span>.</p>')
    expect(diagnostics).toEqual([])
  })

  it("keeps the page's own parts: heading ids, a fence's meta, an alert holding HTML", async () => {
    const { html } = await compiled('## Setup <em>now</em>\n\n<div>x</div>\n\n```js title="a.js" {2}\nconst a = "<b>"\nconst b = 2\n```\n\n> [!WARNING]\n> Mind the <b>gap</b>.')
    expect(html).toContain('<h2 id="setup-now">Setup <em>now</em></h2>')
    expect(html).toContain('<figcaption data-code-title="">a.js</figcaption>')
    expect(html).toMatch(/<span class="line" data-highlighted="">.*const.*b/)
    expect(html).toContain('&quot;&lt;b&gt;&quot;')
    expect(html).toMatch(/<div class="callout callout-warning"[^>]*>.*<p>Mind the <b>gap<\/b>\.<\/p>/)
  })

  it("records the HTML's links and images once each, at their places, for the link check and relative files", async () => {
    const { page } = await compiled('[Markdown](/docs/a) and <a href="/docs/b">HTML</a>.\n\n<img src="./pic.png" alt="P">')
    expect(page.links).toEqual([
      { href: '/docs/a', line: 5, column: 1 },
      { href: '/docs/b', line: 5, column: 25 },
      { href: './pic.png', line: 7, column: 1 },
    ])
  })

  it('drops style attributes and script URLs with a warning, and leaves a page without HTML untouched', async () => {
    const { html, diagnostics } = await compiled('<p style="color:red">Red</p>\n\n<img src="data:image/svg+xml,<svg onload=alert(1)>">')
    expect(html).toContain('<p>Red</p>')
    expect(html).not.toMatch(/style=|data:/)
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.reason.split(' in a .md')[0]}`)).toEqual(['5:1 The `style` attribute', '7:1 A `data:` URL'])
    expect((await compiled('Plain *text*.')).html).toBe('<p>Plain <em>text</em>.</p>')
  })

  it("drops data attributes, which the theme's scripts act on (an island's module URL, a diagram's library)", async () => {
    const { html } = await compiled('<div data-island="component" data-module="https://evil.example/x.js">A</div>\n\n<figure data-mermaid="https://evil.example/m.js"><p>B</p></figure>\n\nA footnote[^1].\n\n[^1]: Kept.')
    expect(html).not.toMatch(/data-(island|module|mermaid)|evil/)
    expect(html).toContain('<div>A</div>')
    expect(html).toMatch(/<a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref=/)
  })

  it('names a script URL hidden by a character reference, and no URL in text attributes', async () => {
    const { html, diagnostics } = await compiled('<a href="java&#x09;script:alert(1)">x</a>\n\n<img src="/chart.png" alt="data: the figures of 2024" title="javascript: a language">')
    expect(html).not.toMatch(/script:alert/)
    expect(html).toContain('alt="data: the figures of 2024"')
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.reason.split(' in a .md')[0]}`)).toEqual(['5:1 A `javascript:` URL'])
  })
})
