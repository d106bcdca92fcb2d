/**
 * A URL string from front matter or a `_meta` file that reaches a page, a feed or a meta tag:
 * `javascript:`, `vbscript:` and `data:` URLs (however disguised, `mdx/url-safety.ts`) are refused
 * at build time with the field's position (XSS-7), instead of relying on React at run time.
 */
import { z } from 'zod'
import { unsafeUrlScheme } from '../mdx/url-safety.js'

export const SafeUrl = z.string().superRefine((value, ctx) => {
  const scheme = unsafeUrlScheme(value)
  if (scheme) ctx.addIssue({ code: 'custom', message: `Unsafe URL: \`${scheme}:\` URLs can run code in the reader's browser; use an https: or relative URL` })
})
