/**
 * Plain text of an mdast node for headings and search: text, inline code and code values, JSX
 * element children, the text of a Markdown partial shown inline (remark-partials.ts); never
 * expressions, ESM, raw HTML, front matter or image alt text. Pure.
 */
import type { Nodes } from 'mdast'

const SKIPPED = new Set(['mdxTextExpression', 'mdxFlowExpression', 'mdxjsEsm', 'html', 'yaml', 'toml', 'image', 'imageReference', 'definition', 'footnoteReference'])

export function plainText(node: Nodes): string {
  if (SKIPPED.has(node.type)) return ''
  if (node.type === 'break') return ' '
  if (node.type === 'mdxJsxTextElement' && node.data?.partial) return plainText(node.data.partial).trim()
  if ('value' in node && typeof node.value === 'string') return node.value
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('')
  return ''
}
