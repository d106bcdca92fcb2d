/**
 * Fence meta of a code block: `filename="…"` (or `title="…"`), line highlights `{1,3-5}`,
 * `showLineNumbers` (optionally `showLineNumbers{10}`), word highlights `/word/` or `"a phrase"`
 * (as rehype-pretty-code in Nextra: a phrase with spaces is one highlight; `/word/2-3` only its 2nd
 * to 3rd occurrences; a `#id` suffix is accepted), and `copy=false` (no copy button; `copy` alone
 * keeps it). Pure.
 */

export interface CodeMeta {
  filename?: string
  /** 1-based line numbers to highlight. */
  lines: Set<number>
  /** Line numbers shown; the value is the first number. */
  lineNumbersFrom?: number
  words: string[]
  /** Occurrences (1-based, inclusive) highlighted of a word written with a range (`/word/2-3`). */
  occurrences?: Record<string, [number, number]>
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
  const highlights = /(?<=^|\s)(?:\/((?:\\\/|[^/])+)\/|"([^"]+)")(?:(\d+)(?:-(\d+))?)?(?:#[\w-]+)?(?=\s|$)/g
  for (const [, slashed, quoted, from, to] of rest.matchAll(highlights)) {
    const word = slashed !== undefined ? slashed.replace(/\\\//g, '/') : quoted!
    result.words.push(word)
    if (from) (result.occurrences ??= {})[word] = [Number(from), Number(to ?? from)]
  }
  return result
}
