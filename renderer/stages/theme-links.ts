/**
 * The links the theme draws from the config (navbar items and buttons, footer links and buttons,
 * banner button, social and navbar icons), as link sources of content/site.config.ts, once per
 * locale as each locale's pages show them, so the link check covers them like content links.
 */
import type { SiteConfig } from '../../core/config/schema.js'
import { localePath } from '../../templates/theme/shell-data.js'
import type { LinkSource } from './links.js'

export function themeLinkSources(config: SiteConfig): LinkSource[] {
  const localized = [...config.navbar.items.map((i) => i.href), ...config.footer.links.map((l) => l.href), ...config.footer.buttons.map((b) => b.href)]
  const asWritten = [
    ...config.navbar.buttons.map((b) => b.href),
    ...(config.banner ? [config.banner.button.href] : []),
    ...[...config.social, ...config.navbar.icons].flatMap((s) => ('icon' in s ? [s.href, s.icon] : [s.href])),
  ]
  return config.i18n.locales.map(({ locale }) => {
    const home = locale === config.i18n.defaultLocale ? '/' : `/${locale.toLowerCase()}`
    const shown = (href: string) => (href.startsWith('/') ? localePath(config, locale, href) : href)
    const links = [...localized.map((written) => [written, shown(written)] as const), ...asWritten.map((written) => [written, written] as const)]
    return { route: home, file: config.configFile, links: links.map(([written, href]) => ({ href, ...positionOf(config.configSource, written) })), ids: [] }
  })
}

/** Line and column of the first place `href` is written (quoted) in the config source; 1:1 when unknown. */
function positionOf(source: string | undefined, href: string): { line: number; column: number } {
  const at = source ? ["'", '"', '`'].map((q) => source.indexOf(`${q}${href}${q}`)).filter((i) => i >= 0).sort((a, b) => a - b)[0] : undefined
  if (!source || at === undefined) return { line: 1, column: 1 }
  const before = source.slice(0, at + 1)
  return { line: before.split('\n').length, column: at + 1 - before.lastIndexOf('\n') }
}
