import { spawn } from 'node:child_process'
import { Agent, get, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite, SITE_BIN } from '../helpers/cli.js'
import { rawRequest, TRAVERSAL_TARGETS } from '../helpers/raw-http.js'
import { openEvents, startServer, type SiteServer } from '../helpers/site-server.js'
import { freePort } from '../e2e/browser.js'

describe.each(['serve', 'dev'] as const)('site %s', { timeout: 300_000 }, (command) => {
  let root: string
  let server: SiteServer
  beforeAll(async () => {
    root = await copyFixture('basic')
    await writeFile(path.join(root, '.env'), 'SECRET=canary-env\n')
    await writeFile(path.join(root, 'content/.env'), 'SECRET=canary-env\n')
    await mkdir(path.join(root, '.git'), { recursive: true })
    await writeFile(path.join(root, '.git/config'), '[core] canary-git\n')
    await writePrivateFiles(path.join(root, 'content/public'))
    if (command === 'serve') {
      expect((await runSite(['build', '--root', root])).code).toBe(0)
      await symlink('/etc', path.join(root, 'dist/leak'))
      await writePrivateFiles(path.join(root, 'dist'))
      await symlink('docs/sub/.env', path.join(root, 'dist/alias.txt'))
    }
    // Added after the build, which refuses these links (issue 13 item 2).
    await symlink('/etc', path.join(root, 'content/public/leak'))
    await symlink('docs/sub/.env', path.join(root, 'content/public/alias.txt'))
    // Maps and links in the folder each server reads (issue 13 item 10).
    await writeMapsAndLinks(path.join(root, command === 'serve' ? 'dist' : 'content/public'))
    await writeWindowsAliases(path.join(root, command === 'serve' ? 'dist' : 'content/public'))
    server = await startServer(command, root)
  })
  afterAll(() => {
    server?.child.kill('SIGTERM')
  })

  it('explains a port that is already in use and exits 1', async () => {
    const second = await runSite([command, '--root', root, '--port', String(server.port)])
    expect(second.code).toBe(1)
    expect(second.stderr).toContain(`Port ${server.port} on 127.0.0.1 is already in use. Stop the other server or choose another port with --port.`)
  })

  it('serves routes at their exact path and redirects the trailing-slash variant', async () => {
    const page = await rawRequest(server.port, '/docs/intro')
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toContain('<title>Introduction | Acme</title>')
    const slash = await rawRequest(server.port, '/docs/intro/')
    expect(slash.status).toBe(308)
    expect(slash.headers.location).toBe('/docs/intro')
    const missing = await rawRequest(server.port, '/docs/nope')
    expect(missing.status).toBe(404)
    expect(missing.body).toContain('Submit an issue about broken link →')
  })

  it.each([
    ['/docs/intro%2F', '/docs/intro'],
    ['/docs/intro%2f?tab=1', '/docs/intro?tab=1'],
    ['/docs%2Fintro%2F', '/docs/intro'],
    ['//evil.example/', '/evil.example'],
    ['/%2F%2Fevil.example%2F', '/evil.example'],
  ])('redirects %s once, to %s on this site (issue 13 item 8)', async (target, location) => {
    const first = await rawRequest(server.port, target)
    expect(first.status).toBe(308)
    expect(first.headers.location).toBe(location)
    expect((await rawRequest(server.port, location)).status).not.toBe(308)
  })

  it.each(TRAVERSAL_TARGETS)('refuses %s without disclosing files (DEV-1 … DEV-6, PUB-12)', async (target) => {
    const response = await rawRequest(server.port, target)
    expect([400, 403, 404]).toContain(response.status)
    expect(response.body).not.toMatch(/canary|root:x:0|"name": "site"|defineConfig/)
  })

  it.each(MAP_AND_LINK_TARGETS)('never serves a source map or a link to a private file: %s (issue 13 item 10)', async (target) => {
    const response = await rawRequest(server.port, target)
    expect([403, 404]).toContain(response.status)
    expect(response.body).not.toMatch(/canary/)
  })

  it.each(WINDOWS_ALIAS_TARGETS)('DEV-7 refuses %s, a name Windows reads as a private file, on every system', async (target) => {
    const response = await rawRequest(server.port, target)
    expect([400, 403, 404]).toContain(response.status)
    expect(response.body).not.toMatch(/canary/)
  })

  it.each(PRIVATE_TARGETS)('forbids the private file %s (DEV-19)', async (target) => {
    const response = await rawRequest(server.port, target)
    expect(response.status).toBe(403)
    expect(response.body).not.toContain('canary-private')
  })

  it('judges a symlink by its target: a public name linked to a private file is not served (issue 13 item 2)', async () => {
    const response = await rawRequest(server.port, '/alias.txt')
    expect([403, 404]).toContain(response.status)
    expect(response.body).not.toContain('canary-private')
  })

  it('never allows another origin to read a response (DEV-10)', async () => {
    const page = await rawRequest(server.port, '/docs/intro')
    const css = /\/_site\/site\.[0-9a-f]+\.css/.exec(page.body)![0]
    const index = /"pointerUrl":"([^"]+)"/.exec(page.body)![1]!
    for (const [method, target] of [['GET', '/docs/intro'], ['GET', css], ['GET', index], ['GET', '/__site/events'], ['OPTIONS', '/docs/intro'], ['OPTIONS', '/api/trpc/newsletterSubscription.post']]) {
      const response = await rawRequest(server.port, target!, { method, headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } })
      expect(response.headers['access-control-allow-origin'], `${method} ${target}`).toBeUndefined()
      expect(response.headers['access-control-allow-credentials'], `${method} ${target}`).toBeUndefined()
    }
  })

  it('sets the security headers', async () => {
    const response = await rawRequest(server.port, '/')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
})

