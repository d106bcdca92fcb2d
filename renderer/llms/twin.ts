/**
 * The Markdown twin of a page: its MDX tree degraded to plain Markdown (degrade.ts) and written out
 * as GitHub-flavoured Markdown, with the page's title as its heading and its description as a
 * quote (unless the body opens with its own top heading). Pure.
 */
import type { Definition, Image, Link, Parent, Root, RootContent } from 'mdast'
import { toMarkdown, type Options } from 'mdast-util-to-markdown'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { mathToMarkdown } from 'mdast-util-math'
import { degradeTree } from './degrade.js'
import { plainText } from './plain-text.js'
import { quickMarkdown } from './quick-markdown.js'
import { eachNode } from '../mdx/each-node.js'
import { withBase } from '../../core/base-path.js'

/** How the twin is written: GitHub-flavoured Markdown with math, `-` bullets and rules, fenced code. */
export const MARKDOWN_OPTIONS: Options = { extensions: [gfmToMarkdown(), mathToMarkdown()], bullet: '-', fences: true, rule: '-' }
/** The same, with plain text written without the library's escaping scan (same output, plain-text.ts). */
const FAST_OPTIONS: Options = { ...MARKDOWN_OPTIONS, handlers: { text: plainText } }

/** The body of a page's twin, from its MDX tree; its links to site paths go under `base` (the config's basePath). */
export function twinBody(tree: Root, base = ''): string {
  const degraded = degradeTree(tree)
  if (degraded.children.length === 0) return ''
  if (base) linksUnderBase(degraded, base)
  return quickMarkdown(degraded) ?? toMarkdown(degraded, FAST_OPTIONS)
}

/** Puts the site paths of `tree`'s links, images and definitions under `base`: replaced, not changed (the degraded tree shares leaves with the page's). */
function linksUnderBase(tree: Root, base: string): void {
  eachNode<Link | Image | Definition, Parent>(tree, undefined, (node, index, parent) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return
    const url = withBase(base, node.url)
    if (url !== node.url) parent.children[index] = { ...node, url } as RootContent
  })
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
