/**
 * Search sections from the mdast (not from HTML): the text before the first heading is section
 * `''`, and each heading starts a section titled with its text. Paragraphs, list items, table rows,
 * quotes, JSX element text, the text of Markdown partials the page shows (remark-partials.ts) and
 * (when `file.data.searchCodeBlocks` is not false) code blocks become text blocks joined by '\n';
 * so does the text of a `.md` page's block HTML (`<details><summary>…`), its tags, comments,
 * scripts and styles left out (rehype-safe-html.ts renders what the allow-list keeps).
 * Sets `file.data.sections`.
 */
import type { Nodes, Root, RootContent } from 'mdast'
import type { VFile } from 'vfile'
import type { SearchSection } from '../../core/compiled-page.js'
import { plainText } from './text.js'
import { TOC_MARKER } from './remark-toc.js'
import { parseEntities } from 'parse-entities'

/** Nodes that never contribute text. */
const SILENT = new Set(['yaml', 'toml', 'mdxjsEsm', 'mdxFlowExpression', 'definition', 'thematicBreak', 'image', 'imageReference'])
/** Phrasing nodes, gathered into one block when they sit directly in a flow container. */
const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'link', 'linkReference', 'mdxJsxTextElement', 'break', 'footnoteReference', 'mdxTextExpression'])

export function remarkSections() {
  return (tree: Root, file: VFile) => {
    const codeBlocks = file.data.searchCodeBlocks !== false
    const sections: SearchSection[] = []
    let current = { id: '', title: '', blocks: [] as string[] }
    const add = (text: string) => {
      const clean = text.replace(/[ \t]+/g, ' ').trim()
      if (clean) current.blocks.push(clean)
    }
    const flush = () => {
      if (current.id !== '' || current.blocks.length) sections.push({ id: current.id, title: current.title, text: current.blocks.join('\n') })
    }

    const walk = (nodes: RootContent[]) => {
      let inline: Nodes[] = []
      const flushInline = () => {
        if (inline.length) add(inline.map(plainText).join(''))
        inline = []
      }
      for (const node of nodes) {
        if (PHRASING.has(node.type)) {
          inline.push(node)
          continue
        }
        flushInline()
        if (SILENT.has(node.type)) continue
        switch (node.type) {
          case 'heading': {
            flush()
            const id = (node.data?.hProperties?.id as string | undefined) ?? ''
            current = { id, title: plainText(node).trim(), blocks: [] }
            break
          }
          case 'paragraph': {
            const text = plainText(node)
            // VitePress's table of contents marker (remark-toc.ts): the headings are searched as headings.
            if (text.trim() !== TOC_MARKER) add(text)
            break
          }
          case 'code':
            if (codeBlocks) add(node.value)
            break
          case 'html':
            add(htmlText(node.value))
            break
          case 'table':
            for (const row of node.children) add(row.children.map((cell) => plainText(cell).trim()).join(' '))
            break
          default:
            // A partial's text sits where the element showing it is (remark-partials.ts).
            if (node.type === 'mdxJsxFlowElement' && node.data?.partial) walk(node.data.partial.children)
            else if ('children' in node) walk(node.children as RootContent[])
        }
      }
      flushInline()
    }

    walk(tree.children)
    flush()
    file.data.sections = sections
  }
}

/** The text of raw HTML: without comments, scripts, styles and tags, its character references decoded. */
function htmlText(html: string): string {
  if (!html.includes('<')) return parseEntities(html)
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|textarea|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
  return parseEntities(text)
}
