// Hostile values in front matter and _meta files, through a real build of the seo fixture: text
// reaches head tags, JSON-LD and the three feeds as data (XSS-5, XSS-6), no secret of the
// environment reaches any output (XSS-9), and unsafe URLs or tag names fail the build at their
// position with nothing written (XSS-7, XSS-10). Issue 13 item 12.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { parse as parseHtml, type HTMLElement } from 'node-html-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../cli/config/load.js'
import { formatDiagnostic } from '../../renderer/diagnostics.js'
import { build, createSite } from '../../renderer/index.js'
import { memorySink } from '../../renderer/sinks.js'
import { copyFixture } from '../helpers/cli.js'

const TITLE = `Quotes "double" & 'single' <b>bold</b> ]]> </script><!--<script>`
const DESCRIPTION = `It's "quoted" & <b>bold</b> ]]> </script>`
const AUTHOR = '<img src=x onerror=alert(1)>'
// A PNG is shared as it is (an SVG would be shared as a PNG card), so the URL reaches og:image.
const IMAGE = '/images/photo.png?a=1&b="><script>alert(1)</script>'
const IMAGE_URL = new URL(IMAGE, 'https://docs.acme.example').href
const SECRET = 'canary-sk-123'

const yamlString = (value: string) => `'${value.replace(/'/g, "''")}'`
const HOSTILE_POST = `---
title: ${yamlString(TITLE)}
description: ${yamlString(DESCRIPTION)}
date: 2024-02-01
image: ${yamlString(IMAGE)}
authors:
  - name: ${yamlString(AUTHOR)}
    image_url: /images/logo.svg
---

Text.
`

describe('hostile front matter in a built page and its feeds', () => {
  let files: Map<string, string | Uint8Array | { from: string }>
  const text = (file: string) => {
    const value = files.get(file)
    if (typeof value !== 'string') throw new Error(`${file} was not written as text`)
    return value
  }
  const meta = (html: HTMLElement, key: string) => html.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')

  beforeAll(async () => {
    const root = await copyFixture('seo')
    await writeFile(path.join(root, 'content/post/hostile.mdx'), HOSTILE_POST)
    process.env.SITE_API_SECRET = SECRET
    try {
      const sink = memorySink()
      const result = await build(await createSite(await loadConfig(root), { cache: false }), { sink, threads: 0 })
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
      files = sink.files
    } finally {
      delete process.env.SITE_API_SECRET
    }
  }, 120_000)

  it('gives title, description, og:* and twitter:* the exact strings, og:image and twitter:image the absolute URL (XSS-5)', () => {
    const page = parseHtml(text('post/hostile.html'))
    expect(page.querySelector('title')!.textContent).toBe(`${TITLE} | Acme`)
    expect(meta(page, 'description')).toBe(DESCRIPTION)
    expect(meta(page, 'og:title')).toBe(`${TITLE} | Acme`)
    expect(meta(page, 'twitter:title')).toBe(`${TITLE} | Acme`)
    expect(meta(page, 'og:description')).toBe(DESCRIPTION)
    expect(meta(page, 'twitter:description')).toBe(DESCRIPTION)
    expect(meta(page, 'og:image')).toBe(IMAGE_URL)
    expect(meta(page, 'twitter:image')).toBe(IMAGE_URL)
    expect(meta(page, 'article:author')).toBe(AUTHOR)
    expect(text('post/hostile.html')).not.toContain('&amp;amp;')
    // No element came from the values: the same scripts and images as a harmless post.
    const hello = parseHtml(text('post/hello.html'))
    expect(page.querySelectorAll('script').length).toBe(hello.querySelectorAll('script').length)
    expect(page.querySelectorAll('img[onerror], b, [onerror]')).toEqual([])
  })

  it('keeps </script and <!-- out of every script element, and JSON-LD round-trips the values (XSS-6)', () => {
    const page = parseHtml(text('post/hostile.html'))
    for (const script of page.querySelectorAll('script')) expect(script.textContent).not.toMatch(/<\/script|<!--/i)
    const graph = JSON.parse(page.querySelector('script[type="application/ld+json"]')!.textContent) as { '@graph': Array<Record<string, any>> }
    const post = graph['@graph'].find((n) => n['@type'] === 'BlogPosting')!
    expect(post.headline).toBe(TITLE)
    expect(post.description).toBe(DESCRIPTION)
    expect(post.image).toBe(IMAGE_URL)
    expect(post.author[0].name).toBe(AUTHOR)
  })

  it('writes the values as text into the RSS, Atom and JSON feeds, the image as the enclosure URL', () => {
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' })
    const rss = xml.parse(text('post/feed.xml')).rss.channel.item as Array<Record<string, any>>
    const item = rss.find((i) => i.link === 'https://docs.acme.example/post/hostile')!
    expect(Object.keys(item).sort()).toEqual(['author', 'description', 'enclosure', 'guid', 'link', 'pubDate', 'title'])
    expect(item.title).toBe(TITLE)
    expect(item.description).toBe(DESCRIPTION)
    expect(item.author).toBe(AUTHOR)
    expect(item.enclosure.url).toBe(IMAGE_URL)
    const atom = xml.parse(text('post/atom.xml')).feed.entry as Array<Record<string, any>>
    const entry = atom.find((e) => e.id === 'https://docs.acme.example/post/hostile')!
    expect(entry.title['#text'] ?? entry.title).toBe(TITLE)
    expect(entry.author.name).toBe(AUTHOR)
    const json = JSON.parse(text('post/feed.json')) as { items: Array<Record<string, any>> }
    const jsonItem = json.items.find((i) => i.id === 'https://docs.acme.example/post/hostile')!
    expect([jsonItem.title, jsonItem.summary, jsonItem.image, jsonItem.authors[0].name]).toEqual([TITLE, DESCRIPTION, IMAGE_URL, AUTHOR])
  })

  it('puts no environment secret in any output file (XSS-9)', async () => {
    const leaks: string[] = []
    for (const [file, contents] of files) {
      const bytes = typeof contents === 'string' ? contents : contents instanceof Uint8Array ? Buffer.from(contents).toString('latin1') : await readFile(contents.from, 'latin1')
      if (bytes.includes(SECRET)) leaks.push(file)
    }
    expect(files.size).toBeGreaterThan(20)
    expect(leaks).toEqual([])
  })
})

