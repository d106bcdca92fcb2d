/**
 * markdown-it's tree (mdx/quick-parse.ts) against micromark's, page by page: every `.md`/`.mdx`
 * of content/ and the fixtures, the synthetic benchmark pages and constructs written to tell the
 * parsers apart. A page either is refused or gets micromark's tree exactly (positions aside: links
 * and images keep their start line and column, which the link check reports). Then the whole
 * compile of each page it reads, both ways: the same page, facts and diagnostics.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { VFile } from 'vfile'
import { afterEach, describe, expect, it } from 'vitest'
import { normalizeSource } from '../../../../renderer/frontmatter.js'
import { getStages } from '../../../../renderer/mdx/processor.js'
import { quickTree } from '../../../../renderer/mdx/quick-parse.js'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { pageSource } from '../../../../bench/synthetic.mjs'
import { corpusPages, repo as root } from '../../../helpers/corpus.js'


const corpus = corpusPages().map((file) => ({
  name: path.relative(root, file),
  source: normalizeSource(readFileSync(file, 'utf8')),
  format: (file.endsWith('.md') ? 'md' : 'mdx') as 'md' | 'mdx',
}))

/** Nodes whose start the page's facts keep: links and images (link check), quotes and code (alerts and npm2yarn become components). */
const PLACED = new Set(['link', 'image', 'blockquote', 'code'])

/** The tree without positions, but with the start of the PLACED nodes. */
function comparable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(comparable)
  if (!node || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined || key === 'data') continue
    if (key === 'position') {
      const { type } = node as { type: string }
      if (PLACED.has(type)) out.start = { line: (value as { start: { line: number } }).start.line, column: (value as { start: { column: number } }).start.column }
      continue
    }
    out[key] = comparable(value)
  }
  return out
}

async function micromarkTree(source: string, format: 'md' | 'mdx') {
  const { toHast } = await getStages(format)
  return toHast.parse(new VFile({ value: source, path: `page.${format}` }))
}

/** Each case: a small page (given front matter unless it starts with its own), whether markdown-it may read it (else it must be refused), and its format. */
const CASES: Array<[string, string, boolean, ('md' | 'mdx')?]> = [
  ['empty front matter', '---\n---\n\nText\n', true],
  ['blank front matter', '---\n\n---\nText\n', true],
  ['front matter closed with trailing spaces', '---\ntitle: x\n---  \n\nText\n', true],
  ['no front matter', '# Title\n\nText with [a link](/a).\n', true],
  ['md: indented code, braces and angle brackets as text', 'Text {x} a < b\n\n    indented code\n    more\n\n> ```js\n> quoted()\n> ```\n', true, 'md'],
  ['md: raw HTML', 'Text <b>bold</b>\n', false, 'md'],
  ['paragraphs, emphasis, code, breaks', 'Some *em*, **strong**, `code` and ~~gone~~.\nNext line  \nhard break\\\nand an escape \\* and &amp; &copy;.\n', true],
  ['headings and rules', '# One\n\nSetext\n===\n\n## Two ##\n\n---\n\n### [Linked](/x) heading\n', true],
  ['links and images', 'See [the guide](/docs/guide "Guide") and ![a *b* `c`](/img.png).\n\n> A [quote link](/q)\n> over [two](/t) lines\n\n- > [!NOTE]\n  > > nested [n](/n)\n', true],
  ['lists', '- one\n- two [link](/l)\n  - nested\n    - deeper\n1. first\n2. second\n\n3) third\n', true],
  ['fences', '```ts title="a.ts" {1}\nconst a = 1\n```\n\n~~~\nplain\n~~~\n\n- item\n  ```sh npm2yarn\n  npm i\n\n  npm t\n  ```\n', true],
  ['table', '| A | B | C |\n| :-- | :-: | --: |\n| [x](/x) | `y` | **z** |\n| 1 | 2 | 3 |\n', true],
  ['lists with tabs, other markers and nesting', '* one\n\t* tab-nested\n+ plus\n  1. ordered in bullet\n  2. second\n- dash\n', true],
  ['emphasis edge cases and entities', 'snake_case_name, **a**b, *a **b** c*, __x__, 2*3*4, &nbsp;&#35;&#x41; &unknown; a\\\nb, `` `tick` ``\n\n# Heading with *em* #\n', true],
  ['JSX', 'Hello <Callout>x</Callout>\n', false],
  ['expression', 'Total: {1 + 1}\n', false],
  ['ESM', "import { Tabs } from 'nextra/components'\n\nText\n", false],
  ['autolink literal', 'Go to https://example.com now\n', false],
  ['reference link', 'A [ref][r].\n\n[r]: /r\n', false],
  ['footnote', 'A note[^1].\n\n[^1]: The note.\n', false],
  ['task list', '- [ ] todo\n- [x] done\n', false],
  ['single tilde', 'One ~struck~ word\n', false],
  ['loose list', '- one\n\n- two\n', false],
  ['indented heading', 'Text\n\n    # Heading in MDX\n', false],
  ['short table row', '| A | B |\n| - | - |\n| 1 |\n', false],
  ['raw HTML comment', '<!-- hidden -->\n\nText\n', false],
  ['unclosed front matter', '---\ntitle: x\n\nText\n', false],
]

