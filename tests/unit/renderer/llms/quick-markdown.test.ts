// The twin's direct writer (renderer/llms/quick-markdown.ts) writes what mdast-util-to-markdown
// writes with the twin's options, or declines: for the synthetic corpus (which it must write
// itself: that is the gain), for every page of content/ and the fixtures, for generated trees of
// every block and inline node it writes, and for the cases it leaves to the library.
import path from 'node:path'
import type { AlignType, BlockContent, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import { toMarkdown } from 'mdast-util-to-markdown'
import { describe, expect, it } from 'vitest'
import { pageSource } from '../../../../bench/synthetic.mjs'
import { degradeTree } from '../../../../renderer/llms/degrade.js'
import { quickMarkdown } from '../../../../renderer/llms/quick-markdown.js'
import { MARKDOWN_OPTIONS } from '../../../../renderer/llms/twin.js'
import { quickTree } from '../../../../renderer/mdx/quick-parse.js'
import { corpusPages, repo, twinTreeMaker } from '../../../helpers/corpus.js'
import { turn } from '../../../helpers/event-loop.js'

const library = (tree: Root) => toMarkdown(tree, MARKDOWN_OPTIONS)
const root = (...children: RootContent[]): Root => ({ type: 'root', children })
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children })
const text = (value: string): PhrasingContent => ({ type: 'text', value })

