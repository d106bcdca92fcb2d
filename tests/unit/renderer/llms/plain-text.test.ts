// The twin's fast text handler (renderer/llms/plain-text.ts) writes what mdast-util-to-markdown's
// own handler writes: for the tree of every page of content/ and the test fixtures, and for
// generated text full of characters Markdown escapes, in the places text can stand.
import path from 'node:path'
import type { PhrasingContent, Root, RootContent } from 'mdast'
import { toMarkdown } from 'mdast-util-to-markdown'
import { describe, expect, it } from 'vitest'
import { degradeTree } from '../../../../renderer/llms/degrade.js'
import { MARKDOWN_OPTIONS, twinBody } from '../../../../renderer/llms/twin.js'
import { corpusPages, repo, twinTreeMaker } from '../../../helpers/corpus.js'
import { turn } from '../../../helpers/event-loop.js'

/** The library's own handlers. */
const reference = (tree: Root) => {
  const degraded = degradeTree(tree)
  return degraded.children.length === 0 ? '' : toMarkdown(degraded, MARKDOWN_OPTIONS)
}

describe('the twin written with the fast text handler', () => {
  it('is the same as with the library handler for every page of content/ and the fixtures', async () => {
    const makers = { mdx: await twinTreeMaker('mdx'), md: await twinTreeMaker('md') }
    let compared = 0
    for (const file of corpusPages()) {
      const tree = await makers[file.endsWith('.md') ? 'md' : 'mdx'](file).catch(() => undefined) // fixtures with syntax errors on purpose
      if (!tree) continue
      if (compared % 20 === 0) await turn()
      expect(twinBody(tree), path.relative(repo, file)).toBe(reference(tree))
      compared++
    }
    expect(compared).toBeGreaterThan(150)
  }, 120_000)

  it('is the same as with the library handler for generated text beside inline code, emphasis, links, in headings, lists, quotes and tables', async () => {
    // Mostly characters the fast path takes, now and then one that Markdown escapes somewhere.
    const plain = [...'aeWwps  ..::/()-,;?%^{}\'"14éß“—\u00a0']
    const any = [...'[]#*_`~<>!&@$|+=\\\t\n\r']
    let seed = 20
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const pick = (list: string[]) => list[Math.floor(random() * list.length)]!
    const text = (): PhrasingContent => ({ type: 'text', value: Array.from({ length: Math.floor(random() * 10) }, () => pick(random() < 0.9 ? plain : any)).join('') })
    const contexts: Array<() => RootContent[]> = [
      () => [{ type: 'paragraph', children: [text()] }],
      () => [{ type: 'paragraph', children: [text(), { type: 'inlineCode', value: 'x' }, text()] }],
      () => [{ type: 'paragraph', children: [{ type: 'emphasis', children: [text()] }, text(), { type: 'strong', children: [text()] }] }],
      () => [{ type: 'paragraph', children: [text(), { type: 'link', url: 'https://example.com/a b', children: [text()] }, text()] }],
      () => [{ type: 'paragraph', children: [text(), { type: 'linkReference', identifier: 'r', referenceType: 'full', children: [text()] }, text()] }],
      () => [{ type: 'paragraph', children: [text(), { type: 'break' }, text()] }],
      () => [{ type: 'heading', depth: 2, children: [text()] }],
      () => [{ type: 'list', ordered: false, children: [{ type: 'listItem', children: [{ type: 'paragraph', children: [text()] }] }] }],
      () => [{ type: 'blockquote', children: [{ type: 'paragraph', children: [text(), text()] }] }],
      () => [{ type: 'table', children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [text()] }, { type: 'tableCell', children: [text()] }] }] }],
    ]
    let fast = 0
    for (let i = 0; i < 20_000; i++) {
      if (i % 1000 === 0) await turn()
      const tree: Root = { type: 'root', children: contexts[i % contexts.length]!() }
      const written = twinBody(tree)
      expect(written, JSON.stringify(tree)).toBe(reference(tree))
      if (!/\\|&#/.test(written)) fast++
    }
    expect(fast).toBeGreaterThan(5000)
  })
})
