/**
 * Banner: the promotional strip from config.banner. Dismissal is stored under banner.key; the
 * head script hides it before paint on later visits (client/behaviors/chrome.ts, ThemeScript.tsx).
 */
import type { SiteData } from '../page-data.js'
import { resolveHref } from '../support/links.js'
import { Close } from './Icons.js'
import { KeptMarkup } from '../support/kept-markup.js'

export function Banner({ site }: { site: SiteData }) {
  const banner = site.banner
  if (!banner) return null
  // The banner shows the site data alone (support/kept-markup.tsx).
  return <KeptMarkup id="banner" render={() => (
    <aside className="banner" aria-label={site.strings.announcement} data-banner-key={banner.key}>
      <p className="banner-text">
        <strong>{banner.title}</strong> <span className="banner-subtitle">{banner.subtitle}</span>
      </p>
      <a className="button button-primary button-sm" href={resolveHref(site, banner.button.href)}>{banner.button.text}</a>
      <button type="button" className="banner-dismiss" data-banner-dismiss="" aria-label={site.strings.dismissBanner}>
        <Close />
      </button>
    </aside>
  )} />
}