/** The basic fixture as built, made on first use: for the tests that only serve it (they write nothing into it). */
let basicBuild: Promise<string> | undefined
function builtBasic(): Promise<string> {
  basicBuild ??= (async () => {
    const root = await copyFixture('basic')
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    return root
  })()
  return basicBuild
}

// Tests here build and start servers: budgets far above their real cost (seconds), for loaded machines.
describe('site serve only', { timeout: 300_000 }, () => {
  it('serves a build with no dev surface: no reload client, token or overlay, and 404 under /__site/ (DEV-16)', async () => {
    const root = await builtBasic()
    const html = await readFile(path.join(root, 'dist/docs/intro.html'), 'utf8')
    expect(html).not.toMatch(/__site\/events|site-error-overlay|EventSource/)
    const server = await startServer('serve', root)
    try {
      for (const target of ['/__site/events', '/__site/events?token=x', '/__site/client.js']) expect((await rawRequest(server.port, target)).status).toBe(404)
    } finally {
      server.child.kill('SIGTERM')
    }
  })

  it('compresses text as the client accepts (Brotli, else gzip) and leaves images alone', async () => {
    const root = await builtBasic()
    const html = await readFile(path.join(root, 'dist/docs/intro.html'))
    const svg = await readFile(path.join(root, 'dist/images/logo.svg'))
    const server = await startServer('serve', root)
    try {
      const br = await fetchBytes(server.port, '/docs/intro', 'gzip, deflate, br')
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers.vary).toBe('Accept-Encoding')
      expect(brotliDecompressSync(br.body)).toEqual(html)
      expect(br.body.length).toBeLessThan(html.length / 3)
      const gzip = await fetchBytes(server.port, '/docs/intro', 'gzip;q=1, br;q=0')
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gzip.body)).toEqual(html)
      const plain = await fetchBytes(server.port, '/docs/intro', undefined)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body).toEqual(html)
      const missing = await fetchBytes(server.port, '/no-such-page', 'br')
      expect([missing.status, missing.headers['content-encoding']]).toEqual([404, 'br'])
      expect(brotliDecompressSync(missing.body).toString()).toContain('Submit an issue about broken link')
      expect((await fetchBytes(server.port, '/images/logo.svg', 'br')).headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync((await fetchBytes(server.port, '/images/logo.svg', 'br')).body)).toEqual(svg)
      const font = (await readdir(path.join(root, 'dist/_site'), { recursive: true })).find((f) => f.endsWith('.woff2'))!
      expect((await fetchBytes(server.port, `/_site/${font}`, 'br, gzip')).headers['content-encoding']).toBeUndefined()
    } finally {
      server.child.kill('SIGTERM')
    }
  })
})

