import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReport } from '../../../../renderer/diagnostics.js'
import { measureImages } from '../../../../renderer/stages/images.js'
import { candidateWidths, isRaster, lookupImage, pageImages, parseVariantUrls, srcSet, variantUrl } from '../../../../templates/support/image.js'

describe('image maths (templates/support/image.ts)', () => {
  const info = { width: 1000, height: 500, hash: '0123456789' }

  it('never offers a width above the original, and offers the original when it is narrower than the slot', () => {
    expect(candidateWidths(600, 2000)).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200])
    expect(candidateWidths(500, 500)).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 500])
    expect(candidateWidths(40, 20)).toEqual([16, 20])
  })

  it('names variants so the build can read them back', () => {
    const url = variantUrl('./My Shot.png', info, 640, 'avif')
    expect(url).toBe('/_site/img/My-Shot.0123456789.640w.q75.avif')
    const set = srcSet('/a.png', info, [16, 32], 'webp', 50)
    expect(parseVariantUrls(`<source srcSet="${set}"/>`)).toEqual([
      { path: '_site/img/a.0123456789.16w.q50.webp', hash: '0123456789', width: 16, quality: 50, format: 'webp' },
      { path: '_site/img/a.0123456789.32w.q50.webp', hash: '0123456789', width: 32, quality: 50, format: 'webp' },
    ])
  })

  it('optimises local raster files only', () => {
    expect(isRaster('/images/a.PNG')).toBe(true)
    expect(isRaster('./a.jpg?x=1')).toBe(true)
    expect(isRaster('/images/a.svg')).toBe(false)
    expect(isRaster('/images/a.gif')).toBe(false)
    expect(isRaster('https://cdn.example/a.png')).toBe(false)
    expect(isRaster('//cdn.example/a.png')).toBe(false)
  })

  it('resolves a page’s relative image targets against its route, and finds percent-encoded paths', () => {
    const images = { '/docs/shot.png': info, '/images/a b.png': info }
    const page = pageImages(images, ['./shot.png', '../images/a%20b.png', 'other.png', '/docs/shot.png', 'https://x.example/y.png'], '/docs/guide')!
    expect(page['./shot.png']).toBe(info)
    expect(page['../images/a%20b.png']).toBe(info)
    expect(page['other.png']).toBeUndefined()
    expect(pageImages(undefined, ['./shot.png'], '/docs/guide')).toBeUndefined()
    expect(pageImages(images, [], '/docs/guide')).toBe(images)
    expect(lookupImage(images, '/images/a%20b.png')).toBe(info)
    expect(lookupImage(images, '/images/missing.png')).toBeUndefined()
  })
})

describe('image stage (renderer/stages/images.ts)', () => {
  let dir: string
  const files: Array<{ relPath: string; absPath: string }> = []
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-images-'))
    await mkdir(path.join(dir, 'public'), { recursive: true })
    const at = (name: string) => {
      const absPath = path.join(dir, 'public', name)
      files.push({ relPath: name, absPath })
      return absPath
    }
    await sharp({ create: { width: 300, height: 200, channels: 4, background: '#208040ff' } }).png().toFile(at('wide.png'))
    // Stored 100 × 60 with EXIF orientation 6 (a quarter turn): shown 60 × 100.
    await sharp({ create: { width: 100, height: 60, channels: 3, background: '#804020' } }).jpeg().withMetadata({ orientation: 6 }).toFile(at('turned.jpg'))
    await writeFile(at('broken.png'), 'not an image')
    await writeFile(at('logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('measures raster images (after EXIF orientation) and warns about unreadable ones', async () => {
    const report = createReport()
    const stage = await measureImages(files, report, { root: dir })
    expect(Object.keys(stage.info)).toEqual(['/turned.jpg', '/wide.png'])
    expect(stage.info['/wide.png']).toMatchObject({ width: 300, height: 200 })
    expect(stage.info['/turned.jpg']).toMatchObject({ width: 60, height: 100 })
    expect(report.all()).toMatchObject([{ file: 'public/broken.png', severity: 'warning', ruleId: 'content/image-unreadable' }])
  })

  it('encodes the variants named in HTML, never upscaling, and reuses them from the cache', async () => {
    const cacheDir = path.join(dir, 'cache')
    const first = await measureImages(files, createReport(), { root: dir, cacheDir })
    const wide = first.info['/wide.png']!
    const html = `<picture><source srcSet="${srcSet('/wide.png', wide, [64, 300], 'avif')}"/><source srcSet="${variantUrl('/wide.png', wide, 640, 'webp', 40)} 640w"/></picture>`
    await first.collect('docs/a.html', html)
    await first.collect('notes.txt', variantUrl('/wide.png', wide, 16, 'webp'))
    await first.collect('docs/b.html', '<img src="/_site/img/x.ffffffffff.16w.q75.webp">')
    const out = await first.variants()
    expect(out.map((f) => f.path)).toEqual([
      `_site/img/wide.${wide.hash}.300w.q75.avif`,
      `_site/img/wide.${wide.hash}.640w.q40.webp`,
      `_site/img/wide.${wide.hash}.64w.q75.avif`,
    ])
    expect(first.stats()).toMatchObject({ images: 2, variants: 3, encoded: 3 })
    const sizes = await Promise.all(out.map(async (f) => sharp('from' in f.contents ? await readFile(f.contents.from) : f.contents).metadata()))
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([['heif', 300, 200], ['webp', 300, 200], ['heif', 64, 43]])

    const warm = await measureImages(files, createReport(), { root: dir, cacheDir })
    expect(warm.info).toEqual(first.info)
    await warm.collect('docs/a.html', { from: await writeTemp(dir, html) })
    expect((await warm.variants()).length).toBe(3)
    expect(warm.stats().encoded).toBe(0)
  })
})

async function writeTemp(dir: string, text: string): Promise<string> {
  const file = path.join(dir, 'page.html')
  await writeFile(file, text)
  return file
}
