// A Nextra 4 i18n site keeps one folder per locale (content/en/, content/es/, content/de/) with
// `_meta` files in each: every locale's pages under its prefix (the default locale's unprefixed),
// translations linked to each other, the default locale's page where a translation is missing,
// each locale's sidebar titles, and a `site dev` save under a locale folder shown on its page.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite, type RunResult } from '../helpers/cli.js'
import { rawRequest } from '../helpers/raw-http.js'
import { openEvents, startServer, type SiteServer } from '../helpers/site-server.js'

interface Entry { kind: string; route: string; locale: string; title: string; file?: string; fallback?: boolean; index?: Entry; children?: Entry[] }

/** Every page of the page map printed by `site build --json`: `locale route file`, a fallback marked. */
function pagesOf(json: string): string[] {
  const pages: string[] = []
  const visit = (entry: Entry) => {
    if (entry.kind === 'MdxPage') pages.push(`${entry.locale} ${entry.route} ${entry.file}${entry.fallback ? ' (fallback)' : ''}`)
    if (entry.index) visit(entry.index)
    for (const child of entry.children ?? []) visit(child)
  }
  for (const tree of Object.values((JSON.parse(json) as { trees: Record<string, Entry> }).trees)) visit(tree)
  return pages.sort()
}

/** The sidebar links of a page, in order: `route title`. */
function sidebarOf(html: string): string[] {
  const sidebar = /<nav class="sidebar-scroll"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
  return [...sidebar.matchAll(/<a class="sidebar-link" href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[1]} ${m[2]}`)
}

describe('site build on a Nextra 4 site with locale folders', () => {
  let root: string
  let run: RunResult
  let map: RunResult
  beforeAll(async () => {
    root = await copyFixture('nextra4-i18n')
    run = await runSite(['build', '--root', root])
    map = await runSite(['build', '--root', root, '--json'])
  })
  const html = (file: string) => readFile(path.join(root, 'dist', file), 'utf8')

  it('builds each locale folder under its locale, the default one unprefixed, a missing page from the default locale', () => {
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/links +0 broken/)
    expect(pagesOf(map.stdout)).toEqual([
      'de /de de/index.mdx',
      'de /de/docs/install de/docs/install.mdx',
      'de /de/docs/intro de/docs/intro.mdx',
      'de /de/docs/tables en/docs/tables.mdx (fallback)',
      'en / en/index.mdx',
      'en /docs/install en/docs/install.mdx',
      'en /docs/intro en/docs/intro.mdx',
      'en /docs/tables en/docs/tables.mdx',
      'es /es es/index.mdx',
      'es /es/docs/install es/docs/install.mdx',
      'es /es/docs/intro es/docs/intro.mdx',
      'es /es/docs/tables es/docs/tables.mdx',
    ])
  })

  it('links the translations of a page: hreflang alternates, the sitemap and the language switcher', async () => {
    const es = await html('es/docs/intro.html')
    for (const [lang, href] of [['en', '/docs/intro'], ['es', '/es/docs/intro'], ['de', '/de/docs/intro'], ['x-default', '/docs/intro']]) {
      expect(es).toContain(`<link rel="alternate" hrefLang="${lang}" href="https://docs.tide.example${href}"/>`)
    }
    expect(es).toContain('"options":[{"locale":"en","text":"English","direction":"ltr","route":"/docs/intro"},{"locale":"es","text":"Español","direction":"ltr","route":"/es/docs/intro"},{"locale":"de","text":"Deutsch","direction":"ltr","route":"/de/docs/intro"}]')
    const sitemap = await html('sitemap.xml')
    expect(sitemap).toMatch(/<loc>https:\/\/docs\.tide\.example\/es\/docs\/intro<\/loc>.*hreflang="de" href="https:\/\/docs\.tide\.example\/de\/docs\/intro"/)
    expect(sitemap).not.toContain('/en/')
  })

  it('shows the default locale\'s page, marked, where a translation is missing', async () => {
    const page = await html('de/docs/tables.html')
    expect(page).toMatch(/<html lang="de"/)
    expect(page).toContain('data-fallback-notice')
    expect(page).toContain('<article class="prose typesetting-default" lang="en">')
    expect(page).toContain('High water comes twice a day.')
  })

  it('titles each locale\'s sidebar from its own _meta, the default locale\'s for what it lacks', async () => {
    expect(sidebarOf(await html('docs/intro.html'))).toEqual(['/docs/intro Introduction', '/docs/install Installation', '/docs/tables Tide tables'])
    expect(sidebarOf(await html('es/docs/intro.html'))).toEqual(['/es/docs/intro Introducción', '/es/docs/install Instalación', '/es/docs/tables Tablas de mareas'])
    expect(sidebarOf(await html('de/docs/intro.html'))).toEqual(['/de/docs/intro Einführung', '/de/docs/install Installation', '/de/docs/tables Tide tables'])
    expect(await html('es.html')).toContain('>Documentación<')
  })

  it('sends locale-less links to the page\'s locale, and keeps real paths for edit links and relative files', async () => {
    const es = await html('es/docs/intro.html')
    expect(es).toContain('href="/es/docs/install"')
    expect(es).toContain('href="/es/docs/tables"')
    expect(await html('de/docs/intro.html')).toContain('href="/de/docs/tables"')
    expect(es).toContain('href="https://github.com/tide/tide/tree/main/content/es/docs/intro.mdx"')
    expect(await html('docs/intro.html')).toMatch(/src="\/_site\/media\/curve\.[0-9a-f]{10}\.svg"/)
  })

  it('writes search and llms.txt per locale, each with its own titles', async () => {
    expect(JSON.parse(await html('_search/es.json'))).toEqual({ index: expect.stringMatching(/^\/_site\/search\/es\.[0-9a-f]+\.json$/) })
    expect(await html('es/llms.txt')).toContain('[Tablas de mareas](https://docs.tide.example/es/docs/tables.md)')
    expect(await html('llms.txt')).toContain('[Tide tables](https://docs.tide.example/docs/tables.md)')
  })
})

describe('site dev on a Nextra 4 site with locale folders', () => {
  let root: string
  let server: SiteServer
  let events: Awaited<ReturnType<typeof openEvents>>
  const page = async (route: string) => (await rawRequest(server.port, route)).body
  const save = async (rel: string, text: string) => {
    const before = events.files().length
    await writeFile(path.join(root, 'content', rel), text)
    await expect.poll(() => events.files().slice(before).includes(`content/${rel}`), { timeout: 60_000 }).toBe(true)
  }
  beforeAll(async () => {
    root = await copyFixture('nextra4-i18n')
    server = await startServer('dev', root)
    const token = /token=([0-9a-f]{32})/.exec(await page('/es/docs/install'))![1]!
    events = await openEvents(server.port, token, `http://127.0.0.1:${server.port}`)
  })
  afterAll(() => {
    events?.close()
    server?.child.kill('SIGTERM')
  })

  it('shows a save under a locale folder on that locale\'s page, and a _meta save in its sidebar', async () => {
    await save('es/docs/install.mdx', '# Instalar Marea\n\nUna frase añadida mientras corre el servidor.\n')
    expect(await page('/es/docs/install')).toContain('Una frase añadida mientras corre el servidor.')
    expect(await page('/docs/install')).not.toContain('Una frase añadida')
    await save('es/docs/_meta.json', JSON.stringify({ intro: 'Primeros pasos' }))
    expect(sidebarOf(await page('/es/docs/install'))[0]).toBe('/es/docs/intro Primeros pasos')
  })
})
