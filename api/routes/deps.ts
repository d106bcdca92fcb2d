/** What every route of the API is given by `createApi` (app.ts). */
import type { Context, MiddlewareHandler } from 'hono'
import type { ApiEnv } from '../middleware/env.js'
import type { Newsletter } from '../newsletter.js'
import type { ApiLogger } from '../trpc.js'

export interface RouteDeps {
  newsletter: Newsletter
  log: ApiLogger
  /** Origin policy and rate limit of every POST route (middleware/guards.ts). */
  postGuard: MiddlewareHandler<ApiEnv>
  /** Largest accepted request body in bytes. */
  maxBody: number
  /** Largest tRPC batch. */
  maxBatch: number
}

/** Returns a defer function: waitUntil on Workers, a logged detached promise on Node. */
export function deferFor(c: Context, log: ApiLogger): (task: Promise<unknown>) => void {
  return (task) => {
    const guarded = task.catch((error: unknown) => log.error('api', `background task failed: ${(error as Error)?.name ?? 'Error'}`))
    try {
      c.executionCtx.waitUntil(guarded)
    } catch {
      // No execution context (Node): the promise runs on by itself.
    }
  }
}
