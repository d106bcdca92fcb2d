/**
 * URLs the theme derives from the configuration: edit-this-page, feedback (new issue), the app
 * URL of `href="app"`, locale home. Pure. The repository links need `docsRepositoryBase`.
 */
import type { SiteData } from '../page-data.js'

/** The repository's root URL: docsRepositoryBase without its /tree/… or /blob/… suffix. */
export function repositoryUrl(site: { docsRepositoryBase: string }): string {
  return site.docsRepositoryBase.replace(/\/(tree|blob)\/.*$/, '').replace(/\/$/, '')
}

/** "Edit this page": docsRepositoryBase + '/content/' + the page's content-relative source. */
export function editUrl(site: { docsRepositoryBase: string }, file: string): string {
  return `${site.docsRepositoryBase.replace(/\/$/, '')}/content/${file.split('/').map(encodeURIComponent).join('/')}`
}

/**
 * The page's own "Edit this page" URL, as the peers' front matter gives it: Docusaurus's
 * `custom_edit_url`, Starlight's `editUrl` (an http(s) URL); `null` when it turns the link off
 * (`custom_edit_url: null`, `editUrl: false`, VitePress's `editLink: false`); undefined when it
 * says nothing (the link from `docsRepositoryBase`).
 */
export function pageEditUrl(fm: Record<string, unknown>): string | null | undefined {
  if (fm.custom_edit_url === null || fm.editUrl === false || fm.editLink === false) return null
  const own = fm.custom_edit_url ?? fm.editUrl
  return typeof own === 'string' && /^https?:\/\/[^\s]+$/i.test(own.trim()) ? own.trim() : undefined
}

/** A new issue on the repository titled `title` (and an optional body). */
export function newIssueUrl(site: { docsRepositoryBase: string }, title: string, body?: string): string {
  return `${repositoryUrl(site)}/issues/new?title=${formValue(title)}${body ? `&body=${formValue(body)}` : ''}`
}

/**
 * `value` as URLSearchParams writes it (application/x-www-form-urlencoded), with spaces as `%20`:
 * what encodeURIComponent writes, and `!'()~` escaped too. A URLSearchParams per page's feedback
 * link cost a page worker 30 µs a page (cold 10,000-page build).
 */
export function formValue(value: string): string {
  try {
    return encodeURIComponent(value).replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  } catch {
    // A lone surrogate, which URLSearchParams writes as U+FFFD.
    return new URLSearchParams({ v: value }).toString().slice(2).replace(/\+/g, '%20')
  }
}

/** The feedback link of a page: a new issue titled with the page title. */
export function feedbackUrl(site: { docsRepositoryBase: string }, pageTitle: string): string {
  return newIssueUrl(site, `Feedback for “${pageTitle}”`, '')
}

/** Resolves a content href: 'app' means `brand.appUrl` (marketing components, banner), when configured. */
export function resolveHref(site: Pick<SiteData, 'brand'>, href: string): string {
  return href === 'app' && site.brand.appUrl ? site.brand.appUrl : href
}

/** True for links that leave the site (plain external anchors). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href)
}

/** The home route of a locale: '/' for the default locale, else '/<locale>'. */
export function localeHome(site: Pick<SiteData, 'i18n'>, locale: string): string {
  return locale === site.i18n.defaultLocale ? '/' : `/${locale.toLowerCase()}`
}
