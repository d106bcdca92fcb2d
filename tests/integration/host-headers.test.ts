// The caching half of the build's header table (issue 18): `_headers` gives every file the build
// writes exactly one Cache-Control rule (a host joins two matching values with a comma), immutable
// for the hashed assets under /_site/, revalidation for pages, twins, feeds, sitemaps, robots.txt
// and llms.txt; `site serve` sends exactly the table's value for each of them.
import { get } from 'node:http'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMMUTABLE, parseHeadersFile, REVALIDATE, type HeaderRule } from '../../renderer/security/headers.js'
import { copyFixture, runSite } from '../helpers/cli.js'
import { startServer, type SiteServer } from '../helpers/site-server.js'

let server: SiteServer
let files: string[]
let rules: HeaderRule[]

function cacheControlOf(target: string): Promise<{ status: number; cacheControl: string | undefined }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: server.port, path: encodeURI(target) }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode!, cacheControl: res.headers['cache-control'] }))
    }).on('error', reject)
  })
}

/** The Cache-Control values of the table's rules that match `pathname` (the hosts' matching). */
function tableValues(pathname: string): string[] {
  return rules
    .filter((r) => r.headers['Cache-Control'] && (r.path.endsWith('/*') ? pathname.startsWith(r.path.slice(0, -1)) : r.path === pathname))
    .map((r) => r.headers['Cache-Control']!)
}

beforeAll(async () => {
  const root = await copyFixture('seo')
  const out = path.join(root, 'dist')
  const result = await runSite(['build', '--root', root])
  expect(result.code, result.stderr).toBe(0)
  rules = parseHeadersFile(await readFile(path.join(out, '_headers'), 'utf8'))
  files = (await readdir(out, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(out, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => f !== '_headers' && f !== '_redirects' && f !== '.site-output')
  server = await startServer('serve', root)
}, 180_000)

afterAll(() => {
  server?.child.kill()
})

/** The URLs a file is served at: its path, and for a page its clean route. */
function urlsOf(file: string): string[] {
  if (file === 'index.html') return ['/', '/index.html']
  return file.endsWith('.html') ? [`/${file}`, `/${file.slice(0, -5)}`] : [`/${file}`]
}

describe('the caching rules of _headers', () => {
  it('give every output file exactly one Cache-Control: immutable for /_site/, revalidation for the rest', () => {
    for (const kind of ['.html', '.md', 'feed.xml', 'sitemap.xml', 'robots.txt', 'llms.txt', '.woff2', '.css', '.js', '.json']) {
      expect(files.some((f) => f.endsWith(kind)), kind).toBe(true)
    }
    const wrong: string[] = []
    for (const file of files) {
      const expected = file.startsWith('_site/') ? IMMUTABLE : REVALIDATE
      for (const url of urlsOf(file)) {
        const values = tableValues(url)
        if (values.length !== 1 || values[0] !== expected) wrong.push(`${url}: ${JSON.stringify(values)}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('are what site serve sends for every file', async () => {
    const wrong: string[] = []
    for (const file of files) {
      for (const url of urlsOf(file)) {
        const { status, cacheControl } = await cacheControlOf(url)
        const table = tableValues(url)[0]
        if ((status !== 200 && status !== 301) || cacheControl !== table) wrong.push(`${url}: ${status} ${cacheControl} (table: ${table})`)
      }
    }
    expect(wrong).toEqual([])
  })
})
