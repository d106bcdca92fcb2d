/**
 * Diagrams (issue 21): the SVGs in public/images/diagrams are what content/_scripts/diagrams.mjs
 * says (the drawing script's --check), each has a text alternative, and each is shown on a page in
 * a figure with alt text and a caption.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const content = path.join(root, 'content')
const specs = path.join(content, '_scripts/diagrams.mjs')
const { DIAGRAMS } = (await import(specs)) as { DIAGRAMS: Array<{ id: string; alt: string }> }

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'public' ? [] : pages(full)
    return entry.name.endsWith('.mdx') ? [full] : []
  })
}

it('draws every diagram from its spec (no hand edits, none stale)', () => {
  expect(() => execFileSync(process.execPath, [path.join(content, '_scripts/draw-diagrams.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow()
})

const FIGURE = /<figure>\s*<img src="\/images\/diagrams\/([\w-]+)\.svg" alt="([^"]+)"[^>]*\/>\s*<figcaption>([^<]+)<\/figcaption>\s*<\/figure>/g

/** The diagram ids a page source shows in a complete figure (image, alt text, caption). */
const diagramsIn = (source: string): string[] => [...source.matchAll(FIGURE)].map((m) => m[1])

it('shows every diagram in a figure with alt text and a caption', () => {
  const shown = new Set(pages(content).flatMap((file) => diagramsIn(readFileSync(file, 'utf8'))))
  expect(DIAGRAMS.map((d) => d.id).filter((id) => !shown.has(id))).toEqual([])
  for (const spec of DIAGRAMS) expect(spec.alt.length, spec.id).toBeGreaterThan(80)
})

it("gives every engineering post (tag 'Building Speakeasy') a diagram", () => {
  const posts = pages(path.join(content, 'post')).filter((file) => /^tags:.*Building Speakeasy/m.test(readFileSync(file, 'utf8')))
  expect(posts.length).toBeGreaterThan(5)
  const without = posts.filter((file) => diagramsIn(readFileSync(file, 'utf8')).length === 0)
  expect(without.map((file) => path.relative(content, file))).toEqual([])
})
