/**
 * Raw HTML in a `.md` page, as Nextra renders it (rehype-raw for `format: 'md'`), VitePress and
 * Docusaurus too: `<details>`, `<kbd>`, `<img width>`, `<p align="center">`, `<br>`. The page's
 * tree is parsed again with its HTML (hast-util-raw) and passed through an allow-list
 * (hast-util-sanitize: GitHub's schema, plus classes and a few elements; no `data-*`, which the
 * theme's scripts read), so no script,
 * style, iframe, object, embed, SVG, form control, event handler or script URL comes from a
 * page (XSS-8). What the allow-list drops is a located `content/raw-html` warning; the HTML's
 * links and images are checked and published like Markdown ones.
 *
 * Only a page holding raw HTML is parsed again. Code blocks and the page's components (callouts
 * of alerts and admonitions, npm2yarn tabs) are set aside first and put back after: the parse
 * would drop a fence's meta (`data.meta`) and cannot hold MDX nodes; a component's children go
 * through the allow-list with the rest.
 */
import type { Element, ElementContent, Nodes, Root, RootContent } from 'hast'
import { raw } from 'hast-util-raw'
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize'
import type { VFile } from 'vfile'
import { rule } from '../../core/diagnostics/rules.js'
import { eachNode, SKIP } from './each-node.js'
import { unsafeUrlScheme } from './url-safety.js'

/** The element standing in for a node set aside, by its index in the list of those. */
const SLOT = 'site-set-aside'

/** Dropped with their content (the allow-list unwraps other unknown elements, keeping their text). */
const STRIPPED = ['script', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed', 'noframes', 'textarea', 'select', 'button', 'title', 'xmp', 'svg', 'math', 'link', 'meta', 'base']

const SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: [...defaultSchema.tagNames!, 'abbr', 'mark', 'small', 'u', 'cite', 'dfn', 'wbr', 'caption', 'col', 'colgroup', 'figure', 'figcaption', 'center', SLOT],
  attributes: {
    ...defaultSchema.attributes,
    // No `data-*`: the theme's scripts act on theirs (`data-module` is a script to import).
    '*': [...defaultSchema.attributes!['*']!, 'className', 'ariaHidden', 'role'],
    a: [...defaultSchema.attributes!.a!, 'target', 'rel'],
    img: [...defaultSchema.attributes!.img!, 'srcSet', 'sizes', 'loading', 'decoding'],
    source: [...defaultSchema.attributes!.source!, 'type', 'sizes'],
    [SLOT]: ['dataIndex'],
  },
  protocols: { ...defaultSchema.protocols, href: [...defaultSchema.protocols!.href!, 'tel'] },
  // Heading ids are the page's anchors: not prefixed as GitHub prefixes them.
  clobber: [],
  strip: STRIPPED,
}

export function rehypeSafeHtml() {
  return (tree: Root, file: VFile) => {
    if (!holdsRaw(tree)) return
    const aside: Array<Nodes & { children?: ElementContent[] }> = []
    setAside(tree, aside)
    const markdownLinks = linkOffsets(tree)
    const parsed = raw(tree, { file }) as Root
    vitepressBadges(parsed)
    reportDropped(parsed, file)
    const clean = sanitize(parsed, SCHEMA) as Root
    putBack(clean, aside)
    tidy(clean)
    recordLinks(clean, file, markdownLinks)
    tree.children = clean.children
  }
}

/**
 * VitePress's `<Badge type="tip" text="beta" />` (a component of its theme, written as HTML): the
 * theme's badge. The parser reads `<badge />` as an opening tag, so what follows it in its block
 * became its children: with a `text`, they are moved back after it.
 */
function vitepressBadges(tree: Root): void {
  eachNode<Element, Root | Element>(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'badge') return
    const text = node.properties.text
    const badge: Element = { type: 'element', tagName: 'span', properties: { className: ['badge'] }, children: typeof text === 'string' ? [{ type: 'text', value: text }] : node.children, position: node.position }
    const after = typeof text === 'string' ? node.children : []
    parent.children.splice(index, 1, badge, ...after)
    return index + 1
  })
}

function holdsRaw(node: Nodes): boolean {
  return node.type === 'raw' || ('children' in node && (node.children as Nodes[]).some(holdsRaw))
}

