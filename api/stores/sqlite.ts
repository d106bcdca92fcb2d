/**
 * The embedded default store: one SQLite file through @libsql/client, WAL journal, synchronous=FULL
 * (an acknowledged subscription survives kill -9 and power loss), busy_timeout 5 s (STO-8).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createClient, type Client, type InValue } from '@libsql/client'
import { createSqlStore, SCHEMA, type SqlDriver, type SqlResult } from './sql-store.js'
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
  const store = createSqlStore(groupCommit(client))
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

interface QueuedWrite {
  sql: string
  args: InValue[]
  resolve: (result: SqlResult) => void
  reject: (error: unknown) => void
}

const MAX_GROUP = 512

/**
 * Returns a driver that commits the writes queued during one event-loop turn in a single
 * transaction: one fsync for many subscriptions instead of one each, and still no answer before
 * its row is durable. A failing group is retried statement by statement, so one bad write never
 * fails its neighbours.
 */
function groupCommit(client: Client): SqlDriver {
  let queue: QueuedWrite[] = []
  let scheduled = false
  const toResult = (r: { rows: unknown; rowsAffected: number }): SqlResult => ({ rows: r.rows as Record<string, unknown>[], changes: r.rowsAffected })

  async function flush(): Promise<void> {
    scheduled = false
    while (queue.length) {
      const group = queue.slice(0, MAX_GROUP)
      queue = queue.slice(MAX_GROUP)
      try {
        const results = await client.batch(group.map((w) => ({ sql: w.sql, args: w.args })), 'write')
        group.forEach((w, i) => w.resolve(toResult(results[i])))
      } catch {
        for (const w of group) {
          await client.execute({ sql: w.sql, args: w.args }).then((r) => w.resolve(toResult(r)), w.reject)
        }
      }
    }
  }

  return {
    async query(sql, args) {
      if (/^\s*SELECT/i.test(sql)) return toResult(await client.execute({ sql, args: args as InValue[] }))
      return new Promise<SqlResult>((resolve, reject) => {
        queue.push({ sql, args: args as InValue[], resolve, reject })
        if (!scheduled) {
          scheduled = true
          setImmediate(() => void flush())
        }
      })
    },
    async close() {
      await flush()
      client.close()
    },
  }
}
