/**
 * What a VitePress project's `.vitepress/config.*` says that a site config can hold, read from its
 * text (it is not run: it imports VitePress and its plugins): `title` (the brand), `description`,
 * `base`, `srcDir`, the locales (`locales: { root, fr, … }`: a folder per locale, as here),
 * `markdown.math`, Mermaid (vitepress-plugin-mermaid), and a rewrite that serves one folder at the
 * root (`'en/:rest*': ':rest*'`). Headings get VitePress's ids (`headingIds: 'vitepress'`), so the
 * anchors pages link to still land, and a page's title is its first heading (`pageTitles: 'heading'`). What has no counterpart (nav, sidebar, other rewrites, Vue
 * components) is listed in `unmapped`. Pure.
 */
import { basePathProblem } from '../../core/config/values.js'
import { languageName, objectOf, prettify, STRING, stringOf } from './config-text.js'

export interface VitePressSettings {
  config: Record<string, unknown>
  unmapped: string[]
  /** The folder of the pages, relative to the project (`srcDir`, default the project's). */
  srcDir: string
  /** A folder of srcDir served at the root (a rewrite `'<folder>/:rest*': ':rest*'`). */
  rootFolder?: string
}

/** Reads the settings of the VitePress project whose config file `file` holds `text`. */
export function readVitePressSettings(file: string, text: string, folderName: string): VitePressSettings {
  const config: Record<string, unknown> = { siteUrl: 'https://example.com' }
  const unmapped = ['siteUrl: VitePress has no site URL (its sitemap.hostname aside); set the published address in site.config.ts (https://example.com is written for now)']
  const hostname = objectOf(text, 'sitemap') && stringOf(objectOf(text, 'sitemap')!, 'hostname')
  if (hostname && /^https:\/\/[^/\s]+\/?$/.test(hostname)) {
    config.siteUrl = hostname.replace(/\/$/, '')
    unmapped.pop()
  }
  config.brand = { name: stringOf(text, 'title') ?? prettify(folderName) }
  const description = stringOf(text, 'description')
  if (description) config.description = description
  const base = stringOf(text, 'base')
  const problem = base === undefined ? undefined : basePathProblem(base.replace(/\/+$/, '') || '/')
  if (base && base !== '/' && !problem) config.basePath = base.replace(/\/+$/, '')
  else if (problem) unmapped.push(`${file}: base ${JSON.stringify(base)} is not carried over: ${problem}; set basePath in site.config.ts`)
  mapLocales(text, config)
  config.headingIds = 'vitepress'
  // Its front matter `title` names the browser tab (`Retries | Guide`); the page's `#` heading is its title.
  config.pageTitles = 'heading'
  if (/(?:^|[\s{,])math\s*:\s*true\b/.test(text)) config.latex = true
  if (/\bwithMermaid\b|vitepress-plugin-mermaid/.test(text)) config.mermaid = true
  const rootFolder = rewrittenRoot(text, file, unmapped)
  noteUnmapped(text, file, unmapped)
  return { config, unmapped, srcDir: (stringOf(text, 'srcDir') ?? '.').replace(/^\.\/|\/+$/g, '') || '.', ...(rootFolder && { rootFolder }) }
}

/** `locales: { root: { lang: 'en-US' }, fr: { … } }`: the root's language and a locale per other key. */
function mapLocales(text: string, config: Record<string, unknown>): void {
  const locales = objectOf(text, 'locales')
  if (!locales) return
  const keys = topKeys(locales).filter((key) => key !== 'root')
  if (!keys.length) return
  const root = objectOf(locales, 'root')
  const defaultLocale = (root && stringOf(root, 'lang')) ?? 'en-US'
  config.i18n = { defaultLocale, locales: [defaultLocale, ...keys].map((locale) => ({ locale, text: languageName(locale) })) }
}

/** The keys of an object literal's text at its first level (`{ a: {…}, 'b-c': 1 }` → a, b-c). */
function topKeys(object: string): string[] {
  const keys: string[] = []
  let depth = 0
  const key = new RegExp(String.raw`^\s*(?:([A-Za-z_$][\w$-]*)|${STRING})\s*:`)
  for (let i = 0; i < object.length; i++) {
    const c = object[i]!
    if (c === '{' || c === '[' || c === '(') depth++
    else if (c === '}' || c === ']' || c === ')') depth--
    if (depth === 1 && (c === '{' || c === ',')) {
      const match = key.exec(object.slice(i + 1))
      if (match) keys.push(match[1] ?? match[2] ?? match[3] ?? match[4]!)
    }
  }
  return keys
}

/** The folder a rewrite `'<folder>/:rest*': ':rest*'` serves at the root; other rewrites are reported. */
function rewrittenRoot(text: string, file: string, unmapped: string[]): string | undefined {
  const rewrites = objectOf(text, 'rewrites')
  if (!rewrites) return undefined
  const root = new RegExp(String.raw`(['"])([\w-]+)/:rest\*\1\s*:\s*(['"]):rest\*\3`).exec(rewrites)?.[2]
  if (!root || topKeys(rewrites).length > 1) unmapped.push(`${file}: rewrites other than '<folder>/:rest*': ':rest*' are not carried over: move those pages where their routes should be`)
  return root
}

/** What the config sets that has no counterpart here. */
function noteUnmapped(text: string, file: string, unmapped: string[]): void {
  if (/(?:^|[\s{,])nav\s*:/.test(text)) unmapped.push(`${file}: themeConfig.nav: write its links as navbar.items in site.config.ts`)
  if (/(?:^|[\s{,])sidebar\s*:/.test(text)) unmapped.push(`${file}: themeConfig.sidebar is not read: pages are ordered by name in each folder (write _meta.json files for another order and titles)`)
  if (/(?:^|[\s{,])socialLinks\s*:/.test(text)) unmapped.push(`${file}: themeConfig.socialLinks: write them as navbar.icons in site.config.ts`)
  if (/\benhanceApp\b|\.vue['"]/.test(text)) unmapped.push(`${file}: Vue components are not rendered here: pages that use them show a warning where they are`)
}
