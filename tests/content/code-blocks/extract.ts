/**
 * Finds every fenced code block of the site's pages (content/**\/*.md, *.mdx), with the file and
 * line it starts on, so a check can name the place to fix. A fence is three or more backticks or
 * tildes, optionally indented (blocks inside JSX such as <Tabs.Tab> are indented); it closes on a
 * fence of the same character at least as long, so a Markdown sample holding fences stays whole.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface CodeBlock {
  /** Path relative to the repository root, e.g. `content/docs/intro.mdx`. */
  file: string
  /** 1-based line of the opening fence. */
  line: number
  lang: string
  /** Everything after the language on the opening fence, e.g. `filename="gen.yaml" excerpt`. */
  meta: string
  code: string
}

const OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/

export function extractCodeBlocks(source: string, file: string): CodeBlock[] {
  const lines = source.split('\n')
  const blocks: CodeBlock[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN.exec(lines[i]!)
    if (!open) continue
    const [, indent, fence, lang, meta] = open
    const close = new RegExp(`^\\s*${fence![0] === '`' ? '`' : '~'}{${fence!.length},}\\s*$`)
    const body: string[] = []
    let j = i + 1
    for (; j < lines.length && !close.test(lines[j]!); j++) body.push(stripIndent(lines[j]!, indent!.length))
    blocks.push({ file, line: i + 1, lang: lang!.toLowerCase(), meta: meta!.trim(), code: body.join('\n') })
    i = j
  }
  return blocks
}

function stripIndent(line: string, width: number): string {
  let n = 0
  while (n < width && line[n] === ' ') n++
  return line.slice(n)
}

/** Every code block of every page under `contentDir`, in file order. */
export function siteCodeBlocks(root: string, contentDir = path.join(root, 'content')): CodeBlock[] {
  return pageFiles(contentDir).flatMap((file) =>
    extractCodeBlocks(readFileSync(file, 'utf8'), path.relative(root, file)),
  )
}

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'public' || entry.name === 'node_modules' ? [] : pageFiles(full)
      return /\.mdx?$/.test(entry.name) ? [full] : []
    })
}
