/**
 * Plain pages (renderer/plain/): which pages skip MDX's JavaScript (decided from the final tree),
 * and that their HTML, with the components spliced in, is byte for byte what the compiled page
 * renders: every MDX fixture, a page written to exercise the serializer's edge cases, and the
 * element components (table, code-block buttons, measured images, localized links).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { runPage } from '../../../../renderer/mdx/run-content.js'
import { replaceableElements } from '../../../../renderer/page-components.js'
import { plainContent } from '../../../../renderer/plain/content.js'
import { localizedAnchor } from '../../../../renderer/locale-links.js'
import { components as builtins } from '../../../../templates/layouts/index.js'
import { ImagesContext } from '../../../../templates/theme/Image.js'
import { SiteContext } from '../../../../templates/site-context.js'
import type { SiteData } from '../../../../templates/page-data.js'

const root = path.resolve(import.meta.dirname, '../../../..')
const fixtures = path.join(root, 'tests/fixtures/mdx')

type Format = 'mdx' | 'md'

/** Compiles `source` with plain pages on; whether it came out as HTML. */
async function isPlain(source: string, format: Format = 'mdx'): Promise<boolean> {
  const { page, diagnostics } = await compilePage({ source, file: `page.${format}`, format, plain: replaceableElements() })
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  expect(Boolean(page!.html)).toBe(!page!.code)
  return page!.html !== undefined
}

interface Setting {
  components: Record<string, unknown>
  images?: Record<string, { width: number; height: number; hash: string }>
  site?: SiteData
}

/** Renders the page's content both ways inside the same providers: [from code, from HTML]; undefined when it is not plain. */
async function bothWays(source: string, format: Format, setting: Setting): Promise<[string, string] | undefined> {
  const file = `page.${format}`
  const plain = await compilePage({ source, file, format, plain: replaceableElements(Object.keys(setting.components)) })
  if (!plain.page?.html) return undefined
  const compiled = await compilePage({ source, file, format })
  const wrap = (content: ReturnType<typeof createElement>) =>
    createElement(SiteContext.Provider, { value: setting.site ?? null }, createElement(ImagesContext.Provider, { value: setting.images ?? {} }, createElement('article', null, content)))
  const fromCode = renderToString(wrap(createElement(runPage(compiled.page!.code!).Content, { components: setting.components })))
  const { Content, fill } = plainContent(plain.page.html)
  return [fromCode, fill(renderToString(wrap(createElement(Content, { components: setting.components }))))]
}

const EDGE_CASES = `---
title: Edge cases
---

# Quotes ' and " & \\<angle> brackets

Text with **strong**, _emphasis_, \`code with <tags> & 'quotes'\`, a [link](/docs/a?x=1&y=2 "A 'title'"), a [bare link](https://example.com/?q="x"), and an ![image](/images/shot.png "Shot").

Autolink https://example.com/path and a line\\
break, then a hard return.

1. one
2. two

3. three (loose)

5. starts at five

- [ ] open
- [x] done

| Left | Center | Right | None |
| :--- | :----: | ----: | ---- |
| a | **b** | [c](/c) | ![d](/images/d.png) |

> A quote with a [link](/docs/b) and one to a [moved page](old-name.md#setup).

***

\`\`\`ts filename="a.ts" {2} /value/
const value = '<a>' && "b"
console.log(value)
\`\`\`

\`\`\`
plain fence with a leading

blank line
\`\`\`

    indented code

Footnote reference[^1] and another[^long].

[^1]: One.
[^long]: Longer, with \`code\`.

## Heading with \`code\` and [link](/x)
`

