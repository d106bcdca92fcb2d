/**
 * Where VitePress's `<<< path` code snippets (remark-snippets.ts) live, and their texts: what a
 * page's search text and Markdown twin depend on besides its source. The search index's name
 * hashes them with the pages' sources (site.ts), so an edit to a snippet alone names a new index.
 * Kept apart from the remark plugin: the main thread plans with it and loads no remark code.
 */
import path from 'node:path'
import { readTextIfAny } from '../read-text.js'

/** An include line: `<<< path[#region][{lines lang:line-numbers}] [label]`. */
export const INCLUDE_LINE = /^<<<[ \t]+(\S+?)(?:#([\w*-]+))?(?:\{([^}]*)\})?(?:[ \t]+\[([^\]]+)\])?[ \t]*$/

/** The file `target` names from the page at `page` (absolute): `@/` is the content folder, other paths are relative to the page. */
export function snippetFile(target: string, root: string, page: string): string {
  return target.startsWith('@/') ? path.join(root, 'content', target.slice(2)) : path.resolve(path.dirname(page), target)
}

/** Whether `text` may hold an include line: one search answers most pages. */
export function mayIncludeSnippets(text: string): boolean {
  return text.includes('<<<')
}

/** The texts of the files the include lines of `text` (the source of the page at `page`) name, in order ('\0' for one that cannot be read). */
export function snippetTexts(page: string, text: string, root: string): string[] {
  return text.split('\n').flatMap((line) => {
    const target = INCLUDE_LINE.exec(line.trim())?.[1]
    return target ? [readTextIfAny(snippetFile(target, root, page)) ?? '\0'] : []
  })
}
