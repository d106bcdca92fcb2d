// Double opt-in end to end over HTTP with a real SMTP server on loopback: STO-1, STO-2, STO-3,
// STO-4 (one mail), STO-7 (no header injection), STO-11 (no address or token in logs), API-13.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApi } from '../../api/app.js'
import type { Mailer } from '../../api/mail.js'
import { createSmtpMailer } from '../../api/mailer.js'
import { createSqliteStore, type SqliteStore } from '../../api/stores/sqlite.js'
import { startMailSink, type MailSink } from './helpers/smtp.js'

const POST = '/api/trpc/newsletterSubscription.post'
const SITE = 'https://www.example.com'

let dir: string
let store: SqliteStore
let sink: MailSink
let mailer: Mailer
let app: ReturnType<typeof createApi>
let clock = Date.now()
const logs: string[] = []

/** The mails the API sends after answering (as waitUntil on Workers): a test waits for them, never for a time. */
const background: Promise<unknown>[] = []
const executionCtx = { waitUntil: (task: Promise<unknown>) => void background.push(task), passThroughOnException: () => {}, props: {} }
/** Resolves once every mail the requests so far started has been sent (or failed). */
const mailsSettled = () => Promise.all(background.splice(0))
const call = (procedure: string, input: unknown) =>
  app.request(`/api/trpc/newsletterSubscription.${procedure}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) }, undefined, executionCtx)
const subscribe = (email: string) => app.request(POST, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) }, undefined, executionCtx)
const tokenIn = (mail: string, action: 'confirm' | 'unsubscribe') => {
  // Undo quoted-printable (soft breaks, =XX) and header folding.
  const unfolded = mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`/api/newsletter/${action}\\?token=([A-Za-z0-9_-]{43})`).exec(unfolded)?.[1] ?? ''
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-optin-'))
  store = await createSqliteStore({ path: path.join(dir, 'n.db') })
  sink = await startMailSink()
  mailer = createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Newsletter <news@example.com>', ignoreTLS: true })
  app = createApi({
    store,
    rateLimit: false,
    now: () => clock,
    doubleOptIn: { mailer, siteUrl: SITE, tokenTtlMs: 3600_000 },
    log: { info: (_l, m) => logs.push(m), warn: (_l, m) => logs.push(m), error: (_l, m) => logs.push(m) },
  })
})
afterAll(async () => {
  await mailer?.close?.()
  await sink?.close()
  await store?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('double opt-in', () => {
  test('STO-2/3/4: one mail for 50 submits, GET changes nothing, POST confirms, twice says already', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => subscribe(i % 2 ? 'Reader@Example.com' : 'reader@example.com')))
    expect(new Set(await Promise.all(responses.map((r) => r.text())))).toEqual(new Set(['{"result":{"data":{"status":"ok"}}}']))
    expect(await store.status('reader@example.com')).toBe('pending')
    await mailsSettled()
    expect(sink.messages).toHaveLength(1)
    const mail = sink.messages[0]
    // The two spellings race; the address kept is the first to land (the domain always lower-cased).
    expect(mail).toMatch(/^To: [Rr]eader@example\.com\r?$/m)
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    const token = tokenIn(mail, 'confirm')
    expect(token).toHaveLength(43)

    // A link scanner GETs and HEADs the link: state unchanged.
    for (const method of ['GET', 'HEAD']) {
      const res = await app.request(`/api/newsletter/confirm?token=${token}`, { method, headers: { 'user-agent': 'Scanner' } })
      expect(res.status).toBe(200)
    }
    expect(await store.status('reader@example.com')).toBe('pending')

    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    const bad = await call('confirm', { token: tampered })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('Invalid token')

    const ok = await call('confirm', { token })
    expect(await ok.json()).toEqual({ result: { data: { status: 'confirmed' } } })
    expect(await store.status('reader@example.com')).toBe('subscribed')
    const again = await call('confirm', { token })
    expect(await again.json()).toEqual({ result: { data: { status: 'already-confirmed' } } })
  })

  test('the confirm page button posts the token (no-JS path) and redirects', async () => {
    sink.messages.length = 0
    await subscribe('button@example.com')
    await sink.waitFor(1)
    const token = tokenIn(sink.messages[0], 'confirm')
    const page = await (await app.request(`/api/newsletter/confirm?token=${token}`)).text()
    expect(page).toContain(`name="token" value="${token}"`)
    const res = await app.request('/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: `token=${token}`,
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/?newsletter=confirmed#newsletter')
    expect(await store.status('button@example.com')).toBe('subscribed')
  })

  test('expired tokens change nothing and say so', async () => {
    sink.messages.length = 0
    await subscribe('slow@example.com')
    await sink.waitFor(1)
    const token = tokenIn(sink.messages[0], 'confirm')
    clock += 2 * 3600_000
    const res = await call('confirm', { token })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/expired, please subscribe again/)
    expect(await store.status('slow@example.com')).toBe('pending')
  })

  test('RFC 8058 one-click unsubscribe by POST erases the row; GET does not', async () => {
    sink.messages.length = 0
    await subscribe('leaver@example.com')
    await sink.waitFor(1)
    const token = tokenIn(sink.messages[0], 'unsubscribe')
    expect((await app.request(`/api/newsletter/unsubscribe?token=${token}`)).status).toBe(200)
    expect(await store.status('leaver@example.com')).toBe('pending')
    const res = await app.request(`/api/newsletter/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect(await store.status('leaver@example.com')).toBeNull()
  })

  test('STO-1 identical answers for new, pending, confirmed, unsubscribed and mail-limited addresses', async () => {
    const bodies = new Set<string>()
    const statuses = new Set<number>()
    const headerSets = new Set<string>()
    for (const email of ['fresh@example.com', 'slow@example.com', 'reader@example.com', 'leaver@example.com', 'slow@example.com', 'slow@example.com', 'slow@example.com']) {
      const res = await subscribe(email)
      statuses.add(res.status)
      bodies.add(await res.text())
      headerSets.add([...res.headers.keys()].sort().join())
    }
    expect([...statuses]).toEqual([200])
    expect(bodies.size).toBe(1)
    expect(headerSets.size).toBe(1)
  })

  test('API-13 per-address budget: no more than 3 mails a day', async () => {
    sink.messages.length = 0
    const limited = createApi({ store, rateLimit: false, now: () => clock, doubleOptIn: { mailer, siteUrl: SITE, resendAfterMs: 0 } })
    for (let i = 0; i < 5; i++) {
      const res = await limited.request(POST, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'budget@example.com' }) }, undefined, executionCtx)
      expect(res.status).toBe(200)
      clock += 1000
    }
    await mailsSettled()
    expect(sink.messages.filter((m) => /^To: budget@example\.com/m.test(m))).toHaveLength(3)
  })

  test('STO-7 CRLF never reaches a mail header', async () => {
    const before = sink.messages.length
    for (const email of ['a@x.io\r\nBcc: evil@x.io', 'a@x.io\nSubject: hi', '"a\r\n"@x.io']) {
      expect((await subscribe(email)).status).toBe(400)
    }
    await mailsSettled()
    expect(sink.messages.length).toBe(before)
    expect(sink.messages.join('\n')).not.toMatch(/^(Bcc: evil|Subject: hi)/m)
  })

  test('STO-11 logs never hold an address or a token', () => {
    expect(logs.length).toBeGreaterThan(0)
    const text = logs.join('\n')
    expect(text).not.toMatch(/@/)
    expect(text).not.toMatch(/[A-Za-z0-9_-]{43}/)
  })
})
