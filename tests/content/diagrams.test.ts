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

it('shows every diagram in a figure with alt text and a caption', () => {
  const sources = pages(content).map((file) => readFileSync(file, 'utf8')).join('\n')
  const figures = [...sources.matchAll(/<figure>\s*<img src="\/images\/diagrams\/([\w-]+)\.svg" alt="([^"]+)"[^>]*\/>\s*<figcaption>([^<]+)<\/figcaption>\s*<\/figure>/g)]
  const shown = new Set(figures.map((m) => m[1]))
  expect(DIAGRAMS.map((d) => d.id).filter((id) => !shown.has(id))).toEqual([])
  for (const spec of DIAGRAMS) expect(spec.alt.length, spec.id).toBeGreaterThan(80)
})
