/** What a component island's browser code knows of its page (core/island-runtime.ts), from the page's data. Pure. */
import type { IslandPage } from '../core/island-runtime.js'
import type { PageData } from './page-data.js'

export function islandPageOf(data: PageData): IslandPage {
  const { i18n, brand, docsRepositoryBase, nextraMajor } = data.site
  const config = { title: data.page.title, frontMatter: data.page.frontMatter, logo: brand.name, docsRepositoryBase, i18n: i18n.locales.map((l) => ({ locale: l.locale, text: l.text })), nextraMajor }
  return { route: data.route, locale: data.locale, locales: i18n.locales.map((l) => l.locale), defaultLocale: i18n.defaultLocale, ...(data.site.basePath && { basePath: data.site.basePath }), ...(data.props && { props: data.props }), config }
}
