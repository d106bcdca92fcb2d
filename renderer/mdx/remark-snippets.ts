/**
 * VitePress's code snippets: a paragraph of lines `<<< path` becomes one code block per line,
 * holding the file's text.
 *
 *   <<< @/snippets/client.ts                      the whole file (`@` is the content folder)
 *   <<< ./retry.py#backoff{2-3 python:line-numbers} [retry.py]
 *        path    region   lines lang  numbers       tab label in a `::: code-group`
 *
 * The language is the file's extension unless the braces name one. A region is the lines between
 * `#region name` and `#endregion name` comments (any comment syntax), without them, dedented. Only
 * a file of the project that is not private is read; the page lists it among its dependencies, so
 * editing the file builds the page again. A missing file or region is a located error.
 */
import path from 'node:path'
import type { Code, Paragraph, Parents, Root } from 'mdast'
import type { VFile } from 'vfile'
import { rule } from '../../core/diagnostics/rules.js'
import { eachNode } from './each-node.js'
import { INCLUDE_LINE, mayIncludeSnippets, snippetFile } from './snippet-files.js'
import { projectText } from './project-text.js'

export function remarkSnippets() {
  return (tree: Root, file: VFile) => {
    if (!mayIncludeSnippets(String(file.value)) || !file.data.root || !file.path) return
    const page = path.resolve(file.data.root, file.path)
    const read = snippetReader(file.data.root, page)
    eachNode<Paragraph, Parents>(tree, 'paragraph', (node, index, parent) => {
      const texts = node.children.flatMap((child) => (child.type === 'text' ? [child.value] : []))
      if (texts.length !== node.children.length) return
      const lines = texts.join('').split('\n')
      if (!lines.every((line) => INCLUDE_LINE.test(line))) return
      const blocks = lines.map((line, i) => include(line, read, (reason) => failAt(file, node, i, reason)))
      parent.children.splice(index, 1, ...blocks)
      return index + blocks.length
    })
    if (read.files.size) file.data.dependencies = [...read.files].map((included) => path.relative(read.root, included).split(path.sep).join('/')).sort()
  }
}

/** The code block of one include line; `fail` reports what went wrong (the block is then empty). */
function include(line: string, read: SnippetReader, fail: (reason: string) => void): Code {
  const [, target, region, braces = '', label] = INCLUDE_LINE.exec(line)!
  const { lines, lang, numbers } = parseBraces(braces)
  const meta = [lines && `{${lines}}`, numbers && 'showLineNumbers', label && `[${label}]`].filter(Boolean).join(' ') || null
  const text = read(target!)
  if (typeof text !== 'string') {
    fail(text.problem)
    return { type: 'code', lang: null, meta, value: '' }
  }
  const code = region ? regionOf(text, region) : text.replace(/\n$/, '')
  if (code === undefined) fail(`Region \`${region}\` is not marked in ${target}: put its lines between \`#region ${region}\` and \`#endregion ${region}\` comments`)
  return { type: 'code', lang: lang ?? extensionOf(target!), meta, value: code ?? '' }
}

/** `{2,4-5 ts:line-numbers}` → its parts: line ranges, a language, line numbers on. */
function parseBraces(braces: string): { lines?: string; lang?: string; numbers?: boolean } {
  const result: { lines?: string; lang?: string; numbers?: boolean } = {}
  for (const part of braces.trim().split(/\s+/).filter(Boolean)) {
    if (/^[\d,-]+$/.test(part)) result.lines = part
    else {
      const [lang, flag] = part.split(':')
      if (lang) result.lang = lang
      if (flag === 'line-numbers') result.numbers = true
    }
  }
  return result
}

function extensionOf(target: string): string | null {
  return /\.([\w-]+)$/.exec(target)?.[1] ?? null
}

/** A region's comment line: `// #region x`, `/* #region x *\/`, `<!-- #region x -->`, `# region x`, `#pragma region x`, `' #Region x`. */
const REGION_MARK = /^\s*(?:\/\/|\/\*|<!--|#pragma|#|'|--|;|::)?\s*#?(end ?region|region)\s+([\w*-]+)\s*(?:\*\/|-->)?\s*$/i

/** The lines of `name`'s region, without the marks of any region, dedented; undefined when it is not marked. */
function regionOf(text: string, name: string): string | undefined {
  const lines = text.split(/\r?\n/)
  const mark = (line: string) => {
    const found = REGION_MARK.exec(line)
    return found && { end: /^end/i.test(found[1]!), name: found[2]! }
  }
  const start = lines.findIndex((line) => mark(line)?.name === name && !mark(line)!.end)
  if (start < 0) return undefined
  const length = lines.slice(start + 1).findIndex((line) => mark(line)?.name === name && mark(line)!.end)
  if (length < 0) return undefined
  return dedent(lines.slice(start + 1, start + 1 + length).filter((line) => !mark(line)))
}

function dedent(lines: string[]): string {
  const indents = lines.filter((line) => line.trim()).map((line) => /^[ \t]*/.exec(line)![0].length)
  const cut = indents.length ? Math.min(...indents) : 0
  return lines.map((line) => line.slice(cut)).join('\n')
}

type SnippetReader = ((target: string) => string | { problem: string }) & { files: Set<string>; root: string }

/** Reads include targets for the page at `page`: `@/` from the content folder, others from the page's folder. */
function snippetReader(root: string, page: string): SnippetReader {
  const files = new Set<string>()
  const read = (target: string) => {
    const file = snippetFile(target, root, page)
    const found = projectText(file, root)
    if ('missing' in found) return { problem: `Cannot include ${target}: there is no file ${path.relative(root, file)} (\`@/\` is the content folder; other paths are relative to the page)` }
    if ('problem' in found) return { problem: `Cannot include ${target}: ${found.problem}` }
    files.add(file)
    return found.text
  }
  return Object.assign(read, { files, root })
}

/** Reports `reason` at the start of the paragraph's `lineIndex`th line. */
function failAt(file: VFile, node: Paragraph, lineIndex: number, reason: string): void {
  const start = node.position?.start
  const place = start && { line: start.line + lineIndex, column: lineIndex ? 1 : start.column }
  const message = file.message(reason, { place, ruleId: rule('content/missing-snippet'), source: 'site' })
  message.fatal = true
}