describe('the twin written directly', () => {
  it('writes every synthetic page itself, as the library does', () => {
    for (let i = 0; i < 300; i++) {
      const tree = degradeTree(quickTree(pageSource(i % 10, i, 300), { format: 'mdx' })!)
      expect(quickMarkdown(tree), `page ${i}`).toBe(library(tree))
    }
  })

  it('writes what the library writes, or declines, for every page of content/ and the fixtures', async () => {
    const makers = { mdx: await twinTreeMaker('mdx'), md: await twinTreeMaker('md') }
    let compared = 0
    let written = 0
    for (const file of corpusPages()) {
      const tree = await makers[file.endsWith('.md') ? 'md' : 'mdx'](file).catch(() => undefined) // fixtures with syntax errors on purpose
      if (!tree) continue
      if (compared++ % 20 === 0) await turn()
      const degraded = degradeTree(tree)
      const quick = quickMarkdown(degraded)
      if (quick === undefined || degraded.children.length === 0) continue
      expect(quick, path.relative(repo, file)).toBe(library(degraded))
      written++
    }
    expect(compared).toBeGreaterThan(150)
    expect(written).toBeGreaterThan(40)
  }, 120_000)

  it('writes generated trees of headings, paragraphs, emphasis, images, lists, quotes, code, tables and rules as the library does', async () => {
    let seed = 7
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
    const chars = [...'abcWwps ..::/()-,;?%{}\'"14é—[]#*_`~<>!&@$|+=\\']
    const word = (max = 8) => Array.from({ length: Math.floor(random() * max) }, () => (random() < 0.93 ? pick([...'abcdefgh ']) : pick(chars))).join('')
    const urls = ['/docs/a', '#install', 'https://example.com/x?y=1&z=2', 'https://example.com', '', '/a(b)', '/a b', 'mailto:a@b.c', '/x_y.md', '/$x', 'https://w.example/~u']
    const inline = (depth: number): PhrasingContent => {
      const kind = random()
      if (kind < 0.55) return text(word())
      if (kind < 0.75) return { type: 'inlineCode', value: pick(['x', 'a`b', '`a', ' a ', 'a|b', 'const x = 1', '']) }
      if (kind < 0.85 && depth < 2) {
        const url = pick(urls)
        const label = random() < 0.2 ? url.replace(/^mailto:/, '') : word()
        return { type: 'link', url, title: random() < 0.1 ? 't' : null, children: random() < 0.2 ? [{ type: 'inlineCode', value: 'k' }] : [text(label)] }
      }
      if (kind < 0.96 && depth < 2) {
        // Mostly what docs write (a word or two), now and then anything.
        const children = random() < 0.7 ? [text(pick(['Note', 'not', 'x2', 'two words', 'é']))] : Array.from({ length: 1 + Math.floor(random() * 3) }, () => inline(depth + 1))
        return { type: pick(['emphasis', 'strong'] as const), children }
      }
      if (kind < 0.99) return { type: 'image', url: pick(urls), alt: pick(['', 'a diagram', 'a [b]', 'x*y', 'www.example.com']), title: random() < 0.1 ? 't' : null }
      return { type: 'break' }
    }
    const phrasing = () => Array.from({ length: 1 + Math.floor(random() * 4) }, () => inline(0))
    const item = (depth: number): ListItem => ({ type: 'listItem', spread: pick([false, false, true, undefined]), checked: random() < 0.05 ? true : null, children: Array.from({ length: Math.floor(random() * 3) + (random() < 0.05 ? 0 : 1) }, () => block(depth + 1) as BlockContent) })
    const block = (depth: number): RootContent => {
      const kinds = depth > 2 ? ['paragraph', 'code', 'heading', 'blockquote'] : ['paragraph', 'paragraph', 'heading', 'list', 'list', 'blockquote', 'blockquote', 'code', 'table', 'thematicBreak']
      switch (pick(kinds)) {
        case 'heading':
          return { type: 'heading', depth: pick([1, 2, 3, 6] as const), children: phrasing() }
        case 'list':
          return { type: 'list', ordered: random() < 0.4, start: pick([1, 1, 3, 0, -2, null]), spread: pick([false, false, true, undefined]), children: Array.from({ length: 1 + Math.floor(random() * 3) }, () => item(depth)) }
        case 'blockquote':
          return { type: 'blockquote', children: depth > 2 ? [{ type: 'paragraph', children: phrasing() }] : Array.from({ length: 1 + Math.floor(random() * 2) }, () => block(depth + 1) as BlockContent) }
        case 'code':
          return { type: 'code', lang: pick([null, 'ts', 'c++', 'a b', 'x`']), meta: pick([null, 'title="a.ts" {1,3}', 'a`b', 'x&y']), value: pick(['const a = 1', '', '```\nx\n```', 'a\n\nb']) }
        case 'table': {
          const columns = 1 + Math.floor(random() * 3)
          const align = Array.from({ length: columns }, () => pick<AlignType>([null, 'left', 'center', 'right']))
          return { type: 'table', align: random() < 0.2 ? null : align, children: Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({ type: 'tableRow' as const, children: Array.from({ length: columns - (random() < 0.1 ? 1 : 0) }, () => ({ type: 'tableCell' as const, children: phrasing() })) })) }
        }
        case 'thematicBreak':
          return { type: 'thematicBreak' }
        default:
          return { type: 'paragraph', children: phrasing() }
      }
    }
    let written = 0
    let withEmphasis = 0
    for (let i = 0; i < 20_000; i++) {
      if (i % 1000 === 0) await turn()
      const tree = root(...Array.from({ length: 1 + Math.floor(random() * 4) }, () => block(0)))
      const quick = quickMarkdown(tree)
      if (quick === undefined) continue
      expect(quick, JSON.stringify(tree)).toBe(library(tree))
      written++
      if (/[*!]/.test(quick)) withEmphasis++
    }
    expect(written).toBeGreaterThan(2000)
    expect(withEmphasis).toBeGreaterThan(250)
  }, 120_000)

  it('declines what the library writes its own way', () => {
    const declined: Root[] = [
      root(paragraph({ type: 'strong', children: [text('Note:')] }, text(' read this'))),
      root(paragraph(text('a '), { type: 'emphasis', children: [text('b')] }, { type: 'strong', children: [text('c')] })),
      root(paragraph({ type: 'emphasis', children: [{ type: 'strong', children: [text('b')] }] })),
      root(paragraph({ type: 'image', url: '/a.png', alt: 'a', title: 'the title' })),
      root(paragraph(text('a'), { type: 'break' }, text('b'))),
      root({ type: 'html', value: '<div></div>' }),
      root({ type: 'list', ordered: false, children: [{ type: 'listItem', checked: true, children: [paragraph(text('done'))] }] }),
      root({ type: 'list', ordered: false, children: [{ type: 'listItem', children: [] }] }),
      root(paragraph({ type: 'link', url: '/a', title: 'b', children: [text('a')] })),
      root(paragraph({ type: 'link', url: 'https://example.com', children: [text('https://example.com')] })),
      root(paragraph({ type: 'link', url: '/a b', children: [text('a')] })),
      root(paragraph(text('# not a heading'))),
      root(paragraph(text('1. not a list'))),
      root({ type: 'code', lang: 'a b', value: 'x' }),
      root({ type: 'table', children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [{ type: 'inlineCode', value: 'a|b' }] }] }] }),
    ]
    for (const tree of declined) expect(quickMarkdown(tree), JSON.stringify(tree)).toBeUndefined()
  })

  it('joins blocks, marks lists and indents items as the library does', () => {
    const list = (ordered: boolean, ...items: RootContent[][]): RootContent => ({ type: 'list', ordered, spread: false, children: items.map((children) => ({ type: 'listItem', spread: false, children: children as BlockContent[] })) })
    const trees: Root[] = [
      root(list(false, [paragraph(text('a'))]), list(false, [paragraph(text('b'))]), list(false, [paragraph(text('c'))])),
      root(list(true, [paragraph(text('a'))], [paragraph(text('b'))]), list(true, [paragraph(text('c'))])),
      root(list(false, [{ type: 'thematicBreak' }], [paragraph(text('a'))])),
      root(list(false, [paragraph(text('a')), list(true, [paragraph(text('b'))]), paragraph(text('c'))])),
      root(list(false, [paragraph(text('a')), { type: 'code', lang: 'ts', value: 'x\n\ny' }])),
      root(list(false, [{ type: 'blockquote', children: [paragraph(text('a'))] }, { type: 'blockquote', children: [paragraph(text('b'))] }])),
      root(list(false, [paragraph(text('a')), { type: 'thematicBreak' }])),
      root(list(false, [{ type: 'table', align: null, children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [text('a')] }] }] }, paragraph(text('b'))])),
      root({ type: 'blockquote', children: [paragraph(text('a')), { type: 'code', value: 'b' }] }),
      root({ type: 'heading', depth: 2, children: [] }, paragraph({ type: 'link', url: '#x', children: [{ type: 'inlineCode', value: 'a]:b' }] })),
      root({ type: 'blockquote', children: [paragraph({ type: 'strong', children: [text('Note')] }), paragraph(text('a'), { type: 'emphasis', children: [text('b')] }, text('c'))] }),
      root(paragraph({ type: 'image', url: '/a.png', alt: 'a diagram' }, text(' and '), { type: 'strong', children: [text('see')] }, text(' '), { type: 'link', url: '/b', children: [text('the link')] })),
    ]
    for (const tree of trees) {
      const quick = quickMarkdown(tree)
      if (quick !== undefined) expect(quick, JSON.stringify(tree)).toBe(library(tree))
    }
    expect(trees.filter((tree) => quickMarkdown(tree) !== undefined).length).toBeGreaterThanOrEqual(trees.length - 1)
  })
})
