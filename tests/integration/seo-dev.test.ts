// `site dev` serves the same site-wide outputs as `site build` writes (sitemap.xml, robots.txt,
// llms.txt, Markdown twins).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { startServer, type SiteServer } from '../helpers/site-server.js'

describe('site dev and site build agree', () => {
  let root: string
  let server: SiteServer
  beforeAll(async () => {
    root = await copyFixture('seo')
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    server = await startServer('dev', root)
  }, 120_000)
  afterAll(() => {
    server?.child.kill('SIGTERM')
  })

  const fetchDev = async (route: string) => {
    const res = await fetch(`http://127.0.0.1:${server.port}${route}`)
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() }
  }

  it.each([
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/llms-full.txt', 'text/plain; charset=utf-8'],
    ['/fr/llms.txt', 'text/plain; charset=utf-8'],
    ['/docs/intro.md', 'text/markdown; charset=utf-8'],
    ['/index.md', 'text/markdown; charset=utf-8'],
  ])('serves %s as the build writes it', async (route, type) => {
    const served = await fetchDev(route)
    expect(served.status).toBe(200)
    expect(served.type).toBe(type)
    expect(served.body).toBe(await readFile(path.join(root, 'dist', route), 'utf8'))
  })
})