/** GET `target` with an Accept-Encoding; resolves the status, headers and raw body bytes. */
function fetchBytes(port: number, target: string, acceptEncoding: string | undefined): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: target, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

describe('site dev only', { timeout: 300_000 }, () => {
  let root: string
  let server: SiteServer
  beforeAll(async () => {
    root = await copyFixture('basic')
    server = await startServer('dev', root)
  })
  afterAll(() => {
    server?.child.kill('SIGTERM')
  })

  it('refuses a foreign Host, also when forwarding headers claim localhost (DEV-9)', async () => {
    expect((await rawRequest(server.port, '/', { host: `attacker.example:${server.port}` })).status).toBe(403)
    expect((await rawRequest(server.port, '/', { host: 'attacker.example', headers: { 'X-Forwarded-Host': 'localhost' } })).status).toBe(403)
    for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`, `[::1]:${server.port}`, `docs.localhost:${server.port}`]) {
      expect((await rawRequest(server.port, '/', { host })).status).toBe(200)
    }
  })

  it('authorises the reload channel by token and Origin (DEV-12, DEV-13)', async () => {
    const page = await rawRequest(server.port, '/docs/intro')
    const token = /token=([0-9a-f]{32})/.exec(page.body)![1]!
    const own = `http://127.0.0.1:${server.port}`
    const refused: Array<[string, Record<string, string>, string?]> = [
      ['/__site/events', {}],
      ['/__site/events?token=wrong', {}],
      [`/__site/events?token=${token}`, { Origin: 'https://evil.example' }],
      [`/__site/events?token=${token}`, { Origin: 'null' }],
      [`/__site/events?token=${token}`, { Origin: 'http://192.168.1.50:8080' }],
      [`/__site/events?token=${'0'.repeat(32)}`, { Origin: own }],
      [`/__site/events?token=${token}0`, { Origin: own }],
      [`/__site/events?token=${token}`, { Origin: own, 'Content-Type': 'application/json' }, 'POST'],
    ]
    for (const [target, headers, method] of refused) expect((await rawRequest(server.port, target, { headers, method })).status, `${method ?? 'GET'} ${target} ${JSON.stringify(headers)}`).toBe(403)
    const accepted = await openEvents(server.port, token, own)
    expect(accepted.status).toBe(200)
    expect(accepted.contentType).toBe('text/event-stream')
    accepted.close()
    expect((await rawRequest(server.port, '/docs/intro')).status).toBe(200)
  })

  it('DEV-13 takes nothing from a client on the authorised reload channel: forged and malformed messages, 10 MB, a WebSocket upgrade', async () => {
    const token = /token=([0-9a-f]{32})/.exec((await rawRequest(server.port, '/docs/intro')).body)![1]!
    const canary = path.join(root, 'canary-dev13.txt')
    await writeFile(canary, 'canary-dev13\n')
    const logged = server.output().length
    const head = `GET /__site/events?token=${token} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: http://127.0.0.1:${server.port}\r\n`
    const upgrade = await rawChannel(server.port, `${head}Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`)
    const stream = await rawChannel(server.port, `${head}Transfer-Encoding: chunked\r\n\r\n`)
    try {
      for (const channel of [upgrade, stream]) {
        for (const message of [
          JSON.stringify({ type: 'custom', event: 'invoke', data: { name: 'readFile', path: 'file:///etc/passwd?raw' } }),
          JSON.stringify({ type: 'fetchModule', id: `/@fs${canary}?raw` }),
          '{"type": "invoke", "data": ',
        ]) channel.send(message)
        channel.send('x'.repeat(10 * 1024 * 1024))
      }
      // The server answers a new request: it is up, and the channel read nothing it was sent.
      expect((await rawRequest(server.port, '/docs/intro')).status).toBe(200)
      expect(upgrade.received()).not.toMatch(/^HTTP\/1\.1 101/)
      for (const channel of [upgrade, stream]) {
        expect(channel.received()).not.toMatch(/canary|root:x:0/)
        // Nothing but the channel's own events after the head: the version it sent on connecting.
        expect(channel.received().split('\r\n\r\n').slice(1).join('').replace(/event: version\ndata: \d+\n\n/g, '').replace(/^[0-9a-f]+\r\n|\r\n/gm, '')).toBe('')
      }
      expect(server.output().slice(logged)).not.toMatch(/canary|error/i)
    } finally {
      upgrade.close()
      stream.close()
    }
  })

  it('refuses cross-site script and style loads, not images (DEV-11)', async () => {
    const page = await rawRequest(server.port, '/docs/intro')
    const css = /\/_site\/site\.[0-9a-f]+\.css/.exec(page.body)![0]
    const script = /\/_site\/entry\.[\w-]+\.js/.exec(page.body)![0]
    const fetchAs = (target: string, site: string, dest: string) => rawRequest(server.port, target, { headers: { 'Sec-Fetch-Site': site, 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': dest } })
    expect((await fetchAs(script, 'cross-site', 'script')).status).toBe(403)
    expect((await fetchAs(css, 'cross-site', 'style')).status).toBe(403)
    expect((await fetchAs(script, 'same-origin', 'script')).status).toBe(200)
    expect((await fetchAs('/images/logo.svg', 'cross-site', 'image')).status).toBe(200)
  })

  it('sends one reload per save and none for writes into ignored folders (DEV-18)', async () => {
    const page = await rawRequest(server.port, '/docs/intro')
    const token = /token=([0-9a-f]{32})/.exec(page.body)![1]!
    const events = await openEvents(server.port, token, `http://127.0.0.1:${server.port}`)
    try {
      await mkdir(path.join(root, 'content/.cache'), { recursive: true })
      await mkdir(path.join(root, 'content/node_modules/pkg'), { recursive: true })
      for (let i = 0; i < 20; i++) {
        await writeFile(path.join(root, `content/.cache/${i}.json`), '{}')
        await writeFile(path.join(root, `content/node_modules/pkg/${i}.js`), '')
      }
      // Changes are applied in order: a reload for an ignored write would come before the saves' own.
      const guide = path.join(root, 'content/docs/guide.md')
      await writeFile(guide, `${await readFile(guide, 'utf8')}\nOne more line.\n`)
      await expect.poll(() => events.files(), { timeout: 60_000 }).toContain('content/docs/guide.md')
      // A second save: a second reload for the first (its other watcher events) would come before this one's.
      const intro = path.join(root, 'content/docs/intro.mdx')
      await writeFile(intro, `${await readFile(intro, 'utf8')}\nOne more line.\n`)
      await expect.poll(() => events.files(), { timeout: 60_000 }).toContain('content/docs/intro.mdx')
      expect(events.files()).toEqual(['content/docs/guide.md', 'content/docs/intro.mdx'])
    } finally {
      events.close()
    }
  })

  it('listens on loopback by default and warns when asked for another interface (DEV-15)', async () => {
    expect(server.output()).toMatch(/Serving .* at http:\/\/127\.0\.0\.1:\d+/)
    const port = await freePort()
    const child = spawn(process.execPath, [SITE_BIN, 'dev', '--root', root, '--port', String(port), '--host', '0.0.0.0'], { env: { ...process.env, NO_COLOR: '1' } })
    let output = ''
    child.stdout!.on('data', (d) => (output += d))
    child.stderr!.on('data', (d) => (output += d))
    try {
      await expect.poll(() => output, { timeout: 20_000 }).toMatch(/anyone who can reach this machine/)
    } finally {
      child.kill('SIGTERM')
    }
  })

  it('serves the blog: listing, category, post with its blog header, and feeds', async () => {
    const listing = await rawRequest(server.port, '/post')
    expect(listing.status).toBe(200)
    expect(listing.body).toContain('href="/post/hello"')
    expect(listing.body).toContain('rel="alternate"')
    const category = await rawRequest(server.port, '/post/categories/news')
    expect(category.status).toBe(200)
    expect(category.body).toContain('href="/post/hello"')
    const post = await rawRequest(server.port, '/post/hello')
    expect(post.status).toBe(200)
    expect(post.body).toMatch(/<time [^>]*datetime="2024-01-05"[^>]*>January 5, 2024</i)
    const rss = await rawRequest(server.port, '/post/feed.xml')
    expect(rss.status).toBe(200)
    expect(rss.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(rss.body).toContain('<title><![CDATA[Hello]]></title>')
    const json = await rawRequest(server.port, '/post/feed.json')
    expect((JSON.parse(json.body) as { items: Array<{ title: string }> }).items.map((i) => i.title)).toEqual(['Hello'])
  })

  it('serves drafts and shows an escaped overlay for a broken page, then recovers (DEV-14, DEV-17)', async () => {
    const file = path.join(root, 'content/docs/intro.mdx')
    const good = await readFile(file, 'utf8')
    await writeFile(file, `${good}\n\nBroken <b>{ here\n`)
    // The server's state, not a clock: ask until the save has been applied.
    // Budget far above the cost: with both cores busy elsewhere a render takes many seconds. A
    // failure says what the server last answered and logged.
    const afterSave = async (done: (r: Awaited<ReturnType<typeof rawRequest>>) => boolean) => {
      let last = await rawRequest(server.port, '/docs/intro')
      try {
        await expect.poll(async () => done((last = await rawRequest(server.port, '/docs/intro'))), { timeout: 180_000 }).toBe(true)
      } catch (error) {
        throw new Error(`${(error as Error).message}: last answer ${last.status}; site dev logged:\n${server.output().slice(-3000)}`)
      }
      return last
    }
    const broken = await afterSave((r) => r.status === 500)
    expect(broken.body).toContain('id="site-error-overlay"')
    expect(broken.body).toContain('content/docs/intro.mdx:')
    expect(broken.body).not.toContain('<b>{ here')
    // One reload script: a second one opened a second connection per overlay tab (issue 13 item 6).
    expect(broken.body.split('/__site/events').length).toBe(2)
    await writeFile(file, good.replace('Acme is a rocket kit.', 'Acme is a rocket kit, now updated.'))
    const fixed = await afterSave((r) => r.status !== 500)
    expect(fixed.status).toBe(200)
    expect(fixed.body).toContain('now updated')
  }, 600_000)
})

/** Private files of DEV-19 under `dir` (a public folder or a build). */
async function writePrivateFiles(dir: string): Promise<void> {
  for (const rel of ['x.crt', 'y.pem', '.env.production', 'docs/.git/HEAD', 'docs/sub/.env', 'keys/id_rsa']) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true })
    await writeFile(path.join(dir, rel), 'canary-private\n')
  }
}

/** A source map, and links inside the served folder to a dotfile, into `.git/` and to a map. */
async function writeMapsAndLinks(dir: string): Promise<void> {
  await writeFile(path.join(dir, 'app.js.map'), '{"sources":["canary-map"]}\n')
  await writeFile(path.join(dir, 'docs/.env.local'), 'canary-link\n')
  await symlink('.env.local', path.join(dir, 'docs/notes.txt'))
  await symlink('.git', path.join(dir, 'docs/repo'))
  await symlink('app.js.map', path.join(dir, 'app.txt'))
}

/** A raw connection to the reload channel: sends `request`, then chunks; resolves once the answer's head arrived. */
function rawChannel(port: number, request: string): Promise<{ send: (text: string) => void; received: () => string; close: () => void }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let data = ''
    socket.setEncoding('latin1')
    socket.on('error', (error) => (data.includes('\r\n\r\n') ? undefined : reject(error)))
    socket.on('data', (chunk: string) => {
      data += chunk
      if (data.includes('\r\n\r\n')) resolve({ send, received: () => data, close: () => socket.destroy() })
    })
    const send = (text: string) => void (socket.writable && socket.write(`${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`))
    socket.write(request)
  })
}

