/**
 * Per-client rate limiting: a fixed window per hashed client address. The counter lives in a
 * RateLimiter (memory on a single Node process, the D1/SQL store on the edge), never in anything
 * the client holds, so clearing cookies or rotating X-Forwarded-For does not reset it (API-13).
 */
import type { RateLimiter } from './stores/types.js'

export interface RateLimitOptions {
  /** Requests allowed per window (default 20). */
  max: number
  /** Window length in ms (default 60 000). */
  windowMs: number
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 20, windowMs: 60_000 }

export interface RateDecision {
  allowed: boolean
  limit: number
  remaining: number
  /** Seconds until the window resets. */
  resetSeconds: number
}

/** Counts one request for `client` and says whether it is within the limit. */
export async function checkRateLimit(limiter: RateLimiter, options: RateLimitOptions, client: string, now: number): Promise<RateDecision> {
  const windowStart = Math.floor(now / options.windowMs) * options.windowMs
  const hits = await limiter.hit(await bucketOf(client), windowStart)
  return {
    allowed: hits <= options.max,
    limit: options.max,
    remaining: Math.max(0, options.max - hits),
    resetSeconds: Math.max(1, Math.ceil((windowStart + options.windowMs - now) / 1000)),
  }
}

/** Returns an in-process RateLimiter; it forgets windows older than the current one. */
export function createMemoryRateLimiter(): RateLimiter {
  const counts = new Map<string, { windowStart: number; hits: number }>()
  return {
    async hit(bucket, windowStart) {
      const entry = counts.get(bucket)
      if (entry && entry.windowStart === windowStart) return ++entry.hits
      if (counts.size > 50_000) {
        for (const [key, value] of counts) if (value.windowStart < windowStart) counts.delete(key)
      }
      counts.set(bucket, { windowStart, hits: 1 })
      return 1
    },
  }
}

const bucketNames = new Map<string, string>()
const MAX_BUCKET_NAMES = 10_000

/**
 * Returns the stored bucket name of a client address: a hash, so no IP reaches the limiter's store
 * (D1 on the edge). Hashed once per address: a client sends many requests, and the digest was the
 * limiter's main cost per request. The address → name map lives only in this process's (isolate's)
 * memory, is never logged, and is dropped whole past 10,000 addresses.
 */
async function bucketOf(client: string): Promise<string> {
  const known = bucketNames.get(client)
  if (known !== undefined) return known
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`rate:${client}`))
  const name = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('')
  if (bucketNames.size >= MAX_BUCKET_NAMES) bucketNames.clear()
  bucketNames.set(client, name)
  return name
}
