// A page that compiles to JavaScript writes its highlighted code blocks as one piece of HTML each
// (renderer/mdx/raw-code-blocks.ts): the same bytes React renders from one JSX element per token.
import { describe, expect, it } from 'vitest'
import { replaceableElements } from '../../../../renderer/page-components.js'
import { compileAndRender } from './render-fixture.js'

/** JSX makes it a page compiled to JavaScript; its fences are inside and outside a component, with titles, marked lines and a diff. */
const PAGE = `---
title: Retries
---

export const attempts = 3

# Retries <span data-x="1">now</span>

Retry {attempts} times.

\`\`\`ts filename="client.ts" {2}
import { Client } from '@acme/sdk'
const client = new Client({ retries: 3, timeoutMs: 30_000 })
// a comment with <angle> & "quotes"
\`\`\`

<details>
<summary>Shell</summary>

\`\`\`bash
curl -H 'Authorization: Bearer $TOKEN' https://api.acme.example/v1/orders?limit=10
\`\`\`

</details>

\`\`\`diff
- retries: 1
+ retries: 3
\`\`\`

\`\`\`
plain text, no language
\`\`\`
`

describe('raw code blocks', () => {
  it('render byte for byte what one JSX element per token renders, with one element per block in the code', async () => {
    const raw = await compileAndRender({ source: PAGE, file: 'retries.mdx', format: 'mdx', plain: replaceableElements() })
    const spans = await compileAndRender({ source: PAGE, file: 'retries.mdx', format: 'mdx' })
    expect(raw.diagnostics).toEqual([])
    expect(raw.page?.code).toBeDefined()
    expect(raw.html).toBe(spans.html)
    expect(raw.html).toContain('<span style="--shiki-light:')
    expect(raw.page!.code!.match(/dangerouslySetInnerHTML/g)).toHaveLength(4)
    expect(spans.page!.code).not.toContain('dangerouslySetInnerHTML')
    // No element per token in the page's code.
    const tokens = (code: string) => code.match(/_jsxs?\(_components\.span\b/g)?.length ?? 0
    expect(tokens(spans.page!.code!)).toBeGreaterThan(20)
    expect(tokens(raw.page!.code!)).toBe(0)
  })

  it('keep the spans as elements when the site replaces `span` or `code`', async () => {
    for (const name of ['span', 'code']) {
      const page = await compileAndRender({ source: PAGE, file: 'retries.mdx', format: 'mdx', plain: replaceableElements([name]) })
      expect(page.page!.code, name).not.toContain('dangerouslySetInnerHTML')
    }
  })
})