/**
 * Files named as Windows spells another file (DEV-7): on Windows `ENV~1` is `.env`, `x.crt.` and
 * `y.pem ` are the key files, `id_rsa::$DATA` is `id_rsa`. Here they are files of their own, so a
 * server without the rule would serve their canary.
 */
async function writeWindowsAliases(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'certs'), { recursive: true })
  for (const rel of ['ENV~1', 'certs/KEY~1.PEM', 'x.crt.', 'y.pem ', 'id_rsa::$DATA', 'notes.txt::$DATA']) {
    await writeFile(path.join(dir, rel), 'canary-alias\n')
  }
}

const WINDOWS_ALIAS_TARGETS = [
  '/.env::$DATA', '/.env::$DATA?raw', '/ENV~1', '/certs/KEY~1.PEM', '/.env.', '/.env%20', '/..\\..\\.env',
  '/x.crt.', '/x.crt%2E', '/y.pem%20', '/id_rsa::$DATA', '/notes.txt::$DATA', '/notes.txt%3A%3A$DATA',
]

const MAP_AND_LINK_TARGETS = ['/app.js.map', '/app.js.map?raw', '/docs/notes.txt', '/docs/repo/HEAD', '/app.txt']

const PRIVATE_TARGETS = ['/x.crt', '/y.pem', '/Y.PEM', '/.env.production', '/docs/.git/HEAD', '/docs/sub/.env', '/docs/sub/.env?raw', '/keys/id_rsa', '/x.crt?import']


