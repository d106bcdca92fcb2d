/**
 * A post's excerpt where its front matter has no `description`: the text of its paragraphs before
 * Docusaurus's truncate marker (`<!-- truncate -->` in Markdown, `{/* truncate *\/}` in MDX), as
 * plain text, for the blog's listings and feeds. Parsed as Markdown without MDX: JSX and HTML in
 * it are left out. Pure.
 */
import type { Paragraph } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toString } from 'mdast-util-to-string'
import { frontmatterBlock, normalizeSource } from '../frontmatter.js'

const TRUNCATE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m

/** The plain text before the truncate marker of `source` (a whole page file), or undefined without a marker or text. */
export function excerptOf(source: string): string | undefined {
  const text = normalizeSource(source)
  const marker = TRUNCATE.exec(text)
  if (!marker) return undefined
  const head = text.slice(0, marker.index)
  const body = head.slice(frontmatterBlock(head).length).replace(/^\n---/, '')
  const tree = fromMarkdown(body)
  const excerpt = tree.children
    .filter((node): node is Paragraph => node.type === 'paragraph')
    .map((node) => toString(node, { includeHtml: false }).replace(/\s+/g, ' ').trim())
    .filter((line) => line && !/^(import|export)\s/.test(line))
    .join(' ')
  return excerpt || undefined
}
