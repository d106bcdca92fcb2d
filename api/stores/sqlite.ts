/**
 * The embedded default store: one SQLite file through @libsql/client, WAL journal, synchronous=FULL
 * (an acknowledged subscription survives kill -9 and power loss), busy_timeout 5 s (STO-8).
 * Writes are group-committed (one transaction and one fsync for the writes of one event-loop turn),
 * each answered only after its COMMIT returned.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createClient, type Client, type InValue } from '@libsql/client'
import { createSqlStore, SCHEMA, SUBSCRIBE_INSERT, SUBSCRIBE_SQL, type SqlDriver, type SqlResult } from './sql-store.js'
import type { RateLimiter, SubscriberStore } from './types.js'
import { asUnavailable, assertWritable } from './sqlite-errors.js'

export interface SqliteStoreOptions {
  /** The database file; created with its folder when missing. */
  path: string
}

export interface SqliteStore extends SubscriberStore, RateLimiter {
  /** The connection's durability settings, for the startup assertion and tests (STO-8). */
  pragmas(): Promise<{ journal_mode: string; synchronous: number; busy_timeout: number; foreign_keys: number }>
}

const PRAGMAS = ['PRAGMA journal_mode = WAL', 'PRAGMA synchronous = FULL', 'PRAGMA busy_timeout = 5000', 'PRAGMA foreign_keys = ON']

/**
 * Opens (creating if needed) the SQLite store at `options.path`. The connection stays on the
 * calling thread: a worker thread for it was tried (so COMMIT's fsync would not stall the event
 * loop) and measured ~15 % slower on bench/newsletter.mjs on 2 cores, where the CPU, not the
 * fsync wait, is the limit.
 */
export async function createSqliteStore(options: SqliteStoreOptions): Promise<SqliteStore> {
  const file = path.resolve(options.path)
  let client: Client
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    assertWritable(file)
    // One connection: the per-connection pragmas then hold for every statement, and SQLite
    // serialises writers anyway.
    client = createClient({ url: pathToFileURL(file).href, concurrency: 1 })
    for (const pragma of PRAGMAS) await client.execute(pragma)
    for (const statement of SCHEMA) await client.execute(statement)
  } catch (error) {
    throw asUnavailable(error, file)
  }
  const store = createSqlStore(groupCommit(client, file))
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

/** One statement of a group: a queued write as is, or a run of subscribe inserts merged into one. */
interface GroupStatement {
  sql: string
  args: InValue[]
  writes: QueuedWrite[]
  /** For a merged insert: resolves each write from the keys the statement returned. */
  settle?: (rows: unknown[][]) => void
}

const MAX_GROUP = 512
/** Rows per merged insert: 5 arguments a row stays far below SQLite's variable limit. */
const MAX_MERGED_ROWS = 200

const toResult = (r: { rows: unknown; rowsAffected: number }): SqlResult => ({ rows: r.rows as Record<string, unknown>[], changes: r.rowsAffected })

/**
 * Returns the statements for one group, in queue order: consecutive subscribe inserts become one
 * multi-row INSERT … RETURNING email_key; a write whose key comes back first is 'created', the
 * rest of its key 'exists' (changes 0), exactly as one insert each would have answered.
 */
function planGroup(group: QueuedWrite[]): GroupStatement[] {
  const statements: GroupStatement[] = []
  let run: QueuedWrite[] = []
  const closeRun = () => {
    if (run.length === 1) statements.push({ sql: run[0].sql, args: run[0].args, writes: run })
    else if (run.length > 1) {
      const writes = run
      statements.push({
        sql: `${SUBSCRIBE_INSERT.head} ${Array(writes.length).fill(SUBSCRIBE_INSERT.row).join(', ')} ${SUBSCRIBE_INSERT.tail} RETURNING email_key`,
        args: writes.flatMap((w) => w.args),
        writes,
        settle(rows) {
          const created = new Set(rows.map((row) => String(row[0])))
          for (const w of writes) {
            const key = String(w.args[0])
            w.resolve({ rows: [], changes: created.delete(key) ? 1 : 0 })
          }
        },
      })
    }
    run = []
  }
  for (const w of group) {
    if (w.sql === SUBSCRIBE_SQL && w.args.length === SUBSCRIBE_INSERT.width) {
      run.push(w)
      if (run.length === MAX_MERGED_ROWS) closeRun()
    } else {
      closeRun()
      statements.push({ sql: w.sql, args: w.args, writes: [w] })
    }
  }
  closeRun()
  return statements
}

/**
 * Returns a driver that commits the writes queued during one event-loop turn in a single
 * transaction: one fsync for many subscriptions instead of one each, and still no answer before
 * its row is durable (a write's promise settles after COMMIT returned). A failing group is retried
 * statement by statement, so one bad write never fails its neighbours.
 */
function groupCommit(client: Client, file: string): SqlDriver {
  let queue: QueuedWrite[] = []
  let running: Promise<void> | null = null

  async function commit(group: QueuedWrite[]): Promise<void> {
    const statements = planGroup(group)
    let results: { rows: unknown[]; rowsAffected: number }[]
    try {
      const stmts = statements.map(({ sql, args }) => ({ sql, args }))
      // A single statement commits on its own (autocommit): no BEGIN/COMMIT round trips.
      results = stmts.length === 1 ? [await client.execute(stmts[0])] : await client.batch(stmts, 'write')
    } catch {
      // Nothing of the group was committed (the transaction rolled back): one by one.
      for (const w of group) {
        await client.execute({ sql: w.sql, args: w.args }).then((r) => w.resolve(toResult(r)), w.reject)
      }
      return
    }
    statements.forEach((statement, i) => {
      if (statement.settle) statement.settle(results[i].rows as unknown[][])
      else statement.writes[0].resolve(toResult(results[i]))
    })
  }

  async function drain(): Promise<void> {
    while (queue.length) {
      const group = queue.length <= MAX_GROUP ? queue : queue.slice(0, MAX_GROUP)
      queue = queue.length <= MAX_GROUP ? [] : queue.slice(MAX_GROUP)
      await commit(group)
    }
  }

  /** Commits after this turn's writes are queued, unless a drain is running (it takes them). */
  function kick(): void {
    if (running) return
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(drain)
      .finally(() => {
        running = null
        if (queue.length) kick()
      })
  }

  return {
    async query(sql, args) {
      try {
        if (/^\s*SELECT/i.test(sql)) return toResult(await client.execute({ sql, args: args as InValue[] }))
        return await new Promise<SqlResult>((resolve, reject) => {
          queue.push({ sql, args: args as InValue[], resolve, reject })
          kick()
        })
      } catch (error) {
        // A full disk or a file made read-only: 503 and a log line that says so, not a bare 500.
        throw asUnavailable(error, file)
      }
    },
    async close() {
      while (running || queue.length) {
        kick()
        await running
      }
      client.close()
    },
  }
}
