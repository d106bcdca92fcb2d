/**
 * The content of a plain page at render time: its HTML parts with, in each hole, the element the
 * page's components make (React renders those, inside the shell), or the element's own HTML when
 * no component replaces it (`a` on a page of the default locale).
 *
 * The Content component renders a marker where each part goes; `fill` puts the parts in their
 * place in the rendered document, so it comes out byte for byte as the compiled page's would.
 * Inside a document render the parts are the render's raw parts (support/raw-parts.tsx), filled in
 * with the shell's in one pass, and `fill` has nothing left to do.
 */
import type { Element, Text } from 'hast'
import { createElement, Fragment, type ComponentType, type ElementType, type ReactNode } from 'react'
import { jsx, jsxs } from 'react/jsx-runtime'
import type { PlainHtml } from '../../core/compiled-page.js'
import type { ContentProps } from '../mdx/run-content.js'
import { fillMarkers, markerNonce, useRawHtml } from '../../templates/support/raw-parts.js'
import { toParts } from './html.js'
import { childrenOf, propsOf } from './props.js'

export interface PlainContent {
  Content: ComponentType<ContentProps>
  /** The rendered document (or body) with the page's HTML in place of its markers. */
  fill(html: string): string
}

const MARKER = 'site-plain-part'

/** The content of a plain page, rendered with the components its Content is given. */
export function plainContent(html: PlainHtml): PlainContent {
  const nonce = markerNonce()
  const parts: string[] = []
  function Inner({ components = {} }: ContentProps) {
    const map = components as Record<string, unknown>
    // Inside a document render, the parts go with the shell's own runs of markup: one pass fills both.
    const raw = useRawHtml()
    const children: ReactNode[] = []
    let open = html.parts[0]!
    const flush = () => {
      if (raw) children.push(raw(open))
      else {
        children.push(createElement(MARKER, { 'data-n': nonce, 'data-i': parts.length }))
        parts.push(open)
      }
      open = ''
    }
    const component = (node: Element) => (replaced(map, node.tagName) ? toReact(node, map) : undefined)
    html.holes.forEach((hole, i) => {
      const own = replaced(map, hole.tagName) ? { parts: ['', ''], holes: [toReact(hole, map)] } : toParts(hole, component)
      own.holes.forEach((element, j) => {
        open += own.parts[j]
        flush()
        children.push(element)
      })
      open += own.parts[own.holes.length]! + html.parts[i + 1]!
    })
    flush()
    return createElement(Fragment, null, ...children)
  }
  // As MDX's MDXContent: a `wrapper` component gets the content as its children.
  function Content(props: ContentProps) {
    const Wrapper = (props.components as Record<string, unknown> | undefined)?.wrapper as ComponentType<ContentProps> | undefined
    return Wrapper ? createElement(Wrapper, props, createElement(Inner, props)) : createElement(Inner, props)
  }
  return { Content, fill: (rendered) => (parts.length ? fillMarkers(rendered, MARKER, nonce, parts) : rendered) }
}

/** Whether the page's components replace the element `tag` (as MDX's `_components[tag]`). */
function replaced(components: Record<string, unknown>, tag: string): boolean {
  return Object.hasOwn(components, tag) && components[tag] != null
}

/** The React element MDX's compiled JSX makes of `node`, with the page's components. */
function toReact(node: Element, components: Record<string, unknown>): ReactNode {
  const props: Record<string, unknown> = Object.fromEntries(propsOf(node))
  const children = childrenOf(node).map((child: Element | Text) => (child.type === 'text' ? child.value : toReact(child, components)))
  const type = (replaced(components, node.tagName) ? components[node.tagName] : node.tagName) as ElementType
  if (children.length > 1) return jsxs(type, { ...props, children })
  return jsx(type, children.length ? { ...props, children: children[0] } : props)
}
