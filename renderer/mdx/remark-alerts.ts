/**
 * GitHub alerts → callouts: a blockquote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
 * `[!WARNING]` or `[!CAUTION]` becomes `<Callout type="…">` with the rest of the quote inside.
 */
import type { Blockquote, Paragraph, Root, Text } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { eachNode } from './each-node.js'

/** GitHub alert kind → Callout `type`. */
export const ALERT_TYPES: Record<string, string> = {
  NOTE: 'info',
  TIP: 'success',
  IMPORTANT: 'important',
  WARNING: 'warning',
  CAUTION: 'error',
}

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i

export function remarkAlerts() {
  return (tree: Root) => {
    eachNode<Blockquote>(tree, 'blockquote', (node, index, parent) => {
      const type = takeMarker(node)
      if (!type) return
      const callout: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Callout',
        attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: type }],
        children: node.children as MdxJsxFlowElement['children'],
        position: node.position,
      }
      parent.children[index] = callout as unknown as Blockquote
      return index + 1
    })
  }
}

/** Removes the `[!KIND]` marker from the quote's first paragraph and returns the callout type. */
function takeMarker(node: Blockquote): string | undefined {
  const first = node.children[0]
  if (first?.type !== 'paragraph') return undefined
  mergeLeadingText(first)
  const head = first.children[0]
  if (head?.type !== 'text') return undefined
  const match = MARKER.exec(head.value)
  if (!match) return undefined
  head.value = head.value.slice(match[0].length)
  if (head.value === '') first.children.shift()
  if (first.children[0]?.type === 'break') first.children.shift()
  if (first.children.length === 0) node.children.shift()
  return ALERT_TYPES[match[1]!.toUpperCase()]
}

/** Joins adjacent text nodes at the start of a paragraph (the parser may split `[`, `!NOTE`, `]`). */
function mergeLeadingText(paragraph: Paragraph): void {
  const kids = paragraph.children
  while (kids[0]?.type === 'text' && kids[1]?.type === 'text') {
    const second = kids.splice(1, 1)[0] as Text
    ;(kids[0] as Text).value += second.value
  }
}
