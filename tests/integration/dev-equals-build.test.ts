// `site dev` is a mode of the one pipeline (DESIGN.md): for every file `site build` writes, dev
// answers the same bytes at its URL: pages with their <picture> and image sizes, blog listings,
// redirects, feeds, the route list, search indexes and shards, image variants, assets, public
// files, and the 404 page (status 404) for any unknown route. The only difference allowed is the
// reload script dev adds before </body>. 500.html is not a route: dev answers a failing page
// with its error overlay instead.
import { mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { rawRequest } from '../helpers/raw-http.js'
import { startServer, type SiteServer } from '../helpers/site-server.js'
import { reloadScript } from '../../cli/dev/reload-client.js'
import { OUTPUT_MARKER } from '../../renderer/output-marker.js'

/** Raster images for the `images` fixture, made here (no binaries in the repository). */
async function addImages(root: string): Promise<void> {
  const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } })
  await mkdir(path.join(root, 'content/public/docs'), { recursive: true })
  await solid(1200, 600, '#3060c0').png().toFile(path.join(root, 'content/public/images/hero.png'))
  await solid(500, 300, '#c03030').png().toFile(path.join(root, 'content/public/docs/rocket.png'))
}

/** Every file the build wrote under `dir` (not the folder's marker), output-relative with forward slashes. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile() && !(e.name === OUTPUT_MARKER && e.parentPath === dir)).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')).sort()
}

/** The URL dev serves an output file at: `docs/intro.html` → `/docs/intro`, `index.html` → `/`, others as they are. */
function urlOf(file: string): string {
  if (file === 'index.html') return '/'
  return `/${file.endsWith('.html') ? file.slice(0, -'.html'.length) : file}`
}

describe.each([
  { fixture: 'images', prepare: addImages, outputs: ['_site/img/', '_site/search/', 'images/hero.png'], markup: ['<picture', 'width="1200"'] },
  { fixture: 'nextra', prepare: async () => {}, outputs: ['_site/media/'], markup: [] },
  { fixture: 'blog', prepare: async () => {}, outputs: ['post/feed.xml', 'post/atom.xml', 'post/categories/', 'post.html', '_site/search/', '_search/'], markup: ['rel="alternate"'] },
])('site dev serves what site build writes: $fixture fixture', ({ fixture, prepare, outputs, markup }) => {
  let root: string
  let files: string[]
  let server: SiteServer
  let reload: string

  beforeAll(async () => {
    root = await copyFixture(fixture)
    await prepare(root)
    const built = await runSite(['build', '--root', root])
    expect(built.code, built.stderr).toBe(0)
    files = await filesUnder(path.join(root, 'dist'))
    server = await startServer('dev', root)
    const first = (await rawRequest(server.port, '/')).body
    reload = reloadScript(/token=([0-9a-f]{32})/.exec(first)![1]!, 0)
  })
  afterAll(() => {
    server?.child.kill('SIGTERM')
  })

  const dev = async (url: string) => {
    const res = await fetch(`http://127.0.0.1:${server.port}${url}`)
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()) }
  }

  it('has the kinds of output the comparison is about', () => {
    for (const wanted of outputs) expect(files.some((f) => f.startsWith(wanted)), wanted).toBe(true)
    expect(files).toContain('404.html')
    expect(files.some((f) => f.startsWith('_site/routes.'))).toBe(true)
  })

  it('answers every built page, byte for byte but for the reload script', async () => {
    const pages = files.filter((f) => f.endsWith('.html') && f !== '404.html' && f !== '500.html')
    expect(pages.length).toBeGreaterThan(1)
    let html = ''
    for (const file of pages) {
      const built = await readFile(path.join(root, 'dist', file), 'utf8')
      const served = await dev(urlOf(file))
      expect(served.status, file).toBe(200)
      const text = served.body.toString('utf8')
      expect(text.includes(reload), file).toBe(true)
      expect(text.replace(reload, ''), file).toBe(built)
      html += built
    }
    for (const wanted of markup) expect(html).toContain(wanted)
  })

  it('answers every other built file with the same bytes', async () => {
    // _headers and _redirects configure the static host; no host serves them, nor does dev.
    const others = files.filter((f) => !f.endsWith('.html') && f !== '_headers' && f !== '_redirects')
    for (const file of others) {
      const served = await dev(urlOf(file))
      expect(served.status, file).toBe(200)
      expect(served.body.equals(await readFile(path.join(root, 'dist', file))), file).toBe(true)
    }
  })

  it('answers an unknown route with the built 404 page and status 404', async () => {
    const served = await dev('/no/such/page')
    expect(served.status).toBe(404)
    expect(served.body.toString('utf8').replace(reload, '')).toBe(await readFile(path.join(root, 'dist/404.html'), 'utf8'))
  })
})
