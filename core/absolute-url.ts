/**
 * The site's own absolute URLs (canonical links, sitemap entries, feeds, llms.txt links, card
 * images): a site path resolved against the site's root URL, its origin and basePath
 * (`https://example.github.io/docs`: siteRootUrl), without parsing a URL for each plain
 * root-relative path: one that holds only ASCII letters, digits and `-._~/`, not `//` first
 * (another host) and no `.` or `..` segment, is the root followed by the path as written. Ten
 * thousand pages asked `new URL` ~40,000 times per build (~45 ms of a one-page edit's main thread,
 * `--cpu-prof`); any other path still goes through it.
 */
import { withBase } from './base-path.js'

/** The WHATWG URL parser every runtime has; core/ sees only ECMAScript's types, which lack it. */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string, base?: string) => { href: string; origin: string; pathname: string } }).URL
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*$/
const DOT_SEGMENT = /\/\.{1,2}(?=\/|$)/

/** Whether root-relative `path` is one the URL parser keeps as written (plain characters, no `.` or `..` segment, no other host); the link check reads such paths as they are too. */
export function isPlainPath(path: string): boolean {
  return PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path)
}

/** The root URL of a site at `siteUrl` (an origin) served under `basePath`, without a trailing slash. */
export function siteRootUrl(siteUrl: string, basePath = ''): string {
  return siteUrl.replace(/\/+$/, '') + basePath
}

const roots = new Map<string, { origin: string; base: string }>()

/** `path` (a site path, or any URL) as an absolute URL of the site whose root URL is `root` (siteRootUrl). */
export function absoluteUrl(path: string, root: string): string {
  let parts = roots.get(root)
  if (parts === undefined) {
    const url = new WhatwgUrl(root)
    roots.set(root, (parts = { origin: url.origin, base: url.pathname.replace(/\/+$/, '') }))
  }
  const served = withBase(parts.base, path)
  if (isPlainPath(served)) return parts.origin + served
  // A site path stays on the site's host, even one the parser reads as a host (`/\\host`).
  return /^\/(?!\/)/.test(served) ? new WhatwgUrl(parts.origin + served).href : new WhatwgUrl(served, `${parts.origin}${parts.base}/`).href
}
