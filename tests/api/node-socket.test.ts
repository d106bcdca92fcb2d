// Raw-socket cases fetch cannot send (API-9d, API-15, STO-5): a bad Content-Length, odd request
// targets and a lost answer against the real @hono/node-server, with no row written or one kept.
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { serveApi } from '../../api/node.js'
import { createSqliteStore, type SqliteStore } from '../../api/stores/sqlite.js'

let dir: string
let store: SqliteStore
let server: Awaited<ReturnType<typeof serveApi>>

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-socket-'))
  store = await createSqliteStore({ path: path.join(dir, 'n.db') })
  server = await serveApi({ store })
})
afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Sends raw bytes and returns the status code of the first response line. */
function raw(text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(text))
    socket.setTimeout(5000, () => socket.destroy())
    let data = ''
    socket.on('data', (chunk) => (data += chunk))
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)))
    socket.on('error', reject)
  })
}

const body = '{"email":"raw@example.com"}'

test('Content-Length: abc → 400, no row', async () => {
  expect(await raw(`POST /api/trpc/newsletterSubscription.post HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\nConnection: close\r\n\r\n${body}`)).toBe(400)
  expect(await store.count()).toBe(0)
})

test.each([
  'http://evil.example/api/trpc/newsletterSubscription.post',
  '/api/trpc/../trpc/newsletterSubscription.post',
  '/api//trpc/newsletterSubscription.post',
  '/API/trpc/newsletterSubscription.post',
])('request target %s: refused or guarded (text/plain never subscribes)', async (target) => {
  const status = await raw(`POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`)
  expect([400, 403, 404, 415]).toContain(status)
  expect(await store.count()).toBe(0)
})

test('a well-formed raw request still works', async () => {
  const status = await raw(`POST /api/trpc/newsletterSubscription.post HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`)
  expect(status).toBe(200)
  expect(await store.count()).toBe(1)
})

/** Sends raw bytes and drops the connection as soon as the answer starts: the client never sees it. */
function sendAndDrop(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(text))
    socket.once('data', () => socket.destroy())
    socket.on('close', () => resolve())
    socket.on('error', reject)
  })
}

/** Sends raw bytes and returns the whole answer's status and body. */
function exchange(text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(text))
    let data = ''
    socket.on('data', (chunk) => (data += chunk))
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), body: data.slice(data.indexOf('\r\n\r\n') + 4) }))
    socket.on('error', reject)
  })
}

test('STO-5 a sign-up whose answer was lost, sent again: one row and the same answer as a new address', async () => {
  const signUp = (email: string) => {
    const json = JSON.stringify({ email })
    return `POST /api/trpc/newsletterSubscription.post HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\nConnection: close\r\n\r\n${json}`
  }
  const before = await store.count()
  await sendAndDrop(signUp('lost@example.com'))
  expect(await store.status('lost@example.com')).toBe('subscribed')
  const retried = await exchange(signUp('lost@example.com'))
  const fresh = await exchange(signUp('fresh@example.com'))
  expect(retried.status).toBe(200)
  expect(retried).toEqual(fresh)
  expect(await store.count()).toBe(before + 2)
})
