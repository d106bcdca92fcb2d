import { describe, expect, it } from 'vitest'
import { createReport } from '../../../../renderer/diagnostics.js'
import { loadMetas } from '../../../../renderer/stages/meta.js'
import { planPages, unplannedRoute } from '../../../../renderer/stages/plan.js'
import type { FolderEntry, NavEntry } from '../../../../core/page-map.js'
import { testConfig } from '../../../helpers/config.js'
import { memoryTree, page } from '../../../helpers/tree.js'
import { buildNavIndex } from '../../../../renderer/nav.js'

async function plan(files: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const report = createReport()
  const tree = memoryTree(files)
  const config = testConfig(overrides)
  const metas = await loadMetas(tree, config.root, report, config.i18n.locales.map((l) => l.locale))
  return { pageMap: planPages(tree, metas, config, report), report }
}

/** A compact outline of a navigation tree: kind, name, route and title. */
function outline(entries: NavEntry[]): unknown[] {
  return entries.map((e) =>
    e.kind === 'Folder'
      ? { folder: e.name, route: e.route, title: e.title, index: e.withIndexPage, children: outline(e.children) }
      : e.kind === 'Meta'
        ? { meta: e.name, type: e.type, title: e.title }
        : `${e.route} ${e.sidebarTitle}${e.display === 'hidden' ? ' (hidden)' : ''}`,
  )
}

