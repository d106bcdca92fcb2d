/**
 * The Shiki highlighter of this process: created once, lazily, with a fixed set of languages and
 * a light and a dark theme that CSS switches between (`--shiki-light` / `--shiki-dark`).
 */
import { createHighlighter, type Highlighter } from 'shiki'

export const LIGHT_THEME = 'github-light'
export const DARK_THEME = 'github-dark'

export const LANGUAGES = [
  'typescript', 'javascript', 'tsx', 'jsx', 'json', 'jsonc', 'yaml', 'bash', 'shellsession', 'python', 'go', 'java', 'csharp', 'php',
  'swift', 'ruby', 'hcl', 'terraform', 'html', 'css', 'diff', 'toml', 'graphql', 'http', 'kotlin', 'rust', 'sql', 'xml', 'markdown', 'mdx', 'dockerfile', 'ini',
] as const

let highlighter: Promise<Highlighter> | undefined

/** The shared highlighter (one per process or worker thread). */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [LIGHT_THEME, DARK_THEME], langs: [...LANGUAGES] })
  return highlighter
}

/** The loaded language for a fence's info string, `text` when there is none, undefined when unknown. */
export function resolveLanguage(hl: Highlighter, lang: string | undefined): string | undefined {
  if (!lang || lang === 'text' || lang === 'txt' || lang === 'plaintext' || lang === 'plain') return 'text'
  const lower = lang.toLowerCase()
  return hl.getLoadedLanguages().includes(lower) ? lower : undefined
}
