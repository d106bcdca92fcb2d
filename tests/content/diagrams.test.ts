/**
 * Diagrams (issue 21): the SVGs in public/images/diagrams are what content/_scripts/diagrams.mjs
 * says (the drawing script's --check), each has a text alternative, and each is shown on a page in
 * a figure with alt text and a caption.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { loadCliData, renderCliReference } from '../../content/_generators/cli-reference.ts'
import { pageFiles } from './code-blocks/extract.ts'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const content = path.join(root, 'content')
const specs = path.join(content, '_scripts/diagrams.mjs')
const { DIAGRAMS } = (await import(specs)) as { DIAGRAMS: Array<{ id: string; alt: string }> }
const { DIAGRAMS_FR } = (await import(path.join(content, '_scripts/diagrams-fr.mjs'))) as { DIAGRAMS_FR: Record<string, { title: string; alt: string }> }


it('draws every diagram from its spec (no hand edits, none stale)', () => {
  expect(() => execFileSync(process.execPath, [path.join(content, '_scripts/draw-diagrams.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow()
})

/**
 * A complete figure (image in both themes, alt text, caption); the id is `<id>` or, translated,
 * `<id>.<locale>`, and the dark-theme image is `<id>.dark.svg`.
 */
const FIGURE = /<figure>\s*<img src="\/images\/diagrams\/([\w-]+(?:\.[a-z]{2})?)\.svg" srcDark="\/images\/diagrams\/\1\.dark\.svg" alt="([^"]+)"[^>]*\/>\s*<figcaption>([^<]+)<\/figcaption>\s*<\/figure>/g

it("shows each diagram in the site's theme: every image names its dark drawing, and no drawing follows the OS setting", async () => {
  const sources = [...pageFiles(content).map((file) => ({ where: path.relative(content, file), source: readFileSync(file, 'utf8') })), { where: 'docs/speakeasy-cli (generated)', source: (await sectionSources('speakeasy-cli')).join('\n') }]
  const withoutDark = sources.flatMap(({ where, source }) => [...source.matchAll(/<img src="\/images\/diagrams\/([\w.-]+)\.svg"(?! srcDark="\/images\/diagrams\/\1\.dark\.svg")/g)].map((m) => `${where}: ${m[1]}`))
  expect(withoutDark).toEqual([])
  const dir = path.join(content, 'public/images/diagrams')
  const files = readdirSync(dir)
  expect(files.filter((f) => f.endsWith('.dark.svg')).length).toBe(files.length / 2)
  for (const file of files) {
    const svg = readFileSync(path.join(dir, file), 'utf8')
    expect(svg, file).not.toContain('prefers-color-scheme')
    expect(svg, file).toContain(file.endsWith('.dark.svg') ? '.panel{fill:#0F172A' : '.panel{fill:#F8FAFC')
  }
})

/** The figures of a page source: diagram id, alt text and caption. */
const figuresIn = (source: string) => [...source.matchAll(FIGURE)].map((m) => ({ id: m[1]!, alt: m[2]!, caption: m[3]! }))

/** The diagram ids a page source shows in a complete figure. */
const diagramsIn = (source: string): string[] => figuresIn(source).map((f) => f.id)

it('shows every diagram in a figure with alt text and a caption', () => {
  const shown = new Set(pageFiles(content).flatMap((file) => diagramsIn(readFileSync(file, 'utf8'))))
  expect(DIAGRAMS.map((d) => d.id).filter((id) => !shown.has(id))).toEqual([])
  for (const spec of DIAGRAMS) expect(spec.alt.length, spec.id).toBeGreaterThan(80)
})

it('shows on every French page the diagrams of its English twin, drawn, described and captioned in French', () => {
  const frenchPages = pageFiles(content).filter((file) => file.endsWith('.fr.mdx'))
  expect(frenchPages.length).toBeGreaterThan(3)
  const shownInFrench = new Set<string>()
  for (const file of frenchPages) {
    const where = path.relative(content, file)
    const english = figuresIn(readFileSync(file.replace(/\.fr\.mdx$/, '.mdx'), 'utf8'))
    const french = figuresIn(readFileSync(file, 'utf8'))
    expect(french.map((f) => f.id), where).toEqual(english.map((f) => `${f.id}.fr`))
    french.forEach((figure, i) => {
      const id = english[i]!.id
      shownInFrench.add(id)
      expect(figure.alt, `${where}: ${id}`).toBe(DIAGRAMS_FR[id]!.alt)
      expect(figure.caption, `${where}: ${id}`).not.toBe(english[i]!.caption)
      const svg = readFileSync(path.join(content, 'public/images/diagrams', `${id}.fr.svg`), 'utf8')
      expect(svg, `${id}.fr.svg`).toContain('lang="fr"')
    })
  }
  expect(shownInFrench.size).toBeGreaterThan(0)
  expect(Object.keys(DIAGRAMS_FR).filter((id) => !shownInFrench.has(id))).toEqual([])
})

it('refuses a French diagram with an untranslated string', async () => {
  const { localize } = (await import(path.join(content, '_scripts/diagrams-locale.mjs'))) as { localize: (spec: unknown, translation: unknown, locale: string) => unknown }
  const spec = DIAGRAMS.find((d) => d.id === 'generation-pipeline')!
  const { generate: _dropped, ...strings } = (DIAGRAMS_FR['generation-pipeline'] as unknown as { strings: Record<string, string> }).strings
  expect(() => localize(spec, { ...DIAGRAMS_FR['generation-pipeline'], strings }, 'fr')).toThrow(/generation-pipeline \(fr\): no translation for "generate"/)
})

it("gives every engineering post (tag 'Building Speakeasy') a diagram", () => {
  const posts = pageFiles(path.join(content, 'post')).filter((file) => /^tags:.*Building Speakeasy/m.test(readFileSync(file, 'utf8')))
  expect(posts.length).toBeGreaterThan(5)
  const without = posts.filter((file) => diagramsIn(readFileSync(file, 'utf8')).length === 0)
  expect(without.map((file) => path.relative(content, file))).toEqual([])
})

/** Every page source of a top-level docs entry: its folder's pages, its own page, and the pages a generator writes under it. */
async function sectionSources(name: string): Promise<string[]> {
  const dir = path.join(content, 'docs', name)
  const written = existsSync(dir) ? pageFiles(dir) : existsSync(`${dir}.mdx`) ? [`${dir}.mdx`] : []
  const generated = renderCliReference(await loadCliData(content)).filter((file) => file.path.startsWith(`docs/${name}/`) && file.path.endsWith('.mdx'))
  return [...written.map((file) => readFileSync(file, 'utf8')), ...generated.map((file) => file.source)]
}

it('gives every docs section (top-level entry of docs/_meta.json) a diagram', async () => {
  const meta = JSON.parse(readFileSync(path.join(content, 'docs/_meta.json'), 'utf8')) as Record<string, unknown>
  const sections = Object.entries(meta).filter(([name, value]) => !name.startsWith('--') && (value as { display?: string }).display !== 'hidden').map(([name]) => name)
  expect(sections.length).toBeGreaterThan(10)
  const without: string[] = []
  for (const name of sections) {
    const sources = await sectionSources(name)
    expect(sources.length, name).toBeGreaterThan(0)
    if (!sources.some((source) => diagramsIn(source).length > 0)) without.push(name)
  }
  expect(without).toEqual([])
})
