/**
 * llms.txt and llms-full.txt of one locale (the llmstxt.org format): the brand as the title, the
 * site description as the summary, the top-level pages as a list, then one `##` section per
 * top-level sidebar folder listing its pages in sidebar order, each linking to the page's Markdown
 * twin with its description. llms-full.txt holds every listed page's twin, in the same order.
 * Only indexable pages shown in the sidebar are listed. Pure.
 */
import type { FolderEntry, MdxPageEntry, NavEntry } from '../../core/page-map.js'
import type { OutputFile } from '../../core/compiled-page.js'
import { isIndexable } from '../seo/indexable.js'
import { twinPath } from './twin.js'
import { absoluteUrl } from '../../core/absolute-url.js'

export interface LlmsInput {
  /** The locale's navigation tree. */
  tree: FolderEntry
  /** Output folder of the locale: '' for the default locale, else `fr/`. */
  prefix: string
  siteUrl: string
  title: string
  summary?: string
  /** The twin of a page (files.ts `twinFile`), when it has one. */
  twinOf(page: MdxPageEntry): string | undefined
}

interface Section {
  title?: string
  pages: MdxPageEntry[]
}

/** `llms.txt` and `llms-full.txt` under the locale's prefix. */
export function llmsFiles(input: LlmsInput): OutputFile[] {
  const sections = sidebarSections(input.tree)
  const abs = (path: string) => absoluteUrl(path, input.siteUrl)
  const header = `# ${oneLine(input.title)}\n\n${input.summary ? `> ${oneLine(input.summary)}\n\n` : ''}`
  const item = (page: MdxPageEntry) => {
    const description = page.frontMatter.description
    return `- [${escapeLinkText(page.title)}](${abs(`/${twinPath(page.route)}`)})${typeof description === 'string' && description ? `: ${oneLine(description)}` : ''}\n`
  }
  const index = header + sections.map((s) => `${s.title ? `## ${oneLine(s.title)}\n\n` : ''}${s.pages.map(item).join('')}`).join('\n')
  const docs = sections.flatMap((s) => s.pages).flatMap((page) => {
    const doc = input.twinOf(page)
    return doc === undefined ? [] : [withSource(doc, abs(page.route))]
  })
  return [
    { path: `${input.prefix}llms.txt`, contents: index },
    { path: `${input.prefix}llms-full.txt`, contents: header + docs.join('\n') },
  ]
}

/** The listed pages: top-level pages first (untitled), then one section per top-level folder. */
export function sidebarSections(tree: FolderEntry): Section[] {
  const top: MdxPageEntry[] = tree.index ? [tree.index] : []
  const sections: Section[] = []
  for (const child of tree.children) {
    if (child.kind === 'MdxPage') top.push(child)
    else if (child.kind === 'Folder' && child.display !== 'hidden') sections.push({ title: child.title, pages: folderPages(child) })
  }
  return [{ pages: top.filter(listed) }, ...sections.map((s) => ({ ...s, pages: s.pages.filter(listed) }))].filter((s) => s.pages.length > 0)
}

function folderPages(folder: FolderEntry): MdxPageEntry[] {
  const pages: MdxPageEntry[] = folder.index ? [folder.index] : []
  for (const child of folder.children as NavEntry[]) {
    if (child.kind === 'MdxPage') pages.push(child)
    else if (child.kind === 'Folder' && child.display !== 'hidden') pages.push(...folderPages(child))
  }
  return pages
}

function listed(page: MdxPageEntry): boolean {
  return page.display !== 'hidden' && isIndexable(page)
}

/** A twin with its page's URL under its title, so each part of llms-full.txt says where it comes from. */
function withSource(doc: string, url: string): string {
  const end = doc.indexOf('\n')
  return `${doc.slice(0, end)}\n\nSource: ${url}\n${doc.slice(end)}${doc.endsWith('\n') ? '' : '\n'}`
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function escapeLinkText(text: string): string {
  return oneLine(text).replace(/([\\[\]])/g, '\\$1')
}
