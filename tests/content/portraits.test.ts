/**
 * Portraits (issue 21 item 9): every blog author and every person quoted on a page has a drawn
 * portrait of their own (content/_scripts/draw-avatars.mjs from avatars.mjs), in one style, each
 * distinct, and the files are what the spec says.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const content = path.join(root, 'content')
const scripts = path.join(content, '_scripts')
const images = path.join(content, 'public/images')

type Post = { slug: string; file: string }
const { findPosts, readFrontMatter } = (await import(path.join(scripts, 'draw-post-art.mjs'))) as {
  findPosts: (dir: string) => Post[]
  readFrontMatter: (source: string) => Record<string, unknown>
}
const { AVATARS } = (await import(path.join(scripts, 'avatars.mjs'))) as { AVATARS: Array<Record<string, unknown> & { id: string; folder: string; name: string }> }

const posts = findPosts(path.join(content, 'post')).map((post) => ({ ...post, data: readFrontMatter(readFileSync(post.file, 'utf8')) }))

describe('portraits', () => {
  type Author = { id: string; name: string; image_url: string }
  const authors = parseYaml(readFileSync(path.join(content, 'data/authors.yaml'), 'utf8')) as Author[]

  it('are drawn from their specs (none stale)', () => {
    expect(() => execFileSync(process.execPath, [path.join(scripts, 'draw-avatars.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow()
  })

  it('exist for every author, and posts use the author’s own portrait', () => {
    expect(authors.length).toBeGreaterThan(3)
    for (const author of authors) {
      expect(author.image_url, author.id).toBe(`/images/authors/${author.id}.svg`)
      expect(AVATARS.some((a) => a.folder === 'authors' && a.id === author.id && a.name === author.name), author.id).toBe(true)
      expect(existsSync(path.join(content, 'public', author.image_url)), author.image_url).toBe(true)
    }
    const byName = new Map(authors.map((a) => [a.name, a.image_url]))
    for (const { slug, data } of posts) {
      for (const a of (data.authors ?? []) as Array<{ name: string; image_url?: string }>) {
        expect(byName.has(a.name), `${slug}: ${a.name}`).toBe(true)
        expect(a.image_url, `${slug}: ${a.name}`).toBe(byName.get(a.name))
      }
    }
  })

  it('are drawn for every person quoted on a page, and no portrait file is left undrawn', () => {
    const pages = ['index.mdx', 'index.fr.mdx'].map((f) => readFileSync(path.join(content, f), 'utf8'))
    const shown = new Set(pages.flatMap((source) => [...source.matchAll(/avatar: '\/images\/people\/([\w-]+)\.svg'/g)].map((m) => m[1]!)))
    expect(shown.size).toBeGreaterThan(0)
    const drawn = new Set(AVATARS.map((a) => `${a.folder}/${a.id}`))
    expect([...shown].filter((id) => !drawn.has(`people/${id}`))).toEqual([])
    for (const folder of ['authors', 'people']) {
      const files = readdirSync(path.join(images, folder))
      expect(files.filter((f) => !drawn.has(`${folder}/${f.replace(/\.svg$/, '')}`)), folder).toEqual([])
    }
  })

  it('are well-formed SVG', () => {
    for (const a of AVATARS) expect(XMLValidator.validate(readFileSync(path.join(images, a.folder, `${a.id}.svg`), 'utf8')), a.id).toBe(true)
  })

  it('are each distinct: no two people share the same traits', () => {
    const traits = AVATARS.map(({ id: _id, folder: _folder, name: _name, ...rest }) => JSON.stringify(rest))
    expect(new Set(traits).size).toBe(AVATARS.length)
    const looks = AVATARS.map((a) => `${a.hair}/${a.skin}/${a.bg}`)
    expect(new Set(looks).size).toBe(AVATARS.length)
  })
})
