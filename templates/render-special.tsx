/**
 * Special documents that are not content pages: the 404 and 500 pages (in the site's shell, with
 * the "Submit an issue" link and, on the 404, the closest pages for the requested path), and the
 * small pages that redirect an old route to its new one.
 */
import { renderToString } from './react-server.js'
import type { NavEntry } from '../core/page-map.js'
import { AssetLinks } from './Head.js'
import type { AssetUrls, SiteData } from './page-data.js'
import { htmlAttributes } from './render-document.js'
import { SiteContext } from './site-context.js'
import { localeHome, newIssueUrl } from './support/links.js'
import { localePath } from './theme/shell-data.js'
import { SearchIndexContext } from './theme/SearchSlot.js'
import { Shell } from './theme/Shell.js'
import { themeScript } from './theme/ThemeScript.js'
import { absoluteUrl } from '../core/absolute-url.js'
import { withBase } from '../core/base-path.js'
import { documentUnderBase } from './support/base-path-html.js'

export { newIssueUrl }

export interface ErrorPageOptions {
  /** The locale the page speaks (its texts come with `site`, localized for it); default: the default locale. */
  locale?: string
  /** Navbar entries of that locale. */
  navbar?: NavEntry[]
  /** URL of the build's route list ([route, title][]) for the 404's suggestions. */
  routesUrl?: string
}

const DEFAULT_THEME = { breadcrumb: false, collapsed: false, footer: true, navbar: true, pagination: false, sidebar: false, timestamp: false, toc: false, layout: 'full', typesetting: 'default', marketing: false } as const

/** The 404 or 500 page. `assets` may be the stylesheet list alone (older callers). */
export function renderErrorDocument(kind: 404 | 500, site: SiteData, assets: AssetUrls | string[], options: ErrorPageOptions = {}): string {
  const urls: AssetUrls = Array.isArray(assets) ? { css: assets, preload: [] } : assets
  const { strings } = site
  const title = kind === 404 ? strings.notFoundTitle : strings.errorTitle
  const locale = options.locale ?? site.i18n.defaultLocale
  const route = localePath(site, locale, kind === 404 ? '/404' : '/500')
  const shell = { route, locale, site, navbar: options.navbar ?? [], alternates: [], theme: DEFAULT_THEME, forcedDark: false }
  const body = renderToString(
    <SiteContext.Provider value={site}>
      <SearchIndexContext.Provider value={urls.searchPointer}>
        <Shell shell={shell} searchRow>
          <main id="content" className="main error-page" tabIndex={-1}>
            <p className="error-code">{kind}</p>
            <h1>{title}</h1>
            <p>{kind === 404 ? strings.notFoundText : strings.errorText}</p>
            {site.docsRepositoryBase ? (
              <p>
                <a href={newIssueUrl({ docsRepositoryBase: site.docsRepositoryBase }, kind === 404 ? 'Broken link' : 'Error in url')} data-issue-link={kind}>
                  {kind === 404 ? strings.notFoundIssue : strings.errorIssue}
                </a>
              </p>
            ) : null}
            {kind === 404 && options.routesUrl ? (
              <section className="suggest" data-suggest={options.routesUrl} data-pending="" aria-labelledby="suggest-title">
                <h2 id="suggest-title">{strings.notFoundSuggestions}</h2>
                <ul />
              </section>
            ) : null}
            <p><a href={localeHome(site, locale)}>{strings.goHome}</a></p>
          </main>
        </Shell>
      </SearchIndexContext.Provider>
    </SiteContext.Provider>,
  )
  const head = renderToString(
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>{`${title} | ${site.brand.name}`}</title>
      <meta name="description" content={title} />
      <script dangerouslySetInnerHTML={{ __html: themeScript({ bannerKey: site.banner?.key }) }} />
      <AssetLinks preload={urls.preload} css={urls.css} script={urls.script} />
    </head>,
  )
  const dir = site.i18n.locales.find((l) => l.locale === locale)?.direction ?? 'ltr'
  return documentUnderBase(`<!doctype html>\n<html ${htmlAttributes(locale, dir, route, site)}>${head}<body>${body}</body></html>\n`, site.basePath)
}

/** A page that sends the browser from an old route to `to` (meta refresh plus a link). */
export function renderRedirectDocument(to: string, site: SiteData): string {
  const target = absoluteUrl(to, site.siteUrl)
  const served = withBase(site.basePath ?? '', to)
  const head = renderToString(
    <head>
      <meta charSet="utf-8" />
      <title>{`Redirecting to ${to}`}</title>
      <link rel="canonical" href={target} />
      <meta name="robots" content="noindex" />
      <meta httpEquiv="refresh" content={`0; url=${served}`} />
    </head>,
  )
  const body = renderToString(<p>This page has moved to <a href={served}>{served}</a>.</p>)
  return `<!doctype html>\n<html lang="${site.i18n.defaultLocale}">${head}<body>${body}</body></html>\n`
}
