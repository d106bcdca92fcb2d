// Automatic redirects when a page moves (issue 18): `site build` keeps each page's routes in
// content/.site-routes.json; after a move, the old route is in `_redirects`, has a meta-refresh page
// with a canonical link, is answered with 301 by `site serve`, and is published with S3 website
// redirect metadata (the real S3 server on loopback of publish.test.ts). A route that is a page
// again loses its redirect; a second move sends every old route to the newest one.
import { get } from 'node:http'
import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { HeadObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { startS3, type S3Server } from '../helpers/s3.js'
import { startServer } from '../helpers/site-server.js'

const BUCKET = 'moved'
let s3: S3Server
let root: string

const content = (file: string) => path.join(root, 'content', file)
const dist = (file: string) => readFile(path.join(root, 'dist', file), 'utf8')
const history = async () => JSON.parse(await readFile(content('.site-routes.json'), 'utf8')) as { pages: Record<string, { routes: Record<string, string[]> }> }
const setMeta = (meta: Record<string, string>) => writeFile(content('docs/_meta.json'), JSON.stringify(meta))
const build = async (...args: string[]) => {
  const result = await runSite(['build', '--root', root, ...args])
  expect(result.code, result.stderr).toBe(0)
  return result
}
const redirectOf = async (Key: string) => (await s3.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key }))).WebsiteRedirectLocation
const publish = async () => {
  const result = await runSite(['publish', '--root', root, '--bucket', BUCKET, '--endpoint', s3.endpoint], { env: s3.env })
  expect(result.code, result.stderr).toBe(0)
}

/** Status, Location and body of a GET on a server of this machine. */
function fetchRaw(port: number, target: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: target }, (res) => {
      let body = ''
      res.on('data', (d) => (body += d))
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, body }))
    }).on('error', reject)
  })
}

beforeAll(async () => {
  s3 = await startS3(BUCKET)
  root = await copyFixture('basic')
  await build()
})
afterAll(async () => {
  await s3?.close()
})

describe('a moved page', () => {
  it('records every page route on the first build', async () => {
    expect((await history()).pages['docs/guide.md']!.routes).toEqual({ 'en-US': ['/docs/guide'] })
    expect(await dist('_redirects')).toBe('/docs/old-intro /docs/intro 301\n')
  })

  it('redirects its old route in _redirects, with a meta-refresh page, a 301 from site serve and S3 metadata', async () => {
    // Moved and edited in one change.
    await rename(content('docs/guide.md'), content('docs/handbook.md'))
    await writeFile(content('docs/handbook.md'), `${await readFile(content('docs/handbook.md'), 'utf8')}\nOne more line.\n`)
    await setMeta({ intro: 'Introduction', handbook: 'Guide' })
    const dry = await runSite(['build', '--root', root, '--dry-run'])
    expect(dry.code).toBe(0)
    expect((await history()).pages['docs/handbook.md']).toBeUndefined()
    expect((await build()).stderr + '').not.toMatch(/error/i)
    expect((await history()).pages['docs/handbook.md']!.routes).toEqual({ 'en-US': ['/docs/guide', '/docs/handbook'] })
    expect(await dist('_redirects')).toBe('/docs/old-intro /docs/intro 301\n/docs/guide /docs/handbook 301\n')
    const old = await dist('docs/guide.html')
    expect(old).toContain('<meta http-equiv="refresh" content="0; url=/docs/handbook"/>')
    expect(old).toContain('<link rel="canonical" href="https://docs.acme.example/docs/handbook"/>')
    expect(await dist('docs/handbook.html')).not.toContain('http-equiv="refresh"')

    // The saved history is part of what the next build compares: nothing changed since.
    expect((await build()).stdout).toContain('Nothing changed since the last build')

    const server = await startServer('serve', root)
    try {
      expect(await fetchRaw(server.port, '/docs/guide?from=mail')).toMatchObject({ status: 301, location: '/docs/handbook?from=mail' })
      expect((await fetchRaw(server.port, '/docs/handbook')).status).toBe(200)
    } finally {
      server.child.kill('SIGTERM')
    }
    await publish()
    expect([await redirectOf('docs/guide'), await redirectOf('docs/guide.html')]).toEqual(['/docs/handbook', '/docs/handbook'])
    expect(await redirectOf('docs/old-intro')).toBe('/docs/intro')
    expect(await redirectOf('docs/handbook')).toBeUndefined()
  })

  it('site dev serves the same redirect page', async () => {
    const server = await startServer('dev', root)
    try {
      const answer = await fetchRaw(server.port, '/docs/guide')
      expect(answer.status).toBe(200)
      expect(answer.body).toContain('content="0; url=/docs/handbook"')
    } finally {
      server.child.kill('SIGTERM')
    }
  })

  it('sends every older route to the newest after a second move (no chain)', async () => {
    await rename(content('docs/handbook.md'), content('docs/manual.md'))
    await setMeta({ intro: 'Introduction', manual: 'Guide' })
    await build()
    expect(await dist('_redirects')).toBe('/docs/old-intro /docs/intro 301\n/docs/guide /docs/manual 301\n/docs/handbook /docs/manual 301\n')
  })

  it('drops the redirect of a route that is a page again, in every output', async () => {
    await writeFile(content('docs/guide.md'), '---\ntitle: A new guide\n---\n\nWhat the new guide page says, in words of its own.\n')
    await setMeta({ intro: 'Introduction', manual: 'Guide', guide: 'New guide' })
    await build()
    expect(await dist('_redirects')).toBe('/docs/old-intro /docs/intro 301\n/docs/handbook /docs/manual 301\n')
    expect(await dist('docs/guide.html')).toContain('What the new guide page says')
    expect((await history()).pages['docs/manual.md']!.routes).toEqual({ 'en-US': ['/docs/handbook', '/docs/manual'] })
    await publish()
    expect(await redirectOf('docs/guide')).toBeUndefined()
    expect(await redirectOf('docs/handbook')).toBe('/docs/manual')
  })
})

describe('redirect mistakes', () => {
  it('fails on a loop among the config redirects, naming its line, and leaves the output as it was', async () => {
    const configFile = content('site.config.ts')
    const config = await readFile(configFile, 'utf8')
    const before = await dist('_redirects')
    await writeFile(configFile, config.replace("redirects: { '/docs/old-intro': '/docs/intro' }", "redirects: {\n    '/docs/a': '/docs/b',\n    '/docs/b': '/docs/a',\n  }"))
    try {
      const result = await runSite(['build', '--root', root])
      expect(result.code).toBe(1)
      const line = config.split('\n').findIndex((l) => l.includes('redirects:')) + 2
      expect(result.stderr).toContain(`content/site.config.ts:${line}:`)
      expect(result.stderr).toContain('Redirect loop: /docs/a → /docs/b → /docs/a')
      expect(await dist('_redirects')).toBe(before)
    } finally {
      await writeFile(configFile, config)
    }
  })

  it('fails on a route history it cannot read, and leaves it for the user to restore', async () => {
    await writeFile(content('.site-routes.json'), '{ "pages": { "docs/manual.md": { "sketch": "", "routes": { "en-US": "/docs/manual" } } } }\n')
    const result = await runSite(['build', '--root', root])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('content/.site-routes.json:1:')
    expect(result.stderr).toContain('`routes.en-US` must be a list of routes starting with /')
    expect(result.stderr).toContain('git checkout -- content/.site-routes.json')
    expect(await readFile(content('.site-routes.json'), 'utf8')).toContain('"en-US": "/docs/manual"')
  })
})
