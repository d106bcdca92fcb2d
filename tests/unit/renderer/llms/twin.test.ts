import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { toString } from 'mdast-util-to-string'
import type { Code, Heading, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { compilePage } from '../../../../renderer/stages/compile.js'

async function twinOf(source: string, format: 'mdx' | 'md' = 'mdx') {
  const result = await compilePage({ source, file: 'content/page.mdx', format })
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  return { compiled: result.page!, markdown: result.page!.markdown }
}

function parse(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
}

const FIXTURE = readFileSync(new URL('../../../fixtures/sites/seo/content/docs/intro.mdx', import.meta.url), 'utf8')

describe('Markdown twin', () => {
  it('keeps every heading and code block of the page (round trip)', async () => {
    const { compiled, markdown } = await twinOf(FIXTURE)
    const tree = parse(markdown)
    const headings: string[] = []
    const code: Array<[string | null | undefined, string]> = []
    visit(tree, 'heading', (h: Heading) => void headings.push(toString(h)))
    visit(tree, 'code', (c: Code) => void code.push([c.lang, c.value]))
    for (const h of compiled.headings) expect(headings).toContain(h.value)
    expect(code).toEqual([['bash', 'npm install acme'], ['bash', 'pnpm add acme']])
  })

  it('degrades components to plain Markdown', async () => {
    const { markdown } = await twinOf(FIXTURE)
    expect(markdown).not.toMatch(/<\/?[A-Z]/)
    expect(markdown).toContain('> **Warning**\n>\n> Rockets are *hot*.')
    // Tabs: a heading per tab, one level below the section they sit in.
    expect(markdown).toContain('## Install\n\n### npm\n\n```bash\nnpm install acme\n```\n\n### pnpm\n\n```bash\npnpm add acme\n```')
    expect(markdown).toContain('- [Deep dive](/docs/advanced/deep)\n- [Source](https://github.com/acme)')
    expect(markdown).toContain('| Engine | 12 kg  |')
  })

  it('drops exports and expressions, keeps code meta, details, file trees and unknown components', async () => {
    const source = [
      'export const x = 1',
      '',
      '# Guide [#custom]',
      '',
      '{/* a comment */}',
      '',
      '<Hero title="Big title" subtitle="Small print" />',
      '',
      '<Details summary="More">',
      '',
      'Hidden text.',
      '',
      '</Details>',
      '',
      '<FileTree>',
      '  <FileTree.Folder name="src">',
      '    <FileTree.File name="index.ts" />',
      '  </FileTree.Folder>',
      '</FileTree>',
      '',
      '<Button href="/x">Go now</Button>',
      '',
      '```ts title="a.ts" {1}',
      'const a = 1',
      '```',
    ].join('\n')
    const { markdown } = await twinOf(source)
    expect(markdown).toBe(
      '# Guide\n\n**Big title**\n\nSmall print\n\n**More**\n\nHidden text.\n\n- `src/`\n  - `index.ts`\n\nGo now\n\n```ts title="a.ts" {1}\nconst a = 1\n```\n',
    )
  })

  it('converts plain Markdown pages too', async () => {
    const { markdown } = await twinOf('---\ntitle: T\n---\n\n## A\n\n> [!NOTE]\n> Careful.\n\n```js\nx()\n```\n', 'md')
    expect(markdown).toContain('## A')
    expect(markdown).toContain('> **Info**\n>\n> Careful.') // the label the page shows for a NOTE alert
    expect(markdown).toContain('```js\nx()\n```')
  })
})
