/**
 * The API on Node: SQLite file (or any SubscriberStore) + the Hono app. `site serve` and `site dev`
 * mount it in one line: `if (req.url?.startsWith('/api/')) return api.listener(req, res)`.
 * `serveApi` runs it standalone with @hono/node-server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener, serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { CONFIG_DEFAULTS } from '../core/config/defaults.js'
import { createApi, type ApiDeps } from './app.js'
import type { ApiEnv } from './middleware/env.js'
import type { Mailer } from './mail.js'
import { createSmtpMailer, type SmtpMailerOptions } from './mailer.js'
import { createSqliteStore } from './stores/sqlite.js'
import type { SubscriberStore } from './stores/types.js'
import type { ApiLogger } from './trpc.js'

export interface NodeApiOptions {
  /** SQLite file (default: the config's default `newsletter.database`, `CONFIG_DEFAULTS.newsletterDatabase`, under the current folder); ignored when `store` is given. */
  dbPath?: string
  /** Use this store instead of SQLite (e.g. createPostgresStore); closed by `close()`. */
  store?: SubscriberStore
  corsOrigins?: readonly string[]
  rateLimit?: ApiDeps['rateLimit']
  maxBodyBytes?: number
  maxBatchSize?: number
  /** Double opt-in by mail; off by default. */
  doubleOptIn?: { siteUrl: string; smtp?: SmtpMailerOptions; mailer?: Mailer; tokenTtlMs?: number; resendAfterMs?: number; maxMailsPerDay?: number } | false
  log?: ApiLogger
}

export interface NodeApi {
  app: Hono<ApiEnv>
  /** `app.fetch` for callers that already hold a Request. */
  fetch: (request: Request) => Promise<Response>
  /** A node:http request listener for paths under /api/. */
  listener: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  close(): Promise<void>
}

/** Opens the store and returns the app plus its Node adapters. */
export async function createNodeApi(options: NodeApiOptions = {}): Promise<NodeApi> {
  let store = options.store
  if (!store) {
    const sqlite = await createSqliteStore({ path: options.dbPath ?? CONFIG_DEFAULTS.newsletterDatabase })
    // Refuse to start with weaker durability than we promise (STO-8).
    const p = await sqlite.pragmas()
    if (p.journal_mode !== 'wal' || p.synchronous < 2 || p.busy_timeout < 5000) {
      await sqlite.close()
      throw new Error(`newsletter database durability settings not applied: ${JSON.stringify(p)}`)
    }
    store = sqlite
  }
  const optIn = options.doubleOptIn || null
  const mailer = optIn ? (optIn.mailer ?? (optIn.smtp ? createSmtpMailer(optIn.smtp) : null)) : null
  if (optIn && !mailer) throw new Error('doubleOptIn needs `smtp` or `mailer`')
  const app = createApi({
    store,
    corsOrigins: options.corsOrigins,
    rateLimit: options.rateLimit,
    maxBodyBytes: options.maxBodyBytes,
    maxBatchSize: options.maxBatchSize,
    doubleOptIn: optIn && mailer ? { ...optIn, mailer } : false,
    log: options.log,
  })
  const fetch = (request: Request) => Promise.resolve(app.fetch(request))
  // Keep the platform's Request/Response: the same process compiles pages, and Shiki's WASM
  // loader needs the real Response (node-server's lightweight one has no bytes()).
  const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false })
  const opened = store
  return {
    app,
    fetch,
    listener,
    async close() {
      await mailer?.close?.()
      await opened.close()
    },
  }
}

export interface ServeApiOptions extends NodeApiOptions {
  port?: number
  host?: string
}

/** Serves the API alone on host:port (default 127.0.0.1, port 0 = a free one). */
export async function serveApi(options: ServeApiOptions = {}): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const api = await createNodeApi(options)
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: api.app.fetch, port: options.port ?? 0, hostname: options.host ?? '127.0.0.1' }, () => resolve(s))
    s.once('error', reject)
  })
  const http = server as unknown as { requestTimeout: number; headersTimeout: number; keepAliveTimeout: number }
  // Slow-drip bodies and headers are cut off (API-9e).
  http.requestTimeout = 15_000
  http.headersTimeout = 10_000
  const port = (server.address() as AddressInfo).port
  const host = options.host ?? '127.0.0.1'
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        ;(server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
      })
      await api.close()
    },
  }
}
