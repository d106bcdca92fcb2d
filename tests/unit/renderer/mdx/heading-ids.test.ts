// Custom heading ids (renderer/mdx/remark-headings.ts): Nextra's `[#id]`, and Docusaurus's `{#id}`
// where it is text (.md); VitePress's `[[toc]]` of them (remark-toc.ts).
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { runPage } from '../../../../renderer/mdx/run-content.js'

const compiled = async (body: string, format: 'mdx' | 'md') => (await compilePage({ source: `---\ntitle: T\n---\n\n${body}\n`, file: `page.${format}`, format })).page!

describe('custom heading ids', () => {
  it("takes Nextra's [#id] in both formats and Docusaurus's {#id} in .md, the marker out of the heading's text", async () => {
    for (const format of ['mdx', 'md'] as const) {
      expect((await compiled('## Rate limits [#limits]\n\nText.', format)).headings).toEqual([{ id: 'limits', value: 'Rate limits', depth: 2 }])
    }
    const md = await compiled('## Rate limits {#limits}\n\n## Retries {#retry-policy}\n\n## Rate limits', 'md')
    expect(md.headings).toEqual([
      { id: 'limits', value: 'Rate limits', depth: 2 },
      { id: 'retry-policy', value: 'Retries', depth: 2 },
      { id: 'rate-limits', value: 'Rate limits', depth: 2 },
    ])
  })

  it("takes Docusaurus 3's comment form in both formats, the comment out of the heading", async () => {
    for (const format of ['mdx', 'md'] as const) {
      const page = await compiled('## Code title {/* #code-title */}\n\nText.\n\n## Next', format)
      expect(page.headings).toEqual([{ id: 'code-title', value: 'Code title', depth: 2 }, { id: 'next', value: 'Next', depth: 2 }])
      const html = renderToString(createElement(runPage(page.code!).Content))
      expect(html).toContain('<h2 id="code-title">Code title</h2>')
    }
  })

  it("draws VitePress's [[toc]] as links to the ## and ### headings, ### nested, and keeps it out of search", async () => {
    for (const format of ['mdx', 'md'] as const) {
      const page = await compiled('[[toc]]\n\n## Install\n\n### From npm [#npm]\n\n#### Deep\n\n## Use\n\nText.', format)
      const html = renderToString(createElement(runPage(page.code!).Content))
      expect(html.replace(/\n/g, '')).toContain('<ul><li><a href="#install">Install</a><ul><li><a href="#npm">From npm</a></li></ul></li>')
      expect(html).toContain('<li><a href="#use">Use</a></li>')
      expect(html).not.toContain('#deep')
      expect(JSON.stringify(page.sections)).not.toContain('toc')
    }
  })
})