describe('unsafe URLs and tag names in front matter and _meta files', () => {
  it('fail the build at their position, with nothing written (XSS-7, XSS-10)', async () => {
    const root = await copyFixture('seo')
    await writeFile(path.join(root, 'content/post/bad.mdx'), [
      '---',
      'title: Bad',
      'date: 2024-02-01',
      'image: "javascript:alert(1)"',
      'featured_image: "  JaVaScRiPt:alert(1)"',
      'authors:',
      '  - name: Eve',
      '    image_url: "data:text/html,<script>alert(1)</script>"',
      'theme:',
      '  layout: "img src=x onerror=alert(1)"',
      '---',
      '',
      'Text.',
      '',
    ].join('\n'))
    await writeFile(path.join(root, 'content/docs/_meta.json'), JSON.stringify({ intro: { title: 'Introduction', href: 'vbscript:msgbox(1)' }, advanced: { title: 'Advanced', type: 'script' }, secret: 'Secret' }, null, 2))
    const sink = memorySink()
    const result = await build(await createSite(await loadConfig(root), { cache: false }), { sink, threads: 0 })
    expect(result.ok).toBe(false)
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic({ ...d, sourceText: undefined }))
    expect(errors).toEqual(expect.arrayContaining([
      expect.stringMatching(/^content\/post\/bad\.mdx:4:8 +error +`image`: Unsafe URL: `javascript:` URLs can run code/),
      expect.stringMatching(/^content\/post\/bad\.mdx:5:17 +error +`featured_image`: Unsafe URL: `javascript:`/),
      expect.stringMatching(/^content\/post\/bad\.mdx:8:16 +error +`authors\.0\.image_url`: Unsafe URL: `data:`/),
      expect.stringMatching(/^content\/post\/bad\.mdx:10:11 +error +`theme\.layout`: Invalid enum value/),
      expect.stringMatching(/^content\/docs\/_meta\.json:4:\d+ +error +`intro\.href`: Unsafe URL: `vbscript:`/),
      expect.stringMatching(/^content\/docs\/_meta\.json:\d+:\d+ +error +`advanced\.type`: Invalid enum value/),
    ]))
    expect(sink.files.size).toBe(0)
  }, 120_000)
})
