/**
 * The headers of every API answer, refusals, preflights and errors included: hono/secure-headers
 * with our policy (no framing at all, a CSP that allows nothing but the inline style of the
 * mail-link pages, no referrer; HSTS is left to the site's host, which owns the domain's policy),
 * `Cache-Control: no-store`, and `Connection: close` on a refusal whose body may still be on the wire.
 */
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

const UNREAD_BODY_STATUSES = new Set([403, 405, 413, 414, 415, 429])

/** Security headers of every API response. */
export const securityHeaders: MiddlewareHandler = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    styleSrc: ["'unsafe-inline'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  strictTransportSecurity: false,
})

/** Nothing the API answers is cached; a refused body's connection is not reused. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'no-store')
  if (c.req.method !== 'GET' && UNREAD_BODY_STATUSES.has(c.res.status)) c.res.headers.set('Connection', 'close')
}
