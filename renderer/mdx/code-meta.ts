/**
 * Fence meta of a code block: `filename="…"` (or `title="…"`), line highlights `{1,3-5}`,
 * `showLineNumbers` (optionally `showLineNumbers{10}`), word highlights `/word/` (a phrase with
 * spaces is one highlight), and `copy=false` (no copy button; `copy` alone keeps it). Pure.
 */

export interface CodeMeta {
  filename?: string
  /** 1-based line numbers to highlight. */
  lines: Set<number>
  /** Line numbers shown; the value is the first number. */
  lineNumbersFrom?: number
  words: string[]
  /** Show the copy button (default; `copy=false` hides it). */
  copy: boolean
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { lines: new Set(), words: [], copy: true }
  if (!meta) return result
  if (/(^|\s)copy=(?:false|"false"|\{false\})(?=\s|$)/.test(meta)) result.copy = false
  const quoted = /\b(filename|title)=(?:"([^"]*)"|'([^']*)')/.exec(meta)
  if (quoted) result.filename = quoted[2] ?? quoted[3]
  // Remove quoted values so a `/` inside a file name is not read as a word highlight.
  let rest = meta.replace(/\b\w+=(?:"[^"]*"|'[^']*'|\{\w+\}|\w+)/g, ' ')
  const numbers = /\bshowLineNumbers(?:\{(\d+)\})?/.exec(rest)
  if (numbers) {
    result.lineNumbersFrom = numbers[1] ? Number.parseInt(numbers[1], 10) : 1
    rest = rest.replace(numbers[0], ' ')
  }
  for (const [, ranges] of rest.matchAll(/\{([\d\s,-]+)\}/g)) {
    for (const part of ranges!.split(',')) {
      const [from, to] = part.trim().split('-').map((n) => Number.parseInt(n, 10))
      if (from === undefined || Number.isNaN(from)) continue
      const end = to === undefined || Number.isNaN(to) ? from : to
      for (let n = from; n <= end && n - from < 10_000; n++) result.lines.add(n)
    }
  }
  for (const [, word] of rest.matchAll(/(?<=^|\s)\/((?:\\\/|[^/])+)\/(?=\s|$)/g)) result.words.push(word!.replace(/\\\//g, '/'))
  return result
}
