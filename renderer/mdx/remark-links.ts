/**
 * Link targets and unsafe URLs. Internal Markdown links lose a `.md`/`.mdx` extension (as in
 * Nextra). Records every markdown link, image and definition target and every
 * string-valued `href`/`src` attribute of an MDX element (and `to` of a `Link`, Docusaurus's) in `file.data.links` (with line:column,
 * for the link check). Targets with `javascript:`, `vbscript:` or `data:` (XSS-7) are removed from
 * the output and reported as `content/unsafe-url` warnings.
 */
import type { Definition, Image, Link, Nodes, Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { Position } from 'unist'
import type { VFile } from 'vfile'
import { eachNode } from './each-node.js'
import type { LinkRef } from '../../core/compiled-page.js'
import { unsafeUrlScheme } from './url-safety.js'
import { slugSegment } from '../slug.js'
import { rule } from '../../core/diagnostics/rules.js'

/** JSX attributes holding a URL that the browser may load or navigate to. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formAction', 'formaction', 'poster', 'xlinkHref', 'xlink:href', 'data', 'srcSet', 'srcset', 'srcDark'])
/** Elements whose `src` may be an image `data:` URI. */
const IMAGE_ELEMENTS = new Set(['img', 'source', 'picture', 'image', 'Image'])

export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const links: LinkRef[] = []
    const unsafeDefinitions = new Set<string>()
    const record = (href: string, position: Position | undefined) => {
      if (position) links.push({ href, line: position.start.line, column: position.start.column })
    }
    const warn = (url: string, scheme: string, position: Position | undefined) => {
      const shown = url.length > 60 ? `${url.slice(0, 57)}...` : url
      const message = file.message(`Removed an unsafe link target \`${shown.replace(/[\u0000-\u001f]/g, ' ')}\`: \`${scheme}:\` URLs can run code in the reader's browser`, {
        place: position,
        ruleId: rule('content/unsafe-url'),
        source: 'site',
      })
      message.note = 'Use an https:, mailto: or relative URL; images may use data:image/… URIs.'
    }

    eachNode<Nodes>(tree, undefined, (node) => {
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        const target = node as Link | Image | Definition
        const scheme = unsafeUrlScheme(target.url, { image: node.type === 'image' })
        if (!scheme && node.type !== 'image') target.url = withoutMarkdownExtension(target.url)
        if (!scheme) return record(target.url, node.position)
        warn(target.url, scheme, node.position)
        if (node.type === 'definition') unsafeDefinitions.add(node.identifier)
        target.url = ''
        dropProperty(node, node.type === 'image' ? 'src' : 'href')
        return
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        checkJsx(node, record, warn)
      }
    })

    if (unsafeDefinitions.size) {
      eachNode<Nodes>(tree, undefined, (node) => {
        if ((node.type === 'linkReference' || node.type === 'imageReference') && unsafeDefinitions.has(node.identifier)) {
          dropProperty(node, node.type === 'imageReference' ? 'src' : 'href')
        }
      })
    }
    file.data.links = links
  }
}

/** Records and checks the URL attributes of one JSX element; unsafe ones are removed. */
function checkJsx(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  record: (href: string, position: Position | undefined) => void,
  warn: (url: string, scheme: string, position: Position | undefined) => void,
): void {
  node.attributes = node.attributes.filter((attribute) => {
    // Docusaurus's Link takes its target as `to`.
    const linkTo = attribute.type === 'mdxJsxAttribute' && attribute.name === 'to' && node.name === 'Link'
    if (attribute.type !== 'mdxJsxAttribute' || (!URL_ATTRIBUTES.has(attribute.name) && !linkTo)) return true
    const value = staticValue(attribute)
    if (value === undefined) return true
    const position = attribute.position ?? node.position
    const image = (attribute.name === 'src' || attribute.name === 'srcDark') && IMAGE_ELEMENTS.has(node.name ?? '')
    const scheme = unsafeUrlScheme(value, { image })
    if (scheme) {
      warn(value, scheme, position)
      return false
    }
    if (attribute.name === 'href' || attribute.name === 'src' || attribute.name === 'srcDark' || linkTo) record(value, position)
    return true
  })
}

/** The string value of an attribute: a literal, or an expression that is one string literal. */
function staticValue(attribute: MdxJsxAttribute): string | undefined {
  const { value } = attribute
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return undefined
  const program = value.data?.estree
  const statement = program?.body[0]
  if (!program || program.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined
  const expression = statement.expression
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined
  return undefined
}

/**
 * An internal link to a Markdown file, as Nextra rewrites it: `./intro.mdx#setup` → `./intro#setup`
 * (the `.md`/`.mdx` extension dropped before `#`, `?` or the end); external URLs stay as written.
 */
export function withoutMarkdownExtension(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url
  const match = /^([^?#]*)\.mdx?(?=[#?]|$)/i.exec(url)
  if (!match) return url
  // A file name becomes its route as the page map makes it: `guide/README.md` → `guide/readme`.
  const route = match[1]!.split('/').map((part) => (part === '.' || part === '..' || part === '' ? part : slugSegment(safeDecode(part)))).join('/')
  const path = route.replace(/(^|\/)index$/, '$1')
  return (path === '' ? './' : path) + url.slice(match[0].length)
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

/** Makes mdast-util-to-hast emit the element without `property`. */
function dropProperty(node: Nodes, property: 'href' | 'src'): void {
  node.data = { ...node.data, hProperties: { ...(node.data as { hProperties?: object } | undefined)?.hProperties, [property]: undefined } }
}
