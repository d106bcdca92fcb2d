/**
 * Docusaurus's `_category_.json` (or `.yml`/`.yaml`) in a folder of pages: its `label` titles the
 * folder in the sidebar where no `_meta` entry does, and its `position` orders the folder among
 * unlisted entries as a page's `sidebar_position` does. Its other keys (`collapsed`, `link`,
 * `className`, `customProps`…) are Docusaurus's sidebar settings and are not read.
 *
 *   ContentTree.categories ──readCategories──▶ Map<folder, Category>
 *
 * Pure. A file that cannot be parsed is an error (at its line and column for YAML); a `label` that is not
 * text or a `position` that is not a number is a warning and that key is left out.
 */
import { LineCounter, parseDocument } from 'yaml'
import type { ContentFile } from '../../core/page-map.js'
import type { Report } from '../diagnostics.js'

export interface Category {
  label?: string
  position?: number
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
    out.set(dir, category)
  }
  return out
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
