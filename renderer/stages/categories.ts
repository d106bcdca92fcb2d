/**
 * Docusaurus's `_category_.json` (or `.yml`/`.yaml`) in a folder of pages: its `label` titles the
 * folder in the sidebar where no `_meta` entry does, its `position` orders the folder among
 * unlisted entries as a page's `sidebar_position` does, `collapsed` starts it closed or open
 * (`collapsible: false`: open), and its
 * `link` says what the folder's item opens: `{ "type": "doc", "id": "guides/intro" }` a page of
 * the folder (its index), `{ "type": "generated-index" }` a page of cards for its items
 * (generatedIndexPages, at Docusaurus's `/<section>/category/<label's GitHub slug>` unless
 * `slug` says). Its other keys (`className`, `customProps`…) are Docusaurus's styling, not read.
 *
 *   ContentTree.categories ──readCategories──▶ Map<folder, Category> ──generatedIndexPages──▶ index pages
 *
 * Pure. A file that cannot be parsed is an error (at its line and column for YAML); a `label` that is not
 * text or a `position` that is not a number is a warning and that key is left out.
 */
import { LineCounter, parseDocument } from 'yaml'
import type { ContentFile } from '../../core/page-map.js'
import type { Report } from '../diagnostics.js'
import { headingSlug } from '../mdx/heading-slug.js'

export interface Category {
  label?: string
  position?: number
  collapsed?: boolean
  /** `link: { type: 'doc', id }`: the Docusaurus id (path from the docs folder, without extension) of the page the folder's item opens. */
  doc?: string
  /** `link: { type: 'generated-index', title, description, slug }`: the folder's page lists its items. */
  generatedIndex?: { title?: string; description?: string; slug?: string }
}

export const CATEGORY_FILE = /(^|\/)_category_\.(json|ya?ml)$/

/** The categories of `files`, by the content folder each describes ('' for the content root). */
export function readCategories(files: ContentFile[], report: Report): Map<string, Category> {
  const out = new Map<string, Category>()
  for (const file of files) {
    const data = parsed(file, report)
    if (!data) continue
    const dir = file.relPath.includes('/') ? file.relPath.slice(0, file.relPath.lastIndexOf('/')) : ''
    const category: Category = {}
    if (typeof data.label === 'string' && data.label.trim()) category.label = data.label
    else if (data.label !== undefined) warn(report, file, '`label` must be text')
    if (typeof data.position === 'number' && Number.isFinite(data.position)) category.position = data.position
    else if (data.position !== undefined) warn(report, file, '`position` must be a number')
    // `collapsible: false` keeps a category open.
    if (data.collapsible === false) category.collapsed = false
    else if (typeof data.collapsed === 'boolean') category.collapsed = data.collapsed
    Object.assign(category, linkOf(data.link, (problem) => warn(report, file, problem)))
    out.set(dir, category)
  }
  return out
}

/** What a category's `link` gives; `warn` hears of a link it cannot read. */
function linkOf(link: unknown, warn: (problem: string) => void): Pick<Category, 'doc' | 'generatedIndex'> {
  if (link === undefined || link === null) return {}
  const fields = typeof link === 'object' && !Array.isArray(link) ? (link as Record<string, unknown>) : {}
  const text = (key: string) => (typeof fields[key] === 'string' && (fields[key] as string).trim() ? { [key]: fields[key] as string } : {})
  if (fields.type === 'doc' && typeof fields.id === 'string' && fields.id.trim()) return { doc: fields.id.trim().replace(/^\/+/, '') }
  if (fields.type === 'generated-index') return { generatedIndex: { ...text('title'), ...text('description'), ...text('slug') } }
  warn('`link` must be { "type": "doc", "id": "…" } or { "type": "generated-index" }')
  return {}
}

/**
 * The index page of each folder whose category asks for a generated index and that has no index
 * page of its own (`pages`: the scanned ones): its title, description and a card for each item
 * (DocCardList), at the category's `slug` or Docusaurus's `/category/<label's GitHub slug>`
 * within the section.
 */
export function generatedIndexPages(categories: Map<string, Category>, categoryFiles: ContentFile[], pages: ContentFile[]): ContentFile[] {
  const indexed = new Set(pages.flatMap((p) => (/(^|\/)index\.mdx?$/.test(p.relPath) ? [p.relPath.replace(/\/?index\.mdx?$/, '')] : [])))
  return categoryFiles.flatMap((file) => {
    const dir = file.relPath.includes('/') ? file.relPath.slice(0, file.relPath.lastIndexOf('/')) : ''
    const category = categories.get(dir)
    if (!category?.generatedIndex || indexed.has(dir)) return []
    const { title = category.label ?? dir.split('/').pop() ?? 'Index', description, slug } = category.generatedIndex
    const frontMatter = [`title: ${JSON.stringify(title)}`, ...(description ? [`description: ${JSON.stringify(description)}`] : []), `slug: ${JSON.stringify(slug ?? `/category/${headingSlug(category.label ?? dir.split('/').pop()!)}`)}`]
    const body = [`# ${escapeMarkdown(title)}`, ...(description ? [escapeMarkdown(description)] : []), '<DocCardList />']
    const source = `---\n${frontMatter.join('\n')}\n---\n\nimport DocCardList from '@theme/DocCardList'\n\n${body.join('\n\n')}\n`
    return [{ relPath: `${dir ? `${dir}/` : ''}index.mdx`, displayPath: `${file.displayPath} (generated index)`, source, generated: true }]
  })
}

/** `text` as literal MDX text: its Markdown and JSX characters escaped. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]<>#|!~]/g, (c) => `\\${c}`)
}

/** The file's object, or undefined (reported) when it is not one. */
function parsed(file: ContentFile, report: Report): Record<string, unknown> | undefined {
  const read = file.relPath.endsWith('.json') ? jsonOf(file.source) : yamlOf(file.source)
  if ('problem' in read) {
    report.error({ file: file.displayPath, line: read.line, column: read.column, reason: `Cannot read this category file: ${read.problem}`, ruleId: 'meta/invalid-category', source: 'site', hint: 'Write it as JSON (or YAML for .yml), e.g. { "label": "Tutorial", "position": 2 }.', sourceText: file.source })
    return undefined
  }
  const { value } = read
  if (value === null || value === undefined) return {}
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  report.error({ file: file.displayPath, line: 1, column: 1, reason: 'A category file holds an object, such as { "label": "Tutorial", "position": 2 }', ruleId: 'meta/invalid-category', source: 'site', sourceText: file.source })
  return undefined
}

type Read = { value: unknown } | { problem: string; line: number; column: number }

/** JSON.parse's reading (its messages name no place on Node 20: the error is at the file, as a `_meta.json` one is). */
function jsonOf(source: string): Read {
  try {
    return { value: source.trim() ? JSON.parse(source) : {} }
  } catch (error) {
    return { problem: (error as Error).message, line: 1, column: 1 }
  }
}

function yamlOf(source: string): Read {
  const lines = new LineCounter()
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: false })
  const error = document.errors[0]
  if (!error) return { value: document.toJS() }
  const at = lines.linePos(error.pos[0])
  return { problem: error.message.split('\n')[0]!, line: at.line, column: at.col }
}

function warn(report: Report, file: ContentFile, problem: string): void {
  report.warn({ file: file.displayPath, reason: `${problem}: it is left out`, ruleId: 'meta/invalid-category', source: 'site', hint: 'A category file gives { "label": "Tutorial", "position": 2 }.' })
}
