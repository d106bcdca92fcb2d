/**
 * Chrome that every page of a locale draws alike (the banner, the footer, the navbar of a section)
 * rendered once per thread and kept (issue 20): inside a document render (support/raw-parts.tsx)
 * `KeptMarkup` puts the kept markup in as one raw part instead of React making its elements again
 * on every page. Drawing no navbar, footer or banner at all made a cold 1,000-page build 4 %
 * cheaper in CPU (stop 35, paired runs), the most keeping them can save.
 *
 * The markup is kept under the site data as the page's locale shows it (the same object for every
 * page of a locale: renderer/site-locale.ts) and `id`, which must name every other input of
 * `render` (the locale, the route's active links). A page of a site with translations links its
 * own translations in the language switch, so its navbar and footer are its own: not kept. The kept
 * subtree is rendered with the two contexts chrome reads, the site data and the search pointers
 * (the pointers go in the key); nothing under it may read the page's own contexts.
 */
import { useContext, type ReactElement } from 'react'
import { keepBounded } from '../../core/bounded-map.js'
import { renderToString } from '../react-server.js'
import { SiteContext } from '../site-context.js'
import { SearchIndexContext } from '../theme/SearchSlot.js'
import { useRawHtml } from './raw-parts.js'

const kept = new WeakMap<object, Map<string, string>>()
/** Markup kept per site data: a navbar per section with an active link, a footer, a banner. */
const KEPT_PER_SITE = 200

/** `id` undefined: nothing to keep (the markup differs on every page), rendered as it is. */
export function KeptMarkup({ id, render }: { id: string | undefined; render: () => ReactElement }) {
  const raw = useRawHtml()
  const site = useContext(SiteContext)
  const search = useContext(SearchIndexContext)
  if (!raw || !site || id === undefined) return render()
  let bySite = kept.get(site)
  if (!bySite) kept.set(site, (bySite = new Map()))
  const key = `${id}\0${JSON.stringify(search ?? null)}`
  let html = bySite.get(key)
  if (html === undefined) {
    const element = (
      <SiteContext.Provider value={site}>
        <SearchIndexContext.Provider value={search}>{render()}</SearchIndexContext.Provider>
      </SiteContext.Provider>
    )
    html = keepBounded(bySite, key, renderToString(element), KEPT_PER_SITE)
  }
  return raw(html)
}

/**
 * The id of chrome with a language switch (the navbar, the footer): `parts` as JSON, or none on a
 * site with translations, whose switch links each page's own translations (that chrome is the
 * page's own, not kept).
 */
export function switchingChromeId(site: { i18n: { locales: readonly unknown[] } }, parts: readonly unknown[]): string | undefined {
  return site.i18n.locales.length > 1 ? undefined : JSON.stringify(parts)
}
