// Issue 16 items 3–7: a Nextra 2 i18n site (default locale in file names, _meta.<locale>.json
// only, titles from headings, open front matter, relative assets, nested README, .mdx links,
// locale-less links) builds unchanged.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite, type RunResult } from '../helpers/cli.js'

describe('site build on a Nextra 2 i18n site', () => {
  let root: string
  let run: RunResult
  let map: RunResult
  beforeAll(async () => {
    root = await copyFixture('nextra-i18n')
    run = await runSite(['build', '--root', root])
    map = await runSite(['build', '--root', root, '--json'])
  })
  const html = (file: string) => readFile(path.join(root, 'dist', file), 'utf8')

  it('builds a page for every source page, README included, warning only of a _meta key listed twice', () => {
    // Nextra reads _meta.fr-FR.json with JSON.parse: the second `lighting` counts, and the site builds.
    expect(run.stderr.split('\n').filter((line) => line.startsWith('['))).toEqual(['[content] content/docs/_meta.fr-FR.json:4:1  warning  Duplicate key `lighting`: the last one counts  meta/duplicate-key'])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/links +0 broken/)
    // 9 sources, 12 pages: the fallbacks (fr-FR without a translation) render their source's one compile.
    expect(run.stdout).toContain('(9 compiled, 12 rendered)')
    const pages: string[] = []
    const visit = (entry: { kind: string; route: string; title: string; fallback?: boolean; index?: unknown; children?: unknown[] }) => {
      if (entry.kind === 'MdxPage' && !entry.fallback) pages.push(`${entry.route} ${entry.title}`)
      if (entry.index) visit(entry.index as typeof entry)
      for (const child of entry.children ?? []) visit(child as typeof entry)
    }
    for (const tree of Object.values((JSON.parse(map.stdout) as { trees: Record<string, Parameters<typeof visit>[0]> }).trees)) visit(tree)
    expect(pages.sort()).toEqual([
      '/ Home',
      '/404 Lost in the dark',
      '/blog/first-light First light',
      '/docs/guide/readme Guide overview',
      '/docs/lighting Lighting the lamp',
      '/docs/start Getting started with Lantern',
      '/fr-fr Accueil',
      '/fr-fr/blog/first-light Premier éclat',
      '/fr-fr/docs/start Premiers pas',
    ])
  })

  it('titles sidebar links from _meta, then the heading; never an empty link', async () => {
    const page = await html('docs/start.html')
    expect(page).toMatch(/<title>Getting started with Lantern/)
    expect(page).toMatch(/>Lighting the lamp</)
    expect(page).toMatch(/>Guide</)
    expect(page).not.toMatch(/<a [^>]*href="[^"]*"[^>]*><\/a>/)
    expect(await html('fr-fr/docs/lighting.html')).toMatch(/>Allumer la lampe</)
  })

  it('publishes files next to pages under content-hashed names and rewrites the references', async () => {
    const start = await html('docs/start.html')
    const png = /src="(\/_site\/media\/lamp\.[0-9a-f]{10}\.png)"/.exec(start)?.[1]
    expect(png).toBeDefined()
    expect((await readFile(path.join(root, 'dist', png!))).equals(await readFile(path.join(root, 'content/docs/assets/lamp.png')))).toBe(true)
    expect(await html('fr-fr/docs/start.html')).toContain(`src="${png}"`)
    expect(await html('docs/lighting.html')).toMatch(/<img src="\/_site\/media\/wick\.[0-9a-f]{10}\.svg" alt="A wick"\/>/)
    // A Nextra page beside public/ reaches it with ../public/: served from the root here.
    expect(await html('docs/lighting.html')).toMatch(/src="\/img\/lamp\.svg"/)
    // …and an img/ folder beside the pages folder with ../img/, now ../../img/ from content/docs/.
    const flame = /src="(\/_site\/media\/flame\.[0-9a-f]{10}\.svg)"/.exec(await html('docs/lighting.html'))?.[1]
    expect(flame).toBeDefined()
    expect(await readFile(path.join(root, 'dist', flame!), 'utf8')).toBe(await readFile(path.join(root, 'img/flame.svg'), 'utf8'))
  })

  it('strips .md/.mdx from links, and sends locale-less links on a localized page to that locale', async () => {
    expect(await html('index.html')).toContain('href="./docs/start"')
    expect(await html('docs/start.html')).toMatch(/href="\.\/lighting".*href="\.\/guide\/readme"/s)
    expect(await html('docs/lighting.html')).toContain('href="start"')
    const fr = await html('fr-fr.html')
    expect(fr).toContain('href="/fr-fr/docs/start"')
    expect(fr).toContain('href="/fr-fr/docs/lighting#wick"')
  })

  it('uses the site\'s own 404.mdx as the 404 page, as Nextra does', async () => {
    expect(await html('404.html')).toContain('This page does not exist.')
  })
})
