// Procedures called directly through createCallerFactory (no HTTP): results, error codes, and
// the mapping of store failures to generic 500/503 errors without driver text (API-11).
import { TRPCError } from '@trpc/server'
import { getHTTPStatusCodeFromError } from '@trpc/server/http'
import { describe, expect, test } from 'vitest'
import { createNewsletter } from '../../api/newsletter.js'
import { appRouter } from '../../api/router.js'
import { StoreUnavailableError, type SubscriberStore } from '../../api/stores/types.js'
import { createCallerFactory, type ApiLogger } from '../../api/trpc.js'

const createCaller = createCallerFactory(appRouter)
const silent: ApiLogger = { info() {}, warn() {}, error() {} }

function memoryStore(fail?: Error): SubscriberStore & { rows: Map<string, string> } {
  const rows = new Map<string, string>()
  const guard = () => {
    if (fail) throw fail
  }
  return {
    rows,
    async subscribe(address) {
      guard()
      const key = address.toLowerCase()
      if (rows.has(key)) return 'exists'
      rows.set(key, address)
      return 'created'
    },
    count: async () => rows.size,
    status: async (a) => (rows.has(a.toLowerCase()) ? 'subscribed' : null),
    issueTokens: async () => false,
    confirm: async () => 'invalid',
    unsubscribe: async () => false,
    close: async () => {},
  }
}

const caller = (store: SubscriberStore, log: ApiLogger = silent) =>
  createCaller({ newsletter: createNewsletter({ store, log }), log, defer: () => {} })

describe('appRouter via createCaller', () => {
  test('post stores the normalised address and answers the same for new and known', async () => {
    const store = memoryStore()
    const api = caller(store)
    expect(await api.newsletterSubscription.post({ email: ' User+tag@Bücher.DE ' })).toEqual({ status: 'ok' })
    expect(await api.newsletterSubscription.post({ email: 'user+tag@bücher.de' })).toEqual({ status: 'ok' })
    expect([...store.rows.values()]).toEqual(['User+tag@xn--bcher-kva.de'])
  })

  test.each([[{ email: 'not-an-email' }], [{ email: 'a@x.io', extra: true }], [{}], [JSON.parse('{"email":"a@x.io","__proto__":{"x":1}}')]])(
    'post refuses %j with BAD_REQUEST',
    async (input) => {
      const store = memoryStore()
      await expect(caller(store).newsletterSubscription.post(input as { email: string })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
      expect(store.rows.size).toBe(0)
    },
  )

  test('driver errors become INTERNAL_SERVER_ERROR and are logged without text', async () => {
    const logs: string[] = []
    const log: ApiLogger = { info() {}, warn() {}, error: (_l, m) => logs.push(m) }
    const store = memoryStore(new Error('duplicate key value violates unique constraint "subscribers_pkey" (a@x.io)'))
    const error = await caller(store, log).newsletterSubscription.post({ email: 'a@x.io' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TRPCError)
    expect((error as TRPCError).code).toBe('INTERNAL_SERVER_ERROR')
    expect(logs.join('\n')).not.toMatch(/a@x\.io|duplicate key/)
  })

  test('an unreachable store becomes SERVICE_UNAVAILABLE (503)', async () => {
    const store = memoryStore(new StoreUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:5432')))
    const error = (await caller(store).newsletterSubscription.post({ email: 'a@x.io' }).catch((e: unknown) => e)) as TRPCError
    expect(error.code).toBe('SERVICE_UNAVAILABLE')
    expect(getHTTPStatusCodeFromError(error)).toBe(503)
  })

  test('confirm with an unknown token is BAD_REQUEST; unsubscribe is always ok', async () => {
    const api = caller(memoryStore())
    await expect(api.newsletterSubscription.confirm({ token: 'A'.repeat(43) })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid token' })
    await expect(api.newsletterSubscription.confirm({ token: 'short' })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    expect(await api.newsletterSubscription.unsubscribe({ token: 'B'.repeat(43) })).toEqual({ status: 'ok' })
  })

  test.each([
    ['BAD_REQUEST', 400], ['FORBIDDEN', 403], ['METHOD_NOT_SUPPORTED', 405], ['PAYLOAD_TOO_LARGE', 413],
    ['UNSUPPORTED_MEDIA_TYPE', 415], ['TOO_MANY_REQUESTS', 429], ['INTERNAL_SERVER_ERROR', 500], ['SERVICE_UNAVAILABLE', 503],
  ] as const)('API-11 %s maps to HTTP %i', (code, status) => {
    expect(getHTTPStatusCodeFromError(new TRPCError({ code }))).toBe(status)
  })
})
