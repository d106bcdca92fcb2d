/**
 * The one storage contract of the newsletter: every implementation (SQLite file, Cloudflare D1,
 * Postgres) passes tests/api/store-contract.ts. Addresses arrive already normalised (api/email.ts).
 */

export type SubscriberStatus = 'pending' | 'subscribed'

export interface SubscribeOptions {
  /** Insert as 'pending' (double opt-in) instead of 'subscribed'. */
  pending?: boolean
  now?: number
}

export interface IssueTokensOptions {
  /** SHA-256 hex of the confirmation token; the token itself is never stored. */
  confirmHash: string
  /** SHA-256 hex of the unsubscribe token. */
  unsubscribeHash: string
  expiresAt: number
  now: number
  /** No second mail to the same address within this many ms (STO-4: one mail for 50 submits). */
  resendAfterMs: number
  /** At most this many mails per address per 24 h (API-13). */
  maxMailsPerDay: number
}

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid'

export interface SubscriberStore {
  /** Adds the address unless its key exists; 'exists' also for pending rows. Idempotent. */
  subscribe(address: string, options?: SubscribeOptions): Promise<'created' | 'exists'>
  count(): Promise<number>
  /** The row's status, or null when the address is not stored. */
  status(address: string): Promise<SubscriberStatus | null>
  /**
   * Stores fresh token hashes on a pending row when the per-address mail budget allows it.
   * Returns true when the caller should send a confirmation mail (atomic: one winner under races).
   */
  issueTokens(address: string, options: IssueTokensOptions): Promise<boolean>
  confirm(confirmHash: string, now: number): Promise<ConfirmResult>
  /** Deletes the row holding this unsubscribe hash (erasure, STO-11); false if none. */
  unsubscribe(unsubscribeHash: string): Promise<boolean>
  close(): Promise<void>
}

/** A fixed-window counter keyed by an opaque bucket (a hashed client IP). */
export interface RateLimiter {
  /** Counts one hit in the window starting at `windowStart` and returns the hits so far. */
  hit(bucket: string, windowStart: number): Promise<number>
}

/** The dedupe key of a stored address: see NormalizedEmail.key. */
export function subscriberKey(address: string): string {
  return address.toLowerCase()
}

/**
 * Thrown by a store when its database cannot be reached in time or cannot be written (read-only,
 * disk full); the API answers 503 and logs `reason`, which says what the operator should fix.
 */
export class StoreUnavailableError extends Error {
  readonly reason: string | undefined
  constructor(cause?: unknown, reason?: string) {
    super(reason ? `Subscriber store unavailable: ${reason}` : 'Subscriber store unavailable', { cause })
    this.name = 'StoreUnavailableError'
    this.reason = reason
  }
}
