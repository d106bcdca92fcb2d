/**
 * VitePress's `[[toc]]`: a paragraph holding only it becomes a list of links to the page's `##` and
 * `###` headings (VitePress's default levels), `###` nested under the `##` before them. Runs after
 * the search sections are taken (which leave the marker out), so search holds the headings once.
 * A page that names Docusaurus's TOCInline gets its headings as `toc` (toc-export.ts).
 */
import type { List, ListItem, Paragraph, Parents, Root } from 'mdast'
import type { VFile } from 'vfile'
import type { Heading } from '../../core/compiled-page.js'
import { eachNode } from './each-node.js'
import { addTocExport } from './toc-export.js'

export const TOC_MARKER = '[[toc]]'

export function remarkToc() {
  return (tree: Root, file: VFile) => {
    addTocExport(tree, String(file.value), file.data.headings ?? [])
    if (!String(file.value).includes(TOC_MARKER)) return
    eachNode<Paragraph, Parents>(tree, 'paragraph', (node, index, parent) => {
      const [only, ...rest] = node.children
      if (rest.length || only?.type !== 'text' || only.value.trim() !== TOC_MARKER) return
      parent.children[index] = { ...tocList(file.data.headings ?? []), position: node.position }
      return index + 1
    })
  }
}

function tocList(headings: Heading[]): List {
  const top: List = { type: 'list', ordered: false, spread: false, children: [] }
  for (const heading of headings) {
    if (heading.depth !== 2 && heading.depth !== 3) continue
    const item: ListItem = { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'link', url: `#${heading.id}`, children: [{ type: 'text', value: heading.value }] }] }] }
    const under = top.children.at(-1)
    if (heading.depth === 3 && under) {
      const nested = under.children[1] as List | undefined
      if (nested) nested.children.push(item)
      else under.children.push({ type: 'list', ordered: false, spread: false, children: [item] })
    } else top.children.push(item)
  }
  return top
}
