/**
 * What a page's search text and Markdown twin depend on besides its own source: the Markdown
 * partials it shows (remark-partials.ts). The search index's name hashes them with the pages'
 * sources (stages/search.ts `planSearchIndexes`), so an edit to a partial alone names a new index.
 * Kept apart from the remark plugin: the main thread plans with it and loads no remark code.
 */
import { readTextIfAny } from '../read-text.js'
import type { ResolvePartial } from './partial-path.js'

/** Any import of a Markdown file: more than the partials remark-partials.ts reads, never fewer. */
const IMPORTED = /\bfrom\s*(['"])([^'"\n]+\.mdx?)\1/g

/**
 * Whether `text` may import a Markdown file: one search answers most pages without the regular
 * expression (10,000 synthetic sources: 6-9 ms with it alone) or a page's path resolved.
 */
export function mayImportMarkdown(text: string): boolean {
  return text.includes('.md')
}

/**
 * The texts of the Markdown files that `text` (the source of `file`) imports, found by `resolve`
 * (partial-path.ts), and of those they import, each once, in the order found ('\0' for one that cannot be
 * read): all a page's search text depends on besides its own source.
 */
export function partialTexts(file: string, text: string, resolve: ResolvePartial): string[] {
  const texts: string[] = []
  const seen = new Set([file])
  const visit = (from: string, source: string) => {
    if (!mayImportMarkdown(source)) return
    for (const match of source.matchAll(IMPORTED)) {
      const target = resolve(match[2]!, from)
      if (target === undefined || seen.has(target)) continue
      seen.add(target)
      const partial = readTextIfAny(target)
      texts.push(partial ?? '\0')
      if (partial !== undefined) visit(target, partial)
    }
  }
  visit(file, text)
  return texts
}
