/**
 * The React props of a hast element and the children its JSX would get, exactly as @mdx-js/mdx
 * makes them (hast-util-to-estree 3 with MDX's settings: React attribute names, DOM-cased style
 * objects, a table cell's `align` as `textAlign`). A plain page's HTML (html.ts) and its component
 * elements (react.ts) both start from these, so they render what the compiled JavaScript would.
 */
import type { Element, Root, RootContent, Text } from 'hast'
import { stringify as commas } from 'comma-separated-tokens'
import { whitespace } from 'hast-util-whitespace'
import { find, hastToReact, html } from 'property-information'
import { stringify as spaces } from 'space-separated-tokens'
import styleToJs from 'style-to-js'

/** A prop value: a string, `true` (an attribute written without value) or a style object. */
export type PropValue = string | true | Record<string, string>

/** Elements whose line-break text children JSX leaves out (hast-util-to-estree). */
const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr'])
const TABLE_CELLS = new Set(['td', 'th'])

/** The props of `node` in the order JSX lists them (no `children`). */
export function propsOf(node: Element): Array<[string, PropValue]> {
  const props: Array<[string, PropValue]> = []
  let align: string | undefined
  let style: Record<string, string> | undefined
  for (const [key, raw] of Object.entries(node.properties ?? {})) {
    const info = find(html, key)
    if (raw === null || raw === undefined || raw === false || (typeof raw === 'number' && Number.isNaN(raw)) || (!raw && info.boolean)) continue
    const name = info.space ? (hastToReact as Record<string, string>)[info.property] || info.property : info.attribute
    const value = Array.isArray(raw) ? (info.commaSeparated ? commas(raw.map(String)) : spaces(raw.map(String))) : raw
    if (name === 'style') {
      style = { ...styleObject(String(value)) }
      props.push([name, style])
    } else if (value === true) props.push([name, true])
    else if (TABLE_CELLS.has(node.tagName) && name === 'align') align = String(value)
    else props.push([name, String(value)])
  }
  if (align !== undefined) {
    if (!style) props.push(['style', (style = {})])
    style.textAlign = align
  }
  return props
}

/**
 * The children JSX gives `parent`: its elements and non-empty texts; line breaks dropped inside
 * table elements; at the root, whitespace at either end dropped. (A plain page has no comments.)
 */
export function childrenOf(parent: Element | Root): Array<Element | Text> {
  const lineBreaks = parent.type === 'element' && TABLE_ELEMENTS.has(parent.tagName.toLowerCase())
  const kept: Array<Element | Text> = []
  for (const c of parent.children as RootContent[]) {
    if (c.type === 'element' || (c.type === 'text' && c.value !== '' && !(lineBreaks && c.value === '\n'))) kept.push(c)
  }
  if (parent.type !== 'root') return kept
  let start = 0
  let end = kept.length
  while (start < end && isBlank(kept[start]!)) start++
  while (end > start && isBlank(kept[end - 1]!)) end--
  return kept.slice(start, end)
}

function isBlank(node: Element | Text): boolean {
  return node.type === 'text' && whitespace(node.value)
}

const styles = new Map<string, Record<string, string>>()

/** A `style` attribute as React's style object (style-to-js, as MDX parses it); memoized: highlighted code repeats a few styles. */
function styleObject(value: string): Record<string, string> {
  let parsed = styles.get(value)
  if (!parsed) {
    parsed = styleToJs(value, { reactCompat: true }) as Record<string, string>
    if (styles.size > 2000) styles.clear()
    styles.set(value, parsed)
  }
  return parsed
}