describe('quickTree', () => {
  it('builds micromark\'s tree of every page it accepts, and accepts most of the fixtures', async () => {
    let accepted = 0
    for (const page of corpus) {
      const quick = quickTree(page.source, { format: page.format })
      if (!quick) continue
      accepted++
      expect(comparable(quick), page.name).toEqual(comparable(await micromarkTree(page.source, page.format)))
    }
    expect(accepted).toBeGreaterThan(corpus.length / 3)
  })

  it('reads the synthetic benchmark pages', async () => {
    for (let i = 0; i < 20; i++) {
      const source = pageSource(i % 3, i, 20)
      const quick = quickTree(source, { format: 'mdx' })
      expect(quick).toBeDefined()
      expect(comparable(quick)).toEqual(comparable(await micromarkTree(source, 'mdx')))
    }
  })

  for (const [name, body, accepted, format = 'mdx'] of CASES) {
    it(`${accepted ? 'reads' : 'refuses'}: ${name}`, async () => {
      const source = body.startsWith('---') || body.startsWith('#') ? body : `---\ntitle: Case\n---\n\n${body}`
      const quick = quickTree(source, { format })
      if (!accepted) return expect(quick).toBeUndefined()
      expect(quick).toBeDefined()
      expect(comparable(quick)).toEqual(comparable(await micromarkTree(source, format)))
    })
  }

  it('refuses `$` when math is on, and reads it as text when it is off', () => {
    const source = 'Costs $5 or $6.\n'
    expect(quickTree(source, { format: 'mdx', latex: true })).toBeUndefined()
    expect(quickTree(source, { format: 'mdx' })).toBeDefined()
  })
})

describe('compilePage with and without markdown-it', () => {
  afterEach(() => {
    delete process.env.SITE_QUICK_PARSE
  })

  it('compiles every page markdown-it reads to the same page and diagnostics either way', async () => {
    const plain = new Set(['Callout', 'Tabs'])
    for (const page of corpus.filter((p) => quickTree(p.source, { format: p.format }))) {
      const input = { source: page.source, file: page.name, format: page.format, root, plain }
      delete process.env.SITE_QUICK_PARSE
      const quick = await compilePage(input)
      process.env.SITE_QUICK_PARSE = 'off'
      const slow = await compilePage(input)
      expect(quick, page.name).toEqual(slow)
    }
  })

  it("runs markdown-it's trees through the same plugins but MDX's remark-mark-and-unravel (they hold no JSX to unravel)", async () => {
    const attachers = (half: unknown) => (half as { attachers: unknown[] }).attachers.length
    for (const format of ['mdx', 'md'] as const) {
      const { toHast, quickToHast } = await getStages(format)
      expect(attachers(quickToHast), format).toBe(attachers(toHast) - 1)
    }
  })

  it('a page markdown-it reads whose plugins report something is compiled from micromark\'s tree: exact places', async () => {
    const source = '---\ntitle: Warned\n---\n\nA [bad link](javascript:alert(1)) here.\n\n> ```nosuchlanguage\n> x\n> ```\n'
    expect(quickTree(source, { format: 'mdx' })).toBeDefined()
    const { diagnostics } = await compilePage({ source, file: 'warned.mdx', format: 'mdx' })
    expect(diagnostics.map((d) => [d.ruleId, d.line, d.column])).toEqual([
      ['content/unsafe-url', 5, 3],
      ['content/unknown-language', 7, 3],
    ])
  })
})
