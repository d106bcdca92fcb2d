/**
 * An MDX tree degraded to plain Markdown: ESM and expressions dropped, components turned into the
 * Markdown that says the same thing (Callout → blockquote led by its label, Tabs → a headed
 * section per tab, Cards → a list of links, Details → its summary in bold then its content,
 * FileTree → a nested list, img → an image, a Markdown partial → its content); any other component
 * keeps its `title` (bold), `subtitle` or `description`, and its children. Builds a new tree and
 * never changes the one it reads (the page's HTML is compiled from it). Pure.
 */
import type { BlockContent, Heading, List, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'

type Jsx = MdxJsxFlowElement | MdxJsxTextElement
type Degrader = (node: Jsx, depth: number) => RootContent[]

const CALLOUT_LABELS: Record<string, string> = { default: 'Note', info: 'Info', warning: 'Warning', error: 'Caution', success: 'Tip', important: 'Important' }

/** The plain-Markdown copy of `tree`. */
export function degradeTree(tree: Root): Root {
  return { type: 'root', children: degradeChildren(tree.children, 1) }
}

/** Degrades a list of siblings; `depth` is the depth of the heading they sit under (1 at the top). */
function degradeChildren(children: readonly Nodes[], depth: number): RootContent[] {
  const out: RootContent[] = []
  let current = depth
  for (const child of children) {
    if (child.type === 'heading') current = child.depth
    out.push(...degradeNode(child, current))
  }
  return out
}

function degradeNode(node: Nodes, depth: number): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return []
    case 'mdxJsxFlowElement':
      // Block context: text an unwrapped component held becomes a paragraph.
      return asBlocks(degradeJsx(node, depth))
    case 'mdxJsxTextElement':
      return phrasingOf(degradeJsx(node, depth))
    default:
      if ('children' in node) return [{ ...node, children: degradeChildren(node.children, depth) } as RootContent]
      return [node as RootContent]
  }
}

function degradeJsx(node: Jsx, depth: number): RootContent[] {
  // A Markdown partial the page shows: its content (mdx/remark-partials.ts).
  if (node.data?.partial) return degradeChildren(node.data.partial.children, depth)
  const name = node.name ?? ''
  const degrader = DEGRADERS[name] ?? DEGRADERS[name.split('.').pop()!]
  return degrader ? degrader(node, depth) : [...labelsOf(node), ...degradeChildren(node.children, depth)]
}

/** An unknown component's `title` (in bold) and `subtitle` or `description` attributes, as paragraphs. */
function labelsOf(node: Jsx): RootContent[] {
  const out: RootContent[] = []
  const title = stringAttr(node, 'title')
  if (title) out.push({ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: title }] }] })
  const text = stringAttr(node, 'subtitle') ?? stringAttr(node, 'description')
  if (text) out.push({ type: 'paragraph', children: [{ type: 'text', value: text }] })
  return out
}

const DEGRADERS: Record<string, Degrader> = {
  Callout(node, depth) {
    const label = CALLOUT_LABELS[stringAttr(node, 'type') ?? 'default'] ?? 'Note'
    const body = asBlocks(degradeChildren(node.children, depth))
    const lead: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] }
    return [{ type: 'blockquote', children: [lead, ...body] }]
  },
  Tabs(node, depth) {
    const labels = listAttr(node, 'items')
    const tabs = node.children.filter((c): c is Jsx => isJsx(c))
    const level = Math.min(6, depth + 1) as Heading['depth']
    return tabs.flatMap((tab, i) => {
      const label = labels[i] ?? stringAttr(tab, 'title') ?? `Tab ${i + 1}`
      const heading: Heading = { type: 'heading', depth: level, children: [{ type: 'text', value: label }] }
      return [heading, ...degradeChildren(tab.children, level)]
    })
  },
  Cards(node, depth) {
    const items: ListItem[] = node.children.filter((c): c is Jsx => isJsx(c)).map((card) => cardItem(card, depth))
    return items.length ? [{ type: 'list', ordered: false, spread: false, children: items }] : []
  },
  Card(node, depth) {
    return [{ type: 'list', ordered: false, spread: false, children: [cardItem(node, depth)] }]
  },
  Details(node, depth) {
    const summary = stringAttr(node, 'summary') ?? 'Details'
    return [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: summary }] }] }, ...degradeChildren(node.children, depth)]
  },
  FileTree(node) {
    const list = fileList(node)
    return list ? [list] : []
  },
  img(node) {
    const src = stringAttr(node, 'src')
    return src ? [{ type: 'paragraph', children: [{ type: 'image', url: src, alt: stringAttr(node, 'alt') ?? '' }] }] : []
  },
  br() {
    return [{ type: 'break' } as RootContent]
  },
}

/** A card as a list item: `[title](href)`, then its text. */
function cardItem(card: Jsx, depth: number): ListItem {
  const title = stringAttr(card, 'title') ?? stringAttr(card, 'href') ?? ''
  const href = stringAttr(card, 'href')
  const label: PhrasingContent = href ? { type: 'link', url: href, children: [{ type: 'text', value: title }] } : { type: 'text', value: title }
  const text = phrasingOf(degradeChildren(card.children, depth))
  const children: PhrasingContent[] = text.length ? [label, { type: 'text', value: ': ' }, ...text] : [label]
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] }
}

/** FileTree.Folder / FileTree.File as a nested list of names (folders end with `/`). */
function fileList(node: Jsx): List | undefined {
  const items: ListItem[] = node.children.filter((c): c is Jsx => isJsx(c)).map((child) => {
    const isFolder = (child.name ?? '').endsWith('Folder')
    const name = `${stringAttr(child, 'name') ?? ''}${isFolder ? '/' : ''}`
    const nested = isFolder ? fileList(child) : undefined
    return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'inlineCode', value: name }] }, ...(nested ? [nested] : [])] }
  })
  return items.length ? { type: 'list', ordered: false, spread: false, children: items } : undefined
}

/** Block content of degraded nodes, phrasing runs wrapped in paragraphs. */
function asBlocks(nodes: RootContent[]): BlockContent[] {
  const blocks: BlockContent[] = []
  let run: PhrasingContent[] = []
  const flush = () => {
    if (run.length) blocks.push({ type: 'paragraph', children: run })
    run = []
  }
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node)
    else {
      flush()
      blocks.push(node as BlockContent)
    }
  }
  flush()
  return blocks
}

/** The phrasing content of degraded nodes (paragraphs unwrapped, joined by spaces). */
function phrasingOf(nodes: RootContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = []
  for (const node of nodes) {
    const parts = isPhrasing(node) ? [node] : node.type === 'paragraph' ? node.children : []
    if (parts.length && out.length) out.push({ type: 'text', value: ' ' })
    out.push(...parts)
  }
  return out
}

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'linkReference', 'imageReference', 'footnoteReference', 'html'])

function isPhrasing(node: RootContent): node is PhrasingContent {
  return PHRASING.has(node.type)
}

function isJsx(node: Nodes): node is Jsx {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
}

function attr(node: Jsx, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name)
}

/** A string attribute (`title="x"` or `title={'x'}`). */
function stringAttr(node: Jsx, name: string): string | undefined {
  const value = attr(node, name)?.value
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') return /^\s*(['"`])(.*)\1\s*$/s.exec(value.value)?.[2]
  return undefined
}

/** The string literals of an array attribute (`items={['A', 'B']}`). */
function listAttr(node: Jsx, name: string): string[] {
  const value = attr(node, name)?.value
  if (!value || typeof value !== 'object') return []
  return [...value.value.matchAll(/(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]!.replace(/\\(.)/g, '$1'))
}
