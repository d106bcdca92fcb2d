import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Node, Parent } from 'unist'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { eachNode, SKIP } from '../../../../renderer/mdx/each-node.js'
import { getStages } from '../../../../renderer/mdx/processor.js'
import { VFile } from 'vfile'

const repo = path.resolve(import.meta.dirname, '../../../..')

const tree = (children: Node[]): Parent => ({ type: 'root', children })
const leaf = (type: string, name: string) => ({ type, name }) as Node
const box = (type: string, name: string, children: Node[]) => ({ type, name, children }) as Parent
const names = (nodes: Node[]) => nodes.map((n) => (n as unknown as { name: string }).name)

describe('eachNode', () => {
  it('visits the nodes below the root in document order, with index and parent, as unist-util-visit does', async () => {
    const { toHast } = await getStages('mdx')
    const dir = path.join(repo, 'content')
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.mdx')).slice(0, 40)
    expect(files.length).toBeGreaterThan(10)
    for (const entry of files) {
      const root = toHast.parse(new VFile(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))) as Parent
      const theirs: unknown[] = []
      const ours: unknown[] = []
      visit(root, (node, index, parent) => {
        if (parent) theirs.push([node, index, parent])
      })
      eachNode(root, undefined, (node, index, parent) => {
        ours.push([node, index, parent])
      })
      expect(ours.length).toBe(theirs.length)
      ours.forEach((step, i) => expect((step as unknown[]).every((x, j) => x === (theirs[i] as unknown[])[j])).toBe(true))
    }
  })

  it('visits only the nodes of the type asked for, at every depth', () => {
    const root = tree([leaf('text', 'a'), box('list', 'b', [box('item', 'c', [leaf('text', 'd')])]), leaf('text', 'e')])
    const seen: Node[] = []
    eachNode(root, 'text', (node) => {
      seen.push(node)
    })
    expect(names(seen)).toEqual(['a', 'd', 'e'])
  })

  it('leaves out the children of a node whose visitor returns SKIP', () => {
    const root = tree([box('list', 'a', [leaf('text', 'b')]), box('list', 'c', [leaf('text', 'd')])])
    const seen: Node[] = []
    eachNode(root, undefined, (node) => {
      seen.push(node)
      return names([node])[0] === 'a' ? SKIP : undefined
    })
    expect(names(seen)).toEqual(['a', 'c', 'd'])
  })

  it('goes on at the index a visitor returns after removing or replacing nodes', () => {
    const root = tree([leaf('html', 'a'), leaf('html', 'b'), leaf('text', 'c'), box('quote', 'd', [leaf('text', 'e')]), leaf('text', 'f')])
    const seen: Node[] = []
    eachNode<Node, Parent>(root, undefined, (node, index, parent) => {
      seen.push(node)
      if (node.type === 'html') {
        parent.children.splice(index, 1)
        return index
      }
      if (node.type === 'quote') {
        parent.children.splice(index, 1, leaf('text', 'd1'), leaf('text', 'd2'))
        return index + 2
      }
    })
    expect(names(seen)).toEqual(['a', 'b', 'c', 'd', 'f'])
    expect(names(root.children)).toEqual(['c', 'd1', 'd2', 'f'])
  })

  it("follows a parent's list of children that a visitor replaced", () => {
    const root = tree([box('paragraph', 'p', [leaf('html', 'a'), leaf('text', 'b'), leaf('text', 'c')]), leaf('text', 'd')])
    const seen: Node[] = []
    eachNode<Node, Parent>(root, undefined, (node, index, parent) => {
      seen.push(node)
      if (node.type === 'html') {
        parent.children = []
        return index
      }
    })
    expect(names(seen)).toEqual(['p', 'a', 'd'])
  })
})
