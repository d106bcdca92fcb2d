/**
 * Colour-scheme facts of a page: forced dark with the marketing hue on marketing pages (a page
 * whose theme says `marketing: true`, or a route of config.marketing.routes), the docs hues
 * otherwise (spec §9: 53 marketing; 212 light / 204 dark). Pure.
 */
import { accentOf, type Accent } from '../../core/config/colors.js'
import type { PageTheme } from '../../core/config/schema.js'
import type { SiteData } from '../page-data.js'

export interface RouteTheme {
  /** 'dark' on marketing pages; undefined where the visitor's choice applies. */
  forced?: 'dark'
  hueLight: number
  hueDark: number
  /** The accent of each theme from config.primaryColor (not on marketing pages). */
  accent?: Accent
}

/** True when the page is in the marketing style: its theme says so, or its route (any locale prefix removed) is one of config.marketing.routes. */
export function isMarketingPage(site: Pick<SiteData, 'marketing' | 'i18n'>, route: string, theme?: Pick<PageTheme, 'marketing'>): boolean {
  if (theme?.marketing) return true
  return site.marketing.routes.includes(stripLocale(site, route))
}

/** The theme of a page. */
export function routeTheme(site: Pick<SiteData, 'marketing' | 'i18n' | 'primaryHue' | 'primaryColor'>, route: string, theme?: Pick<PageTheme, 'marketing'>): RouteTheme {
  if (isMarketingPage(site, route, theme)) return { forced: 'dark', hueLight: site.marketing.hue, hueDark: site.marketing.hue }
  if (site.primaryColor) {
    const accent = cachedAccent(site.primaryColor)
    return { hueLight: accent.light.hue, hueDark: accent.dark.hue, accent }
  }
  return { hueLight: site.primaryHue.light, hueDark: site.primaryHue.dark }
}

const accents = new Map<string, Accent>()

/** accentOf, computed once per configured colour (every page of a build asks). */
function cachedAccent(color: NonNullable<SiteData['primaryColor']>): Accent {
  const key = JSON.stringify(color)
  let accent = accents.get(key)
  if (!accent) accents.set(key, (accent = accentOf(color)))
  return accent
}

/** `route` without a leading non-default locale segment: '/fr/docs' → '/docs', '/fr' → '/'. */
export function stripLocale(site: Pick<SiteData, 'i18n'>, route: string): string {
  for (const { locale } of site.i18n.locales) {
    if (locale === site.i18n.defaultLocale) continue
    const prefix = `/${locale.toLowerCase()}`
    if (route === prefix) return '/'
    if (route.startsWith(`${prefix}/`)) return route.slice(prefix.length)
  }
  return route
}
