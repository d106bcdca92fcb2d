// `site serve` answers as a static host does (issue 19): ETag and Last-Modified with 304 on
// revalidation, byte ranges (206, 416, If-Range), and the right Content-Type per extension.
import { randomBytes } from 'node:crypto'
import { get, type IncomingHttpHeaders } from 'node:http'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { startServer, type SiteServer } from '../helpers/site-server.js'

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

let server: SiteServer
const blob = randomBytes(65536)

/** GET (or HEAD) `target` with `headers`; the raw body bytes. */
function request(target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: server.port, path: target, headers, method }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

beforeAll(async () => {
  const root = await copyFixture('basic')
  const files = path.join(root, 'content/public/files')
  await mkdir(files, { recursive: true })
  await writeFile(path.join(files, 'blob.bin'), blob)
  await writeFile(path.join(files, 'report.pdf'), '%PDF-1.4\n%%EOF\n')
  await writeFile(path.join(files, 'prices.csv'), 'plan,price\nfree,0\n')
  await writeFile(path.join(files, 'module.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]))
  await writeFile(path.join(files, 'clip.mp4'), Buffer.alloc(16))
  await writeFile(path.join(files, 'notes.txt'), 'notes\n')
  expect((await runSite(['build', '--root', root])).code).toBe(0)
  server = await startServer('serve', root)
})
afterAll(() => server?.child.kill('SIGTERM'))

describe('site serve revalidation', () => {
  it('sends ETag and Last-Modified, and 304 without a body for a matching If-None-Match', async () => {
    const first = await request('/docs/intro')
    const etag = first.headers.etag!
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    expect(Date.parse(first.headers['last-modified']!)).not.toBeNaN()
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await request('/docs/intro', { 'If-None-Match': tag })
      expect([again.status, again.body.length], tag).toEqual([304, 0])
      expect(again.headers.etag).toBe(etag)
      expect(again.headers['cache-control']).toBe(first.headers['cache-control'])
    }
    expect((await request('/docs/intro', { 'If-None-Match': '"other"' })).status).toBe(200)
  })

  it('revalidates a compressed answer by its own ETag', async () => {
    const br = await request('/docs/intro', { 'Accept-Encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.etag).toMatch(/-br"$/)
    expect((await request('/docs/intro', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! })).status).toBe(304)
  })

  it('answers If-Modified-Since by the file time when there is no If-None-Match', async () => {
    const first = await request('/files/notes.txt')
    const lastModified = first.headers['last-modified']!
    expect((await request('/files/notes.txt', { 'If-Modified-Since': lastModified })).status).toBe(304)
    const before = new Date(Date.parse(lastModified) - 60_000).toUTCString()
    expect((await request('/files/notes.txt', { 'If-Modified-Since': before })).status).toBe(200)
    expect((await request('/files/notes.txt', { 'If-Modified-Since': lastModified, 'If-None-Match': '"other"' })).status).toBe(200)
  })

  it('never sends validators with the 404 page', async () => {
    const missing = await request('/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.headers.etag).toBeUndefined()
  })
})

describe('site serve byte ranges', () => {
  it('answers a range with 206 and exactly those bytes', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=65000-', 65000, 65535],
      ['bytes=-100', 65436, 65535],
      ['bytes=65500-70000', 65500, 65535],
    ]
    for (const [range, start, end] of cases) {
      const part = await request('/files/blob.bin', { Range: range, 'Accept-Encoding': 'br, gzip' })
      expect(part.status, range).toBe(206)
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/65536`)
      expect(part.headers['content-length'], range).toBe(String(end - start + 1))
      expect(part.headers['content-encoding'], range).toBeUndefined()
      expect(part.body.equals(blob.subarray(start, end + 1)), range).toBe(true)
    }
    const full = await request('/files/blob.bin')
    expect([full.status, full.headers['accept-ranges'], full.body.equals(blob)]).toEqual([200, 'bytes', true])
  })

  it('answers a range past the end with 416 and the size', async () => {
    const past = await request('/files/blob.bin', { Range: 'bytes=70000-' })
    expect([past.status, past.headers['content-range']]).toEqual([416, 'bytes */65536'])
  })

  it('sends the whole file for a stale If-Range, several ranges or a malformed Range', async () => {
    const { etag } = (await request('/files/blob.bin')).headers
    expect((await request('/files/blob.bin', { Range: 'bytes=0-9', 'If-Range': etag! })).status).toBe(206)
    const variants: Record<string, string>[] = [{ Range: 'bytes=0-9', 'If-Range': '"stale"' }, { Range: 'bytes=0-9,20-29' }, { Range: 'lines=1-2' }]
    for (const headers of variants) {
      const whole = await request('/files/blob.bin', headers)
      expect([whole.status, whole.body.length]).toEqual([200, 65536])
    }
  })
})

describe('site serve content types', () => {
  it.each([
    ['/files/report.pdf', 'application/pdf'],
    ['/files/prices.csv', 'text/csv; charset=utf-8'],
    ['/files/module.wasm', 'application/wasm'],
    ['/files/clip.mp4', 'video/mp4'],
    ['/files/notes.txt', 'text/plain; charset=utf-8'],
    ['/docs/intro', 'text/html; charset=utf-8'],
    ['/images/logo.svg', 'image/svg+xml'],
  ])('%s is %s', async (target, type) => {
    const answer = await request(target, {}, 'HEAD')
    expect([answer.status, answer.headers['content-type']]).toEqual([200, type])
  })
})
