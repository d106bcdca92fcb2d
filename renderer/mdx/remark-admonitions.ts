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
 * bold. Another name is a located warning and its content is kept in place.
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

/** Admonition name → Callout `type`: the names of Docusaurus (note, tip, info, warning, danger, caution), Starlight and VitePress, and GitHub's important. */
export const ADMONITION_TYPES: Record<string, string> = {
  note: 'info',
  info: 'info',
  tip: 'success',
  important: 'important',
  warning: 'warning',
  caution: 'warning',
  danger: 'error',
}

type Extension = ReturnType<typeof directive>

/** A line opening a container directive, possibly inside a quote or list item: pages with one are parsed by micromark. */
export const CONTAINER_OPENING = /^[ \t>*+\-\d.)]*:{3,}[A-Za-z]/m

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
  return (tree: Root, file: VFile) => {
    eachNode<ContainerDirective, Parents>(tree, 'containerDirective', (node, index, parent) => {
      const children = contentOf(node)
      const type = ADMONITION_TYPES[node.name.toLowerCase()]
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
}

/** The directive's children, its `[label]` paragraph made a bold first line. */
function contentOf(node: ContainerDirective): ContainerDirective['children'] {
  const [first, ...rest] = node.children
  if (first?.type !== 'paragraph' || !first.data?.directiveLabel) return node.children
  if (first.children.length === 0) return rest
  const title: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: first.children }], position: first.position }
  return [title, ...rest]
}
