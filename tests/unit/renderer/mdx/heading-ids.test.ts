// Custom heading ids (renderer/mdx/remark-headings.ts): Nextra's `[#id]`, and Docusaurus's `{#id}` where it is text (.md).
import { describe, expect, it } from 'vitest'
import { compilePage } from '../../../../renderer/stages/compile.js'

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
})
