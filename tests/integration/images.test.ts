// Spec §9 images end to end: raster files in public/ (made here with sharp, no binaries in the
// repository) → <picture> with AVIF/WebP srcsets in the HTML → every named variant written at
// its width and format, never wider than the original; a warm build encodes nothing.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { readRecordFile, recordFile } from '../../renderer/build-record.js'
import { copyFixture, runSite } from '../helpers/cli.js'

const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } })

describe('site build optimises raster images (spec §9)', () => {
  let root: string
  let dist: string
  let cold: { code: number; stdout: string; stderr: string }
  beforeAll(async () => {
    root = await copyFixture('images')
    await mkdir(path.join(root, 'content/public/docs'), { recursive: true })
    await solid(2000, 1000, '#3060c0').png().toFile(path.join(root, 'content/public/images/hero.png'))
    await solid(500, 300, '#c03030').png().toFile(path.join(root, 'content/public/docs/rocket.png'))
    cold = await runSite(['build', '--root', root])
    dist = path.join(root, 'dist')
  })

  const variantsIn = (html: string) => [...html.matchAll(/\/_site\/img\/[^\s",]+/g)].map((m) => m[0])

  it('builds, and writes every variant the pages name at its width and format', async () => {
    expect(cold.stderr).toBe('')
    expect(cold.code).toBe(0)
    const named = new Set<string>()
    for (const page of ['index.html', 'docs/photos.html', 'docs/plain.html']) for (const url of variantsIn(await readFile(path.join(dist, page), 'utf8'))) named.add(url)
    const written = (await readdir(path.join(dist, '_site/img'))).map((f) => `/_site/img/${f}`)
    expect(written.sort()).toEqual([...named].sort())
    for (const url of named) {
      const [, name, width, quality, format] = /\/_site\/img\/(\w+)\.[0-9a-f]{10}\.(\d+)w\.q(\d+)\.(avif|webp)$/.exec(url)!
      const meta = await sharp(path.join(dist, url)).metadata()
      expect(meta.format, url).toBe(format === 'avif' ? 'heif' : 'webp')
      expect(meta.width, url).toBe(Number(width))
      expect(Number(width)).toBeLessThanOrEqual(name === 'hero' ? 2000 : 500)
      expect(['50', '75']).toContain(quality)
    }
    expect(named).toContain('/_site/img/hero.' + /hero\.([0-9a-f]{10})/.exec([...named].join())![1] + '.2000w.q75.avif')
  })

  it('gives the Image component a <picture> with AVIF and WebP srcsets, width/height and loading', async () => {
    const home = await readFile(path.join(dist, 'index.html'), 'utf8')
    const picture = /<picture>.*?<\/picture>/s.exec(home)![0]
    expect(picture).toMatch(/<source type="image\/avif" srcSet="\/_site\/img\/hero\.[0-9a-f]{10}\.16w\.q75\.avif 16w, .*1200w\.q75\.avif 1200w" sizes="\(max-width: 600px\) 100vw, 600px"\/>/)
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]*\.640w\.q75\.webp 640w/)
    expect(picture).not.toMatch(/1920w/) // 600 px shown: no candidate past twice that
    expect(picture).toContain('<img src="/images/hero.png" alt="The launch pad" width="600" height="300" loading="eager" decoding="auto" fetchPriority="high"/>')
  })

  it('sends Markdown images through the same component: relative, absolute and .md pages', async () => {
    const photos = await readFile(path.join(dist, 'docs/photos.html'), 'utf8')
    // ./rocket.png on /docs/photos is /docs/rocket.png, as the browser and the link check resolve it.
    expect(photos).toMatch(/<picture><source type="image\/avif" srcSet="\/_site\/img\/rocket\.[0-9a-f]{10}\.16w\.q75\.avif 16w,[^"]*500w\.q75\.avif 500w"/)
    expect(photos).toContain('<img src="./rocket.png" alt="The rocket on the pad" title="On the pad" width="500" height="300" loading="lazy" decoding="async"/>')
    expect(photos).toContain('<img src="/images/hero.png" alt="Hero again" width="2000" height="1000" loading="lazy" decoding="async"/>')
    expect(photos).toContain('<img src="/images/hero.png" alt="Small hero" width="200" height="100" loading="lazy" decoding="async"/>')
    expect(photos).toMatch(/hero\.[0-9a-f]{10}\.384w\.q50\.webp 384w/)
    // SVG passes through: lazy, no picture.
    expect(photos).toContain('<img src="/images/logo.svg" alt="The logo" loading="lazy" decoding="async"/>')
    const plain = await readFile(path.join(dist, 'docs/plain.html'), 'utf8')
    expect(plain).toContain('<img src="/docs/rocket.png" alt="Rocket" width="500" height="300" loading="lazy" decoding="async"/>')
    expect(plain).toMatch(/<source type="image\/webp" srcSet="\/_site\/img\/rocket\./)
    // The originals are still published as the fallback.
    expect((await sharp(path.join(dist, 'docs/rocket.png')).metadata()).width).toBe(500)
  })

  it('draws an img with srcDark once per theme: the same alt text, each marked with its theme', async () => {
    const themed = await readFile(path.join(dist, 'docs/themed.html'), 'utf8')
    expect(themed).toContain(
      '<figure><img src="/images/logo.svg" alt="The logo, drawn for the page&#x27;s theme" width="120" height="120" data-theme-image="light" loading="lazy" decoding="async"/>' +
        '<img src="/images/logo-dark.svg" alt="The logo, drawn for the page&#x27;s theme" width="120" height="120" data-theme-image="dark" loading="lazy" decoding="async"/><figcaption>',
    )
    expect(themed).not.toMatch(/srcDark/i)
    // Nothing preloads a themed image: the hidden one is never fetched.
    expect(themed).not.toMatch(/rel="preload" as="image" href="[^"]*(logo-dark|hero|rocket)/)
    // Raster images keep their <picture>, one per theme.
    expect(themed).toMatch(/<picture><source type="image\/avif" srcSet="\/_site\/img\/hero\.[^"]*"[^>]*\/>.*<img src="\/images\/hero\.png" alt="A photo for the page&#x27;s theme" width="300" height="150" data-theme-image="light" loading="lazy"/s)
    expect(themed).toMatch(/<picture><source type="image\/avif" srcSet="\/_site\/img\/rocket\.[^"]*"[^>]*\/>.*<img src="\.\/rocket\.png" alt="A photo for the page&#x27;s theme" width="300" height="180" data-theme-image="dark" loading="lazy"/s)
  })

  it('reports a srcDark to no file as a broken link at its place', async () => {
    const broken = await copyFixture('images')
    const page = path.join(broken, 'content/docs/themed.mdx')
    await writeFile(page, (await readFile(page, 'utf8')).replace('/images/logo-dark.svg', '/images/gone-dark.svg'))
    const result = await runSite(['build', '--root', broken])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/content\/docs\/themed\.mdx:9:\d+ +error +Broken link `\/images\/gone-dark\.svg`: no page or file at \/images\/gone-dark\.svg/)
  })

  it('takes the variants of unchanged pages from the build record on an edit, without reading their HTML', async () => {
    const variantsBefore = (await readdir(path.join(dist, '_site/img'))).sort()
    // The render cache's copy of docs/photos.html, emptied of variants: a build that read it would drop the variants only that page names.
    const photos = await readFile(path.join(dist, 'docs/photos.html'), 'utf8')
    // The render cache keeps this engine's pages in a folder of their own (renderer/cache-dirs.ts).
    const [engine] = await readdir(path.join(root, '.site-cache/html'))
    const cacheDir = path.join(root, '.site-cache/html', engine!)
    const cached = (await readdir(cacheDir)).map((f) => path.join(cacheDir, f))
    const photosCopy = (await Promise.all(cached.map(async (f) => ((await readFile(f, 'utf8')) === photos ? f : undefined)))).find(Boolean)!
    expect(photosCopy).toBeDefined()
    await writeFile(photosCopy, photos.replace(/\/_site\/img\/[^\s",]+/g, '/images/hero.png'))
    const plain = path.join(root, 'content/docs/plain.md')
    const plainText = await readFile(plain, 'utf8')
    await writeFile(plain, `${plainText}\nOne more sentence.\n`)
    const edited = await runSite(['build', '--root', root])
    // Both as they were, for the warm build below.
    await writeFile(photosCopy, photos)
    await writeFile(plain, plainText)
    expect(edited.stderr).toBe('')
    expect(edited.code).toBe(0)
    const record = (await readRecordFile(recordFile(root, dist)))!
    expect(record.changes.rendered).toEqual(['/docs/plain'])
    expect(record.outputs['docs/photos.html']!.variants).toEqual(expect.arrayContaining(variantsIn(photos).map((url) => url.slice(1))))
    expect((await readdir(path.join(dist, '_site/img'))).sort()).toEqual(variantsBefore)
  })

  it('encodes nothing on a warm build and gives the same bytes', async () => {
    expect(cold.stdout).toMatch(/images +2 measured, (\d+) variants, \1 encoded, \d+ ms of image work/)
    const warm = await runSite(['build', '--root', root, '--out', 'dist-warm'])
    expect(warm.code).toBe(0)
    expect(warm.stdout).toMatch(/images +2 measured, [1-9]\d* variants, 0 encoded, \d+ ms of image work/)
    for (const file of await readdir(path.join(dist, '_site/img'))) {
      expect(Buffer.compare(await readFile(path.join(dist, '_site/img', file)), await readFile(path.join(root, 'dist-warm/_site/img', file))), file).toBe(0)
    }
  })
})
