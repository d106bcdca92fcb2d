// `newsletter.doubleOptIn: true` in the site config, end to end through `site serve` (issue 13
// item 4): a sign-up is stored pending and answered as before, the confirmation mail goes out
// through the configured SMTP server (a real one on loopback), its confirm link subscribes, its
// unsubscribe link removes; doubleOptIn without an SMTP transport is a configuration error.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailSink, type MailSink } from '../api/helpers/smtp.js'
import { copyFixture, runSite } from '../helpers/cli.js'
import { rawRequest } from '../helpers/raw-http.js'
import { startServer, type SiteServer } from '../helpers/site-server.js'
import { freePort } from '../e2e/browser.js'

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }

/** Adds `newsletter` settings to the fixture's config. */
async function configure(root: string, newsletter: string): Promise<void> {
  const file = path.join(root, 'content/site.config.ts')
  await writeFile(file, (await readFile(file, 'utf8')).replace(/\n\}\)\s*$/, `\n  newsletter: ${newsletter},\n})\n`))
}

/** The subscriber's status in the project's store, or null when there is no row. */
async function statusOf(root: string, email: string): Promise<string | null> {
  const client = createClient({ url: pathToFileURL(path.join(root, '.newsletter/subscribers.db')).href })
  try {
    const row = (await client.execute({ sql: 'SELECT status FROM subscribers WHERE email_key = ?', args: [email] })).rows[0]
    return row ? String(row[0]) : null
  } finally {
    client.close()
  }
}

/** The token of a link in a (quoted-printable) mail. */
function tokenIn(mail: string, action: 'confirm' | 'unsubscribe'): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return new RegExp(`https://docs\\.acme\\.example/api/newsletter/${action}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? ''
}

describe('site serve with newsletter.doubleOptIn', () => {
  let root: string
  let sink: MailSink
  let server: SiteServer
  beforeAll(async () => {
    sink = await startMailSink()
    root = await copyFixture('basic')
    await configure(root, `{ doubleOptIn: true, smtp: { host: '127.0.0.1', port: ${sink.port}, from: 'Acme <news@acme.example>', ignoreTLS: true } }`)
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    server = await startServer('serve', root)
  })
  afterAll(async () => {
    server?.child.kill('SIGTERM')
    await sink?.close()
  })

  it('stores a sign-up as pending, mails a confirmation, and the links confirm and unsubscribe', async () => {
    const signUp = await rawRequest(server.port, '/api/trpc/newsletterSubscription.post', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.com' }),
    })
    expect([signUp.status, signUp.body]).toEqual([200, '{"result":{"data":{"status":"ok"}}}'])
    expect(await statusOf(root, 'reader@example.com')).toBe('pending')
    await sink.waitFor(1)
    const mail = sink.messages[0]!
    expect(mail).toMatch(/^To: reader@example\.com/m)
    expect(mail).toMatch(/^From: Acme <news@acme\.example>/m)

    const confirm = await rawRequest(server.port, '/api/newsletter/confirm', { method: 'POST', headers: FORM, body: `token=${tokenIn(mail, 'confirm')}` })
    expect([confirm.status, confirm.headers.location]).toEqual([303, '/?newsletter=confirmed#newsletter'])
    expect(await statusOf(root, 'reader@example.com')).toBe('subscribed')

    const leave = await rawRequest(server.port, '/api/newsletter/unsubscribe', { method: 'POST', headers: FORM, body: `token=${tokenIn(mail, 'unsubscribe')}` })
    expect([leave.status, leave.headers.location]).toEqual([303, '/?newsletter=unsubscribed#newsletter'])
    expect(await statusOf(root, 'reader@example.com')).toBeNull()
  })

  it('the no-JavaScript form answers as before and stores the address pending', async () => {
    const form = await rawRequest(server.port, '/api/newsletter', { method: 'POST', headers: FORM, body: 'email=form%40example.com' })
    expect([form.status, form.headers.location]).toEqual([303, '/?newsletter=subscribed#newsletter-subscribed'])
    expect(await statusOf(root, 'form@example.com')).toBe('pending')
    await sink.waitFor(2)
  })
})

describe.each(['serve', 'build'] as const)('site %s with doubleOptIn and no SMTP transport', (command) => {
  it('is a configuration error that says what to add', async () => {
    const root = await copyFixture('basic')
    await configure(root, '{ doubleOptIn: true }')
    await mkdir(path.join(root, 'dist'), { recursive: true })
    await writeFile(path.join(root, 'dist/index.html'), '<!doctype html><title>Old build</title>')
    const result = await runSite([command, '--root', root, ...(command === 'serve' ? ['--port', String(await freePort())] : [])])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('content/site.config.ts: invalid configuration')
    expect(result.stderr).toContain('newsletter.doubleOptIn: doubleOptIn needs an SMTP transport to send the confirmation mails: add newsletter.smtp = { host, port, from }')
  })
})
