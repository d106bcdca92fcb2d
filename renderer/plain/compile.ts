/**
 * A plain page's final tree → its `PlainHtml`: the HTML React would render, with the elements a
 * component may replace kept aside as bare hast (no positions), for the render step (content.ts).
 */
import type { Element, ElementContent, Root } from 'hast'
import type { PlainHtml } from '../../core/compiled-page.js'
import { toParts } from './html.js'

export function plainHtml(tree: Root, holes: ReadonlySet<string>): PlainHtml {
  return toParts(tree, (node) => (holes.has(node.tagName) ? bare(node) : undefined))
}

/** `node` with only what rendering reads: tag, properties, elements and texts. */
function bare(node: Element): Element {
  return { type: 'element', tagName: node.tagName, properties: node.properties, children: node.children.flatMap((c): ElementContent[] => (c.type === 'element' ? [bare(c)] : c.type === 'text' ? [{ type: 'text', value: c.value }] : [])) }
}
