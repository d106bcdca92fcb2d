/**
 * The tRPC endpoint, `/api/trpc/<procedure>[,<procedure>…]`: GET and POST only. The procedure
 * path and the batch size are checked from the URL before anything is read or created (API-8);
 * a POST then passes the guards and the JSON body reader before tRPC sees it.
 */
import type { Hono, MiddlewareHandler } from 'hono'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { readBody } from '../middleware/body.js'
import type { ApiEnv } from '../middleware/env.js'
import { fail } from '../refusal.js'
import { appRouter } from '../router.js'
import type { ApiContext } from '../trpc.js'
import { deferFor, type RouteDeps } from './deps.js'

const TRPC_ENDPOINT = '/api/trpc'
const PROCEDURE_PATH = /^[A-Za-z0-9_.]+(?:,[A-Za-z0-9_.]+)*$/

/** Mounts the tRPC endpoint on `app`. */
export function trpcRoutes(app: Hono<ApiEnv>, deps: RouteDeps): void {
  const procedure = procedurePaths(deps.maxBatch)
  const handle: MiddlewareHandler<ApiEnv> = (c) =>
    fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: c.req.method === 'POST' ? withBody(c.req.raw, c.get('body')) : c.req.raw,
      router: appRouter,
      allowBatching: true,
      allowMethodOverride: false,
      maxBatchSize: deps.maxBatch,
      createContext: (): ApiContext => ({ newsletter: deps.newsletter, log: deps.log, defer: deferFor(c, deps.log) }),
    })
  app.get(`${TRPC_ENDPOINT}/*`, procedure, handle)
  app.post(`${TRPC_ENDPOINT}/*`, procedure, deps.postGuard, readBody('application/json', deps.maxBody), handle)
  app.all(`${TRPC_ENDPOINT}/*`, () => fail('METHOD_NOT_SUPPORTED', 'Only GET and POST are supported', null, undefined, { Allow: 'GET, POST' }))
}

/** Checks the procedure path and the batch size; the batch's paths are `c.get('paths')`. */
function procedurePaths(maxBatch: number): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url)
    const procedurePath = decodeURIComponentSafe(url.pathname.slice(TRPC_ENDPOINT.length + 1))
    if (procedurePath === null || !PROCEDURE_PATH.test(procedurePath)) return fail('NOT_FOUND', 'No such procedure', null)
    const paths = url.searchParams.get('batch') === '1' ? procedurePath.split(',') : null
    if (paths && paths.length > maxBatch) return fail('BAD_REQUEST', 'Batch call exceeds maximum size', null)
    c.set('paths', paths)
    await next()
  }
}

/**
 * Returns the request tRPC sees: the original URL, method, headers and signal with the body we
 * already read and checked. A Request-shaped object rather than `new Request(...)`, which costs a
 * new AbortSignal and stream per call on the hot path (bench/newsletter.mjs).
 */
function withBody(raw: Request, text: string): Request {
  const view = {
    url: raw.url,
    method: raw.method,
    headers: raw.headers,
    signal: raw.signal,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  }
  return view as unknown as Request
}

/** Returns a decoded path, or null when the percent-encoding is invalid. */
function decodeURIComponentSafe(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}
