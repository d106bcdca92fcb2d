/**
 * Line marks written inside a code block's text, as the peers' users write them:
 *
 * - Docusaurus's magic comments, each alone on its line in the language's comment syntax:
 *   `// highlight-next-line`, `# highlight-start` … `# highlight-end` (`/* … *\/`, `<!-- … -->`,
 *   `{/* … *\/}`, `--`, `;` and `%` too). The comment lines are removed and the lines they name
 *   highlighted like `{2-4}` in the fence's meta.
 * - Shiki's notation (VitePress, Fumadocs, Nextra 4's rehype-pretty-code users):
 *   `// [!code ++]`, `[!code --]`, `[!code highlight]` (or `hl`), `[!code focus]`,
 *   `[!code error]`, `[!code warning]`, with `:n` for n lines; at the end of a line it marks that
 *   line, alone on a line the next. Read by @shikijs/transformers' own transformers, which add
 *   `diff add`/`diff remove`, `highlighted`, `focused`, `highlighted error|warning` classes to
 *   the lines (styled in templates/styles/content.css).
 *
 * Pure.
 */
import { transformerNotationDiff, transformerNotationErrorLevel, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers'

const MAGIC = /^\s*(?:\/\/|#|--|;|%|\/\*|<!--|\{\/\*)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}?|-->)?\s*$/

/** The code without Docusaurus's magic comment lines, and the (1-based) lines they highlight; undefined when it has none. */
export function magicComments(code: string): { code: string; lines: number[] } | undefined {
  if (!code.includes('highlight-')) return undefined
  const kept: string[] = []
  const lines: number[] = []
  let next = false
  let open = 0
  let found = false
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1]
    if (magic) {
      found = true
      if (magic === 'highlight-next-line') next = true
      else if (magic === 'highlight-start') open++
      else open = Math.max(0, open - 1)
      continue
    }
    kept.push(line)
    if (next || open > 0) lines.push(kept.length)
    next = false
  }
  return found ? { code: kept.join('\n'), lines } : undefined
}

const NOTATION = /\[!code (?:\+\+|--|highlight|hl|focus|error|warning)(?::\d+)?\]/

/** Whether `code` holds Shiki's notation (`[!code ++]` …), which only Shiki's own hast path reads. */
export function hasNotation(code: string): boolean {
  return code.includes('[!code ') && NOTATION.test(code)
}

/** The transformers reading Shiki's notation: a comment alone on its line marks the next line (`v3`). */
export const notationTransformers = [
  transformerNotationDiff({ matchAlgorithm: 'v3' }),
  transformerNotationHighlight({ matchAlgorithm: 'v3' }),
  transformerNotationFocus({ matchAlgorithm: 'v3' }),
  transformerNotationErrorLevel({ matchAlgorithm: 'v3' }),
]
