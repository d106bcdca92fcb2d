/**
 * Fence meta of a code block: `filename="…"` (or `title="…"`), line highlights `{1,3-5}`,
 * `showLineNumbers` (optionally `showLineNumbers{10}` or `showLineNumbers=10`), word highlights `/word/` or `"a phrase"`
 * (as rehype-pretty-code in Nextra: a phrase with spaces is one highlight; `/word/2-3` only its 2nd
 * to 3rd occurrences; a `#id` suffix is accepted), and `copy=false` (no copy button; `copy` alone
 * keeps it). VitePress writes some of these on the language instead (`peerFenceInfo`). Pure.
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
  // Docusaurus starts the numbers with `showLineNumbers=5` (removed from `rest` above with the other values).
  const numbers = /\bshowLineNumbers(?:\{(\d+)\}|=(\d+))?/.exec(meta.replace(/\b\w+=(?:"[^"]*"|'[^']*')/g, ' '))
  if (numbers) {
    const from = numbers[1] ?? numbers[2]
    result.lineNumbersFrom = from ? Number.parseInt(from, 10) : 1
    rest = rest.replace(/\bshowLineNumbers(?:\{\d+\})?/, ' ')
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

/**
 * A fence's language and meta with VitePress's marks on the language read as the meta says them:
 * line highlights written against it (`js{4}`), line numbers (`ts:line-numbers`,
 * `ts:line-numbers=2` from 2, `ts:no-line-numbers` none), and the `-vue` suffix that lets Vue
 * interpolate in the code (`js-vue`: highlighted as `js`); a `[label]` alone is no language. Other
 * languages are returned as they are.
 */
export function peerFenceInfo(lang: string, meta: string): { lang: string; meta: string } {
  // A fence whose info is only a `[label]`, split at its space (` ``` [File tree] `): no language.
  if (lang.startsWith('[')) return { lang: '', meta: [lang, meta].filter(Boolean).join(' ') }
  const marked = /^(.+?)(?::line-numbers(?:=(\d+))?|(:no-line-numbers))?(\{[\d\s,-]*\})?$/.exec(lang)
  if (!marked || marked[0] === marked[1]) return peerVueSuffix(lang, meta)
  const [, base, from, none, lines] = marked
  const numbered = lang.includes(':line-numbers') && !none ? (from ? `showLineNumbers{${from}}` : 'showLineNumbers') : ''
  return peerVueSuffix(base!, [lines, numbered, meta].filter(Boolean).join(' '))
}

function peerVueSuffix(lang: string, meta: string): { lang: string; meta: string } {
  return { lang: lang.length > 4 && lang.endsWith('-vue') ? lang.slice(0, -4) : lang, meta }
}
