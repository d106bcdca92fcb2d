/** compilePage behaviour that fixture folders don't show well: encodings, XSS on parsed output, options. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { compileAndRender } from './render-fixture.js'

const root = path.resolve(import.meta.dirname, '../../../..')
const fixture = (name: string) => readFileSync(path.join(root, 'tests/fixtures/mdx', name), 'utf8')

/** Every URL-valued attribute of the HTML, with its element. */
function urlAttributes(html: string): Array<{ tag: string; name: string; value: string }> {
  const out: Array<{ tag: string; name: string; value: string }> = []
  for (const [, tag, attrs] of html.matchAll(/<([a-z0-9-]+)([^>]*)>/gi)) {
    for (const [, name, value] of attrs!.matchAll(/\s([a-z:-]+)="([^"]*)"/gi)) {
      if (/^(href|src|action|formaction|data|poster|xlink:href|srcdoc)$/i.test(name!)) out.push({ tag: tag!, name: name!, value: value! })
    }
  }
  return out
}

describe('compilePage', () => {
  it('BLD-13: BOM + CRLF compiles to the same code, HTML and sections as LF', async () => {
    const lf = fixture('sections/input.mdx')
    const crlf = `\ufeff${lf.replace(/\n/g, '\r\n')}`
    const a = await compileAndRender({ source: lf, file: 'a.mdx', format: 'mdx' })
    const b = await compileAndRender({ source: crlf, file: 'a.mdx', format: 'mdx' })
    expect(b.page).toEqual(a.page)
    expect(b.html).toBe(a.html)
    expect(a.html).not.toContain('<hr')
    expect(a.html).not.toContain('title: Sections')
  })

  it('XSS-7: no link or image in the output resolves to javascript:, vbscript: or a non-image data: URL', async () => {
    const { html, diagnostics } = await compileAndRender({ source: fixture('unsafe-urls/input.mdx'), file: 'u.mdx', format: 'mdx' })
    for (const { tag, name, value } of urlAttributes(html!)) {
      const decoded = value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
      const protocol = new URL(decoded, 'https://site.example/docs/page').protocol
      expect(['javascript:', 'vbscript:'], `${tag} ${name}=${value}`).not.toContain(protocol)
      if (protocol === 'data:') expect(`${tag} ${name}`).toBe('img src')
    }
    expect(diagnostics.every((d) => d.ruleId === 'content/unsafe-url' && d.severity === 'warning' && d.line && d.column)).toBe(true)
    expect(diagnostics).toHaveLength(17)
  })

  it('XSS-8: raw HTML in .md yields no script, iframe, object, style, svg or event handler, and says what it dropped where', async () => {
    const { html, diagnostics } = await compileAndRender({ source: fixture('md-raw-html/input.md'), file: 'r.md', format: 'md' })
    expect(html).not.toMatch(/<(script|iframe|object|embed|style|svg)\b/i)
    expect(html).not.toMatch(/\son[a-z]+=/i)
    expect(html).not.toMatch(/javascript:|alert|evil/i)
    // The allow-listed rest stays: the image without its handler, the link without its script URL, the bold text.
    expect(html).toContain('<p>Before.</p>\n<img src="x"')
    expect(html).toContain('<p><a>click</a></p>')
    expect(html).toContain('<p>Inline <b>bold</b> text.</p>')
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.reason.split(' in a .md page')[0]}`)).toEqual([
      '7:1 content/raw-html `<script>`',
      '9:1 content/raw-html The event handler `onerror`',
      '11:1 content/raw-html `<iframe>`',
      '13:1 content/raw-html A `javascript:` URL',
      '15:1 content/raw-html `<svg>`',
      '15:1 content/raw-html The event handler `onload`',
      '17:1 content/raw-html `<style>`',
      '19:1 content/raw-html `<object>`',
      '21:8 content/raw-html The event handler `onclick`',
    ])
  })

  it('.md is lenient: braces, comments and `<10s` are text, not errors', async () => {
    const { page, diagnostics } = await compilePage({ source: fixture('md-lenient/input.md'), file: 'l.md', format: 'md' })
    expect(diagnostics).toEqual([])
    expect(page).toBeDefined()
  })

  it('leaves code blocks out of search sections when searchCodeBlocks is false', async () => {
    const source = '---\ntitle: x\n---\n\n## A\n\nText.\n\n```ts\nconst hidden = 1\n```\n'
    const withCode = await compilePage({ source, file: 'c.mdx', format: 'mdx' })
    const without = await compilePage({ source, file: 'c.mdx', format: 'mdx', options: { searchCodeBlocks: false } })
    expect(withCode.page!.sections).toEqual([{ id: 'a', title: 'A', text: 'Text.\nconst hidden = 1' }])
    expect(without.page!.sections).toEqual([{ id: 'a', title: 'A', text: 'Text.' }])
  })

  it('reports positions that count the front matter lines (BLD-11)', async () => {
    const source = '---\ntitle: x\n---\n\n## Hi\n\n[bad](javascript:x)\n'
    const { diagnostics } = await compilePage({ source, file: 'p.mdx', format: 'mdx' })
    expect(diagnostics.map((d) => [d.line, d.column, d.ruleId, d.source])).toEqual([[7, 1, 'content/unsafe-url', 'site']])
    expect(diagnostics[0]!.sourceText).toBe(source)
  })

  it('colours an ```ansi block (terminal output, as Nextra\'s docs show it) from its escape codes, with no unknown-language warning', async () => {
    const source = '```ansi\n\u001b[0;32m✓\u001b[0m passed\n```\n'
    const { html, diagnostics } = await compileAndRender({ source, file: 'a.mdx', format: 'mdx' })
    expect(diagnostics).toEqual([])
    expect(html).toContain(`<span style="--shiki-light:#28a745;--shiki-dark:#34d058">✓</span>`)
    expect(html).not.toContain('\u001b')
  })

  it('compiles pages concurrently with one shared highlighter', async () => {
    const pages = Array.from({ length: 20 }, (_, i) => `---\ntitle: p${i}\n---\n\n## Page ${i}\n\n\`\`\`python\nprint(${i})\n\`\`\`\n\n\`\`\`rust\nfn main() {}\n\`\`\`\n`)
    const results = await Promise.all(pages.map((source, i) => compileAndRender({ source, file: `p${i}.mdx`, format: 'mdx' })))
    for (const [i, r] of results.entries()) {
      expect(r.diagnostics).toEqual([])
      expect(r.html).toContain(`id="page-${i}"`)
      expect(r.html).toContain('data-language="rust"')
    }
  })

  it('turns a crashing plugin input into a diagnostic, not an exception', async () => {
    const { page, diagnostics } = await compilePage({ source: '<Foo bar={1 +}>x</Foo>\n', file: 'x.mdx', format: 'mdx' })
    expect(page).toBeUndefined()
    expect(diagnostics[0]).toMatchObject({ file: 'x.mdx', severity: 'error', source: 'mdx', line: 1 })
  })
})
