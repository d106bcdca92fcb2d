/**
 * The SQL shared by the three stores: one schema and one set of statements that SQLite (libsql),
 * D1 and Postgres all accept. Each store only supplies a driver that runs a statement.
 */
import {
  subscriberKey,
  type ConfirmResult,
  type IssueTokensOptions,
  type RateLimiter,
  type SubscribeOptions,
  type SubscriberStatus,
  type SubscriberStore,
} from './types.js'

export interface SqlResult {
  rows: Record<string, unknown>[]
  changes: number
}

/** Runs one statement written with `?` placeholders (the Postgres driver rewrites them to `$n`). */
export interface SqlDriver {
  query(sql: string, args: (string | number | null)[]): Promise<SqlResult>
  close(): Promise<void>
}

export const SCHEMA: readonly string[] = [
  // email_key is the primary key, i.e. the unique index every insert races on (STO-4).
  `CREATE TABLE IF NOT EXISTS subscribers (
    email_key TEXT NOT NULL PRIMARY KEY,
    email TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    confirmed_at BIGINT,
    confirm_hash TEXT,
    confirm_expires BIGINT,
    unsubscribe_hash TEXT,
    last_mail_at BIGINT,
    mail_window_start BIGINT,
    mails_in_window INTEGER NOT NULL DEFAULT 0
  )`,
  'CREATE UNIQUE INDEX IF NOT EXISTS subscribers_confirm_hash ON subscribers (confirm_hash)',
  'CREATE UNIQUE INDEX IF NOT EXISTS subscribers_unsubscribe_hash ON subscribers (unsubscribe_hash)',
  `CREATE TABLE IF NOT EXISTS rate_limits (
    bucket TEXT NOT NULL,
    window_start BIGINT NOT NULL,
    hits INTEGER NOT NULL,
    PRIMARY KEY (bucket, window_start)
  )`,
]

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The subscribe insert, in parts: a driver that commits in groups (SQLite) may merge consecutive
 * copies of this exact statement into one multi-row INSERT … RETURNING email_key (one statement
 * to prepare instead of one per sign-up). Duplicate keys in one merged insert behave as separate
 * inserts would: the first wins, the others do nothing.
 */
export const SUBSCRIBE_INSERT = {
  head: 'INSERT INTO subscribers (email_key, email, status, created_at, confirmed_at) VALUES',
  row: '(?, ?, ?, ?, ?)',
  tail: 'ON CONFLICT (email_key) DO NOTHING',
  /** Number of arguments per row; the first is the key. */
  width: 5,
} as const
export const SUBSCRIBE_SQL = `${SUBSCRIBE_INSERT.head} ${SUBSCRIBE_INSERT.row} ${SUBSCRIBE_INSERT.tail}`

/** Returns a SubscriberStore (and RateLimiter) that runs the shared statements on `driver`. */
export function createSqlStore(driver: SqlDriver): SubscriberStore & RateLimiter {
  let rateHits = 0
  return {
    async subscribe(address: string, options: SubscribeOptions = {}) {
      const status: SubscriberStatus = options.pending ? 'pending' : 'subscribed'
      const now = options.now ?? Date.now()
      const result = await driver.query(SUBSCRIBE_SQL, [subscriberKey(address), address, status, now, status === 'subscribed' ? now : null])
      return result.changes > 0 ? 'created' : 'exists'
    },

    async count() {
      const { rows } = await driver.query('SELECT COUNT(*) AS n FROM subscribers', [])
      return Number(rows[0]?.n ?? 0)
    },

    async status(address: string) {
      const { rows } = await driver.query('SELECT status FROM subscribers WHERE email_key = ?', [subscriberKey(address)])
      return rows.length ? (String(rows[0].status) as SubscriberStatus) : null
    },

    async issueTokens(address: string, o: IssueTokensOptions) {
      const windowCutoff = o.now - DAY_MS
      // One UPDATE decides, so concurrent submits of one address send at most one mail.
      const result = await driver.query(
        `UPDATE subscribers SET confirm_hash = ?, unsubscribe_hash = ?, confirm_expires = ?, last_mail_at = ?,
           mails_in_window = CASE WHEN COALESCE(mail_window_start, 0) > ? THEN mails_in_window + 1 ELSE 1 END,
           mail_window_start = CASE WHEN COALESCE(mail_window_start, 0) > ? THEN mail_window_start ELSE ? END
         WHERE email_key = ? AND status = 'pending'
           AND COALESCE(last_mail_at, 0) <= ?
           AND NOT (COALESCE(mail_window_start, 0) > ? AND mails_in_window >= ?)`,
        [
          o.confirmHash, o.unsubscribeHash, o.expiresAt, o.now,
          windowCutoff, windowCutoff, o.now,
          subscriberKey(address), o.now - o.resendAfterMs, windowCutoff, o.maxMailsPerDay,
        ],
      )
      return result.changes > 0
    },

    async confirm(confirmHash: string, now: number): Promise<ConfirmResult> {
      const updated = await driver.query(
        `UPDATE subscribers SET status = 'subscribed', confirmed_at = ?
         WHERE confirm_hash = ? AND status = 'pending' AND confirm_expires > ?`,
        [now, confirmHash, now],
      )
      if (updated.changes > 0) return 'confirmed'
      const { rows } = await driver.query('SELECT status FROM subscribers WHERE confirm_hash = ?', [confirmHash])
      if (!rows.length) return 'invalid'
      return rows[0].status === 'subscribed' ? 'already-confirmed' : 'expired'
    },

    async unsubscribe(unsubscribeHash: string) {
      const result = await driver.query('DELETE FROM subscribers WHERE unsubscribe_hash = ?', [unsubscribeHash])
      return result.changes > 0
    },

    async hit(bucket: string, windowStart: number) {
      // Old windows are swept now and then rather than on every request.
      if (++rateHits % 500 === 0) {
        await driver.query('DELETE FROM rate_limits WHERE window_start < ?', [windowStart - DAY_MS])
      }
      const { rows } = await driver.query(
        `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
         RETURNING hits`,
        [bucket, windowStart],
      )
      return Number(rows[0]?.hits ?? 0)
    },

    close: () => driver.close(),
  }
}
