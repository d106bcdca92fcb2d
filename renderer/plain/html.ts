/**
 * A plain page's hast → the HTML React would render for it, byte for byte, without making React
 * elements: texts escaped as React escapes them, `<!-- -->` between adjacent texts, void elements
 * closed with `/>`, the leading line break React adds to a `pre` whose text starts with one.
 * Attributes React writes as given (class, id, href, data-*, aria-*, …) are written here; any other
 * opening tag (a style object, an attribute without value, MathML's) is rendered by React itself
 * once per distinct tag and props, so React stays the one reference for what it decides.
 *
 * Elements a component may replace (`a`, `img`, `table`, the site's lowercase components) are
 * left out as holes: the HTML comes back in parts, split where each hole goes.
 */
import type { Element, Root, Text } from 'hast'
import { createElement } from 'react'
import { renderToStaticMarkup } from '../../templates/react-server.js'
import { childrenOf, propsOf, type PropValue } from './props.js'

/** The HTML around the holes: `parts.length === holes.length + 1`. */
export interface Parts<Hole> {
  parts: string[]
  holes: Hole[]
}

/** Void elements: React writes them as `<x/>` and gives them no children. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr'])

/** Attributes React writes as `name="escaped value"` for a string value; others go through React. */
const PLAIN_ATTRIBUTES: Record<string, string> = { className: 'class', tabIndex: 'tabindex', id: 'id', title: 'title', lang: 'lang', dir: 'dir', role: 'role', target: 'target', rel: 'rel', start: 'start', href: 'href' }
const DATA_OR_ARIA = /^(?:data|aria)-[a-z][a-z0-9-]*$/

/**
 * Serializes `root`'s content. `hole(element)` returns what stands for an element the page's
 * components may replace, or undefined to serialize it here.
 */
export function toParts<Hole>(root: Root | Element, hole: (node: Element) => Hole | undefined): Parts<Hole> {
  const out: Parts<Hole> = { parts: [], holes: [] }
  let html = ''
  const children = (parent: Root | Element, nodes: Array<Element | Text>) => {
    let text = false
    if (parent.type === 'element' && parent.tagName === 'pre' && nodes.length === 1 && nodes[0]!.type === 'text' && nodes[0]!.value.startsWith('\n')) html += '\n'
    for (const node of nodes) {
      if (node.type === 'text') {
        html += (text ? '<!-- -->' : '') + escapeText(node.value)
        text = true
      } else {
        text = false
        element(node)
      }
    }
  }
  const element = (node: Element) => {
    const stand = hole(node)
    if (stand !== undefined) {
      out.parts.push(html)
      out.holes.push(stand)
      html = ''
      return
    }
    html += openingTagOf(node)
    if (VOID.has(node.tagName)) return
    children(node, childrenOf(node))
    html += `</${node.tagName}>`
  }
  if (root.type === 'root') children(root, childrenOf(root))
  else element(root)
  out.parts.push(html)
  return out
}

/**
 * Highlighted code's token spans (a `span` whose one property is its `style` string, a few dozen
 * a page) are the opening tags most often written, each through React's style object and a
 * memo keyed by JSON: kept here by the style string instead. `toParts` of the 1,000 synthetic
 * pages in one thread: 82-95 against 110-129 ms sampled (stop 35).
 */
const styledSpans = new Map<string, string>()

/** The opening tag of `node`, as React writes it. */
function openingTagOf(node: Element): string {
  const style = node.tagName === 'span' ? onlyStyle(node.properties) : undefined
  if (style === undefined) return openingTag(node.tagName, propsOf(node))
  let opening = styledSpans.get(style)
  if (opening === undefined) {
    opening = openingTag('span', propsOf(node))
    if (styledSpans.size > 2000) styledSpans.clear()
    styledSpans.set(style, opening)
  }
  return opening
}

/** The `style` string of properties that hold nothing else. */
function onlyStyle(properties: Element['properties']): string | undefined {
  let style: string | undefined
  for (const key in properties) {
    if (key !== 'style' || typeof properties[key] !== 'string') return undefined
    style = properties[key]
  }
  return style
}

/** `<tag attrs>` (or `<tag attrs/>` for a void element) as React writes it. */
function openingTag(tag: string, props: Array<[string, PropValue]>): string {
  let attrs = ''
  for (const [name, value] of props) {
    const attribute = typeof value === 'string' ? plainAttribute(name, value) : undefined
    if (attribute === undefined) return reactOpeningTag(tag, props)
    attrs += ` ${attribute}="${escapeText(value as string)}"`
  }
  return `<${tag}${attrs}${VOID.has(tag) ? '/>' : '>'}`
}

/** The attribute name React writes for a string prop, when it writes the value as is. */
function plainAttribute(name: string, value: string): string | undefined {
  if (name === 'href' && (value === '' || /script:/i.test(value))) return undefined
  return PLAIN_ATTRIBUTES[name] ?? (DATA_OR_ARIA.test(name) ? name : undefined)
}

const tags = new Map<string, string>()

/** The opening tag React renders for these props (memoized by tag and props). */
function reactOpeningTag(tag: string, props: Array<[string, PropValue]>): string {
  const key = `${tag}\0${JSON.stringify(props)}`
  let opening = tags.get(key)
  if (opening === undefined) {
    const markup = renderToStaticMarkup(createElement(tag, Object.fromEntries(props)))
    opening = VOID.has(tag) ? markup : markup.slice(0, markup.length - `</${tag}>`.length)
    if (tags.size > 5000) tags.clear()
    tags.set(key, opening)
  }
  return opening
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }

/** Text and attribute values as React escapes them. */
export function escapeText(value: string): string {
  return /["'&<>]/.test(value) ? value.replace(/["'&<>]/g, (c) => ESCAPES[c]!) : value
}
