/**
 * Blog covers (issue 21 item 9): a cover carries a motif for its post (content/_scripts/post-covers.mjs,
 * drawn by draw-post-art.mjs), never the title the page prints beside it, and no other printed text.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const content = path.join(root, 'content')
const scripts = path.join(content, '_scripts')
const images = path.join(content, 'public/images')

type Post = { slug: string; file: string }
const { findPosts, readFrontMatter } = (await import(path.join(scripts, 'draw-post-art.mjs'))) as {
  findPosts: (dir: string) => Post[]
  readFrontMatter: (source: string) => Record<string, unknown>
}
const { COVERS } = (await import(path.join(scripts, 'post-covers.mjs'))) as { COVERS: Record<string, { motif: string; description: string }> }

const posts = findPosts(path.join(content, 'post')).map((post) => ({ ...post, data: readFrontMatter(readFileSync(post.file, 'utf8')) }))
const svgText = (file: string) => readFileSync(file, 'utf8')
/** The text a reader or a screen reader gets from an SVG: its <text>, <title>, <desc> and aria-label. */
const wordsOf = (svg: string) =>
  [...svg.matchAll(/<(text|title|desc)\b[^>]*>([^<]*)</g)].map((m) => m[2]!).concat([...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]!))
const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')
const normalize = (text: string) => decode(text).toLowerCase().replace(/\s+/g, ' ').trim()

describe('blog covers', () => {
  it('are drawn from their specs (none stale)', () => {
    expect(() => execFileSync(process.execPath, [path.join(scripts, 'draw-post-art.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow()
  })

  it('give every post a motif of its own (a spec entry, no spare entries)', () => {
    expect(posts.length).toBeGreaterThan(30)
    expect(posts.map((p) => p.slug).filter((slug) => !COVERS[slug])).toEqual([])
    expect(Object.keys(COVERS).filter((slug) => !posts.some((p) => p.slug === slug))).toEqual([])
    for (const [slug, cover] of Object.entries(COVERS)) expect(cover.description.length, slug).toBeGreaterThan(30)
  })

  it('never carry the title printed beside them, nor any other printed text', () => {
    const offenders: string[] = []
    for (const { slug, data } of posts) {
      const file = path.join(images, 'posts', `${slug}.svg`)
      expect(existsSync(file), file).toBe(true)
      const svg = svgText(file)
      const title = normalize(String(data.title ?? ''))
      const words = wordsOf(svg).map(normalize)
      if (/<text\b/.test(svg) || words.some((w) => w.includes(title) || title.includes(w) && w.length > 20)) offenders.push(slug)
      expect(data.image, slug).toBe(`/images/posts/${slug}.svg`)
    }
    expect(offenders).toEqual([])
  })

  it('are well-formed SVG (a repeated attribute or a bad path would make the browser drop the picture)', () => {
    for (const { slug } of posts) expect(XMLValidator.validate(svgText(path.join(images, 'posts', `${slug}.svg`))), slug).toBe(true)
  })

  it('describe their motif in the SVG title', () => {
    for (const { slug } of posts) {
      const svg = svgText(path.join(images, 'posts', `${slug}.svg`))
      expect(wordsOf(svg).map(decode), slug).toContain(COVERS[slug]!.description)
    }
  })
})
