/**
 * CORS with hono/cors for the exact origins of `corsOrigins` (never a wildcard, never `null`). A
 * preflight gets the allow headers only when its origin is listed and it asks for POST; every
 * preflight answers 204 with the same Vary, since nothing derived from the request ever lands in
 * Vary or Access-Control-Allow-Headers (API-7).
 */
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

const VARY_PREFLIGHT = 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers'

/** The set of allowed origins from the configured list: exact origins only, trailing slashes dropped. */
export function exactOrigins(listed: readonly string[] = []): ReadonlySet<string> {
  return new Set(listed.filter((o) => o !== '*' && o !== 'null').map((o) => o.replace(/\/+$/, '')))
}

/** CORS for `allowed` on every route; preflights never reach a route. */
export function apiCors(allowed: ReadonlySet<string>): MiddlewareHandler {
  const grant = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['POST'],
    allowHeaders: ['content-type', 'trpc-accept', 'x-trpc-source'],
    maxAge: 600,
  })
  return async (c, next) => {
    if (c.req.method !== 'OPTIONS') return grant(c, next)
    const asksPost = allowed.has(c.req.header('origin') ?? '') && c.req.header('access-control-request-method') === 'POST'
    // Assigned to c.res before Vary is set: Hono merges the headers of the old c.res into a returned Response.
    c.res = asksPost ? ((await grant(c, next)) as Response) : c.body(null, 204)
    c.res.headers.set('Vary', VARY_PREFLIGHT)
    return c.res
  }
}
