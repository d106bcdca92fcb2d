// The three runtimes the HTTP suite runs against unchanged (API-14): Hono's app.request, a real
// @hono/node-server on a free loopback port, and the production Workers bundle under workerd.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApi } from '../../../api/app.js'
import { serveApi } from '../../../api/node.js'
import { createSqliteStore } from '../../../api/stores/sqlite.js'
import { startWorker } from './worker.js'
import { boundedDispatch } from './workerd-fetch.js'

export interface TargetConfig {
  corsOrigins: string[]
  rateLimitMax: number
}

export interface HttpTarget {
  /** The API's own origin, as a browser on the site would send it. */
  origin: string
  request(path: string, init?: RequestInit): Promise<Response>
  count(): Promise<number>
  close(): Promise<void>
}

export type TargetFactory = (config: TargetConfig) => Promise<HttpTarget>

function tempDb(): { file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-http-'))
  return { file: path.join(dir, 'newsletter.db'), remove: () => rmSync(dir, { recursive: true, force: true }) }
}

export const targets: Record<string, TargetFactory> = {
  async 'hono app.request'(config) {
    const db = tempDb()
    const store = await createSqliteStore({ path: db.file })
    const app = createApi({ store, corsOrigins: config.corsOrigins, rateLimit: { max: config.rateLimitMax, windowMs: 60_000 } })
    const origin = 'http://localhost'
    return {
      origin,
      request: async (p, init) => app.fetch(new Request(origin + p, init)),
      count: () => store.count(),
      async close() {
        await store.close()
        db.remove()
      },
    }
  },

  async '@hono/node-server'(config) {
    const db = tempDb()
    const store = await createSqliteStore({ path: db.file })
    const server = await serveApi({ store, corsOrigins: config.corsOrigins, rateLimit: { max: config.rateLimitMax, windowMs: 60_000 } })
    return {
      origin: server.url,
      request: (p, init) => fetch(server.url + p, { ...init, redirect: 'manual' }),
      count: () => store.count(),
      async close() {
        await server.close()
        db.remove()
      },
    }
  },

  async 'workerd (Miniflare, D1)'(config) {
    const mf = await startWorker({ CORS_ORIGINS: config.corsOrigins.join(','), RATE_LIMIT_MAX: String(config.rateLimitMax) })
    const origin = 'http://localhost:8787'
    const dispatch = boundedDispatch(mf)
    return {
      origin,
      request: (p, init) => dispatch(origin + p, { ...(init as object), redirect: 'manual' }) as unknown as Promise<Response>,
      async count() {
        const db = await mf.getD1Database('DB')
        try {
          return Number(await db.prepare('SELECT COUNT(*) AS n FROM subscribers').first('n'))
        } catch (error) {
          // The schema is created by the first request: no table yet is 0 rows; any other error
          // (a lost connection, a dead runtime) fails the test instead of reading as 0 rows.
          if (/no such table: subscribers/.test(String((error as Error).message))) return 0
          throw error
        }
      },
      close: () => mf.dispose(),
    }
  },
}
