// Social cards (issue 18): every page without an image of its own is shared with a generated
// 1200×630 PNG, named in og:image and twitter:image with its size and alt text; a second build
// with the cache renders none; a right-to-left card is laid out from the right.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parse as parseHtml } from 'node-html-parser'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../cli/config/load.js'
import { build, createSite } from '../../renderer/index.js'
import { memorySink } from '../../renderer/sinks.js'
import { renderCard, type CardSpec } from '../../renderer/cards/card-image.js'
import { copyFixture } from '../helpers/cli.js'

type Files = Map<string, string | Uint8Array | { from: string }>
let files: Files
const rendered: number[] = []

const bytesOf = async (contents: string | Uint8Array | { from: string }) => (typeof contents === 'string' ? Buffer.from(contents) : contents instanceof Uint8Array ? Buffer.from(contents) : readFile(contents.from))

async function buildOnce(root: string): Promise<Files> {
  const site = await createSite(await loadConfig(root))
  const sink = memorySink()
  const result = await build(site, { sink, threads: 0 })
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  rendered.push(site.cards.stats().rendered)
  return sink.files
}

let root: string
beforeAll(async () => {
  root = await copyFixture('seo')
  await writeFile(path.join(root, 'content/post/pictured.mdx'), '---\ntitle: Pictured\ndate: 2024-03-01\nimage: /images/logo.svg\n---\n\nA post with its own image.\n')
  await sharp({ create: { width: 800, height: 400, channels: 3, background: '#336699' } }).png().toFile(path.join(root, 'content/public/images/photo.png'))
  await writeFile(path.join(root, 'content/post/photographed.mdx'), '---\ntitle: Photographed\ndate: 2024-03-02\nimage: /images/photo.png\n---\n\nA post with its own PNG.\n')
  files = await buildOnce(root)
  await buildOnce(root)
}, 180_000)

// Error pages (the root's and each locale's 404) and redirect pages are not shared.
const pages = () => [...files.keys()].filter((f) => f.endsWith('.html') && !/(^|\/)(404|500)\.html$/.test(f) && f !== 'docs/old-intro.html')

describe('social cards of a build', () => {
  it('share every page without its own image with a 1200×630 card named in og:image and twitter:image', () => {
    expect(pages().length).toBeGreaterThan(15)
    for (const file of pages().filter((f) => !f.endsWith('post/photographed.html'))) {
      const html = parseHtml(String(files.get(file)))
      const meta = (key: string) => html.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')
      const url = meta('og:image')
      expect(url, file).toMatch(/^https:\/\/docs\.acme\.example\/_site\/cards\/[0-9a-f]{16}\.png$/)
      expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:type')], file).toEqual(['1200', '630', 'image/png'])
      expect(meta('og:image:alt'), file).toContain(html.querySelector('title')!.textContent.split(' | ')[0]!.trim().slice(0, 5))
      expect([meta('twitter:image'), meta('twitter:image:alt'), meta('twitter:card')], file).toEqual([url, meta('og:image:alt'), 'summary_large_image'])
      expect(files.has(new URL(url!).pathname.slice(1)), `${file}: ${url}`).toBe(true)
    }
  })

  it('keeps a post with its own PNG on it', () => {
    const html = parseHtml(String(files.get('post/photographed.html')))
    expect(html.querySelector('meta[property="og:image"]')!.getAttribute('content')).toBe('https://docs.acme.example/images/photo.png')
    expect(html.querySelector('meta[property="og:image:width"]')!.getAttribute('content')).toBe('800')
  })

  it('shares a post whose own image is an SVG (which social networks do not show) with that image as a 1200×630 PNG', async () => {
    const html = parseHtml(String(files.get('post/pictured.html')))
    const url = html.querySelector('meta[property="og:image"]')!.getAttribute('content')!
    expect(url).toMatch(/^https:\/\/docs\.acme\.example\/_site\/cards\/[0-9a-f]{16}\.png$/)
    expect(html.querySelector('meta[property="og:image:alt"]')!.getAttribute('content')).toBe('Pictured')
    const png = await bytesOf(files.get(new URL(url).pathname.slice(1))!)
    const svg = await sharp(path.join(root, 'content/public/images/logo.svg')).resize(1200, 630, { fit: 'cover' }).flatten({ background: '#ffffff' }).raw().toBuffer()
    expect((await sharp(png).raw().toBuffer()).equals(svg)).toBe(true)
  })

  it('writes each card as a 1200×630 PNG', async () => {
    const cards = [...files.keys()].filter((f) => f.startsWith('_site/cards/'))
    expect(cards.length).toBeGreaterThan(5)
    for (const card of cards) {
      const info = await sharp(await bytesOf(files.get(card)!)).metadata()
      expect([info.format, info.width, info.height], card).toEqual(['png', 1200, 630])
    }
  })

  it('starts every card while the pages render, and a failed build leaves none being drawn', async () => {
    const site = await createSite(await loadConfig(root))
    const atPages: number[] = []
    const result = await build(site, { sink: memorySink(), threads: 0, onStage: (stage) => void (stage === 'pages' && atPages.push(site.cards.stats().started)) })
    expect(result.ok).toBe(true)
    expect(atPages).toEqual([[...files.keys()].filter((f) => f.startsWith('_site/cards/')).length])

    const broken = path.join(root, 'content/post/broken.mdx')
    await writeFile(broken, '---\ntitle: Broken\ndate: soon\n---\n\nText.\n')
    try {
      const failing = await createSite(await loadConfig(root), { cache: false })
      const sink = memorySink()
      expect((await build(failing, { sink, threads: 0 })).ok).toBe(false)
      const { started, rendered } = failing.cards.stats()
      expect(started).toBeGreaterThan(0)
      await failing.cards.stop()
      expect(failing.cards.stats().rendered).toBe(rendered)
      expect(sink.files.size).toBe(0)
    } finally {
      await rm(broken)
    }
  })

  it('renders every card in a cold build and none in a warm one', () => {
    const cards = [...files.keys()].filter((f) => f.startsWith('_site/cards/')).length
    expect(rendered).toEqual([cards, 0])
  })

  it('writes every card when the card cache cannot be kept, and draws them again in the next build', async () => {
    const unkept = await copyFixture('seo')
    await mkdir(path.join(unkept, '.site-cache'), { recursive: true })
    await writeFile(path.join(unkept, '.site-cache/cards'), 'a file where the cache folder would be')
    const drawn: number[] = []
    for (let run = 0; run < 2; run++) {
      const site = await createSite(await loadConfig(unkept))
      const sink = memorySink()
      expect((await build(site, { sink, threads: 0 })).ok).toBe(true)
      const cards = [...sink.files.keys()].filter((f) => f.startsWith('_site/cards/'))
      for (const card of cards) expect((await sharp(await bytesOf(sink.files.get(card)!)).metadata()).width, card).toBe(1200)
      drawn.push(cards.length, site.cards.stats().rendered)
    }
    expect(drawn[0]).toBeGreaterThan(5)
    expect(drawn).toEqual([drawn[0], drawn[0], drawn[0], drawn[0]])
  }, 120_000)
})

