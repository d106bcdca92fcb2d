/**
 * Heading ids and the page's heading list: GitHub slugs, or VitePress's (`file.data.headingIds`; one
 * slugger per page, repeats get `-1`, `-2`), or a custom id written Nextra's way, `## Title [#custom-id]`, or Docusaurus's,
 * `## Title {#custom-id}` (text in a `.md` page; in `.mdx` the braces are an expression, and
 * compile.ts says to write `[#id]`), or Docusaurus 3's, a comment holding `#custom-id` in braces
 * after the title (an MDX expression, or text in a `.md` page). The marker is removed from the text. Sets
 * `data.hProperties.id` on each heading and `file.data.headings`.
 */
import type { Heading as MdastHeading, Root } from 'mdast'
import type { VFile } from 'vfile'
import { eachNode } from './each-node.js'
import type { Heading } from '../../core/compiled-page.js'
import { createHeadingSlugger } from './heading-slug.js'
import { plainText } from './text.js'

const CUSTOM_ID = /[ \t]*(?:\[#([^\]\s]+)\]|\{#([^}\s]+)\}|\{\/\*[ \t]*#([^\s*]+)[ \t]*\*\/\})[ \t]*$/

/** Docusaurus 3's form in MDX: after the title, an expression holding only a comment whose text is `#custom-id`. */
const COMMENT_ID = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/

export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = createHeadingSlugger(file.data.headingIds)
    const headings: Heading[] = []
    eachNode<MdastHeading>(tree, 'heading', (node) => {
      const custom = takeCustomId(node)
      const value = plainText(node).trim()
      let id: string
      if (custom) {
        id = custom
        slugger.reserve(custom)
      } else {
        id = slugger.slug(value)
      }
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
      headings.push({ id, value, depth: node.depth })
    })
    file.data.headings = headings
  }
}

/** The `[#id]` (or `{#id}`) at the end of a heading, removed from its last text node. */
function takeCustomId(node: MdastHeading): string | undefined {
  const last = node.children[node.children.length - 1] as MdastHeading['children'][number] | { type: 'mdxTextExpression'; value: string } | undefined
  if (last?.type === 'mdxTextExpression') {
    const id = COMMENT_ID.exec(last.value)?.[1]
    if (!id) return undefined
    node.children.pop()
    const before = node.children[node.children.length - 1]
    if (before?.type === 'text') before.value = before.value.replace(/[ \t]+$/, '')
    return id
  }
  if (last?.type !== 'text') return undefined
  const match = CUSTOM_ID.exec(last.value)
  if (!match) return undefined
  last.value = last.value.slice(0, match.index)
  if (last.value === '') node.children.pop()
  return match[1] ?? match[2] ?? match[3]
}
