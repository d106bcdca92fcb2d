/**
 * The embedded default store: one SQLite file through @libsql/client, WAL journal, synchronous=FULL
 * (an acknowledged subscription survives kill -9 and power loss), busy_timeout 5 s (STO-8).
 * The connection lives in a worker thread: @libsql/client's file driver runs each statement, and
 * the fsync of each COMMIT, synchronously, and on the main thread that wait stalled every request
 * being served (about a fifth of the API's time under load: bench/newsletter.mjs). Writes are
 * grouped on the main thread and committed by the worker one group at a time; a caller's promise
 * settles only after the worker reports its COMMIT done.
 */
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { InStatement, InValue } from '@libsql/client'
import { createSqlStore, SCHEMA, SUBSCRIBE_INSERT, SUBSCRIBE_SQL, type SqlDriver, type SqlResult } from './sql-store.js'
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
  const client = workerClient(pathToFileURL(file).href, PRAGMAS)
  try {
    for (const statement of SCHEMA) await client.execute({ sql: statement, args: [] })
  } catch (error) {
    await client.close()
    throw error
  }
  const store = createSqlStore(groupCommit(client))
  const pragma = async (name: string) => (await client.execute({ sql: `PRAGMA ${name}`, args: [] })).rows[0]?.[0]
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

/** A row as @libsql/client returns it: values by index and by column name. */
type Row = Record<string | number, unknown>
interface ClientResult {
  rows: Row[]
  rowsAffected: number
}

/** The part of @libsql/client's Client this store uses, served by a worker thread. */
interface SqlClient {
  execute(stmt: { sql: string; args: InValue[] }): Promise<ClientResult>
  /** Runs the statements in one write transaction (BEGIN IMMEDIATE … COMMIT), all or nothing. */
  batch(stmts: { sql: string; args: InValue[] }[]): Promise<ClientResult[]>
  close(): Promise<void>
}

/** What the worker sends back for one statement: columns once, rows as plain arrays. */
interface WireResult {
  columns: string[]
  rows: unknown[][]
  rowsAffected: number
}
type WireReply = { id: number; ok: true; value: WireResult | WireResult[] | null } | { id: number; ok: false; error: { name?: string; message?: string; code?: string } }

/**
 * The worker: opens the file with @libsql/client, applies the pragmas, then runs requests strictly
 * one after another and answers each only when the client returned (after COMMIT for writes).
 * CommonJS source evaluated by the Worker, so it needs no file of its own in bundles.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { createClient } = require(workerData.clientModule)
const client = createClient({ url: workerData.url })
const wire = (r) => ({ columns: r.columns, rows: r.rows.map((row) => Array.from(row)), rowsAffected: r.rowsAffected })
let chain = (async () => { for (const sql of workerData.pragmas) await client.execute(sql) })()
parentPort.on('message', (m) => {
  chain = chain.then(async () => {
    if (m.op === 'execute') return wire(await client.execute(m.stmt))
    if (m.op === 'batch') return (await client.batch(m.stmts, 'write')).map(wire)
    client.close()
    return null
  }).then(
    (value) => parentPort.postMessage({ id: m.id, ok: true, value }),
    (e) => parentPort.postMessage({ id: m.id, ok: false, error: { name: e && e.name, message: e && e.message, code: e && e.code } }),
  )
})
`

/** Rebuilds @libsql/client's row shape (index and column name) from the wire. */
function toRows(result: WireResult): ClientResult {
  const rows = result.rows.map((values) => {
    const row: Row = {}
    values.forEach((value, i) => {
      row[i] = value
      const column = result.columns[i]
      if (column !== undefined && !(column in row)) row[column] = value
    })
    return row
  })
  return { rows, rowsAffected: result.rowsAffected }
}

/**
 * Returns a client whose statements run on one connection in a worker thread. If the worker dies,
 * pending calls fail and the next call starts a new worker (a new connection, same pragmas).
 */
