/** Value schemas the config reuses: https URLs, link targets and CSS colours. */
import { z } from 'zod'
import { isCssColor } from './colors.js'

/** The WHATWG URL parser every runtime has; core/ sees only ECMAScript's types, which lack it. */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { protocol: string; hostname: string; pathname: string; search: string; hash: string; username: string } }).URL

/** True for an absolute https URL with a host. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new WhatwgUrl(value)
    return url.protocol === 'https:' && url.hostname.length > 0
  } catch {
    return false
  }
}

/**
 * What is wrong with `value` as the site's address, or undefined when it is an https origin
 * (`https://docs.example.com`, a trailing `/` allowed). The pages' links, assets and scripts are
 * root-relative, so a site served under a sub-path (`https://example.github.io/docs`) would link
 * to another site's pages: the path is refused, not dropped from canonical URLs and the sitemap.
 */
export function siteOriginProblem(value: string): string | undefined {
  if (!isHttpsUrl(value)) return 'Must be an https:// URL'
  const url = new WhatwgUrl(value)
  if (url.username) return 'Must not hold a user name or password'
  if (url.pathname !== '/' || url.search || url.hash) {
    return 'Must be the origin the site is served from, such as https://docs.example.com: pages link from the root of their host, so a site under a sub-path is not supported. Serve it from a host of its own (a subdomain, or a custom domain for GitHub Pages)'
  }
  return undefined
}

/** The site's https origin (siteOriginProblem). */
export const siteOrigin = () =>
  z.string().superRefine((value, ctx) => {
    const problem = siteOriginProblem(value)
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
  })

/** An https URL; `message` replaces the generic text when the value is a string but not one. */
export const httpsUrl = (message?: string) =>
  z.string().refine((value) => isHttpsUrl(value), { message: message ?? 'Must be an https:// URL' })

/** A site path (`/docs`) or an https URL. */
export const linkTarget = z.string().refine((v) => v.startsWith('/') || isHttpsUrl(v), {
  message: 'Must be a site path starting with / or an https:// URL',
})

/** Any CSS colour: `#0a7aff`, `rgb(10 122 255)`, `hsl(212 100% 50%)`, `oklch(0.6 0.2 250)`, `rebeccapurple`. */
export const cssColor = z.string().refine((v) => isCssColor(v), {
  message: 'Must be a CSS colour such as #0a7aff, rgb(10 122 255), hsl(212 100% 50%), oklch(0.6 0.2 250) or a colour name',
})
