// Request-level attacks on `site serve` and `site dev` from reliability-cases.md that the server
// suite (servers.test.ts) does not send: the full query-suffix matrix (DEV-1), absolute-form and
// fragment request targets (DEV-3), a dangling link and a sibling of the public folder (DEV-4),
// files outside the root reached through the HTML fallback or an internal prefix (DEV-5, DEV-6),
// upper-case private names (DEV-8), markup in the URL and headers (DEV-14), an asset that never
// existed (PUB-6) and the security headers of every answer (PUB-8). Raw sockets, so the exact
// bytes reach the server; each rejected request is also checked for no disclosed bytes.
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { rawRequest } from '../helpers/raw-http.js'
import { startServer, type SiteServer } from '../helpers/site-server.js'

const SUFFIXES = ['', '?raw', '?raw??', '?import&raw??', '?raw?import', '?inline&import', '?import&url&inline', '?import&?inline=1.wasm?init', '?.svg?.wasm?init', '?url']
const CANARY = /canary|root:x:0/

describe.each(['serve', 'dev'] as const)('site %s under attack', { timeout: 300_000 }, (command) => {
  let root: string
  let server: SiteServer
  /** Files outside the project, as an attacker would aim at them (DEV-5, DEV-6). */
  const outside = path.join(tmpdir(), `site-attack-${process.pid}-${command}`)
  beforeAll(async () => {
    root = await copyFixture('basic')
    if (command === 'serve') expect((await runSite(['build', '--root', root])).code).toBe(0)
    const served = path.join(root, command === 'serve' ? 'dist' : 'content/public')
    await writeSecrets(root, served)
    await mkdir(outside, { recursive: true })
    await writeFile(path.join(outside, 'secret.html'), '<p>canary-outside</p>')
    await writeFile(path.join(outside, 'poc.map'), '{"sources":["canary-outside"]}')
    server = await startServer(command, root)
  })
  afterAll(async () => {
    server?.child.kill('SIGTERM')
    await rm(outside, { recursive: true, force: true })
  })

  it.each(['/.env', '/certs/key.pem', '/docs/sub/.env'])('DEV-1 %s answers the same refusal with every query suffix, also as a script load', async (file) => {
    const bare = await rawRequest(server.port, file)
    expect([403, 404]).toContain(bare.status)
    for (const suffix of SUFFIXES) {
      for (const headers of [{}, { 'Sec-Fetch-Dest': 'script' }] as Array<Record<string, string>>) {
        const response = await rawRequest(server.port, `${file}${suffix}`, { headers })
        expect(response.status, `${file}${suffix} ${JSON.stringify(headers)}`).toBe(bare.status)
        expect(response.body).not.toMatch(CANARY)
      }
    }
  })

  it.each([
    (port: number) => `http://127.0.0.1:${port}/../.env`,
    (port: number) => `http://127.0.0.1:${port}/../../../../etc/passwd`,
    () => '/index.html?x=1#?y=/../.env',
    () => '/docs/intro#/../../../../etc/passwd',
  ])('DEV-3 odd request target %#: refused or resolved under the same checks, no file disclosed', async (target) => {
    const response = await rawRequest(server.port, target(server.port))
    expect([200, 400, 403, 404]).toContain(response.status)
    expect(response.body).not.toMatch(CANARY)
  })

  it('DEV-4 a sibling of the served folder, a link out of it and a dangling link are not served, and the server stays up', async () => {
    for (const target of ['/../private.txt', '/../../private.txt', '/leak/passwd', '/leak', '/dangling', '/dangling/x']) {
      const response = await rawRequest(server.port, target)
      expect([400, 403, 404], target).toContain(response.status)
      expect(response.body).not.toMatch(CANARY)
    }
    expect((await rawRequest(server.port, '/docs/intro')).status).toBe(200)
  })

  it('DEV-5 the HTML fallback never reaches a file outside the served folder; an unknown route gets the 404 page', async () => {
    const up = '/..'.repeat(12)
    for (const target of [`${up}${outside}/secret.html`, `${up}${outside}/secret`, `/%2e%2e${up}${outside}/secret`]) {
      const response = await rawRequest(server.port, target)
      expect([400, 403, 404], target).toContain(response.status)
      expect(response.body).not.toMatch(CANARY)
    }
    const unknown = await rawRequest(server.port, '/no/such/page.html')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toContain('Submit an issue about broken link')
  })

  it.each(['/__site', '/_site', '/images'])('DEV-6 %s/ cannot climb to a source map outside the project', async (prefix) => {
    const encoded = encodeURIComponent(`../../../../../../../../../..${outside}/poc.map`)
    for (const target of [`${prefix}${'/..'.repeat(12)}${outside}/poc.map`, `${prefix}/${encoded}`, `${prefix}/${encoded.replaceAll('%2F', '%2f')}`]) {
      const response = await rawRequest(server.port, target)
      expect([400, 403, 404], target).toContain(response.status)
      expect(response.body).not.toMatch(CANARY)
    }
  })

  it('DEV-8 private names in another case are refused like the lower-case ones', async () => {
    for (const [lower, upper] of [['/.env', '/.ENV'], ['/.env.local', '/.Env.local'], ['/certs/key.pem', '/CERTS/KEY.PEM'], ['/.git/config', '/.GIT/config']]) {
      const expected = (await rawRequest(server.port, lower!)).status
      expect(expected, lower).toBe(403)
      const response = await rawRequest(server.port, upper!)
      expect(response.status, upper).toBe(expected)
      expect(response.body).not.toMatch(CANARY)
    }
  })

  it('DEV-14 markup in the query, the path and request headers is never reflected into the page', async () => {
    const attack = '</script><script>alert(1)</script><img src=x onerror=alert(1)>'
    const headers = { 'X-Request-Id': `0${attack}`, Referer: `http://127.0.0.1/${attack}`, 'User-Agent': attack }
    for (const target of [`/docs/intro?q=${encodeURIComponent(attack)}`, `/docs/intro?q=${attack.replaceAll(' ', '%20')}`, `/${encodeURIComponent(attack)}`]) {
      const response = await rawRequest(server.port, target, { headers })
      expect([200, 400, 404], target).toContain(response.status)
      expect(response.body).not.toContain('<script>alert(1)')
      expect(response.body).not.toContain('<img src=x onerror')
    }
  })

  it('PUB-6 a hashed asset that never existed is a 404 that is never cached as immutable, not the HTML of a page', async () => {
    for (const target of ['/_site/entry.deadbeef.js', '/_site/site.0123456789.css']) {
      const response = await rawRequest(server.port, target)
      expect(response.status, target).toBe(404)
      expect(response.headers['cache-control'] ?? '', target).not.toMatch(/immutable|max-age=[1-9]/)
    }
  })

  it('PUB-8 pages, assets and the 404 page carry the security headers, and no version banner', async () => {
    const page = await rawRequest(server.port, '/docs/intro')
    const css = /\/_site\/site\.[0-9a-f]+\.css/.exec(page.body)![0]
    for (const target of ['/', '/docs/intro', css, '/no-such-page']) {
      const { headers } = await rawRequest(server.port, target)
      expect(headers['x-content-type-options'], target).toBe('nosniff')
      expect(headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin')
      expect(headers['x-frame-options'], target).toBe('DENY')
      expect(headers['permissions-policy'], target).toBeTruthy()
      // The build's CSP (its _headers file) is what site serve sends, as the host will.
      if (command === 'serve') for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) expect(headers['content-security-policy'], target).toContain(directive)
      expect(headers['x-powered-by'], target).toBeUndefined()
      expect(headers.server ?? '', target).not.toMatch(/\d/)
    }
  })
})

/** Private files in the project and in the served folder, a file beside it, and links out of it, all holding a canary. */
async function writeSecrets(root: string, served: string): Promise<void> {
  for (const dir of [root, served]) {
    for (const rel of ['.env', '.env.local', 'certs/key.pem', '.git/config', 'docs/sub/.env']) {
      await mkdir(path.dirname(path.join(dir, rel)), { recursive: true })
      await writeFile(path.join(dir, rel), `canary ${rel}\n`)
    }
  }
  await writeFile(path.join(root, 'private.txt'), 'canary private\n') // beside the served folder (DEV-4)
  await symlink('/etc', path.join(served, 'leak'))
  await symlink('no-such-target', path.join(served, 'dangling'))
}
