// The one contract every SubscriberStore passes (SQLite, D1 under workerd, Postgres): STO-1, STO-2
// (store side), STO-4, STO-9 (ON CONFLICT), STO-11 (erasure), persistence across reopen.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RateLimiter, SubscriberStore } from '../../api/stores/types.js'

export interface StoreHarness {
  /** Opens the store on the harness's database (same data on every call). */
  open(): Promise<SubscriberStore & RateLimiter>
  /** Removes everything the harness created. */
  cleanup(): Promise<void>
}

const HOUR = 3600_000
/** Distinct token hashes for each n (a fixed-width number: `c2` and `c20` padded with zeros were the same hash). */
const tokens = (n: number) => ({ confirmHash: `c${String(n).padStart(6, '0')}`.padEnd(64, '0'), unsubscribeHash: `u${String(n).padStart(6, '0')}`.padEnd(64, '0') })

export function describeStoreContract(name: string, makeHarness: () => Promise<StoreHarness | null>): void {
  describe(`SubscriberStore contract: ${name}`, () => {
    let harness: StoreHarness | null
    let store: SubscriberStore & RateLimiter

    beforeAll(async () => {
      harness = await makeHarness()
      if (harness) store = await harness.open()
    })
    afterAll(async () => {
      await store?.close()
      await harness?.cleanup()
    })

    test('new then existing', async ({ skip }) => {
      if (!harness) return skip()
      expect(await store.subscribe('new@example.com')).toBe('created')
      expect(await store.subscribe('new@example.com')).toBe('exists')
      expect(await store.status('new@example.com')).toBe('subscribed')
      expect(await store.status('absent@example.com')).toBeNull()
    })

    test('domain and local case are one subscriber', async ({ skip }) => {
      if (!harness) return skip()
      const before = await store.count()
      expect(await store.subscribe('Case@example.com')).toBe('created')
      expect(await store.subscribe('case@EXAMPLE.com')).toBe('exists')
      expect(await store.subscribe('CASE@example.com')).toBe('exists')
      expect(await store.count()).toBe(before + 1)
    })

    test('50 concurrent identical submissions leave one row (STO-4)', async ({ skip }) => {
      if (!harness) return skip()
      const before = await store.count()
      const variants = ['race@example.com', 'Race@Example.COM', 'RACE@example.com']
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => store.subscribe(variants[i % 3])))
      expect(results.filter((r) => r === 'created')).toHaveLength(1)
      expect(await store.count()).toBe(before + 1)
    })

    test('200 concurrent distinct submissions are all stored', async ({ skip }) => {
      if (!harness) return skip()
      const before = await store.count()
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => store.subscribe(`bulk${i}@example.com`)))
      expect(results.every((r) => r === 'created')).toBe(true)
      expect(await store.count()).toBe(before + 200)
    })

    test('pending rows: one mail under races, confirm once, then already-confirmed (STO-2, STO-4)', async ({ skip }) => {
      if (!harness) return skip()
      const now = Date.now()
      expect(await store.subscribe('pending@example.com', { pending: true, now })).toBe('created')
      expect(await store.status('pending@example.com')).toBe('pending')
      const issue = (n: number) =>
        store.issueTokens('pending@example.com', { ...tokens(n), expiresAt: now + HOUR, now, resendAfterMs: 10 * 60_000, maxMailsPerDay: 3 })
      const winners = (await Promise.all(Array.from({ length: 20 }, (_, i) => issue(i)))).filter(Boolean)
      expect(winners).toHaveLength(1)
      // The winning hashes are the ones stored; find which by trying them all.
      let confirmed = 0
      for (let i = 0; i < 20; i++) if ((await store.confirm(tokens(i).confirmHash, now + 1)) === 'confirmed') confirmed++
      expect(confirmed).toBe(1)
      expect(await store.status('pending@example.com')).toBe('subscribed')
      expect(await store.confirm('f'.repeat(64), now)).toBe('invalid')
      // Subscribed rows get no more mails.
      expect(await issue(99)).toBe(false)
    })

    test('confirming twice says already-confirmed; expired tokens change nothing', async ({ skip }) => {
      if (!harness) return skip()
      const now = Date.now()
      await store.subscribe('twice@example.com', { pending: true, now })
      expect(await store.issueTokens('twice@example.com', { ...tokens(200), expiresAt: now + HOUR, now, resendAfterMs: 0, maxMailsPerDay: 3 })).toBe(true)
      expect(await store.confirm(tokens(200).confirmHash, now)).toBe('confirmed')
      expect(await store.confirm(tokens(200).confirmHash, now)).toBe('already-confirmed')

      await store.subscribe('late@example.com', { pending: true, now })
      expect(await store.issueTokens('late@example.com', { ...tokens(300), expiresAt: now + HOUR, now, resendAfterMs: 0, maxMailsPerDay: 3 })).toBe(true)
      expect(await store.confirm(tokens(300).confirmHash, now + 2 * HOUR)).toBe('expired')
      expect(await store.status('late@example.com')).toBe('pending')
    })

    test('at most maxMailsPerDay mails per address per day (API-13)', async ({ skip }) => {
      if (!harness) return skip()
      const now = Date.now()
      await store.subscribe('budget@example.com', { pending: true, now })
      const sent: boolean[] = []
      for (let i = 0; i < 5; i++) {
        sent.push(await store.issueTokens('budget@example.com', { ...tokens(400 + i), expiresAt: now + HOUR, now: now + i, resendAfterMs: 0, maxMailsPerDay: 3 }))
      }
      expect(sent).toEqual([true, true, true, false, false])
      const tomorrow = now + 25 * HOUR
      expect(await store.issueTokens('budget@example.com', { ...tokens(410), expiresAt: tomorrow + HOUR, now: tomorrow, resendAfterMs: 0, maxMailsPerDay: 3 })).toBe(true)
    })

    test('unsubscribe erases the row (STO-11)', async ({ skip }) => {
      if (!harness) return skip()
      const now = Date.now()
      await store.subscribe('leave@example.com', { pending: true, now })
      await store.issueTokens('leave@example.com', { ...tokens(500), expiresAt: now + HOUR, now, resendAfterMs: 0, maxMailsPerDay: 3 })
      expect(await store.unsubscribe(tokens(500).unsubscribeHash)).toBe(true)
      expect(await store.status('leave@example.com')).toBeNull()
      expect(await store.unsubscribe(tokens(500).unsubscribeHash)).toBe(false)
    })

    test('rate-limit counters are atomic per bucket and window', async ({ skip }) => {
      if (!harness) return skip()
      const hits = await Promise.all(Array.from({ length: 30 }, () => store.hit('bucket-a', 60_000)))
      expect([...hits].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
      expect(await store.hit('bucket-a', 120_000)).toBe(1)
      expect(await store.hit('bucket-b', 60_000)).toBe(1)
    })

    test('data persists across close and reopen', async ({ skip }) => {
      if (!harness) return skip()
      const before = await store.count()
      await store.subscribe('persist@example.com')
      await store.close()
      store = await harness.open()
      expect(await store.count()).toBe(before + 1)
      expect(await store.subscribe('persist@example.com')).toBe('exists')
    })
  })
}
