/**
 * Colour-scheme facts of a route: forced dark on the marketing routes with their hue, the docs
 * hues otherwise (spec §9: 53 marketing; 212 light / 204 dark). Pure.
 */
import type { SiteData } from '../page-data.js'

export interface RouteTheme {
  /** 'dark' on marketing routes; undefined where the visitor's choice applies. */
  forced?: 'dark'
  hueLight: number
  hueDark: number
}

/** True when `route` (any locale prefix removed) is one of config.marketing.routes. */
export function isMarketingRoute(site: Pick<SiteData, 'marketing' | 'i18n'>, route: string): boolean {
  const bare = stripLocale(site, route)
  return site.marketing.routes.includes(bare)
}

/** The theme of a route. */
export function routeTheme(site: Pick<SiteData, 'marketing' | 'i18n' | 'primaryHue'>, route: string): RouteTheme {
  if (isMarketingRoute(site, route)) return { forced: 'dark', hueLight: site.marketing.hue, hueDark: site.marketing.hue }
  return { hueLight: site.primaryHue.light, hueDark: site.primaryHue.dark }
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
