/**
 * ShellData: what the page chrome (banner, navbar, footer) needs. Layouts derive it from PageData
 * (`shellData`); the 404/500 pages build it from the site data alone.
 */
import type { PageTheme } from '../../core/config/schema.js'
import type { NavEntry } from '../../core/page-map.js'
import type { PageData, SiteData } from '../page-data.js'

export interface ShellData {
  route: string
  locale: string
  site: SiteData
  /** Top-level `page`/`menu` entries of the locale's tree. */
  navbar: NavEntry[]
  alternates: Array<{ locale: string; route: string }>
  theme: PageTheme
  /** True on marketing routes (forced dark; no theme switch). */
  forcedDark: boolean
}

/** The chrome data of a content page. */
export function shellData(data: PageData, forcedDark: boolean): ShellData {
  return { route: data.route, locale: data.locale, site: data.site, navbar: data.nav.navbar, alternates: data.alternates, theme: data.page.theme, forcedDark }
}

/** A site path in a locale: '/docs' → '/fr/docs' for fr. */
export function localePath(site: Pick<SiteData, 'i18n'>, locale: string, path: string): string {
  if (locale === site.i18n.defaultLocale) return path
  const prefix = `/${locale.toLowerCase()}`
  return path === '/' ? prefix : `${prefix}${path}`
}
