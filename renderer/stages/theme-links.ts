/**
 * The links the theme draws from the config (navbar items and buttons, footer links and buttons,
 * banner button, social and navbar icons), checked like content links. Each config value is
 * reported at most once, at the line and column where that value is written in
 * content/site.config.ts: a link shown in every locale (with the locale's prefix) is checked in
 * each, and only its first problem is reported.
 */
import type { SiteConfig } from '../../core/config/schema.js'
import { configValuePositions, positionAt, type SourcePosition } from '../../core/config/positions.js'
import { localePath } from '../../templates/theme/shell-data.js'
import type { Report, Severity } from '../diagnostics.js'
import { checkOne, reportBroken, type LinkTargets } from './links.js'

export interface ThemeLink extends SourcePosition {
  /** The value as written in the config. */
  href: string
  /** Drawn with the locale's prefix on translated pages (navbar items, footer links and buttons). */
  localized: boolean
}

/** Every link of the config the theme draws, with the place of its value. */
export function themeLinks(config: SiteConfig): ThemeLink[] {
  const written: Array<[path: string, href: string, localized: boolean]> = [
    ...config.navbar.items.map((item, i) => [`navbar.items.${i}.href`, item.href, true] as [string, string, boolean]),
    ...config.footer.links.map((link, i) => [`footer.links.${i}.href`, link.href, true] as [string, string, boolean]),
    ...config.footer.buttons.map((button, i) => [`footer.buttons.${i}.href`, button.href, true] as [string, string, boolean]),
    ...config.navbar.buttons.map((button, i) => [`navbar.buttons.${i}.href`, button.href, false] as [string, string, boolean]),
    ...(config.banner ? [['banner.button.href', config.banner.button.href, false] as [string, string, boolean]] : []),
    ...(['social', 'navbar.icons'] as const).flatMap((list) =>
      (list === 'social' ? config.social : config.navbar.icons).flatMap((s, i) => [
        [`${list}.${i}.href`, s.href, false] as [string, string, boolean],
        ...('icon' in s ? [[`${list}.${i}.icon`, s.icon, false] as [string, string, boolean]] : []),
      ]),
    ),
  ]
  const positions = config.configSource ? configValuePositions(config.configSource) : new Map<string, SourcePosition>()
  return written.map(([path, href, localized]) => ({ href, localized, ...(positions.get(path) ?? firstMention(config.configSource, href)) }))
}

/** Checks the config's links; reports each broken one once, at its value. Returns the number reported. */
export function checkThemeLinks(config: SiteConfig, targets: LinkTargets, severity: Severity, report: Report): number {
  const locales = [config.i18n.defaultLocale, ...config.i18n.locales.map((l) => l.locale).filter((l) => l !== config.i18n.defaultLocale)]
  let broken = 0
  for (const link of themeLinks(config)) {
    const shown = link.localized && link.href.startsWith('/') ? locales.map((locale) => [locale, localePath(config, locale, link.href)] as const) : [[config.i18n.defaultLocale, link.href] as const]
    for (const [locale, href] of shown) {
      const problem = checkOne(href, localePath(config, locale, '/'), targets)
      if (!problem) continue
      broken++
      reportBroken(report, severity, config.configFile, link, problem)
      break
    }
  }
  return broken
}

/** Where `href` is first written (quoted) in the config source, for a value the scanner could not place; 1:1 when unknown. */
function firstMention(source: string | undefined, href: string): SourcePosition {
  const at = source ? ["'", '"', '`'].map((q) => source.indexOf(`${q}${href}${q}`)).filter((i) => i >= 0).sort((a, b) => a - b)[0] : undefined
  return source && at !== undefined ? positionAt(source, at + 1) : { line: 1, column: 1 }
}
