/**
 * The Postgres store through `pg`: a small pool, statement and connect timeouts so a dead server
 * answers 503 within 5 s instead of hanging (STO-9), and the same statements as SQLite and D1.
 */
import pg from 'pg'
import { createSqlStore, SCHEMA } from './sql-store.js'
import { StoreUnavailableError, type RateLimiter, type SubscriberStore } from './types.js'

export interface PostgresStoreOptions {
  connectionString: string
  /** Pool size (default 10). */
  max?: number
  /** Milliseconds to wait for a connection or a statement (default 5000). */
  timeoutMs?: number
}

// SQLSTATE classes that mean "the database is not there right now", not "your query is wrong".
const UNAVAILABLE = /^(08|57P|53)/

/** Connects to Postgres, creates the schema if needed and returns the store. */
export async function createPostgresStore(options: PostgresStoreOptions): Promise<SubscriberStore & RateLimiter> {
  const timeout = options.timeoutMs ?? 5000
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: timeout,
    statement_timeout: timeout,
    query_timeout: timeout,
    idleTimeoutMillis: 30_000,
  })
  // An idle client losing its server must not crash the process.
  pool.on('error', () => {})
  const query = async (sql: string, args: (string | number | null)[]) => {
    let n = 0
    const text = sql.replace(/\?/g, () => `$${++n}`)
    try {
      const result = await pool.query(text, args)
      return { rows: result.rows as Record<string, unknown>[], changes: result.rowCount ?? 0 }
    } catch (error) {
      throw isUnavailable(error) ? new StoreUnavailableError(error) : error
    }
  }
  // Serialise first-time schema creation across processes that start together.
  const client = await pool.connect().catch((error) => {
    throw isUnavailable(error) ? new StoreUnavailableError(error) : error
  })
  try {
    await client.query('SELECT pg_advisory_lock(727401)')
    for (const statement of SCHEMA) await client.query(statement)
    await client.query('SELECT pg_advisory_unlock(727401)')
  } finally {
    client.release()
  }
  return createSqlStore({ query, close: () => pool.end() })
}

/** True for connection failures and timeouts. */
function isUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown }
  if (typeof e?.code === 'string' && (UNAVAILABLE.test(e.code) || /^E(CONN|TIMEDOUT|PIPE|HOSTUNREACH)/.test(e.code))) return true
  return typeof e?.message === 'string' && /timeout|terminated|Connection/i.test(e.message)
}
