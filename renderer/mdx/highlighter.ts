/**
 * The one Shiki highlighter of the process, created on first use with a light and a dark theme and
 * a common set of languages; other bundled languages are loaded the first time a page uses them.
 */
import { bundledLanguages, bundledLanguagesAlias, createHighlighter, isPlainLang, type Highlighter } from 'shiki'

export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const

/** Loaded at start-up: what docs of API tooling use most. */
const COMMON_LANGUAGES = [
  'typescript', 'javascript', 'tsx', 'jsx', 'json', 'yaml', 'shellscript', 'python', 'go', 'java', 'csharp',
  'php', 'swift', 'ruby', 'hcl', 'terraform', 'html', 'css', 'diff', 'toml', 'graphql', 'http',
]

let highlighter: Promise<Highlighter> | undefined
const loading = new Map<string, Promise<void>>()

/** The shared highlighter (created once per process). */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: COMMON_LANGUAGES })
  return highlighter
}

/**
 * Makes sure `lang` can be highlighted and returns the name to pass to Shiki: the language itself,
 * `'text'` for plain text, or undefined when Shiki has no such language.
 */
export async function ensureLanguage(shiki: Highlighter, lang: string): Promise<string | undefined> {
  const name = lang.toLowerCase()
  if (isPlainLang(name)) return 'text'
  if (shiki.getLoadedLanguages().includes(name)) return name
  if (!(name in bundledLanguages) && !(name in bundledLanguagesAlias)) return undefined
  let pending = loading.get(name)
  if (!pending) {
    pending = shiki.loadLanguage(name as keyof typeof bundledLanguages)
    loading.set(name, pending)
  }
  await pending
  return name
}
