/**
 * The Cloudflare Workers entry: the same Hono app on D1. Bundled into one module by
 * api/bundle-worker.ts. Rate limits are keyed on CF-Connecting-IP (set by the platform) and
 * counted in D1, which is strongly consistent, unlike KV (STO-10).
 */
import type { ExecutionContext } from 'hono'
import { createApi } from './app.js'
import { createD1Store, type D1Database } from './stores/d1.js'
import type { ApiLogger } from './trpc.js'

export interface Env {
  DB: D1Database
  /** Comma-separated exact origins allowed cross-origin. */
  CORS_ORIGINS?: string
  RATE_LIMIT_MAX?: string
  RATE_LIMIT_WINDOW_MS?: string
}


const log: ApiLogger = {
  info: (label, message) => console.log(`[${label}] ${message}`),
  warn: (label, message) => console.warn(`[${label}] ${message}`),
  error: (label, message) => console.error(`[${label}] ${message}`),
}

let cached: { env: Env; app: ReturnType<typeof createApi> } | null = null

/** Returns the app for this isolate's bindings, built once. */
function appFor(env: Env) {
  if (cached?.env === env) return cached.app
  const store = createD1Store(env.DB)
  const max = Number(env.RATE_LIMIT_MAX ?? 20)
  const app = createApi({
    store,
    rateLimiter: store,
    rateLimit: max > 0 ? { max, windowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 60_000) } : false,
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    clientAddress: (c) => c.req.header('cf-connecting-ip'),
    log,
  })
  cached = { env, app }
  return app
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> {
    return appFor(env).fetch(request, env, ctx)
  },
}
