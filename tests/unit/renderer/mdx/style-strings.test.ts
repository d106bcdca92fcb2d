// HTML style strings on HTML elements in .mdx (renderer/mdx/remark-style-strings.ts): rendered as React wants them.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { runPage } from '../../../../renderer/mdx/run-content.js'
import { components } from '../../../../templates/layouts/index.js'

async function compiled(body: string) {
  const { page, diagnostics } = await compilePage({ source: `---\ntitle: T\n---\n\n${body}\n`, file: 'page.mdx', format: 'mdx' })
  const Probe = ({ style }: { style?: unknown }) => createElement('span', null, JSON.stringify(style))
  return { html: renderToString(createElement(runPage(page!.code!).Content, { components: { ...components, Probe } })), diagnostics }
}

describe('style strings in .mdx', () => {
  it("renders an HTML element's style string, custom properties included, and leaves a component's style alone", async () => {
    const { html, diagnostics } = await compiled('<div style="color: red; background-color: #fff; --gap: 2px">Red</div>\n\nInline <span style="font-weight:600">bold</span> and <Probe style="as written" />.')
    expect(html).toContain('<div style="color:red;background-color:#fff;--gap:2px">Red</div>')
    expect(html).toContain('<span style="font-weight:600">bold</span>')
    expect(html).toContain('<span>&quot;as written&quot;</span>')
    expect(diagnostics).toEqual([])
  })

  it('leaves out CSS it cannot read, with a warning at the attribute', async () => {
    const { html, diagnostics } = await compiled('Before.\n\n<p style="color red">Text</p>')
    expect(html).toContain('<p>Text</p>')
    expect(diagnostics).toMatchObject([{ severity: 'warning', ruleId: 'content/invalid-style', line: 7, column: 4 }])
  })
})