describe('planPages', () => {
  it('orders by _meta keys, then unlisted pages alphabetically, with separators and folders', async () => {
    const { pageMap, report } = await plan({
      'index.mdx': page('Home'),
      'docs/index.mdx': page('Docs home'),
      'docs/_meta.json': JSON.stringify({ '--start': { type: 'separator', title: 'Start Here' }, intro: 'Introduction', guides: 'Guides', secret: { display: 'hidden' } }),
      'docs/intro.mdx': page('Intro'),
      'docs/zeta.mdx': page('Zeta'),
      'docs/alpha.mdx': page('Alpha', 'sidebar_label: First\n'),
      'docs/secret.mdx': page('Secret'),
      'docs/guides/index.mdx': page('All guides'),
      'docs/guides/b.mdx': page('B'),
      'docs/guides/a.mdx': page('A'),
    })
    expect(report.all()).toEqual([])
    const docs = pageMap.trees['en-US']!.children.find((c) => c.name === 'docs') as FolderEntry
    expect({ route: docs.route, index: docs.withIndexPage, children: outline(docs.children) }).toMatchInlineSnapshot(`
      {
        "children": [
          {
            "meta": "--start",
            "title": "Start Here",
            "type": "separator",
          },
          "/docs/intro Introduction",
          {
            "children": [
              "/docs/guides/a A",
              "/docs/guides/b B",
            ],
            "folder": "guides",
            "index": true,
            "route": "/docs/guides",
            "title": "Guides",
          },
          "/docs/secret Secret (hidden)",
          "/docs/alpha First",
          "/docs/zeta Zeta",
        ],
        "index": true,
        "route": "/docs",
      }
    `)
    expect(pageMap.pages.map((p) => p.route)).toContain('/')
  })

  it('builds no page for a Next.js dynamic route (`[slug].mdx`, `[[...slug]].mdx`, a `[id]/` folder) and warns about each', async () => {
    const { pageMap, report } = await plan({
      'docs/intro.mdx': page('Intro'),
      'remote/[[...slug]].mdx': page('Remote'),
      'blog/[slug].mdx': page('Post'),
      'users/[id]/index.mdx': page('User'),
    })
    expect(pageMap.pages.map((p) => p.route)).toEqual(['/docs/intro'])
    expect(report.all().map((d) => `${d.file} ${d.severity} ${d.ruleId} ${d.reason}`).sort()).toEqual([
      'content/blog/[slug].mdx warning page-map/dynamic-route `[slug]` is a Next.js dynamic route: its pages come from getStaticPaths, which a static build does not run; not built',
      'content/remote/[[...slug]].mdx warning page-map/dynamic-route `[[...slug]]` is a Next.js dynamic route: its pages come from getStaticPaths, which a static build does not run; not built',
      'content/users/[id]/index.mdx warning page-map/dynamic-route `[id]` is a Next.js dynamic route: its pages come from getStaticPaths, which a static build does not run; not built',
    ])
  })

  it('warns about a _meta key that matches no file, at its line', async () => {
    const { report } = await plan({ 'docs/_meta.json': '{\n  "intro": "Intro",\n  "missing": "Nope"\n}', 'docs/intro.mdx': page('Intro') })
    expect(report.all().map((d) => `${d.file}:${d.line} ${d.severity} ${d.ruleId} ${d.reason}`)).toEqual([
      'content/docs/_meta.json:3 warning meta/unknown-entry `_meta` key `missing` matches no page or folder in `docs/`',
    ])
  })

  it('rejects invalid _meta values at their line and column, dropping only that entry', async () => {
    const { report, pageMap } = await plan({
      'docs/_meta.json': '{\n  "intro": { "title": 5 },\n  "a": "A",\n  "a": "B",\n  "b": {\n    "theme": {\n      "layout": "wide"\n    }\n  },\n  "c": "Sea"\n}',
      'docs/intro.mdx': page('Intro'),
      'docs/a.mdx': page('A'),
      'docs/b.mdx': page('Bee'),
      'docs/c.mdx': page('C'),
    })
    expect(report.all().map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.ruleId} ${d.reason}`)).toEqual([
      'content/docs/_meta.json:2:14 error meta/invalid-field `intro.title`: Expected string, received number; entry `intro` skipped',
      // Nextra reads the file with JSON.parse: the last value counts, and the site builds.
      'content/docs/_meta.json:4:1 warning meta/duplicate-key Duplicate key `a`: the last one counts',
      "content/docs/_meta.json:7:7 error meta/invalid-field `b.theme.layout`: Invalid enum value. Expected 'default' | 'full' | 'raw', received 'wide'; entry `b` skipped",
    ])
    expect(pageMap.pages.map((p) => p.sidebarTitle)).toEqual(['B', 'Sea', 'Bee', 'Intro'])
  })

  it('points at the field of a _meta.json written on one line, not at the line', async () => {
    const { report } = await plan({ 'docs/_meta.json': '{ "intro": "Intro", "a": { "title": 3 } }', 'docs/intro.mdx': page('Intro'), 'docs/a.mdx': page('A') })
    expect(report.all().map((d) => `${d.file}:${d.line}:${d.column} ${d.ruleId} ${d.reason}`)).toEqual([
      'content/docs/_meta.json:1:28 meta/invalid-field `a.title`: Expected string, received number; entry `a` skipped',
    ])
  })

  it("leaves out Nextra 3's theme.topContent and bottomContent of a JSON _meta with a located warning, keeping the rest of the entry", async () => {
    const { report, pageMap } = await plan({
      'docs/_meta.json': '{\n  "*": {\n    "theme": {\n      "breadcrumb": false,\n      "topContent": "Top",\n      "bottomContent": "Bottom"\n    }\n  }\n}',
      'docs/a.mdx': page('A'),
    })
    expect(report.all().map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.ruleId} ${d.reason}`)).toEqual([
      "content/docs/_meta.json:5:7 warning meta/ignored-field `*.theme.topContent`: not drawn by this build (Nextra 3 draws it above the page's content); the rest of the entry applies",
      "content/docs/_meta.json:6:7 warning meta/ignored-field `*.theme.bottomContent`: not drawn by this build (Nextra 3 draws it below the page's content); the rest of the entry applies",
    ])
    expect(pageMap.pages.map((p) => p.theme.breadcrumb)).toEqual([false])
  })

  it('reads the default locale\'s _meta.<locale>.json (Nextra 2 i18n) and each locale\'s own', async () => {
    const i18n = { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English' }, { locale: 'fr-FR', text: 'Français' }] }
    const { pageMap, report } = await plan(
      {
        '_meta.en-US.json': JSON.stringify({ docs: { title: 'Documentation', type: 'page' }, nope: 'Nope' }, null, 2),
        '_meta.fr-FR.json': JSON.stringify({ docs: { title: 'Docs FR', type: 'page' } }),
        'docs/_meta.en-US.json': JSON.stringify({ b: 'Bee', a: 'Ay' }),
        'docs/_meta.fr-FR.json': JSON.stringify({ b: 'Bé', a: 'Ah' }),
        'docs/a.en-US.mdx': page('A'),
        'docs/b.en-US.mdx': '# B\n',
        'docs/a.fr-FR.mdx': page('A fr'),
        'docs/b.fr-FR.mdx': '# B fr\n',
      },
      { i18n },
    )
    expect(report.all().map((d) => `${d.file}:${d.line} ${d.ruleId}`)).toEqual(['content/_meta.en-US.json:6 meta/unknown-entry'])
    const folders = Object.values(pageMap.trees).map((t) => t.children.find((c) => c.name === 'docs') as FolderEntry)
    expect(folders.map((f) => [f.title, f.type, ...outline(f.children)])).toEqual([
      ['Documentation', 'page', '/docs/b Bee', '/docs/a Ay'],
      ['Docs FR', 'page', '/fr-fr/docs/b Bé', '/fr-fr/docs/a Ah'],
    ])
  })

  it('applies the "*" entry of a _meta file to every entry of its folder, and accepts every Nextra theme key', async () => {
    const theme = { layout: 'full', typesetting: 'article', toc: false, sidebar: false, breadcrumb: false, pagination: false, timestamp: false, footer: false, navbar: false, collapsed: true, copyPage: false }
    const { pageMap, report } = await plan({
      'docs/_meta.json': JSON.stringify({ '*': { type: 'page', title: 'ignored', theme }, a: { title: 'A', theme: { toc: true } }, f: { type: 'folder' } }),
      'docs/a.mdx': page('A'),
      'docs/b.mdx': page('B'),
      'docs/f/x.mdx': page('X'),
    })
    expect(report.all()).toEqual([])
    const [a, b] = ['a', 'b'].map((name) => pageMap.pages.find((p) => p.name === name))
    expect([a!.type, a!.theme.toc, a!.theme.layout, b!.sidebarTitle, b!.type, b!.theme.toc, b!.theme.typesetting]).toEqual(['page', true, 'full', 'B', 'page', false, 'article'])
  })

  it('places translations under the locale prefix and falls back to the default locale', async () => {
    const { pageMap } = await plan(
      { 'index.mdx': page('Home'), 'index.fr.mdx': page('Accueil'), 'docs/intro.mdx': page('Intro') },
      { i18n: { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English' }, { locale: 'fr', text: 'Français' }] } },
    )
    expect(pageMap.pages.map((p) => `${p.locale} ${p.route} ${p.title}${p.fallback ? ' (fallback)' : ''}`)).toEqual([
      'en-US / Home',
      'en-US /docs/intro Intro',
      'fr /fr Accueil',
      'fr /fr/docs/intro Intro (fallback)',
    ])
  })

  it('reads Nextra 4 locale folders: each locale\'s pages and _meta, the folder out of the route, fallbacks as with suffixes', async () => {
    const i18n = { defaultLocale: 'en', locales: [{ locale: 'en', text: 'English' }, { locale: 'es-ES', text: 'Español' }] }
    const { pageMap, report } = await plan(
      {
        'en/index.mdx': page('Home'),
        'en/docs/_meta.json': JSON.stringify({ b: 'Bee', a: 'Ay' }),
        'en/docs/a.mdx': page('A'),
        'en/docs/b.mdx': page('B'),
        'ES-es/index.mdx': page('Inicio'),
        'ES-es/docs/_meta.json': JSON.stringify({ a: 'A es' }),
        'ES-es/docs/a.mdx': page('A es'),
        'ES-es/post/hola.mdx': page('Hola'),
      },
      { i18n },
    )
    expect(report.all()).toEqual([])
    expect(pageMap.pages.map((p) => `${p.locale} ${p.route} ${p.sidebarTitle} ${p.section} ${p.file}${p.fallback ? ' (fallback)' : ''}`)).toEqual([
      'en / Home page en/index.mdx',
      'en /docs/b Bee docs en/docs/b.mdx',
      'en /docs/a Ay docs en/docs/a.mdx',
      'es-ES /es-es Inicio page ES-es/index.mdx',
      'es-ES /es-es/docs/b Bee docs en/docs/b.mdx (fallback)',
      'es-ES /es-es/docs/a A es docs ES-es/docs/a.mdx',
      'es-ES /es-es/post/hola Hola post ES-es/post/hola.mdx',
    ])
    const single = await plan({ 'en/docs/a.mdx': page('A') }, { i18n: { defaultLocale: 'en', locales: [{ locale: 'en', text: 'English' }] } })
    expect(single.pageMap.pages.map((p) => p.route)).toEqual(['/en/docs/a'])
  })

  it('mixes locale folders with suffixes: one page written both ways is a duplicate, a suffix against its folder an error', async () => {
    const i18n = { defaultLocale: 'en', locales: [{ locale: 'en', text: 'English' }, { locale: 'fr', text: 'Français' }, { locale: 'de', text: 'Deutsch' }] }
    const { pageMap, report } = await plan(
      {
        'en/docs/a.mdx': page('A'),
        'docs/b.mdx': page('B'),
        'fr/docs/a.mdx': page('A fr'),
        'docs/a.fr.mdx': page('A fr again'),
        'fr/docs/b.fr.mdx': page('B fr'),
        'fr/docs/c.de.mdx': page('C de'),
        'fr/docs/_meta.de.json': JSON.stringify({ a: 'A' }),
      },
      { i18n },
    )
    expect(report.errors().map((d) => `${d.file} ${d.ruleId}: ${d.reason}`)).toEqual([
      'content/fr/docs/_meta.de.json page-map/locale-mismatch: The file is in the folder of locale `fr`, but its name gives locale `de`',
      'content/fr/docs/a.mdx page-map/duplicate-url: Duplicate page: `fr/docs/a.mdx` and `docs/a.fr.mdx` are the same page',
      'content/fr/docs/c.de.mdx page-map/locale-mismatch: The file is in the folder of locale `fr`, but its name gives locale `de`',
    ])
    expect(pageMap.pages.filter((p) => p.locale === 'fr').map((p) => `${p.route} ${p.file}`)).toEqual(['/fr/docs/a docs/a.fr.mdx', '/fr/docs/b fr/docs/b.fr.mdx'])
  })

  it('reports duplicate routes and case-only collisions naming both files (BLD-3, BLD-4)', async () => {
    const { report } = await plan({
      'docs/a.mdx': page('A'),
      'docs/a/index.mdx': page('A again'),
      'docs/Guide.mdx': page('Guide'),
      'docs/guide.mdx': page('guide'),
      'docs/one.mdx': page('One', 'slug: /same\n'),
      'docs/two.mdx': page('Two', 'slug: /same\n'),
    })
    expect(report.errors().map((d) => d.reason)).toEqual([
      'Duplicate route `/docs/a`, produced by content/docs/a/index.mdx and content/docs/a.mdx',
      'Duplicate route `/docs/guide`, produced by content/docs/Guide.mdx and content/docs/guide.mdx',
      'Duplicate route `/docs/same`, produced by content/docs/two.mdx and content/docs/one.mdx',
    ])
  })

  it('treats NFC and NFD spellings of a name as the same route (BLD-5)', async () => {
    const { pageMap, report } = await plan({ 'docs/caf\u00e9.mdx': page('Cafe'), 'docs/Gonza\u0301lez.mdx': page('G') })
    expect(report.all()).toEqual([])
    expect(pageMap.pages.map((p) => p.route).sort()).toEqual(['/docs/caf\u00e9', '/docs/gonz\u00e1lez'])
  })

  it('refuses slugs that could leave the output folder (BLD-18)', async () => {
    const slugs = ['../../../../tmp/pwned', '..%2f..%2fx', '/a/../../../../x', 'C:\\x']
    const files = Object.fromEntries(slugs.map((s, i) => [`docs/p${i}.mdx`, page(`P${i}`, `slug: ${JSON.stringify(s)}\n`)]))
    const { pageMap, report } = await plan(files)
    expect(report.errors().map((d) => `${d.file}:${d.line} ${d.ruleId}`)).toEqual([
      'content/docs/p0.mdx:3 page-map/unsafe-slug',
      'content/docs/p1.mdx:3 page-map/unsafe-slug',
      'content/docs/p2.mdx:3 page-map/unsafe-slug',
      'content/docs/p3.mdx:3 page-map/unsafe-slug',
    ])
    expect(pageMap.pages).toEqual([])
  })

  it('resolves page theme settings: defaults, config, folder _meta, item _meta, front matter', async () => {
    const { pageMap } = await plan(
      {
        'docs/_meta.json': JSON.stringify({ guides: { theme: { toc: false } } }),
        'docs/guides/_meta.json': JSON.stringify({ a: { theme: { layout: 'full' } } }),
        'docs/guides/a.mdx': page('A', 'theme:\n  footer: false\n'),
      },
      { theme: { breadcrumb: false } },
    )
    expect(pageMap.pages[0]!.theme).toEqual({
      breadcrumb: false, collapsed: false, footer: false, navbar: true, pagination: true, sidebar: true, timestamp: true, toc: false, layout: 'full', typesetting: 'default', marketing: false,
    })
  })

  it('finds titles as Nextra does: front matter, _meta title, first # heading, file name; never an empty link', async () => {
    const { pageMap, report } = await plan({
      'docs/_meta.json': JSON.stringify({ fm: 'Meta for fm', meta: 'From meta', empty: '', heading: { title: '' }, guide: '' }),
      'docs/fm.mdx': page('From front matter'),
      'docs/meta.mdx': '# Heading loses to meta\n',
      'docs/empty.mdx': '---\ndescription: x\n---\n\n```md\n# not this\n```\n\n# The **real** `heading` {#id}\n',
      'docs/heading.md': 'Intro\n\n## Second level\n\n# [Linked](/x) heading\n',
      'docs/file-name_only.mdx': 'No heading at all.\n',
      'docs/short.mdx': '---\ntitle: A long page title\nsidebarTitle: Short\n---\n',
      'docs/guide/index.mdx': '# Guide home\n',
    })
    expect(report.all()).toEqual([])
    const titles = Object.fromEntries(pageMap.pages.map((p) => [p.name === 'index' ? p.route : p.name, [p.title, p.sidebarTitle]]))
    expect(titles).toEqual({
      fm: ['From front matter', 'Meta for fm'],
      meta: ['From meta', 'From meta'],
      empty: ['The real heading', 'The real heading'],
      heading: ['Linked heading', 'Linked heading'],
      'file-name_only': ['File name only', 'File name only'],
      short: ['A long page title', 'Short'],
      '/docs/guide': ['Guide home', 'Guide home'],
    })
    const guide = (pageMap.trees['en-US']!.children.find((c) => c.name === 'docs') as FolderEntry).children.find((c) => c.name === 'guide')!
    expect(guide.title).toBe('Guide home')
  })

  it('resolves a front matter slug within the page section, ignoring slashes around it', async () => {
    const { pageMap, report } = await plan({
      'docs/a/deep.mdx': page('Deep', 'slug: /moved/\n'),
      'docs/a/rel.mdx': page('Rel', 'slug: renamed/\n'),
      'docs/a/index.mdx': page('A', 'slug: first\n'),
      'top.mdx': page('Top', 'slug: /elsewhere/\n'),
    })
    expect(report.all()).toEqual([])
    expect(pageMap.pages.map((p) => `${p.file} ${p.route}`).sort()).toEqual([
      'docs/a/deep.mdx /docs/moved',
      'docs/a/index.mdx /docs/a/first',
      'docs/a/rel.mdx /docs/a/renamed',
      'top.mdx /elsewhere',
    ])
    // Each keeps the route its path gives, for links written to its file.
    expect(pageMap.pages.map((p) => `${p.route} ${p.pathRoute}`).sort()).toEqual(['/docs/a/first /docs/a', '/docs/a/renamed /docs/a/rel', '/docs/moved /docs/a/deep', '/elsewhere /top'])
  })

  it("takes a page's title from its first heading with pageTitles: 'heading' (VitePress's title names the tab only)", async () => {
    const files = {
      'docs/retries.md': page('Retries | Guide', '').replace('---\n\n', '---\n\n# Retries\n\n'),
      'docs/limits.md': page('Limits | Guide'),
      'docs/guide/index.md': page('Guide | Docs', '').replace('---\n\n', '---\n\n# The guide\n\n'),
      'docs/guide/one.md': page('One'),
    }
    const titles = async (overrides: Record<string, unknown>) => {
      const { pageMap } = await plan(files, overrides)
      const docs = pageMap.trees['en-US']!.children.find((c) => c.name === 'docs') as FolderEntry
      return [...pageMap.pages.map((p) => `${p.route} ${p.title}`).sort(), `folder ${docs.children.find((c) => c.name === 'guide')!.title}`]
    }
    expect(await titles({ pageTitles: 'heading' })).toEqual(['/docs/guide The guide', '/docs/guide/one One', '/docs/limits Limits | Guide', '/docs/retries Retries', 'folder The guide'])
    expect(await titles({})).toEqual(['/docs/guide Guide | Docs', '/docs/guide/one One', '/docs/limits Limits | Guide', '/docs/retries Retries | Guide', 'folder Guide | Docs'])
  })

  it("publishes a post named by its date (Docusaurus) on that date at /<blog>/YYYY/MM/DD/<name>, unless its front matter says otherwise", async () => {
    const { pageMap, report } = await plan({
      'post/2016-07-27-jest-14.md': page('Jest 14'),
      'post/2021-08-26-welcome/index.md': page('Welcome'),
      'post/2020-01-02-dated.md': page('Dated', 'date: 2020-03-04\n'),
      'post/2019-05-06-slugged.md': page('Slugged', 'slug: launch\n'),
      'post/2019-02-30-not-a-day.md': page('Not a day'),
      'docs/2019-01-01-notes.md': page('Notes'),
    })
    expect(report.all()).toEqual([])
    expect(pageMap.pages.map((p) => `${p.file} ${p.route} ${p.frontMatter.date ?? '-'} ${p.pathRoute ?? '-'}`).sort()).toEqual([
      'docs/2019-01-01-notes.md /docs/2019-01-01-notes - -',
      'post/2016-07-27-jest-14.md /post/2016/07/27/jest-14 2016-07-27 /post/2016-07-27-jest-14',
      'post/2019-02-30-not-a-day.md /post/2019-02-30-not-a-day - -',
      'post/2019-05-06-slugged.md /post/launch 2019-05-06 /post/2019-05-06-slugged',
      'post/2020-01-02-dated.md /post/2020-01-02-dated 2020-03-04 -',
      'post/2021-08-26-welcome/index.md /post/2021/08/26/welcome 2021-08-26 /post/2021-08-26-welcome',
    ])
  })

  it("names a page after Docusaurus's front matter `id` in place of its file name, unless a slug says otherwise", async () => {
    const { pageMap, report } = await plan({
      'docs/TutorialReactNative.md': page('React Native', 'id: tutorial-react-native\n'),
      'docs/guide/index.md': page('Guide', 'id: guide-home\n'),
      'docs/ExpectAPI.md': page('Expect', 'id: expect\nslug: /expect-api\n'),
      'docs/Same.md': page('Same', 'id: same\n'),
      'docs/Nested.md': page('Nested', 'id: a/b\n'),
      'docs/Empty.md': page('Empty', 'id: "%%"\n'),
    })
    expect(report.all()).toEqual([])
    expect(pageMap.pages.map((p) => `${p.file} ${p.route} ${p.pathRoute ?? '-'}`).sort()).toEqual([
      'docs/Empty.md /docs/empty -',
      'docs/ExpectAPI.md /docs/expect-api /docs/expectapi',
      'docs/Nested.md /docs/nested -',
      'docs/Same.md /docs/same -',
      'docs/TutorialReactNative.md /docs/tutorial-react-native /docs/tutorialreactnative',
      'docs/guide/index.md /docs/guide -',
    ])
  })
})


describe('unplannedRoute: the route a page file has by its path, for site dev to show its errors', () => {
  const config = testConfig({ i18n: { defaultLocale: 'en', locales: [{ locale: 'en', text: 'English' }, { locale: 'pt-BR', text: 'Português' }] } })

  it('follows locale folders and suffixes as the plan does', () => {
    expect(unplannedRoute('docs/a.mdx', config)).toBe('/docs/a')
    expect(unplannedRoute('en/docs/a.mdx', config)).toBe('/docs/a')
    expect(unplannedRoute('pt-BR/docs/Guide/index.md', config)).toBe('/pt-br/docs/guide')
    expect(unplannedRoute('docs/a.pt-BR.mdx', config)).toBe('/pt-br/docs/a')
    expect(unplannedRoute('index.mdx', config)).toBe('/')
    expect(unplannedRoute('pt-BR/index.mdx', config)).toBe('/pt-br')
  })

  it('gives none for a file whose folder and suffix name two locales', () => {
    expect(unplannedRoute('pt-BR/docs/a.en.mdx', config)).toBeUndefined()
  })
})

describe("Docusaurus's _category_ files", () => {
  it("give a folder's label where _meta gives none, its position among unlisted entries", async () => {
    const { pageMap, report } = await plan({
      'docs/index.mdx': page('Docs'),
      'docs/zeta.mdx': page('Zeta', 'sidebar_position: 3\n'),
      'docs/alpha.mdx': page('Alpha'),
      'docs/tutorial/_category_.json': '{ "label": "Tutorial basics", "position": 1, "collapsed": false }',
      'docs/tutorial/one.mdx': page('One'),
      'docs/extras/_category_.yml': 'label: Extras\nposition: 2\n',
      'docs/extras/x.mdx': page('X'),
      'docs/named/_category_.json': '{ "label": "Not this one" }',
      'docs/named/y.mdx': page('Y'),
      'docs/_meta.json': JSON.stringify({ named: 'Named by _meta' }),
    })
    expect(report.all()).toEqual([])
    const docs = pageMap.trees['en-US']!.children.find((c) => c.name === 'docs') as FolderEntry
    expect(docs.children.map((c) => (c.kind === 'Folder' ? `${c.name}: ${c.title}` : c.name))).toEqual(['named: Named by _meta', 'tutorial: Tutorial basics', 'extras: Extras', 'zeta', 'alpha'])
  })

  it('are reported at their place when they cannot be read, and a key of the wrong kind is left out', async () => {
    const { pageMap, report } = await plan({
      'docs/a/_category_.json': '{ "label": "A",\n  "position": }',
      'docs/a/p.mdx': page('P'),
      'docs/b/_category_.json': '{ "label": 42, "position": "first" }',
      'docs/b/q.mdx': page('Q'),
      'docs/c/_category_.yml': 'label: [C\n',
      'docs/c/r.mdx': page('R'),
    })
    expect(report.all().map((d) => `${d.severity} ${d.file}:${d.line ?? ''}:${d.column ?? ''} ${d.ruleId} ${d.reason.split(':')[0]}`)).toEqual([
      'error content/docs/a/_category_.json:1:1 meta/invalid-category Cannot read this category file',
      'warning content/docs/b/_category_.json:: meta/invalid-category `label` must be text',
      'warning content/docs/b/_category_.json:: meta/invalid-category `position` must be a number',
      'error content/docs/c/_category_.yml:2:1 meta/invalid-category Cannot read this category file',
    ])
    const docs = pageMap.trees['en-US']!.children.find((c) => c.name === 'docs') as FolderEntry
    expect(docs.children.map((c) => c.title)).toEqual(['A', 'B', 'C'])
  })

  it("open a generated index of the folder's items (at Docusaurus's /category/ route, or its slug), or a page of it, and start collapsed when asked", async () => {
    const { pageMap, report } = await plan({
      'docs/index.mdx': page('Docs'),
      'docs/basics/_category_.json': '{ "label": "Tutorial - Basics", "link": { "type": "generated-index", "description": "Learn the *basics*." } }',
      'docs/basics/one.mdx': page('One'),
      'docs/slugged/_category_.yml': 'label: Slugged\nlink:\n  type: generated-index\n  title: All of it\n  slug: /everything\n',
      'docs/slugged/two.mdx': page('Two'),
      'docs/own/_category_.json': '{ "link": { "type": "generated-index" } }',
      'docs/own/index.mdx': page('Own index'),
      'docs/own/three.mdx': page('Three'),
      'docs/extras/_category_.json': '{ "label": "Extras", "collapsed": true, "link": { "type": "doc", "id": "extras/overview" } }',
      'docs/extras/intro.mdx': page('Overview', 'id: overview\n'),
      'docs/extras/four.mdx': page('Four'),
      'docs/bad/_category_.json': '{ "link": { "type": "sideways" } }',
      'docs/bad/five.mdx': page('Five'),
    })
    expect(report.all().map((d) => `${d.file} ${d.reason}`)).toEqual(['content/docs/bad/_category_.json `link` must be { "type": "doc", "id": "…" } or { "type": "generated-index" }: it is left out'])
    const docs = pageMap.trees['en-US']!.children.find((c) => c.name === 'docs') as FolderEntry
    const folder = (name: string) => docs.children.find((c) => c.name === name) as FolderEntry
    expect(folder('basics').index?.route).toBe('/docs/category/tutorial---basics')
    expect(folder('basics').index?.title).toBe('Tutorial - Basics')
    expect(folder('slugged').index?.route).toBe('/docs/everything')
    expect(folder('slugged').index?.title).toBe('All of it')
    expect(folder('own').index?.title).toBe('Own index')
    // Named after its `id`, as Docusaurus names it.
    expect(folder('extras').index?.route).toBe('/docs/extras/overview')
    expect(folder('extras').children.map((c) => c.name)).toEqual(['four'])
    expect(folder('extras').theme.collapsed).toBe(true)
    expect([folder('extras').collapsed, folder('basics').collapsed]).toEqual([true, undefined])
    expect(folder('basics').theme.collapsed).toBe(false)
    const generated = pageMap.files.get('docs/basics/index.mdx')!
    expect(generated).toMatchObject({ generated: true, displayPath: 'content/docs/basics/_category_.json (generated index)' })
    expect(generated.source).toContain("import DocCardList from '@theme/DocCardList'\n\n# Tutorial - Basics\n\nLearn the \\*basics\\*.\n\n<DocCardList />")
  })
})

describe("the peers' front matter", () => {
  it('turns the table of contents and pagination off as Docusaurus, Starlight and VitePress pages ask, a theme key still winning', async () => {
    const { pageMap } = await plan({
      'docs/a.mdx': page('A', 'hide_table_of_contents: true\npagination_prev: null\npagination_next: null\n'),
      'docs/b.mdx': page('B', 'tableOfContents: false\nprev: false\nnext: false\n'),
      'docs/c.mdx': page('C', 'outline: false\nprev: false\n'),
      'docs/d.mdx': page('D', 'outline: false\ntheme:\n  toc: true\n'),
    })
    const theme = (name: string) => pageMap.pages.find((p) => p.name === name)!.theme
    expect([theme('a').toc, theme('a').pagination]).toEqual([false, false])
    expect([theme('b').toc, theme('b').pagination]).toEqual([false, false])
    // One of the pair alone keeps the pagination on: the page's own link goes (buildNavIndex).
    expect([theme('c').toc, theme('c').pagination]).toEqual([false, true])
    expect(theme('d').toc).toBe(true)
  })

  it("gives a page the previous and next links its front matter asks for: one off, another text, another target", async () => {
    const { pageMap } = await plan({
      'docs/_meta.json': JSON.stringify({ a: 'A', b: 'B', c: 'C', d: 'D' }),
      'docs/a.mdx': page('A'),
      'docs/b.mdx': page('B', 'prev: false\nnext: Onwards to C\n'),
      'docs/c.mdx': page('C', 'prev:\n  text: Back\n  link: /docs/a\npagination_next: null\n'),
      'docs/d.mdx': page('D', 'prev:\n  label: Starlight label\n'),
    })
    const nav = buildNavIndex(pageMap)
    const links = (route: string) => [nav.get(route)!.prev, nav.get(route)!.next]
    expect(links('/docs/b')).toEqual([undefined, { title: 'Onwards to C', route: '/docs/c' }])
    expect(links('/docs/c')).toEqual([{ title: 'Back', route: '/docs/a' }, undefined])
    expect(links('/docs/d')).toEqual([{ title: 'Starlight label', route: '/docs/c' }, undefined])
    expect(links('/docs/a')).toEqual([undefined, { title: 'B', route: '/docs/b' }])
  })

  it("makes a VitePress or Starlight home page full width without navigation around it, titled by its hero", async () => {
    const { pageMap } = await plan({
      'index.md': '---\nlayout: home\nhero:\n  name: Tide API\n  text: Payments\n---\n',
      'splash.mdx': '---\ntemplate: splash\nhero:\n  title: Welcome aboard\n---\n',
      'docs/plain.md': '---\nlayout: page\n---\n\n# Plain\n',
    })
    const entry = (name: string) => pageMap.pages.find((p) => p.name === name)!
    expect(entry('index').title).toBe('Tide API')
    expect(entry('splash').title).toBe('Welcome aboard')
    expect(entry('index').theme).toMatchObject({ layout: 'full', sidebar: false, toc: false, pagination: false, breadcrumb: false, timestamp: false })
    expect(entry('splash').theme).toMatchObject({ layout: 'full', sidebar: false, toc: false })
    expect(entry('plain').theme).toMatchObject({ sidebar: false, toc: false, layout: 'default' })
  })

  it("reads Starlight's sidebar label, order and hidden", async () => {
    const { pageMap } = await plan({
      'docs/zeta.mdx': page('Zeta', 'sidebar:\n  label: First\n  order: 1\n'),
      'docs/alpha.mdx': page('Alpha'),
      'docs/secret.mdx': page('Secret', 'sidebar:\n  hidden: true\n'),
    })
    const docs = pageMap.trees['en-US']!.children.find((c) => c.name === 'docs') as FolderEntry
    expect(outline(docs.children)).toEqual(['/docs/zeta First', '/docs/alpha Alpha', '/docs/secret Secret (hidden)'])
  })
})