function workerClient(url: string, pragmas: readonly string[]): SqlClient {
  const clientModule = createRequire(import.meta.url).resolve('@libsql/client')
  const pending = new Map<number, { resolve: (value: WireReply) => void }>()
  let worker: Worker | null = null
  let nextId = 0
  let closed = false

  const failAll = (error: unknown) => {
    const message = (error as Error)?.message ?? 'SQLite worker stopped'
    for (const [id, call] of pending) call.resolve({ id, ok: false, error: { name: 'Error', message } })
    pending.clear()
  }
  const start = (): Worker => {
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { url, clientModule, pragmas } })
    w.on('message', (reply: WireReply) => {
      const call = pending.get(reply.id)
      pending.delete(reply.id)
      // Only pending calls keep the process alive.
      if (!pending.size) w.unref()
      call?.resolve(reply)
    })
    const died = (error: unknown) => {
      if (worker === w) worker = null
      failAll(error)
    }
    w.on('error', died)
    w.on('exit', (code) => died(new Error(`SQLite worker exited (${code})`)))
    w.unref()
    return w
  }
  const call = async (message: { op: 'execute' | 'batch' | 'close'; stmt?: InStatement; stmts?: InStatement[] }): Promise<WireResult | WireResult[] | null> => {
    if (closed && message.op !== 'close') throw new Error('SQLite store is closed')
    worker ??= start()
    const w = worker
    const id = ++nextId
    const reply = await new Promise<WireReply>((resolve) => {
      pending.set(id, { resolve })
      w.ref()
      w.postMessage({ ...message, id })
    })
    if (!reply.ok) throw Object.assign(new Error(reply.error.message ?? 'SQLite error'), { name: reply.error.name ?? 'Error', code: reply.error.code })
    return reply.value
  }
  return {
    async execute(stmt) {
      return toRows((await call({ op: 'execute', stmt })) as WireResult)
    },
    async batch(stmts) {
      return ((await call({ op: 'batch', stmts })) as WireResult[]).map(toRows)
    },
    async close() {
      if (closed) return
      closed = true
      const w = worker
      if (!w) return
      await call({ op: 'close' }).catch(() => {})
      worker = null
      await w.terminate()
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
 * Returns a driver that commits writes in groups: everything queued while the previous group was
 * being committed goes into the next one, in a single transaction: one fsync for many
 * subscriptions instead of one each, and still no answer before its row is durable (a write's
 * promise settles after the worker reports COMMIT done). A failing group is retried statement by
 * statement, so one bad write never fails its neighbours. Reads run on the same connection, after
 * every write that was answered before them.
 */
function groupCommit(client: SqlClient): SqlDriver {
  let queue: QueuedWrite[] = []
  let running: Promise<void> | null = null

  async function commit(group: QueuedWrite[]): Promise<void> {
    const statements = planGroup(group)
    let results: ClientResult[]
    try {
      const stmts = statements.map(({ sql, args }) => ({ sql, args }))
      // A single statement commits on its own (autocommit): no BEGIN/COMMIT round trips.
      results = stmts.length === 1 ? [await client.execute(stmts[0])] : await client.batch(stmts)
    } catch {
      // Nothing of the group was committed (the transaction rolled back): one by one.
      for (const w of group) {
        await client.execute({ sql: w.sql, args: w.args }).then((r) => w.resolve(toResult(r)), w.reject)
      }
      return
    }
    statements.forEach((statement, i) => {
      if (statement.settle) statement.settle(results[i].rows.map((row) => [row[0]]))
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

  /** Starts a drain after this turn's writes are queued, unless one is running (it takes them). */
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
      if (/^\s*SELECT/i.test(sql)) return toResult(await client.execute({ sql, args: args as InValue[] }))
      return new Promise<SqlResult>((resolve, reject) => {
        queue.push({ sql, args: args as InValue[], resolve, reject })
        kick()
      })
    },
    async close() {
      while (running || queue.length) {
        kick()
        await running
      }
      await client.close()
    },
  }
}
