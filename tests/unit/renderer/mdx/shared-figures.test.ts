import type { Element, Root } from 'hast'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { getStages } from '../../../../renderer/mdx/processor.js'

/** The hast of `source` as the build makes it (remark and rehype steps, rehype-code included). */
async function treeOf(source: string): Promise<Root> {
  const { toHast } = await getStages('mdx')
  const file = new VFile({ value: source, path: 'page.mdx' })
  return (await toHast.run(toHast.parse(file), file)) as Root
}

const figureOf = (tree: Root) => tree.children.find((c): c is Element => c.type === 'element' && c.tagName === 'figure')!

describe('highlighted code shared between pages', () => {
  it('is one set of elements for two pages with the same block, frozen under the tests so no step can change it in place', async () => {
    expect(process.env.SITE_FREEZE_SHARED).toBe('1')
    const block = "```ts\nconst retries = 3\n```\n"
    const a = await treeOf(`# One\n\n${block}`)
    const b = await treeOf(`# Two\n\nText.\n\n${block}`)
    const [first, second] = [figureOf(a), figureOf(b)]
    expect(first.children[0]).toBe(second.children[0])
    expect(Object.isFrozen(first.children[0])).toBe(true)
    expect(() => {
      ;(first.children as Element[]).push({ type: 'element', tagName: 'span', properties: {}, children: [] })
    }).toThrow(TypeError)
  })
})
