/** What a component island's browser code knows of its page (core/island-runtime.ts), from the page's data. Pure. */
import type { IslandPage } from '../core/island-runtime.js'
import type { PageData } from './page-data.js'

export function islandPageOf(data: PageData): IslandPage {
  const { i18n } = data.site
  return { route: data.route, locale: data.locale, locales: i18n.locales.map((l) => l.locale), defaultLocale: i18n.defaultLocale, ...(data.props && { props: data.props }) }
}
