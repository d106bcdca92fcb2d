/**
 * The one Shiki highlighter of the process, created on first use with a light and a dark theme and
 * no languages: each bundled language (ts, js, tsx, jsx, json, yaml, bash/sh/shell, python, go, java,
 * csharp, php, swift, ruby, hcl/terraform, html, css, diff, toml, graphql, http, …) is loaded the
 * first time a page uses it. Preloading a common set cost ~0.6 s per worker for grammars most
 * sites never use; loading on demand costs nothing for the languages a site does use.
 */
// 'shiki/bundle/full' is 'shiki' without the JavaScript regex engine, whose ~30 modules the index
// loads too although the highlighter uses Oniguruma.
import { bundledLanguages, bundledLanguagesAlias, createHighlighter, isPlainLang, isSpecialLang, type Grammar, type Highlighter } from 'shiki/bundle/full'
import { createOnigurumaEngine } from 'shiki/engine/oniguruma'
import type { TextmateTheme } from './dual-theme.js'
import { keepLineTokens } from './line-tokens.js'
import { onigLoader, onigModule } from './onig-module.js'

export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const

let highlighter: Promise<Highlighter> | undefined
const loading = new Map<string, Promise<void>>()

/** The shared highlighter (created once per process or worker thread). */
export function getHighlighter(): Promise<Highlighter> {
  const onig = onigModule()
  highlighter ??= createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: [], ...(onig && { engine: createOnigurumaEngine(onigLoader(onig) as Parameters<typeof createOnigurumaEngine>[0]).then(sharedScanners) }) })
  return highlighter
}

type RegexEngine = Awaited<ReturnType<typeof createOnigurumaEngine>>
type Scanner = ReturnType<RegexEngine['createScanner']>

/**
 * `engine`, compiling one scanner per list of patterns: the grammars' rules ask for the same lists
 * again (JS, JSX, TS and TSX share most of their rules, and a grammar loaded again after another
 * language starts over), and each list compiled every pattern with Oniguruma. The SWR docs' page
 * workers asked for 220 scanners each, 102 of them different, 1.4-1.6 s of each worker's ~6.5 s.
 * A scanner keeps no state between searches but the results it caches per string, so rules can
 * share one; the shared ones are never disposed (vscode-textmate disposes a scanner only when it
 * has a `dispose`), and live as long as the thread, as the grammars' own did.
 */
export function sharedScanners(engine: RegexEngine): RegexEngine {
  const scanners = new Map<string, Scanner>()
  const create = engine.createScanner.bind(engine)
  return {
    ...engine,
    createString: engine.createString.bind(engine),
    createScanner(patterns) {
      const key = patterns.map((pattern) => (typeof pattern === 'string' ? pattern : `${pattern.source}/${pattern.flags}`)).join('\u0000')
      let shared = scanners.get(key)
      if (!shared) {
        const scanner = create(patterns)
        shared = { findNextMatchSync: (string, start, options) => scanner.findNextMatchSync(string, start, options) }
        scanners.set(key, shared)
      }
      return shared
    },
  }
}

/**
 * The name to pass to Shiki for a fence's `lang`: the language itself (`ansi` included), `'text'`
 * for plain text, or undefined when Shiki has no such language.
 */
export function languageName(lang: string): string | undefined {
  const name = lang.toLowerCase()
  if (isPlainLang(name)) return 'text'
  // `ansi`: terminal output coloured from its escape codes, built into Shiki (nothing to load).
  if (isSpecialLang(name)) return name
  return Object.hasOwn(bundledLanguages, name) || Object.hasOwn(bundledLanguagesAlias, name) ? name : undefined
}

/** Makes sure the language `name` (from `languageName`) can be highlighted, its line tokens kept (line-tokens.ts). */
export async function ensureLanguage(shiki: Highlighter, name: string): Promise<void> {
  if (name === 'text' || isSpecialLang(name)) return
  if (!shiki.getLoadedLanguages().includes(name)) {
    let pending = loading.get(name)
    if (!pending) {
      pending = shiki.loadLanguage(name as keyof typeof bundledLanguages)
      loading.set(name, pending)
    }
    await pending
  }
  // Every time: loading a language can reload another's grammar as a new object.
  const grammar = shiki.getLanguage(name)
  keepLineTokens(grammar, () => textmateThemes(shiki, grammar))
}

/** The light and the dark theme as `grammar` sees them (vscode-textmate's themes, which Shiki makes once each). */
function textmateThemes(shiki: Highlighter, grammar: Grammar): [TextmateTheme, TextmateTheme] {
  const provider = (grammar as unknown as { themeProvider: { _theme: TextmateTheme } }).themeProvider
  return [CODE_THEMES.light, CODE_THEMES.dark].map((theme) => {
    shiki.setTheme(theme)
    return provider._theme
  }) as [TextmateTheme, TextmateTheme]
}