describe.each(['dev', 'serve'] as const)('site %s with an invalid configuration', { timeout: 300_000 }, (command) => {
  it('names the file, the key and the line, then exits 1 without a stack trace', async () => {
    const root = await copyFixture('basic')
    const config = path.join(root, 'content/site.config.ts')
    await writeFile(config, (await readFile(config, 'utf8')).replace("docsRepositoryBase: 'https:", "docsRepositoryBase: 'ftp:"))
    await mkdir(path.join(root, 'dist'), { recursive: true })
    await writeFile(path.join(root, 'dist/index.html'), '<!doctype html><title>Old build</title>')
    const result = await runSite([command, '--root', root, '--port', String(await freePort())])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('content/site.config.ts: invalid configuration')
    expect(result.stderr).toContain('docsRepositoryBase: Invalid `docsRepositoryBase` URL! (line 7)')
    expect(result.stderr).toContain(`Fix the configuration and start site ${command} again.`)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })
})

describe.each(['dev', 'serve'] as const)('site %s on SIGTERM', { timeout: 300_000 }, (command) => {
  it('exits 0 although a browser still holds a keep-alive connection (and, in dev, the reload channel)', async () => {
    const root = command === 'serve' ? await builtBasic() : await copyFixture('basic')
    const server = await startServer(command, root)
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)))
    const agent = new Agent({ keepAlive: true })
    const page = await new Promise<string>((resolve, reject) => {
      get({ host: '127.0.0.1', port: server.port, path: '/docs/intro', agent }, (res) => {
        let body = ''
        res.on('data', (d: Buffer) => (body += d))
        res.on('end', () => resolve(body))
      }).on('error', reject)
    })
    const events = command === 'dev' ? await openEvents(server.port, /token=([0-9a-f]{32})/.exec(page)![1]!, `http://127.0.0.1:${server.port}`) : undefined
    server.child.kill('SIGTERM')
    try {
      expect(await exited).toBe(0)
    } finally {
      events?.close()
      agent.destroy()
    }
  })
})
