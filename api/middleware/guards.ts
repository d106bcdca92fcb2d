/**
 * The guards every request passes before a route does any work: a URL length cap for all, and for
 * every POST (tRPC calls, the form, the mail links) the Origin policy (API-6) and the per-client
 * rate limit, whose refusals carry the RateLimit headers.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { checkRateLimit, createMemoryRateLimiter, type RateLimitOptions } from '../rate-limit.js'
import { fail } from '../refusal.js'
import type { RateLimiter } from '../stores/types.js'
import type { ApiLogger } from '../trpc.js'
import type { ApiEnv } from './env.js'

const MAX_URL_LENGTH = 4096

/** Refuses a URL longer than any route of ours needs (414). */
export const urlLength: MiddlewareHandler = async (c, next) => {
  if (c.req.url.length > MAX_URL_LENGTH) return fail('BAD_REQUEST', 'URL too long', null, 414)
  await next()
}

export interface PostGuardOptions {
  allowedOrigins: ReadonlySet<string>
  /** Requests per window per client; null turns limiting off. */
  rateLimit: RateLimitOptions | null
  limiter?: RateLimiter
  /** The client address the limit is keyed on (default: the Node socket's remote address). */
  clientAddress?: (c: Context) => string | undefined
  log: ApiLogger
  now: () => number
}

/** Origin policy, then rate limit, for a POST route; refusals in tRPC's shape. */
export function postGuard(options: PostGuardOptions): MiddlewareHandler<ApiEnv> {
  const limiter = options.limiter ?? createMemoryRateLimiter()
  const clientAddress = options.clientAddress ?? nodeSocketAddress
  return async (c, next) => {
    const paths = c.get('paths') ?? null
    if (!sameOriginOrAllowed(c.req.raw, options.allowedOrigins)) return fail('FORBIDDEN', 'Cross-site request refused', paths)
    if (options.rateLimit) {
      const decision = await checkRateLimit(limiter, options.rateLimit, clientAddress(c) ?? 'unknown', options.now())
      if (!decision.allowed) {
        options.log.warn('api', 'rate limit reached')
        return fail('TOO_MANY_REQUESTS', 'Too many requests', paths, undefined, {
          'RateLimit-Limit': String(decision.limit),
          'RateLimit-Remaining': String(decision.remaining),
          'RateLimit-Reset': String(decision.resetSeconds),
          'Retry-After': String(decision.resetSeconds),
        })
      }
    }
    await next()
  }
}

/**
 * True when a POST comes from the API's own origin or an allow-listed one. Browsers send Origin on
 * every cross-origin POST; `Origin: null` and `Sec-Fetch-Site: cross-site` are refused (API-6).
 * No Origin and no Sec-Fetch-Site means a non-browser client (curl, a mail provider's one-click).
 */
export function sameOriginOrAllowed(req: Request, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.get('origin')
  const site = req.headers.get('sec-fetch-site')
  if (origin === null) return site !== 'cross-site' && site !== 'same-site'
  if (allowed.has(origin)) return true
  return origin === new URL(req.url).origin && (site === null || site === 'same-origin' || site === 'none')
}

/** Returns the Node socket's remote address when served by @hono/node-server. */
function nodeSocketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress
}
