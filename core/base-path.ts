/**
 * A site served under a path (`basePath: '/docs'`, core/config/values.ts): the pages, the engine
 * and the client work in site paths (`/guide/intro`, `/_site/site.css`), and what is served or
 * linked starts with the base (`/docs/guide/intro`). Pure; '' is the root, which changes nothing.
 */

/** `url` as served under `base`: a site path (`/x`, not `//host/x`) gets the base before it; anything else is as it is. */
export function withBase(base: string, url: string): string {
  if (!base || url.charCodeAt(0) !== 47 || url.charCodeAt(1) === 47) return url
  return url === '/' ? `${base}/` : base + url
}

/** The site path of `pathname` served under `base`, or undefined when it is not under it. */
export function withoutBase(base: string, pathname: string): string | undefined {
  if (!base) return pathname
  if (pathname === base) return '/'
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined
}
