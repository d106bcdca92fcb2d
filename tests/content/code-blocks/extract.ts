/**
 * Finds every fenced code block of the site's pages (content/**\/*.md, *.mdx), with the file and
 * line it starts on, so a check can name the place to fix. A fence is three or more backticks or
 * tildes, optionally indented (blocks inside JSX such as <Tabs.Tab> are indented) or quoted; it
 * closes on a fence of the same character at least as long, so a Markdown sample holding fences
 * stays whole. Shared by the code-block check and content-checks.test.ts.
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

export interface Fence {
  lang: string
  meta: string
  body: string
  /** 1-based line of the opening fence. */
  line: number
}

export const FENCE_OPEN = /^((?:[ \t]*>)*[ \t]*)(`{3,}|~{3,})[ \t]*([^`\s]*)(.*)$/

/** Fenced code blocks of a Markdown/MDX source, including indented ones (lists, Tabs, Steps). */
export function extractFences(source: string): Fence[] {
  const lines = source.split(/\r?\n/)
  const fences: Fence[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]!)
    if (!open) continue
    const prefix = open[1]!
    const marker = open[2]!
    const indent = prefix.replace(/>/g, ' ').length
    const close = new RegExp(`^(?:[ \\t]*>)*[ \\t]*${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`)
    const body: string[] = []
    let j = i + 1
    for (; j < lines.length; j++) {
      if (close.test(lines[j]!)) break
      let line = lines[j]!
      if (prefix.includes('>')) line = line.replace(/^(?:[ \t]*>)+ ?/, '')
      body.push(line.slice(Math.min(indent - (prefix.includes('>') ? indent : 0), leadingSpaces(line))))
    }
    fences.push({ lang: open[3]!.toLowerCase(), meta: open[4]!.trim(), body: body.join('\n'), line: i + 1 })
    i = j
  }
  return fences
}

function leadingSpaces(line: string): number {
  return /^[ \t]*/.exec(line)![0].length
}


export function extractCodeBlocks(source: string, file: string): CodeBlock[] {
  return extractFences(source).map(({ line, lang, meta, body }) => ({ file, line, lang, meta, code: body }))
}

/** Every code block of every page under `contentDir`, in file order. */
export function siteCodeBlocks(root: string, contentDir = path.join(root, 'content')): CodeBlock[] {
  return pageFiles(contentDir).flatMap((file) =>
    extractCodeBlocks(readFileSync(file, 'utf8'), path.relative(root, file)),
  )
}

/** The .md and .mdx pages under `dir`, sorted, leaving out public/ and node_modules/. */
export function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'public' || entry.name === 'node_modules' ? [] : pageFiles(full)
      return /\.mdx?$/.test(entry.name) ? [full] : []
    })
}