/** Replaces code blocks and MDX nodes with slots (a component's children go into its slot). */
function setAside(tree: Root, aside: Nodes[]): void {
  eachNode<RootContent, Root | Element>(tree, undefined, (node, index, parent) => {
    const isCode = node.type === 'element' && node.tagName === 'pre'
    if (!isCode && !node.type.startsWith('mdx')) return
    const slot: Element = { type: 'element', tagName: SLOT, properties: { dataIndex: aside.length }, children: isCode ? [] : ((node as { children?: ElementContent[] }).children ?? []) }
    aside.push(node as Nodes)
    parent.children[index] = slot as never
    return isCode ? index + 1 : undefined
  })
}

/** Puts the nodes set aside back in place of their slots, each component with its slot's (cleaned) children. */
function putBack(tree: Root, aside: Array<Nodes & { children?: ElementContent[] }>): void {
  eachNode<Element, Root | Element>(tree, 'element', (node, index, parent) => {
    if (node.tagName !== SLOT) return
    putBack(node as unknown as Root, aside)
    const original = aside[Number(node.properties.dataIndex)]!
    if (original.type !== 'element' && 'children' in original) original.children = node.children
    parent.children[index] = original as never
    return index + 1
  })
}

/**
 * Adds the links and images of the HTML to the page's links (remark-links.ts records the
 * Markdown ones): checked like them, and a relative `<img src="./x.png">` is published like
 * `![](./x.png)` (stages/relative-assets.ts). At the element's place: hast keeps none for attributes.
 */
function recordLinks(tree: Root, file: VFile, markdown: Set<number>): void {
  const links = (file.data.links ??= [])
  eachNode<Element>(tree, 'element', (node) => {
    const url = linkOf(node)
    const at = node.position?.start
    if (url !== undefined && at && !markdown.has(at.offset!)) links.push({ href: url, line: at.line, column: at.column })
  })
  links.sort((a, b) => a.line - b.line || a.column - b.column)
}

/** The target of a link or image element. */
function linkOf(node: Element): string | undefined {
  const url = node.tagName === 'a' ? node.properties.href : node.tagName === 'img' ? node.properties.src : undefined
  return typeof url === 'string' ? url : undefined
}

/** Where the links and images of the Markdown start (remark-links.ts recorded them). */
function linkOffsets(tree: Root): Set<number> {
  const offsets = new Set<number>()
  eachNode<Element>(tree, 'element', (node) => {
    if (linkOf(node) !== undefined && node.position?.start.offset !== undefined) offsets.add(node.position.start.offset)
  })
  return offsets
}

/** Removes paragraphs left empty by what was dropped, and the blank text a dropped block leaves twice. */
function tidy(tree: Root): void {
  const blank = (node: Nodes | undefined) => node?.type === 'text' && node.value.trim() === ''
  eachNode<ElementContent, Root | Element>(tree, undefined, (node, index, parent) => {
    const emptied = node.type === 'element' && node.tagName === 'p' && node.children.every(blank)
    if (!emptied && !(blank(node) && blank(parent.children[index - 1]))) return
    parent.children.splice(index, 1)
    return index
  })
}

/** Properties holding a URL the browser loads or follows (the allow-list takes http(s), mailto, tel and relative ones there). */
const URL_PROPERTIES = new Set(['href', 'src', 'srcSet', 'cite', 'longDesc', 'action', 'poster', 'data', 'formAction'])

/** Warns at what the allow-list drops, each kind once a page: elements, event handlers, `style` attributes, script URLs. */
function reportDropped(tree: Root, file: VFile): void {
  const allowed = new Set(SCHEMA.tagNames)
  const told = new Set<string>()
  const warn = (what: string, node: Element) => {
    if (told.has(what)) return
    told.add(what)
    const message = file.message(`${what} in a .md page is not rendered: raw HTML in Markdown is limited to safe elements and attributes`, { place: node.position, ruleId: rule('content/raw-html'), source: 'site' })
    message.note = 'Write it in Markdown, or rename the page to .mdx to use components.'
  }
  eachNode<Element>(tree, 'element', (node) => {
    if (node.tagName === SLOT) return
    if (!allowed.has(node.tagName)) warn(`\`<${node.tagName}>\``, node)
    for (const [name, value] of Object.entries(node.properties)) {
      const scheme = URL_PROPERTIES.has(name) && typeof value === 'string' ? unsafeUrlScheme(value) : undefined
      if (/^on/i.test(name)) warn(`The event handler \`${name.toLowerCase()}\``, node)
      else if (name === 'style') warn('The `style` attribute', node)
      else if (scheme) warn(`A \`${scheme}:\` URL`, node)
    }
    return STRIPPED.includes(node.tagName) ? SKIP : undefined
  })
}
