/**
 * Admonitions as Docusaurus, Starlight and VitePress write them → callouts:
 *
 *   :::tip[Optional title]
 *   Content, any Markdown.
 *   :::
 *
 * Only container directives are read (micromark-extension-directive's container construct, with
 * mdast-util-directive). Its text (`:name`) and leaf (`::name`) directives are left out: prose such
 * as `Note:this` or `:tada:` would become directive nodes to turn back into text, and every page
 * with a colon before a letter would leave markdown-it's quick parse (quick-parse.ts), which only
 * refuses a line opening a container. A known name becomes `<Callout type>` (the type GitHub
 * alerts map to, remark-alerts.ts); its label, when given, becomes the callout's first line in
 * bold. `details` is a `<details>` element titled by its label, `code-group` tabs of its code
 * blocks (VitePress) and `tabs` tabs of its `== label` parts (vitepress-plugin-tabs,
 * container-tabs.ts). Another name is a located warning and its content is kept in place. The
 * spaced openings of VitePress and older Docusaurus pages (`::: tip Title`, `:::note Title`) are
 * read as `:::tip[Title]`.
 */
import type { Paragraph, Parents, Root, RootContent } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import { directiveFromMarkdown } from 'mdast-util-directive'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { directive } from 'micromark-extension-directive'
import type { Processor } from 'unified'
import type { VFile } from 'vfile'
import { rule } from '../../core/diagnostics/rules.js'
import { eachNode } from './each-node.js'
import { codeGroupOf, tabsOf } from './container-tabs.js'
import { ADMONITION_TYPES } from '../../templates/mdx/admonition-types.js'

type Extension = ReturnType<typeof directive>

/** A line opening a container directive, possibly inside a quote or list item: pages with one are parsed by micromark. */
export const CONTAINER_OPENING = /^[ \t>*+\-\d.)]*:{3,}[ \t]*[A-Za-z]/m

/** Containers of VitePress besides the admonitions. */
const OTHER_CONTAINERS = new Set(['details', 'code-group', 'tabs'])

/**
 * An opening line written with a space, as VitePress writes it (`::: tip`, `::: tip Custom title`),
 * or with its title after a space, as Docusaurus still reads it (`:::note Your title`), for a
 * known name: the directive syntax takes neither.
 */
const SPACED_OPENING = /^([ \t>*+\-\d.)]*)(:{3,})[ \t]*([A-Za-z][\w-]*)(?:[ \t]+([^\s[{][^\n]*?))?[ \t]*$/gm

/** `text` with every spaced opening of a known admonition written as the directive syntax reads it (`:::tip[Custom title]`). */
export function directiveOpenings(text: string): string {
  if (!text.includes(':::')) return text
  return text.replace(SPACED_OPENING, (line, lead: string, colons: string, name: string, title: string | undefined) => {
    if (!(name.toLowerCase() in ADMONITION_TYPES) && !OTHER_CONTAINERS.has(name.toLowerCase())) return line
    return `${lead}${colons}${name}${title ? `[${title.replace(/[\\[\]]/g, '\\$&')}]` : ''}`
  })
}

/** micromark-extension-directive's container construct alone (the package exports the three together). */
function containerOnly(): Extension {
  const container = [directive().flow?.[58]].flat().find((construct) => construct?.tokenize.name === 'tokenizeDirectiveContainer')
  if (!container) throw new Error('micromark-extension-directive has no container construct: check its version against remark-admonitions.ts')
  return { flow: { 58: [container] } }
}

export function remarkAdmonitions(this: Processor) {
  // The keys remark-parse reads its syntax extensions from (as remark-gfm adds GFM's).
  const data = this.data() as { micromarkExtensions?: Extension[]; fromMarkdownExtensions?: unknown[] }
  ;(data.micromarkExtensions ??= []).push(containerOnly())
  ;(data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown())
  // The parser reads spaced openings rewritten (the line keeps its number; diagnostics quote the page as written).
  const parse = this.parser
  if (parse) this.parser = (text, file) => parse(directiveOpenings(text), file)
  return admonitionsIn
}

/** Turns the admonitions and containers of `tree` (parsed from `file`) into what they show; unknown names are warned of in `file`. */
export function admonitionsIn(tree: Root, file: VFile): void {
  // Most pages hold none: no walk of their tree.
  if (!String(file.value).includes(':::')) return
  eachNode<ContainerDirective, Parents>(tree, 'containerDirective', (node, index, parent) => {
      const name = node.name.toLowerCase()
      if (name === 'details') {
        parent.children[index] = detailsOf(node) as unknown as ContainerDirective
        return index
      }
      if (name === 'code-group' || name === 'tabs') {
        // Walked into: a tab may hold another container.
        parent.children[index] = (name === 'tabs' ? tabsOf(node) : codeGroupOf(node)) as unknown as ContainerDirective
        return index
      }
      const type = ADMONITION_TYPES[name]
      const children = contentOf(node)
      if (!type) {
        const message = file.message(`Unknown admonition \`:::${node.name}\`: its content is shown without a box`, { place: node.position, ruleId: rule('content/unknown-admonition'), source: 'site' })
        message.note = `Use one of ${Object.keys(ADMONITION_TYPES).map((name) => `:::${name}`).join(', ')}.`
        parent.children.splice(index, 1, ...(children as RootContent[]))
        return index
      }
      const callout: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Callout',
        attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: type }],
        children: children as MdxJsxFlowElement['children'],
        position: node.position,
      }
      parent.children[index] = callout as unknown as ContainerDirective
      // Walk into the callout: it may hold another admonition (`::::note` around `:::tip`).
      return index
    })
}

/** The directive's children, its `[label]` paragraph made a bold first line. */
function contentOf(node: ContainerDirective): ContainerDirective['children'] {
  const [first, ...rest] = node.children
  if (first?.type !== 'paragraph' || !first.data?.directiveLabel) return node.children
  if (first.children.length === 0) return rest
  const title: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: first.children }], position: first.position }
  return [title, ...rest]
}

/** VitePress's `::: details Title`: a `<details>` whose summary is the title (else "Details"). */
function detailsOf(node: ContainerDirective): MdxJsxFlowElement {
  const [first, ...rest] = node.children
  const label = first?.type === 'paragraph' && first.data?.directiveLabel === true ? first : undefined
  const summary = { type: 'mdxJsxTextElement', name: 'summary', attributes: [], children: label?.children.length ? label.children : [{ type: 'text', value: 'Details' }] }
  return {
    type: 'mdxJsxFlowElement',
    name: 'details',
    attributes: [],
    children: [summary, ...(label ? rest : node.children)] as MdxJsxFlowElement['children'],
    position: node.position,
  }
}
