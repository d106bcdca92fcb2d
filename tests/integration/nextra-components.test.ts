// Issue 16: what Nextra sites' component files do builds unchanged — an SVG imported as a component
// (SVGR) or as a URL, CSS modules and plain CSS imports, `../public/…` imports, next/router,
// next/image in a `"type": "module"` project, useConfig, getPagesUnderRoute, filterRouteLocale, useData.
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite, type RunResult } from '../helpers/cli.js'

describe('site build on a Nextra site whose components use SVGs, CSS and Nextra hooks', () => {
  let root: string
  let result: RunResult
  let home: string
  beforeAll(async () => {
    root = await copyFixture('nextra-components')
    result = await runSite(['build', '--root', root])
    home = await readFile(path.join(root, 'dist/index.html'), 'utf8')
  })

  it('builds every page without a problem', () => {
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/Wrote 3 pages/)
  })

  it('draws an imported SVG inline when used as a component, with its attributes and the props, and gives its URL when used as a value', async () => {
    const path_ = '<path d="M6 20c2-3-2-5 0-8M12 20c2-3-2-5 0-8M18 20c2-3-2-5 0-8"/></svg>'
    expect(home).toContain(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="icon" width="16" height="16" aria-hidden="true">${path_}`)
    expect(home).toContain(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="hero-icon">${path_}`)
    const src = /<img src="(\/_site\/media\/steam\.[0-9a-f]{10}\.svg)" alt="Steam"\/>/.exec(home)?.[1]
    expect(src).toBeDefined()
    expect(await readFile(path.join(root, 'dist', src!), 'utf8')).toContain('<svg')
  })

  it('links one stylesheet with the CSS the page imports: module class names scoped, plain CSS kept, url() files published', async () => {
    const href = /<link rel="stylesheet" href="(\/_site\/media\/page\.[0-9a-f]{10}\.css)"\/>/.exec(home)?.[1]
    expect(href).toBeDefined()
    const css = await readFile(path.join(root, 'dist', href!), 'utf8')
    const panel = /<section class="([\w-]+)">/.exec(home)?.[1]
    expect(panel).toMatch(/panel/)
    expect(css).toContain(`.${panel} {`)
    expect(css).toContain('.kettle-note {')
    const grain = /url\((\/_site\/media\/grain\.[0-9a-f]{10}\.png)\)/.exec(css)?.[1]
    expect(grain).toBeDefined()
    expect((await readFile(path.join(root, 'dist', grain!))).length).toBeGreaterThan(0)
  })

  it("serves an image imported from the project's public/ from the root, through next/image or as a baseUrl path", () => {
    expect(home).toMatch(/<img src="\/assets\/boiling\.png" alt="Boiling kettle"/)
    // The same file through the tsconfig's baseUrl, as `public/assets/…`.
    expect(home).toMatch(/<img src="\/assets\/boiling\.png" alt="Boiling, again"/)
  })

  it('answers next/router, useConfig, getPagesUnderRoute, filterRouteLocale and useData from the page', () => {
    expect(home).toContain('<p class="kettle-note">Shown at <!-- -->/<!-- --> in <!-- -->en-US<!-- -->.</p>')
    expect(home).toMatch(/<svg [^>]*aria-hidden="true">.*?<\/svg> <!-- -->Kettle<\/p>/)
    expect(home).toContain('<article class="post-summary"><a href="/blog/descaling">Descaling without vinegar</a><p>Citric acid does it in ten minutes.</p></article>')
    expect(home).toContain('<article class="post-summary"><a href="/blog/whistles">Why kettles whistle</a><p>A short note on resonance.</p></article>')
    expect(home).toContain('The build ran <span>no</span> data fetching.')
  })

  it("answers as the project's Nextra did: from Nextra 3 on a front matter date is a Date, and `/${locale}/blog` finds the default locale's pages", async () => {
    const project = await copyFixture('nextra-components')
    const whistles = path.join(project, 'content/blog/whistles.mdx')
    await writeFile(whistles, (await readFile(whistles, 'utf8')).replace('---\ntitle:', '---\ndate: 2024-03-01\ntitle:'))
    const index = ['import { useRouter } from "next/router"', 'import { getPagesUnderRoute } from "nextra/context"', '', 'export default function PostIndex() {', '  const { locale } = useRouter()', '  return getPagesUnderRoute(`/${locale}/blog`).filter((page) => page.frontMatter.date).map((page) => (', '    <p key={page.route} className="dated">{page.frontMatter.date instanceof Date ? `Date ${page.frontMatter.date.toISOString()}` : `text ${page.frontMatter.date}`}</p>', '  ))', '}', ''].join('\n')
    await writeFile(path.join(project, 'components/posts/index.jsx'), index)
    const dated = async (nextra: string) => {
      await writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'kettle-docs', private: true, type: 'module', dependencies: { nextra } }))
      const built = await runSite(['build', '--root', project])
      expect(built.code, built.stderr).toBe(0)
      return /<p class="dated">([^<]*)<\/p>/.exec(await readFile(path.join(project, 'dist/index.html'), 'utf8'))?.[1]
    }
    expect(await dated('^3.3.1')).toBe('Date 2024-03-01T00:00:00.000Z')
    expect(await dated('2.13.4')).toBe('text 2024-03-01')
  })

  it("draws a _meta.tsx theme's topContent component above every page of its folder and an entry's bottomContent element below, with the page's hooks (Nextra 3)", async () => {
    const project = await copyFixture('nextra-components')
    await rm(path.join(project, 'content/blog/_meta.json'))
    const meta = [
      "import { useConfig } from 'nextra-theme-docs'",
      "import { useRouter } from 'next/router'",
      '',
      'function Byline() {',
      '  const { title } = useConfig()',
      '  const { locale } = useRouter()',
      '  return (',
      '    <>',
      '      <h1>{title}</h1>',
      '      <p className="byline">Kettle notes, {locale}</p>',
      '    </>',
      '  )',
      '}',
      '',
      'export default {',
      "  '*': { theme: { topContent: Byline } },",
      "  descaling: { title: 'Descaling without vinegar', theme: { topContent: null } },",
      "  whistles: { theme: { bottomContent: <p className=\"signoff\">Questions? Ask the kettle.</p> } },",
      '}',
      '',
    ].join('\n')
    await writeFile(path.join(project, 'content/blog/_meta.tsx'), meta)
    const built = await runSite(['build', '--root', project])
    expect(built.code, built.stderr).toBe(0)
    expect(built.stderr).not.toContain('meta/')
    const article = async (route: string) => /<article[^>]*>(.*?)<\/article>/s.exec(await readFile(path.join(project, `dist/blog/${route}.html`), 'utf8'))?.[1]
    // The title comes once, from the drawn content (the build adds none of its own), then the page, then what is drawn below.
    expect(await article('whistles')).toBe('<h1>Why kettles whistle</h1><p class="byline">Kettle notes, <!-- -->en-US</p><p>Steam through two plates makes the sound.</p><p class="signoff">Questions? Ask the kettle.</p>')
    // `topContent: null` draws nothing, also where the folder's "*" draws something.
    expect(await article('descaling')).toBe('<h1 id="descaling">Descaling</h1>\n<p>Fill, boil, wait, rinse.</p>')
  })

  it("answers Nextra 4's awaited getPageMap (nextra/page-map) in a server component, a folder's index page first, as Nextra lists it", async () => {
    const project = await copyFixture('nextra-components')
    await writeFile(path.join(project, 'content/blog/index.mdx'), '---\ntitle: Kettle blog\n---\n\nNotes on kettles.\n')
    await writeFile(path.join(project, 'components/recent.jsx'), "import { getPageMap } from 'nextra/page-map'\n\nexport default async function Recent() {\n  const items = await getPageMap('/blog')\n  return <ul className=\"recent\">{items.map((item) => <li key={item.route}>{item.name} {item.route} {item.frontMatter.title ?? ''}</li>)}</ul>\n}\n")
    await writeFile(path.join(project, 'content/recent.mdx'), "---\ntitle: Recent\n---\nimport Recent from '../components/recent'\n\n<Recent />\n")
    const built = await runSite(['build', '--root', project])
    expect(built.code, built.stderr).toBe(0)
    const html = await readFile(path.join(project, 'dist/recent.html'), 'utf8')
    expect(/<ul class="recent">(.*?)<\/ul>/.exec(html)?.[1]?.replaceAll('<!-- -->', '')).toBe('<li>index /blog Kettle blog</li><li>descaling /blog/descaling </li><li>whistles /blog/whistles Why kettles whistle</li>')
  })

  it("answers the App Router modules Nextra 4 components import: next/navigation, next/dynamic (awaited, or its loading with ssr: false), next/script and server-only", async () => {
    const project = await copyFixture('nextra-components')
    const files: Record<string, string> = {
      'components/where.jsx': "import 'server-only'\nimport { usePathname, useSearchParams } from 'next/navigation'\n\nexport function Where() {\n  return <p className=\"where\">{usePathname()} ({useSearchParams().size} params)</p>\n}\n",
      'components/gauge.jsx': 'export default function Gauge({ level }) {\n  return <meter className="gauge" min="0" max="10" value={level} />\n}\n',
      'components/lazy.jsx': [
        "import dynamic from 'next/dynamic'",
        "import Script from 'next/script'",
        "const Gauge = dynamic(() => import('./gauge'))",
        "const BrowserOnly = dynamic(() => import('./gauge'), { ssr: false, loading: () => <span className=\"loading\">Loading gauge</span> })",
        '',
        'export function Panel() {',
        '  return (',
        '    <div className="panel">',
        '      <Gauge level={7} />',
        '      <BrowserOnly level={3} />',
        '      <Script src="https://stats.kettle.example/script.js" strategy="afterInteractive" />',
        '    </div>',
        '  )',
        '}',
        '',
      ].join('\n'),
      'content/status.mdx': "---\ntitle: Status\n---\nimport { Where } from '../components/where'\nimport { Panel } from '../components/lazy'\n\n<Where />\n\n<Panel />\n",
    }
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(project, file), text)
    const built = await runSite(['build', '--root', project])
    expect(built.code, built.stderr).toBe(0)
    const html = (await readFile(path.join(project, 'dist/status.html'), 'utf8')).replaceAll('<!-- -->', '')
    expect(html).toContain('<p class="where">/status (0 params)</p>')
    expect(html).toContain('<div class="panel"><meter class="gauge" min="0" max="10" value="7"></meter><span class="loading">Loading gauge</span><script src="https://stats.kettle.example/script.js" defer=""></script></div>')
  })

  it('checks the images of front matter like links, as warnings: cover and author avatars', async () => {
    const post = ['---', 'title: Limescale', 'image: /assets/limescale.png', 'authors:', '  - name: Ada', '    image_url: /avatars/ada.png', '---', '', 'Text.', ''].join('\n')
    await writeFile(path.join(root, 'content/blog/limescale.mdx'), post)
    const again = await runSite(['build', '--root', root, '--out', 'dist-images'])
    expect(again.code).toBe(0)
    expect(again.stderr).toContain('content/blog/limescale.mdx:3:8  warning  Broken link `/assets/limescale.png`')
    expect(again.stderr).toContain('content/blog/limescale.mdx:6:16  warning  Broken link `/avatars/ada.png`')
    // The fixture's valid cover (/assets/boiling.png, in public/) is not reported.
    expect(again.stderr).not.toContain('boiling.png')
  })
})
