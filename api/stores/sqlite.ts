/**
 * The embedded default store: one SQLite file through @libsql/client, WAL journal, synchronous=FULL
 * (an acknowledged subscription survives kill -9 and power loss), busy_timeout 5 s (STO-8).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createClient, type InValue } from '@libsql/client'
import { createSqlStore, SCHEMA } from './sql-store.js'
import type { RateLimiter, SubscriberStore } from './types.js'

export interface SqliteStoreOptions {
  /** The database file; created with its folder when missing. */
  path: string
}

export interface SqliteStore extends SubscriberStore, RateLimiter {
  /** The connection's durability settings, for the startup assertion and tests (STO-8). */
  pragmas(): Promise<{ journal_mode: string; synchronous: number; busy_timeout: number; foreign_keys: number }>
}

const PRAGMAS = ['PRAGMA journal_mode = WAL', 'PRAGMA synchronous = FULL', 'PRAGMA busy_timeout = 5000', 'PRAGMA foreign_keys = ON']

/** Opens (creating if needed) the SQLite store at `options.path`. */
export async function createSqliteStore(options: SqliteStoreOptions): Promise<SqliteStore> {
  const file = path.resolve(options.path)
  mkdirSync(path.dirname(file), { recursive: true })
  // One connection: the per-connection pragmas then hold for every statement, and SQLite
  // serialises writers anyway.
  const client = createClient({ url: pathToFileURL(file).href, concurrency: 1 })
  for (const pragma of PRAGMAS) await client.execute(pragma)
  for (const statement of SCHEMA) await client.execute(statement)
  const store = createSqlStore({
    async query(sql, args) {
      const result = await client.execute({ sql, args: args as InValue[] })
      return { rows: result.rows as unknown as Record<string, unknown>[], changes: result.rowsAffected }
    },
    async close() {
      client.close()
    },
  })
  const pragma = async (name: string) => (await client.execute(`PRAGMA ${name}`)).rows[0]?.[0]
  return {
    ...store,
    async pragmas() {
      return {
        journal_mode: String(await pragma('journal_mode')),
        synchronous: Number(await pragma('synchronous')),
        busy_timeout: Number(await pragma('busy_timeout')),
        foreign_keys: Number(await pragma('foreign_keys')),
      }
    },
  }
}
