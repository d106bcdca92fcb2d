/**
 * Docusaurus's blog authors file, `authors.yml` (or `.yaml`, `.json`) in the blog's folder: each
 * key a post's `authors: [key]` may name, with `name`, `image_url` and more. A post's author written
 * as such a key takes the file's name and picture; any other author is as the post writes it.
 *
 *   content/<blog folder>/authors.yml ──readBlogAuthors──▶ Map<key, BlogAuthor>
 *
 * A file that cannot be read is an error at its line and column; an entry without a `name` is a
 * warning and is left out.
 */
import path from 'node:path'
import { LineCounter, parseDocument } from 'yaml'
import type { Report } from '../diagnostics.js'
import { readTextIfAny } from '../read-text.js'
import type { BlogAuthor } from '../../templates/blog/types.js'

const NAMES = ['authors.yml', 'authors.yaml', 'authors.json']

/** The authors of the blog in `folder` (content-relative), by key; empty without a file. */
export function readBlogAuthors(contentDir: string, folder: string, report: Report): Map<string, BlogAuthor> {
  const authors = new Map<string, BlogAuthor>()
  for (const name of NAMES) {
    const text = readTextIfAny(path.join(contentDir, folder, name))
    if (text === undefined) continue
    const file = `content/${folder}/${name}`
    const lines = new LineCounter()
    const document = parseDocument(text, { lineCounter: lines, prettyErrors: false })
    const error = document.errors[0]
    if (error) {
      const at = lines.linePos(error.pos[0])
      report.error({ file, line: at.line, column: at.col, reason: `Cannot read the blog's authors: ${error.message.split('\n')[0]}`, ruleId: 'blog/invalid-authors', source: 'site', sourceText: text })
      return authors
    }
    for (const [key, value] of Object.entries(asRecord(document.toJS()))) {
      const entry = asRecord(value)
      if (typeof entry.name !== 'string' || !entry.name.trim()) {
        report.warn({ file, line: lineOfKey(text, key), column: 1, reason: `Author \`${key}\` has no \`name\`: it is left out`, ruleId: 'blog/invalid-authors', source: 'site', sourceText: text })
        continue
      }
      const image = entry.image_url ?? entry.imageURL
      authors.set(key, { name: entry.name, imageUrl: typeof image === 'string' ? image : '' })
    }
    return authors
  }
  return authors
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** The line of `key:` at the start of a line (YAML) or `"key":` (JSON), else 1. */
function lineOfKey(text: string, key: string): number {
  const at = text.split('\n').findIndex((line) => line.startsWith(`${key}:`) || line.trimStart().startsWith(`"${key}"`))
  return at < 0 ? 1 : at + 1
}
