/**
 * Special documents that are not content pages: the 404 and 500 pages, and the small pages that
 * redirect an old route to its new one.
 */
import { renderToString } from 'react-dom/server'
import type { SiteData } from './page-data.js'

/** The repository's "new issue" URL, derived from docsRepositoryBase (…/tree/main → …/issues/new). */
export function newIssueUrl(site: SiteData, title: string): string {
  const repo = site.docsRepositoryBase.replace(/\/(tree|blob)\/.*$/, '')
  return `${repo}/issues/new?title=${encodeURIComponent(title)}`
}

/** The 404 or 500 page. */
export function renderErrorDocument(kind: 404 | 500, site: SiteData, css: string[]): string {
  const title = kind === 404 ? 'Page not found' : 'Something went wrong'
  const body = renderToString(
    <main id="content">
      <h1>{title}</h1>
      <p>{kind === 404 ? 'There is no page at this address.' : 'The server could not answer this request.'}</p>
      <p>
        <a href={newIssueUrl(site, kind === 404 ? 'Broken link' : 'Error in url')} data-issue-link={kind}>
          {kind === 404 ? 'Submit an issue about broken link →' : 'Submit an issue about error in url →'}
        </a>
      </p>
      <p><a href="/">Go to the home page</a></p>
    </main>,
  )
  const head = renderToString(
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>{`${title} | ${site.brand.name}`}</title>
      {css.map((href) => <link key={href} rel="stylesheet" href={href} />)}
    </head>,
  )
  return `<!doctype html>\n<html lang="${site.i18n.defaultLocale}">${head}<body>${body}</body></html>\n`
}

/** A page that sends the browser from an old route to `to` (meta refresh plus a link). */
export function renderRedirectDocument(to: string, site: SiteData): string {
  const target = new URL(to, site.siteUrl).href
  const head = renderToString(
    <head>
      <meta charSet="utf-8" />
      <title>{`Redirecting to ${to}`}</title>
      <link rel="canonical" href={target} />
      <meta name="robots" content="noindex" />
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
    </head>,
  )
  const body = renderToString(<p>This page has moved to <a href={to}>{to}</a>.</p>)
  return `<!doctype html>\n<html lang="${site.i18n.defaultLocale}">${head}<body>${body}</body></html>\n`
}
