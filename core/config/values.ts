/** Value schemas the config reuses: https URLs, link targets and CSS colours. */
import { z } from 'zod'
import { isCssColor } from './colors.js'

/** The WHATWG URL parser every runtime has; core/ sees only ECMAScript's types, which lack it. */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { protocol: string; host: string; hostname: string; pathname: string; search: string; hash: string; username: string } }).URL

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
 * (`https://docs.example.com`, a trailing `/` allowed). A site served under a sub-path gives the
 * path as `basePath`: in `siteUrl` it would be dropped by every root-relative URL made from it.
 */
export function siteOriginProblem(value: string): string | undefined {
  if (!isHttpsUrl(value)) return 'Must be an https:// URL'
  const url = new WhatwgUrl(value)
  if (url.username) return 'Must not hold a user name or password'
  if (url.pathname !== '/' || url.search || url.hash) {
    return `Must be the origin the site is served from, such as https://docs.example.com: for a site under a sub-path, write the origin here and the path as basePath (siteUrl: '${url.protocol}//${url.host}', basePath: '${url.pathname.replace(/\/+$/, '') || '/'}')`
  }
  return undefined
}

/**
 * What is wrong with `value` as the path the site is served under (`/docs`: GitHub Pages' project
 * sites, Nextra's `basePath`, Docusaurus's `baseUrl`), or undefined: plain segments after a `/`
 * ('' and '/' are the root).
 */
export function basePathProblem(value: string): string | undefined {
  if (value === '') return undefined
  if (!value.startsWith('/')) return 'Must start with / (such as /docs)'
  const segments = value.split('/').slice(1)
  if (value !== '/' && segments.slice(0, -1).some((s) => s === '')) return 'Must not hold an empty segment (//)'
  const bad = segments.find((s) => s === '.' || s === '..' || !/^[\w.~-]*$/.test(s))
  if (bad !== undefined) return `Must be plain path segments (letters, digits, - _ . ~): \`${bad}\` is not one`
  return undefined
}

/** The path the site is served under, without a trailing slash ('' for the root) (basePathProblem). */
export const basePathValue = () =>
  z
    .string()
    .superRefine((value, ctx) => {
      const problem = basePathProblem(value)
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
    })
    .transform((value) => value.replace(/\/+$/, ''))

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
