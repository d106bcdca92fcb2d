/**
 * The Markdown twin of a page: its MDX tree degraded to plain Markdown (degrade.ts) and written out
 * as GitHub-flavoured Markdown, with the page's title as its heading and its description as a
 * quote (unless the body opens with its own top heading). Pure.
 */
import type { Root } from 'mdast'
import { toMarkdown } from 'mdast-util-to-markdown'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { mathToMarkdown } from 'mdast-util-math'
import { degradeTree } from './degrade.js'

/** The body of a page's twin, from its MDX tree. */
export function twinBody(tree: Root): string {
  const degraded = degradeTree(tree)
  if (degraded.children.length === 0) return ''
  return toMarkdown(degraded, { extensions: [gfmToMarkdown(), mathToMarkdown()], bullet: '-', fences: true, rule: '-' })
}

/** The whole twin: `# title`, the description quoted, then the body. */
export function twinDocument(page: { title: string; description?: string }, body: string): string {
  if (/^# /.test(body)) return body
  const description = page.description ? `> ${page.description.replace(/\s+/g, ' ').trim()}\n\n` : ''
  return `# ${page.title}\n\n${description}${body}`
}

/** Output path of a route's twin: `/` → index.md, `/docs/intro` → docs/intro.md (served at /docs/intro.md). */
export function twinPath(route: string): string {
  return route === '/' ? 'index.md' : `${route.slice(1)}.md`
}
