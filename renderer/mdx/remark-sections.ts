/**
 * remarkSections: splits the page's tree into search sections, one per heading, each holding the
 * plain text of its blocks (paragraphs, list items, table cells, quotes, JSX children and, unless
 * turned off, code) joined by newlines. Built from the tree, never from HTML. Runs after
 * remarkHeadings so heading ids are known.
 */
import type { Content, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import type { SearchSection } from '../types.js'

export function remarkSections(options: { codeBlocks: boolean }) {
  return (tree: Root, file: VFile) => {
    const sections: SearchSection[] = [{ id: '', title: '', text: '' }]
    const blocks: string[][] = [[]]
    for (const node of tree.children) {
      if (node.type === 'heading') {
        const id = (node.data?.hProperties as { id?: string } | undefined)?.id ?? ''
        sections.push({ id, title: toString(node).trim(), text: '' })
        blocks.push([])
        continue
      }
      blocks.at(-1)!.push(...textBlocks(node, options.codeBlocks))
    }
    sections.forEach((s, i) => (s.text = blocks[i]!.filter(Boolean).join('\n')))
    file.data.sections = sections.filter((s, i) => i > 0 || s.text !== '')
  }
}

/** The text blocks of one node: one per paragraph-like block. */
function textBlocks(node: RootContent | Content, codeBlocks: boolean): string[] {
  switch (node.type) {
    case 'yaml':
    case 'html':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'definition':
    case 'thematicBreak':
      return []
    case 'code':
      return codeBlocks ? [node.value] : []
    case 'paragraph':
    case 'heading':
    case 'tableCell':
      return [clean(toString(node))]
    default:
      if ('children' in node) return (node.children as Content[]).flatMap((child) => textBlocks(child, codeBlocks))
      return 'value' in node && typeof node.value === 'string' ? [clean(node.value)] : []
  }
}

/** Collapses white space inside a block. */
function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
