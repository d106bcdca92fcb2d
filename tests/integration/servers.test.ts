import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite, SITE_BIN } from '../helpers/cli.js'
import { rawRequest, TRAVERSAL_TARGETS } from '../helpers/raw-http.js'
import { freePort } from '../e2e/browser.js'

/** Starts `site <command>` on a free port and waits for its "Serving" line. */
async function start(command: 'dev' | 'serve', root: string): Promise<{ port: number; child: ChildProcess; output: () => string }> {
  const port = await freePort()
  const child = spawn(process.execPath, [SITE_BIN, command, '--root', root, '--port', String(port)], { env: { ...process.env, NO_COLOR: '1' } })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      output += d
      if (output.includes('Serving')) resolve()
    })
    child.stderr!.on('data', (d) => (output += d))
    child.once('exit', (code) => reject(new Error(`site ${command} exited ${code}: ${output}`)))
  })
  return { port, child, output: () => output }
}

describe.each(['serve', 'dev'] as const)('site %s', (command) => {
  let root: string
  let server: Awaited<ReturnType<typeof start>>
  beforeAll(async () => {
    root = await copyFixture('basic')
    await writeFile(path.join(root, '.env'), 'SECRET=canary-env\n')
    await writeFile(path.join(root, 'content/.env'), 'SECRET=canary-env\n')
    await mkdir(path.join(root, '.git'), { recursive: true })
    await writeFile(path.join(root, '.git/config'), '[core] canary-git\n')
    await symlink('/etc', path.join(root, 'content/public/leak'))
    if (command === 'serve') {
      expect((await runSite(['build', '--root', root])).code).toBe(0)
      await symlink('/etc', path.join(root, 'dist/leak'))
    }
    server = await start(command, root)
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

  it.each(TRAVERSAL_TARGETS)('refuses %s without disclosing files (DEV-1 … DEV-6, PUB-12)', async (target) => {
    const response = await rawRequest(server.port, target)
    expect([400, 403, 404]).toContain(response.status)
    expect(response.body).not.toMatch(/canary|root:x:0|"name": "site"|defineConfig/)
  })

  it('sets the security headers', async () => {
    const response = await rawRequest(server.port, '/')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
})

describe('site dev only', () => {
  let root: string
  let server: Awaited<ReturnType<typeof start>>
  beforeAll(async () => {
    root = await copyFixture('basic')
    server = await start('dev', root)
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

  it('authorises the reload channel by token and Origin', async () => {
    const page = await rawRequest(server.port, '/docs/intro')
    const token = /token=([0-9a-f]{32})/.exec(page.body)?.[1]
    expect(token).toBeDefined()
    expect((await rawRequest(server.port, '/__site/events?token=wrong')).status).toBe(403)
    expect((await rawRequest(server.port, `/__site/events?token=${token}`, { headers: { Origin: 'https://evil.example' } })).status).toBe(403)
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
    await new Promise((r) => setTimeout(r, 400))
    const broken = await rawRequest(server.port, '/docs/intro')
    expect(broken.status).toBe(500)
    expect(broken.body).toContain('id="site-error-overlay"')
    expect(broken.body).toContain('content/docs/intro.mdx:')
    expect(broken.body).not.toContain('<b>{ here')
    await writeFile(file, good.replace('Acme is a rocket kit.', 'Acme is a rocket kit, now updated.'))
    await new Promise((r) => setTimeout(r, 400))
    const fixed = await rawRequest(server.port, '/docs/intro')
    expect(fixed.status).toBe(200)
    expect(fixed.body).toContain('now updated')
  })
})
