/**
 * The Markdown partials a page shows, for its search sections, its Markdown twin, its headings and
 * its ids: a page that imports `./shared.mdx` (or `.md`, by any path the bundle resolves:
 * partial-path.ts) and writes `<Shared />` renders the partial's content in its place
 * (bundle-page.ts compiles it as a component; also inline, as in `Version <Version />.`), and
 * Nextra's search and table of contents find it there. Each such element gets the partial's tree,
 * parsed as the bundle compiles it (MDX, or Markdown for a `.md` file: `file.data.parseMarkdown`)
 * and given its heading ids as the partial's own compile gives them, in `data.partial`;
 * remark-sections and the twin (llms/degrade.ts) read it in the element's place. The page's heading list (`file.data.headings`: its table of contents,
 * as Nextra 2 and 3 splice in each partial's `useTOC`) gets the partial's headings there, and
 * `file.data.partialIds` their ids (rehype-ids.ts: anchors into them are not broken). The element
 * itself, and so the HTML, is left as it is. Partials inside partials are read too, each file once
 * along a chain.
 *
 * Runs only when the compile says where the project is (`file.data.root`, a page that imports):
 * not for a partial's own compile, whose text is never read. A partial that cannot be read or
 * parsed is left out; the bundle reports it. The search index's name hashes what its text is made
 * from: partial-texts.ts gives the partials' texts for it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Program } from 'estree'
import type { Heading as MdastHeading, Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { Processor } from 'unified'
import { VFile } from 'vfile'
import type { Heading } from '../../core/compiled-page.js'
import { eachNode } from './each-node.js'
import { admonitionsIn } from './remark-admonitions.js'
import { isCommonMark } from './imports-modules.js'
import { markAndUnravelOf } from './mark-and-unravel.js'
import { remarkAlerts } from './remark-alerts.js'
import { remarkHeadings } from './remark-headings.js'
import { MARKDOWN_IMPORT, partialResolver, type ResolvePartial } from './partial-path.js'
import { plainText } from './text.js'
import type { HeadingIdStyle } from './heading-slug.js'

/** Parses a partial's text (the file at `at`) into its tree. */
type Parse = (text: string, at: string) => Root | Promise<Root>

/** How partials are found and read: the resolver of their imports and the parser. */
interface Reading {
  resolve: ResolvePartial
  parse: Parse
  /** Whose slugs the page's heading ids are: the partials' are the same kind. */
  headingIds?: HeadingIdStyle
}

export function remarkPartials(this: Processor) {
  const processor = this
  // As MDX's own pipeline does before the page's plugins: a paragraph holding only a component becomes the component.
  const unravel = markAndUnravelOf(processor)
  const parseMdx = (text: string, at: string) => {
    const tree = processor.parse(new VFile({ value: text, path: at })) as Root
    unravel?.(tree)
    return tree
  }
  return (tree: Root, file: VFile) => {
    const root = file.data.root
    if (!root || !file.path || !tree.children.some((node) => node.type === 'mdxjsEsm')) return
    const page = path.resolve(root, file.path)
    // A `.md` partial is Markdown, as the bundle compiles it: `{`, `<` and comments are text there
    // (unless it imports, mdx/imports-modules.ts).
    const { parseMarkdown } = file.data
    const parse: Parse = (text, at) => (isCommonMark(at, text) && parseMarkdown ? parseMarkdown(text, at) : parseMdx(text, at))
    return attachPartials(tree, page, { resolve: partialResolver(root), parse, headingIds: file.data.headingIds }, new Set([page])).then((shown) => {
      if (!shown) return
      const headings = headingsOf(tree)
      file.data.headings = headings
      // The partials' headings are in the page's HTML (their components render them), not in its tree.
      file.data.partialIds = [...new Set(headings.map((h) => h.id))]
    })
  }
}

/** Gives each element of `tree` that shows a partial its tree; `seen` are the files of the chain so far. Whether any was given one. */
async function attachPartials(tree: Root, file: string, reading: Reading, seen: Set<string>): Promise<boolean> {
  const partials = partialImports(tree, file, reading.resolve)
  if (!partials.size) return false
  // Shown as a block (`<Shared />` alone) or inline (`Version <Version />.`).
  const showing: Array<MdxJsxFlowElement | MdxJsxTextElement> = []
  eachNode(tree, undefined, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as MdxJsxFlowElement).name && partials.has((node as MdxJsxFlowElement).name!)) showing.push(node as MdxJsxFlowElement | MdxJsxTextElement)
  })
  let shown = false
  for (const node of showing) {
    const target = partials.get(node.name!)!
    if (seen.has(target)) continue
    const partial = await partialTree(target, reading)
    if (!partial) continue
    await attachPartials(partial, target, reading, new Set([...seen, target]))
    node.data = { ...node.data, partial }
    shown = true
  }
  return shown
}

/** The name each Markdown partial is imported under (default imports of `.md`/`.mdx` files), to its absolute path. */
function partialImports(tree: Root, file: string, resolve: ResolvePartial): Map<string, string> {
  const found = new Map<string, string>()
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string' || !MARKDOWN_IMPORT.test(statement.source.value)) continue
      const target = resolve(statement.source.value, file)
      if (!target) continue
      for (const specifier of statement.specifiers) if (specifier.type === 'ImportDefaultSpecifier') found.set(specifier.local.name, target)
    }
  }
  return found
}

/** The headings of `tree` in document order (as remark-headings.ts lists them), a shown partial's in its element's place. */
function headingsOf(tree: Root): Heading[] {
  const headings: Heading[] = []
  eachNode(tree, undefined, (node) => {
    if (node.type === 'heading') {
      const heading = node as MdastHeading
      headings.push({ id: String(heading.data?.hProperties?.id ?? ''), value: plainText(heading).trim(), depth: heading.depth })
    } else if (node.type === 'mdxJsxFlowElement' && (node as MdxJsxFlowElement).data?.partial) {
      headings.push(...headingsOf((node as MdxJsxFlowElement).data!.partial!))
    }
  })
  return headings
}

/** The partial's tree with its components unravelled, its admonitions and alerts made callouts and its heading ids, as its own compile makes them; none when it cannot be read or parsed. */
async function partialTree(file: string, { parse, headingIds }: Reading): Promise<Root | undefined> {
  try {
    const text = readFileSync(file, 'utf8').replace(/^\ufeff/, '').replace(/\r\n?/g, '\n')
    const tree = await parse(text, file)
    // Its admonitions too (the page's own steps ran before it was attached); what they warn of, its own compile says.
    admonitionsIn(tree, new VFile({ value: text, path: file }))
    remarkAlerts()(tree)
    remarkHeadings()(tree, new VFile({ data: { headingIds } }))
    return tree
  } catch {
    return undefined
  }
}
