/**
 * The edge store: Cloudflare D1 (strongly consistent SQLite, unlike KV, so the unique key and the
 * rate-limit counters hold across locations, STO-10). Runs inside the Workers runtime only.
 */
import { createSqlStore, SCHEMA } from './sql-store.js'
import type { RateLimiter, SubscriberStore } from './types.js'

/** The part of the D1 binding this store uses (structurally compatible with D1Database). */
export interface D1Database {
  prepare(query: string): D1PreparedStatement
  batch(statements: D1PreparedStatement[]): Promise<unknown[]>
}
export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement
  all(): Promise<{ results?: Record<string, unknown>[]; meta?: { changes?: number } }>
}

/** Returns a store on `db`; the schema is created lazily by the first call. */
export function createD1Store(db: D1Database): SubscriberStore & RateLimiter {
  let ready: Promise<unknown> | null = null
  const migrate = () => (ready ??= db.batch(SCHEMA.map((s) => db.prepare(s.replace(/\s+/g, ' ')))).catch((error) => {
    ready = null
    throw error
  }))
  return createSqlStore({
    async query(sql, args) {
      await migrate()
      const result = await db.prepare(sql).bind(...args).all()
      return { rows: result.results ?? [], changes: result.meta?.changes ?? 0 }
    },
    async close() {},
  })
}
