/** Value schemas the config reuses: https URLs, link targets and CSS colours. */
import { z } from 'zod'
import { isCssColor } from './colors.js'

/** The WHATWG URL parser every runtime has; core/ sees only ECMAScript's types, which lack it. */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { protocol: string; hostname: string } }).URL

/** True for an absolute https URL with a host. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new WhatwgUrl(value)
    return url.protocol === 'https:' && url.hostname.length > 0
  } catch {
    return false
  }
}

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