describe('plain page detection', () => {
  it('takes prose, lists, tables, code blocks and footnotes as plain', async () => {
    expect(await isPlain(EDGE_CASES)).toBe(true)
    expect(await isPlain(EDGE_CASES, 'md')).toBe(true)
  })

  it.each([
    ['an expression', 'Two is {1 + 1}.'],
    ['a JSX element', 'Hello <Tag />'],
    ['a block JSX element', '<Callout>Note</Callout>'],
    ['an import', "import { useId } from 'react'\n\nText."],
    ['an export', 'export const meta = { a: 1 }\n\nText.'],
    ['an alert (it becomes a Callout)', '> [!NOTE]\n> Read this.'],
    ['an npm2yarn fence (it becomes Tabs)', '```sh npm2yarn\nnpm install site\n```'],
  ])('compiles a page with %s to JavaScript', async (_, body) => {
    expect(await isPlain(`---\ntitle: T\n---\n\n${body}\n`)).toBe(false)
  })

  it('compiles every page to JavaScript when not asked for plain pages, or when locating an error (source map)', async () => {
    const { page } = await compilePage({ source: EDGE_CASES, file: 'a.mdx', format: 'mdx' })
    expect(page!.code).toBeDefined()
    expect(page!.html).toBeUndefined()
    const mapped = await compilePage({ source: EDGE_CASES, file: 'a.mdx', format: 'mdx', plain: replaceableElements(), sourceMap: true })
    expect(mapped.page!.code).toContain('sourceMappingURL')
  })

  it('reports the same diagnostics and facts either way', async () => {
    const source = `${EDGE_CASES}\n\`\`\`nosuchlanguage\nx\n\`\`\`\n`
    const plain = await compilePage({ source, file: 'a.mdx', format: 'mdx', plain: replaceableElements() })
    const compiled = await compilePage({ source, file: 'a.mdx', format: 'mdx' })
    expect(plain.diagnostics).toEqual(compiled.diagnostics)
    expect(plain.diagnostics.map((d) => d.ruleId)).toContain('content/unknown-language')
    const { code: _code, ...facts } = compiled.page!
    const { html: _html, ...plainFacts } = plain.page!
    expect(plainFacts).toEqual(facts)
  })
})

describe('a plain page renders byte for byte what its compiled code renders', () => {
  const sources = readdirSync(fixtures).flatMap((name) =>
    readdirSync(path.join(fixtures, name))
      .filter((f) => /^input\.mdx?$/.test(f))
      .map((f) => ({ name: `fixture ${name}`, source: readFileSync(path.join(fixtures, name, f), 'utf8'), format: (f.endsWith('.md') ? 'md' : 'mdx') as Format })),
  )
  const cases = [...sources, { name: 'edge cases (mdx)', source: EDGE_CASES, format: 'mdx' as Format }, { name: 'edge cases (md)', source: EDGE_CASES, format: 'md' as Format }]
  const images = { '/images/shot.png': { width: 800, height: 400, hash: 'abc123' }, '/images/d.png': { width: 40, height: 40, hash: 'def456' } }
  const links = { prefix: '/fr', prefixes: ['/fr'], routes: new Set(['/fr/docs/a', '/fr/docs/b', '/fr/c']), moved: new Map([['/docs/old-name', '/docs/b']]), movedNames: new Set(['old-name']) }
  const settings: Array<[string, Setting]> = [
    ['the built-in components', { components: builtins }],
    ['measured images', { components: builtins, images }],
    ['localized links (a page of another locale)', { components: { ...builtins, a: localizedAnchor(links, '/fr/docs/a') } }],
    ['site components replacing elements, and a wrapper', { components: { ...builtins, p: (props: object) => createElement('p', { ...props, className: 'site-p' }), wrapper: (props: { children?: unknown }) => createElement('div', { className: 'wrapper' }, props.children as never) } }],
  ]

  it.each(cases)('$name', async ({ source, format }) => {
    for (const [label, setting] of settings) {
      const both = await bothWays(source, format, setting)
      if (both) expect(both[1], label).toBe(both[0])
    }
  })

  it('is plain for the edge-case page, so the comparison above ran', async () => {
    const both = await bothWays(EDGE_CASES, 'mdx', { components: builtins, images })
    expect(both).toBeDefined()
    // The components were applied: the table scrolls, images are measured, buttons labelled.
    expect(both![1]).toContain('class="table-scroll"')
    expect(both![1]).toContain('<picture>')
    expect(both![1]).toContain('data-copied-label=')
  })
})
