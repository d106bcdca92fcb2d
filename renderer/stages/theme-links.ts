/**
 * The links the theme draws from the config (navbar items and buttons, footer links and buttons,
 * banner button, social and navbar icons), checked like content links. Each config value is
 * reported at most once, at the line and column where that value is written in
 * content/site.config.ts: a link shown in every locale (with the locale's prefix) is checked in
 * each, and only its first problem is reported. A locale's `overrides` links are checked in that locale.
 */
import type { SiteConfig } from '../../core/config/schema.js'
import { configValuePositions, positionAt, type SourcePosition } from '../../core/config/positions.js'
import { localePath } from '../../templates/theme/shell-data.js'
import type { Report, Severity } from '../diagnostics.js'
import { checkOne, closestTarget, reportBroken, type LinkTargets } from './links.js'

export interface ThemeLink extends SourcePosition {
  /** The value as written in the config. */
  href: string
  /** Drawn with the locale's prefix on translated pages (navbar items, footer links and buttons). */
  localized: boolean
  /** The one locale that shows it (a locale's `overrides`); absent: every locale. */
  locale?: string
}

type Chrome = { navbar?: Partial<SiteConfig['navbar']>; footer?: Partial<SiteConfig['footer']>; banner?: SiteConfig['banner']; social?: SiteConfig['social'] }
type Written = [path: string, href: string, localized: boolean]

/** The links of the chrome settings `chrome` (the config's, or a locale's `overrides`), their key paths under `at`. */
function chromeLinks(chrome: Chrome, at: string): Written[] {
  const { navbar, footer, banner, social } = chrome
  return [
    ...(navbar?.items ?? []).map((item, i): Written => [`${at}navbar.items.${i}.href`, item.href, true]),
    ...(footer?.links ?? []).map((link, i): Written => [`${at}footer.links.${i}.href`, link.href, true]),
    ...(footer?.buttons ?? []).map((button, i): Written => [`${at}footer.buttons.${i}.href`, button.href, true]),
    ...(navbar?.buttons ?? []).map((button, i): Written => [`${at}navbar.buttons.${i}.href`, button.href, false]),
    ...(banner?.button ? [[`${at}banner.button.href`, banner.button.href, false] as Written] : []),
    ...(['social', 'navbar.icons'] as const).flatMap((list) =>
      ((list === 'social' ? social : navbar?.icons) ?? []).flatMap((s, i): Written[] => [
        [`${at}${list}.${i}.href`, s.href, false],
        ...('icon' in s ? [[`${at}${list}.${i}.icon`, s.icon, false] as Written] : []),
      ]),
    ),
  ]
}

/** Every link of the config the theme draws, with the place of its value; a locale's `overrides` links are shown (and checked) in that locale only. */
export function themeLinks(config: SiteConfig): ThemeLink[] {
  const positions = config.configSource ? configValuePositions(config.configSource) : new Map<string, SourcePosition>()
  const placed = ([path, href, localized]: Written, locale?: string): ThemeLink => ({ href, localized, ...(locale ? { locale } : {}), ...(positions.get(path) ?? firstMention(config.configSource, href)) })
  return [
    ...chromeLinks(config, '').map((w) => placed(w)),
    ...config.i18n.locales.flatMap((l, n) => (l.overrides ? chromeLinks(l.overrides, `i18n.locales.${n}.overrides.`).map((w) => placed(w, l.locale)) : [])),
  ]
}

/** Checks the config's links; reports each broken one once, at its value. Returns the number reported. */
export function checkThemeLinks(config: SiteConfig, targets: LinkTargets, severity: Severity, report: Report): number {
  const locales = [config.i18n.defaultLocale, ...config.i18n.locales.map((l) => l.locale).filter((l) => l !== config.i18n.defaultLocale)]
  let broken = 0
  for (const link of themeLinks(config)) {
    const shownIn = link.locale ? [link.locale] : locales
    const shown = link.localized && link.href.startsWith('/') ? shownIn.map((locale) => [locale, localePath(config, locale, link.href)] as const) : [[shownIn[0]!, link.href] as const]
    for (const [locale, href] of shown) {
      const from = localePath(config, locale, '/')
      const problem = checkOne(href, from, targets)
      if (!problem) continue
      broken++
      reportBroken(report, severity, config.configFile, link, problem, closestTarget(href, from, targets))
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
