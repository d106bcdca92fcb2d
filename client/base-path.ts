/**
 * The path the site is served under, from `<html data-base>` (templates/render-document.tsx; ''
 * at the root): the client's own site paths (search hits, 404 suggestions) go under it, as the
 * server put the page's own URLs (core/base-path.ts).
 */
export function siteBase(): string {
  return document.documentElement.dataset.base ?? ''
}
