/**
 * What a Nextra project's `next.config.*`, `theme.config.*` and `package.json` say that a site
 * config can hold, read from their text (they are not run: they import Next.js and the theme).
 * Values written as literals are mapped; what is computed, JSX or has no counterpart is listed
 * in `unmapped` with where it was. Pure.
 */
import { basePathProblem, siteOriginProblem } from '../../core/config/values.js'
import { languageName, objectOf, prettify, STRING, stringListOf, stringOf } from './config-text.js'

export interface NextraSources {
  /** next.config, and the texts of the `.json` files it requires or imports, by the path it names them with. */
  nextConfig?: { file: string; text: string; json?: Record<string, string> }
  themeConfig?: { file: string; text: string }
  packageJson?: string
  /** The project's folder name, for the brand when nothing names it. */
  folderName: string
}

export interface MigratedSettings {
  config: Record<string, unknown>
  unmapped: string[]
  /** package.json depends on nextra-theme-blog. */
  usesBlogTheme: boolean
}

const isHttps = (value: string | undefined): value is string => Boolean(value && /^https:\/\/[^/\s]+/.test(value))

/** Reads the settings of a Nextra project. */
export function readNextraSettings(sources: NextraSources): MigratedSettings {
  const config: Record<string, unknown> = {}
  const unmapped: string[] = []
  const theme = sources.themeConfig?.text ?? ''
  const next = sources.nextConfig?.text ?? ''
  const themeFile = sources.themeConfig?.file ?? 'theme.config'
  const pkg = parsePackage(sources.packageJson)

  const homepage = typeof pkg.homepage === 'string' && isHttps(pkg.homepage) ? pkg.homepage.replace(/\/$/, '') : undefined
  const origin = homepage && !siteOriginProblem(homepage) ? homepage : undefined
  config.siteUrl = origin ?? 'https://example.com'
  if (homepage && !origin) unmapped.push(`siteUrl: package.json's homepage ${homepage} is not an origin (a site is served from the root of its host); set the published address in site.config.ts (https://example.com is written for now)`)
  else if (!homepage) unmapped.push('siteUrl: no https `homepage` in package.json; set the published address in site.config.ts (https://example.com is written for now)')

  const name = brandName(theme) ?? (typeof pkg.name === 'string' ? prettify(pkg.name) : undefined) ?? prettify(sources.folderName)
  const brand: Record<string, unknown> = { name }
  const logo = /logo\s*:\s*(?:\(\)\s*=>\s*)?\(?\s*<img[^>]*\ssrc=["']([^"']+)["']/.exec(theme)?.[1] ?? stringOf(theme, 'logo')
  if (logo && (logo.startsWith('/') || isHttps(logo))) brand.logo = { light: logo }
  else if (/\blogo\s*:/.test(theme)) unmapped.push(`${themeFile}: logo is JSX or computed; put an image under content/public and set brand.logo.light`)
  config.brand = brand

  const repo = stringOf(theme, 'docsRepositoryBase')
  if (isHttps(repo)) config.docsRepositoryBase = repo

  mapThemeChrome(theme, themeFile, config, unmapped)

  const search: Record<string, unknown> = {}
  const searchBlock = objectOf(theme, 'search')
  const placeholder = searchBlock && stringOf(searchBlock, 'placeholder')
  if (placeholder) search.placeholder = placeholder
  else if (searchBlock && /placeholder\s*:/.test(searchBlock)) unmapped.push(`${themeFile}: search.placeholder is computed per locale; the built-in localized text is used`)
  const flexsearch = objectOf(next, 'flexsearch') ?? objectOf(next, 'search')
  if (flexsearch && /codeblocks\s*:\s*false/.test(flexsearch)) search.codeBlocks = false
  if (Object.keys(search).length) config.search = search

  mapNextConfig(next, sources.nextConfig?.file, sources.nextConfig?.json ?? {}, config, unmapped)
  // Nextra never checked links: a migrated site lists broken ones as warnings until they are fixed.
  config.links = 'warn'
  unmapped.push("links: 'warn' is set because Nextra did not check links; set it to 'error' once the build lists none")

  for (const key of ['head', 'useNextSeoProps', 'primaryHue', 'navigation', 'toc', 'sidebar', 'components', 'navbar', 'gitTimestamp', 'i18n', 'faviconGlyph', 'darkMode', 'nextThemes']) {
    if (new RegExp(String.raw`(?:^|[\s{,])${key}\s*[:(]`).test(theme)) unmapped.push(`${themeFile}: ${key} (see README "Migrating from Nextra" for its counterpart)`)
  }
  const dependencies = { ...(pkg.dependencies as object | undefined), ...(pkg.devDependencies as object | undefined) }
  return { config, unmapped, usesBlogTheme: 'nextra-theme-blog' in dependencies }
}

/** The navbar icons, footer, edit and feedback texts of theme.config; what cannot be mapped is listed in `unmapped`. */
function mapThemeChrome(theme: string, themeFile: string, config: Record<string, unknown>, unmapped: string[]): void {
  const icons: unknown[] = []
  const project = objectOf(theme, 'project')
  const projectLink = project && stringOf(project, 'link')
  if (isHttps(projectLink)) {
    if (/github\.com/.test(projectLink)) icons.push({ network: 'github', href: projectLink })
    else unmapped.push(`${themeFile}: project.link ${projectLink} is not on GitHub; add it to navbar.icons with { label, href, icon }`)
  }
  const chat = objectOf(theme, 'chat')
  const chatLink = chat && stringOf(chat, 'link')
  if (isHttps(chatLink)) {
    if (/slack\.com/.test(chatLink)) icons.push({ network: 'slack', href: chatLink })
    else unmapped.push(`${themeFile}: chat.link ${chatLink} has no built-in icon; add it to navbar.icons with { label, href, icon }`)
  }
  if (icons.length) config.navbar = { icons }

  const footer = objectOf(theme, 'footer')
  const footerText = footer ? stringOf(footer, 'text') ?? stringOf(footer, 'content') : undefined
  if (footerText) config.footer = { content: footerText }
  else if (footer) unmapped.push(`${themeFile}: footer content is JSX or computed; set footer.content (text) or footer.links`)

  for (const [key, field] of [['editLink', 'text'], ['feedback', 'content']] as const) {
    const block = objectOf(theme, key)
    const text = block && stringOf(block, field)
    if (text) config[key] = { [field]: text }
    else if (block) unmapped.push(`${themeFile}: ${key}.${field} is JSX or computed; set ${key}.${field} (text)`)
  }

  const banner = objectOf(theme, 'banner')
  if (banner) unmapped.push(`${themeFile}: banner (key ${JSON.stringify(stringOf(banner, 'key') ?? '?')}) needs a title, subtitle and button here; add banner: { key, title, subtitle, button }`)
}

/**
 * The locales and static redirects of next.config (written in it, or in a `.json` file it reads,
 * as `redirects() { return require('./redirects.json') }`); redirects with patterns or external
 * targets are listed in `unmapped`, and so are the remark and rehype plugins it gives Nextra; its
 * basePath is ours (core/config/values.ts basePathProblem).
 */
function mapNextConfig(next: string, nextFile: string | undefined, json: Record<string, string>, config: Record<string, unknown>, unmapped: string[]): void {
  const i18n = objectOf(next, 'i18n')
  if (i18n) {
    const locales = stringListOf(i18n, 'locales')
    const defaultLocale = stringOf(i18n, 'defaultLocale') ?? locales[0]
    if (locales.length) config.i18n = { defaultLocale, locales: locales.map((locale) => ({ locale, text: languageName(locale) })) }
  }

  const redirects: Record<string, string> = {}
  const add = (from: string, to: string, where: string | undefined) => {
    if (/[:*(]/.test(from) || !to.startsWith('/') || /[:*(]/.test(to)) unmapped.push(`${where}: redirect ${from} → ${to} (patterns and external targets are not static redirects)`)
    else redirects[from] ??= to
  }
  for (const match of next.matchAll(new RegExp(String.raw`source\s*:\s*${STRING}\s*,\s*destination\s*:\s*${STRING}`, 'g'))) add(match[1] ?? match[2] ?? match[3]!, match[4] ?? match[5] ?? match[6]!, nextFile)
  if (/\bredirects\b/.test(next)) for (const [file, text] of Object.entries(json)) for (const [from, to] of jsonRedirects(text)) add(from, to, file)
  if (Object.keys(redirects).length) config.redirects = redirects
  const plugins = [...next.matchAll(/\b(remark|rehype)Plugins\s*:\s*\[\s*[^\]\s]/g)].map((m) => `${m[1]}Plugins`)
  if (plugins.length) unmapped.push(`${nextFile}: mdxOptions ${plugins.join(' and ')} are not run; what they add to pages (such as Code Hike's <CH.Code>) is drawn as a placeholder with a warning`)
  const basePath = stringOf(next, 'basePath')
  const problem = basePath === undefined ? undefined : basePathProblem(basePath)
  if (basePath && basePath !== '/' && !problem) config.basePath = basePath.replace(/\/+$/, '')
  else if (problem) unmapped.push(`${nextFile}: basePath ${JSON.stringify(basePath)} is not carried over: ${problem}; set basePath in site.config.ts`)
  // Nextra's own option (`nextra({ latex: true })`) maps to ours of the same name.
  if (/\blatex\s*:\s*(true|\{)/.test(next)) config.latex = true
}

/** The `source` → `destination` pairs of a JSON array of Next.js redirects (none when it is not one). */
function jsonRedirects(text: string): Array<[string, string]> {
  try {
    const list = JSON.parse(text) as unknown
    if (!Array.isArray(list)) return []
    return list.flatMap((r: { source?: unknown; destination?: unknown }) => (typeof r?.source === 'string' && typeof r.destination === 'string' ? [[r.source, r.destination] as [string, string]] : []))
  } catch {
    return []
  }
}

/** The brand in a title template such as `%s – SWR`. */
function brandName(theme: string): string | undefined {
  const template = stringOf(theme, 'titleTemplate')
  const fromTemplate = template?.replace('%s', '').replace(/^[\s–—|:-]+|[\s–—|:-]+$/g, '').trim()
  return fromTemplate || undefined
}

function parsePackage(text: string | undefined): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}


/** Nextra 4's `contentDirBasePath` of next.config as a folder path (`'/docs'` → `docs`); undefined for none or `/`. */
export function contentBasePath(nextConfig: string): string | undefined {
  const base = stringOf(nextConfig, 'contentDirBasePath')?.replace(/^\/+|\/+$/g, '')
  return base || undefined
}
