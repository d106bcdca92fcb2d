/**
 * The API as a Hono app: dependencies come in, an app goes out. Every request passes Hono
 * middleware before a route (security headers, no-store, CORS, URL length), and every POST the
 * Origin policy, the rate limit and the body reader before tRPC or the form code runs, so no
 * request reaches a procedure, the store or the mailer without passing all of them (API-1…API-15).
 * The same app serves Node (api/node.ts) and Cloudflare Workers (api/worker.ts).
 *
 *   middleware/headers.ts  hono/secure-headers with our policy, Cache-Control: no-store
 *   middleware/cors.ts     hono/cors for the exact allowed origins
 *   middleware/guards.ts   URL length; Origin policy and rate limit of POST routes
 *   middleware/body.ts     our body reader: media type, size, slow drip, JSON shape
 *   routes/trpc.ts         /api/trpc/*, the procedures of router.ts
 *   routes/form.ts         POST /api/newsletter, the form without JavaScript
 *   routes/mail-links.ts   /api/newsletter/confirm and /unsubscribe
 */
import { Hono, type Context } from 'hono'
import { apiCors, exactOrigins } from './middleware/cors.js'
import type { ApiEnv } from './middleware/env.js'
import { postGuard, urlLength } from './middleware/guards.js'
import { noStore, securityHeaders } from './middleware/headers.js'
import { createNewsletter, type DoubleOptInOptions } from './newsletter.js'
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './rate-limit.js'
import { fail } from './refusal.js'
import type { RouteDeps } from './routes/deps.js'
import { formRoute } from './routes/form.js'
import { mailLinkRoutes } from './routes/mail-links.js'
import { trpcRoutes } from './routes/trpc.js'
import type { RateLimiter, SubscriberStore } from './stores/types.js'
import { failureText, type ApiLogger } from './trpc.js'

export interface ApiDeps {
  store: SubscriberStore
  /** Where rate-limit counters live (default: this process's memory). */
  rateLimiter?: RateLimiter
  /** Requests per window per client on POST routes; false turns limiting off (benchmarks only). */
  rateLimit?: RateLimitOptions | false
  /** Exact origins (scheme://host[:port]) allowed besides the API's own; never a wildcard. */
  corsOrigins?: readonly string[]
  /** Largest accepted request body in bytes (default 8 KiB). */
  maxBodyBytes?: number
  /** Largest tRPC batch (default 10 calls). */
  maxBatchSize?: number
  doubleOptIn?: DoubleOptInOptions | false
  /** The client address the rate limit is keyed on; default: the Node socket's remote address. */
  clientAddress?: (c: Context) => string | undefined
  log?: ApiLogger
  now?: () => number
}

export const API_PREFIX = '/api/'
const DEFAULT_MAX_BODY = 8 * 1024
const DEFAULT_MAX_BATCH = 10

const silentLogger: ApiLogger = { info() {}, warn() {}, error() {} }

/** Returns the API app; mount it for every path under /api/. */
export function createApi(deps: ApiDeps): Hono<ApiEnv> {
  const log = deps.log ?? silentLogger
  const now = deps.now ?? Date.now
  const allowedOrigins = exactOrigins(deps.corsOrigins)
  const rateLimit = deps.rateLimit === false ? null : (deps.rateLimit ?? DEFAULT_RATE_LIMIT)
  const routes: RouteDeps = {
    newsletter: createNewsletter({ store: deps.store, doubleOptIn: deps.doubleOptIn, log, now }),
    log,
    postGuard: postGuard({ allowedOrigins, rateLimit, limiter: deps.rateLimiter, clientAddress: deps.clientAddress, log, now }),
    maxBody: deps.maxBodyBytes ?? DEFAULT_MAX_BODY,
    maxBatch: deps.maxBatchSize ?? DEFAULT_MAX_BATCH,
  }
  const app = withMiddleware(new Hono<ApiEnv>(), allowedOrigins)
  trpcRoutes(app, routes)
  formRoute(app, routes)
  mailLinkRoutes(app, routes)
  app.notFound(() => fail('NOT_FOUND', 'Not found', null))
  app.onError((error) => {
    if (error.name === 'StoreUnavailableError') {
      log.error('api', `request failed: ${failureText(error)}`)
      return fail('SERVICE_UNAVAILABLE', 'Service unavailable', null)
    }
    log.error('api', `unhandled ${error.name}`)
    return fail('INTERNAL_SERVER_ERROR', 'Internal server error', null)
  })
  return app
}

/**
 * The API while its store cannot be opened for writing: the same headers, and 503 for every
 * request, its body left unread (so the connection is not reused).
 */
export function createUnavailableApi(): Hono<ApiEnv> {
  const app = withMiddleware(new Hono<ApiEnv>(), new Set())
  app.all('*', () => fail('SERVICE_UNAVAILABLE', 'Service unavailable', null, undefined, { 'Retry-After': '60', Connection: 'close' }))
  return app
}

/** The middleware every request passes, in order, refusals and preflights included. */
function withMiddleware(app: Hono<ApiEnv>, allowedOrigins: ReadonlySet<string>): Hono<ApiEnv> {
  return app.use(securityHeaders, noStore, apiCors(allowedOrigins), urlLength)
}
