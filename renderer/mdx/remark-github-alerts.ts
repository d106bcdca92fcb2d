/**
 * remarkGithubAlerts: `> [!NOTE]` … blockquotes become the Callout component
 * (NOTE → info, TIP → success, IMPORTANT → important, WARNING → warning, CAUTION → error).
 */
import type { Blockquote, Root } from 'mdast'
import { visit } from 'unist-util-visit'

const TYPES: Record<string, string> = { NOTE: 'info', TIP: 'success', IMPORTANT: 'important', WARNING: 'warning', CAUTION: 'error' }

export function remarkGithubAlerts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node: Blockquote, index, parent) => {
      const first = node.children[0]
      if (!parent || index === undefined || first?.type !== 'paragraph') return
      const text = first.children[0]
      if (text?.type !== 'text') return
      const match = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*/.exec(text.value)
      if (!match) return
      text.value = text.value.slice(match[0].length)
      if (text.value === '' ) first.children.shift()
      if (first.children.length === 0) node.children.shift()
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'Callout',
        attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: TYPES[match[1]!]! }],
        children: node.children,
        position: node.position,
      } as never
    })
  }
}
