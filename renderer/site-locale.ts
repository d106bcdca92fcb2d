/**
 * The site data as one locale shows it: the engine's texts of that locale (`uiStrings`: built-in
 * English or French, under the locale's `strings`) and the locale's `overrides` of the site's own
 * texts (banner, navbar, footer, social, description, edit and feedback links, search box). A key
 * the locale does not override keeps the site's value; a list replaces the site's list whole.
 */
import { uiStrings } from '../core/i18n/ui-strings.js'
import type { SiteData } from '../templates/page-data.js'

type SiteFields = Omit<SiteData, 'strings'>

const cache = new WeakMap<object, Map<string, SiteData>>()

/** `site` for pages of `locale` (computed once per locale and site). */
export function localizedSite(site: SiteFields, locale: string): SiteData {
  const byLocale = cache.get(site) ?? new Map<string, SiteData>()
  cache.set(site, byLocale)
  let localized = byLocale.get(locale)
  if (!localized) {
    localized = localize(site, locale)
    byLocale.set(locale, localized)
  }
  return localized
}

function localize(site: SiteFields, locale: string): SiteData {
  const entry = site.i18n.locales.find((l) => l.locale === locale)
  return { ...withOverrides(site, entry?.overrides), strings: uiStrings(locale, entry?.strings) }
}

type Localizable = Pick<SiteData, 'description' | 'banner' | 'navbar' | 'footer' | 'social' | 'editLink' | 'feedback' | 'search'>
type Overrides = NonNullable<SiteData['i18n']['locales'][number]['overrides']>

/** `site` (the site data or the config) with a locale's `overrides` applied. */
export function withOverrides<T extends Localizable>(site: T, o: Overrides | undefined): T {
  if (!o) return site
  return {
    ...site,
    description: o.description ?? site.description,
    banner: o.banner ?? site.banner,
    navbar: { ...site.navbar, ...defined(o.navbar) },
    footer: { ...site.footer, ...defined(o.footer) },
    social: o.social ?? site.social,
    editLink: { ...site.editLink, ...o.editLink },
    feedback: { ...site.feedback, ...o.feedback },
    search: { ...site.search, ...o.search },
  }
}

/** The keys of `value` that are set (a partial schema leaves absent keys undefined). */
function defined<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {}
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