describe('a card', () => {
  const spec: CardSpec = { title: 'مرحبا بالعالم', section: 'التوثيق', brand: 'Acme', dir: 'rtl', hue: 212 }

  /** The left and right ends of the light (text) pixels in the title band. */
  async function textSpan(png: Buffer): Promise<[number, number]> {
    const { data, info } = await sharp(png).extract({ left: 30, top: 220, width: 1140, height: 338 }).raw().toBuffer({ resolveWithObject: true })
    let [min, max] = [Infinity, -Infinity]
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) {
        const x = ((i / info.channels) % info.width) + 30
        min = Math.min(min, x)
        max = Math.max(max, x)
      }
    }
    return [min, max]
  }

  it('is laid out from the right in a right-to-left locale, from the left otherwise', async () => {
    const [rtl, ltr] = await Promise.all([renderCard(spec), renderCard({ ...spec, title: 'Hello world', section: 'Docs', dir: 'ltr' })])
    const [rtlLeft, rtlRight] = await textSpan(rtl)
    const [ltrLeft, ltrRight] = await textSpan(ltr)
    expect(rtlRight).toBeGreaterThan(1100)
    expect(rtlLeft).toBeGreaterThan(300)
    expect(ltrLeft).toBeLessThan(100)
    expect(ltrRight).toBeLessThan(900)
  })

  /** The first and last rows with light (text) pixels below the section line. */
  async function textRows(png: Buffer): Promise<[number, number]> {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    let [first, last] = [Infinity, -Infinity]
    for (let y = 200; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const i = (y * info.width + x) * info.channels
        if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) {
          first = Math.min(first, y)
          last = Math.max(last, y)
        }
      }
    }
    return [first, last]
  }

  it('makes a title too long for the title box smaller, so that it ends above the bottom margin and still fills the box', async () => {
    const title = 'Migrating a large OpenAPI description from Swagger 2.0 to OpenAPI 3.1 without breaking the generated SDKs, their changelogs, or the customers who depend on them every single day of the week'
    const [first, last] = await textRows(await renderCard({ title, section: 'Guides', brand: 'Acme', dir: 'ltr', hue: 212 }))
    expect(first).toBeGreaterThanOrEqual(220)
    expect(last).toBeLessThan(630 - 72)
    expect(last - first).toBeGreaterThan(250)
  })
})
