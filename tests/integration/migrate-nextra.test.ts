// Issue 16 item 10: `site migrate nextra DIR` turns a Nextra 2 project into a site that builds.
import { cp, mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { REPO, runSite, tempRoot, type RunResult } from '../helpers/cli.js'

describe('site migrate nextra', () => {
  let root: string
  let migrated: RunResult
  beforeAll(async () => {
    await mkdir(path.join(REPO, 'tests/.tmp'), { recursive: true })
    root = await mkdtemp(path.join(REPO, 'tests/.tmp/nextra-project-'))
    await cp(path.join(REPO, 'tests/fixtures/nextra-project'), root, { recursive: true })
    migrated = await runSite(['migrate', 'nextra', root])
  })

  it('copies the pages unchanged (without Next.js files) and public/ under content/', async () => {
    expect(migrated.code).toBe(0)
    expect(await readFile(path.join(root, 'content/docs/setup.en-US.mdx'), 'utf8')).toBe(await readFile(path.join(root, 'pages/docs/setup.en-US.mdx'), 'utf8'))
    expect(existsSync(path.join(root, 'content/_app.mdx'))).toBe(false)
    expect(existsSync(path.join(root, 'content/public/harbor.svg'))).toBe(true)
  })

  it('writes a config with what next.config and theme.config say, and prints what it could not map', async () => {
    const config = await readFile(path.join(root, 'content/site.config.ts'), 'utf8')
    const object = JSON.parse(config.slice(config.indexOf('defineConfig(') + 'defineConfig('.length, config.lastIndexOf(')'))) as Record<string, unknown>
    expect(object).toEqual({
      siteUrl: 'https://docs.harbor.example',
      brand: { name: 'Harbor', logo: { light: '/harbor.svg' } },
      docsRepositoryBase: 'https://github.com/harbor-example/docs/tree/main',
      navbar: { icons: [{ network: 'github', href: 'https://github.com/harbor-example/harbor' }] },
      footer: { content: 'Harbor docs, written by the Harbor team.' },
      editLink: { text: 'Improve this page' },
      search: { placeholder: 'Search Harbor…', codeBlocks: false },
      i18n: { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: expect.any(String) }, { locale: 'de-DE', text: expect.stringMatching(/^Deutsch/) }] },
      redirects: { '/start': '/docs/setup' },
      latex: true,
      mermaid: true,
      links: 'warn',
      docs: { folder: '/' },
    })
    // Nextra draws ```mermaid blocks unasked: one page has a diagram (the home only shows how to write one).
    expect(migrated.stdout).toContain('Turned on mermaid (Nextra draws ```mermaid blocks): 1 page has one (docs/setup.en-US.mdx).')
    expect(migrated.stderr).toContain('chat.link https://discord.gg/harbor-example has no built-in icon')
    expect(migrated.stderr).toContain('banner (key "v2")')
    expect(migrated.stderr).toContain('redirect /old/:slug → /docs/:slug')
    expect(migrated.stderr).toContain('useNextSeoProps')
    expect(migrated.stderr).toContain('feedback.content is JSX or computed')
  })

  it('gives a project that builds, and refuses to run twice', async () => {
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    expect(built.code).toBe(0)
    expect(await readFile(path.join(root, 'dist/docs/setup.html'), 'utf8')).toContain('src="/harbor.svg"')
    expect(existsSync(path.join(root, 'dist/de-de.html'))).toBe(true)
    expect(await readFile(path.join(root, 'dist/docs/setup.html'), 'utf8')).toContain('data-mermaid')
    // Every page is a docs page, as in Nextra: the home page has the edit link too.
    expect(await readFile(path.join(root, 'dist/index.html'), 'utf8')).toContain('>Improve this page</a>')
    const again = await runSite(['migrate', 'nextra', root])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('site.config.ts exists already')
  })
})

describe('site migrate nextra on a Nextra 4 i18n project', () => {
  const NEXT_CONFIG = "import nextra from 'nextra'\n\nexport default nextra({})({ i18n: { locales: ['en', 'es', 'de'], defaultLocale: 'en' } })\n"
  /** A Nextra 4 project: next.config with i18n, app/[lang]/ with `files`, and the nextra4-i18n fixture's content/ when `content`. */
  async function project(files: Record<string, string>, content: boolean): Promise<string> {
    const root = await tempRoot('nextra4-project')
    if (content) await cp(path.join(REPO, 'tests/fixtures/sites/nextra4-i18n/content'), path.join(root, 'content'), { recursive: true, filter: (f) => !f.endsWith('site.config.ts') })
    for (const [file, text] of Object.entries({ 'next.config.mjs': NEXT_CONFIG, 'package.json': '{"name":"tide","homepage":"https://docs.tide.example"}', ...files })) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true })
      await writeFile(path.join(root, file), text)
    }
    return root
  }

  it('keeps content/<locale>/ and maps i18n: each folder builds as its locale', async () => {
    const root = await project({ 'app/[lang]/layout.tsx': 'export default function Layout() {}\n', 'app/[lang]/[[...mdxPath]]/page.tsx': 'export default function Page() {}\n' }, true)
    expect((await runSite(['migrate', 'nextra', root])).code).toBe(0)
    expect(await readFile(path.join(root, 'content/site.config.ts'), 'utf8')).toMatch(/"defaultLocale": "en",\s*"locales": \[\s*\{\s*"locale": "en"/)
    expect(existsSync(path.join(root, 'content/[lang]'))).toBe(false)
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    expect(built.code).toBe(0)
    expect(await readFile(path.join(root, 'dist/es/docs/intro.html'), 'utf8')).toContain('Qué hace Marea')
    expect(existsSync(path.join(root, 'dist/docs/intro.html'))).toBe(true)
  })

  it('takes the page.mdx files of app/[lang]/ as the default locale\'s pages', async () => {
    const root = await project({ 'app/[lang]/docs/page.mdx': '# Docs\n', 'app/[lang]/layout.tsx': 'export default function Layout() {}\n' }, false)
    expect((await runSite(['migrate', 'nextra', root])).code).toBe(0)
    expect(await readFile(path.join(root, 'content/docs/index.mdx'), 'utf8')).toBe('# Docs\n')
  })

  it('brings the files a page.mdx of app/ imports, and lists a React page.tsx it cannot copy', async () => {
    const page = "import Gauge from './gauge.jsx'\n\n# Levels\n\n<Gauge level={3} />\n"
    const root = await project({
      'app/[lang]/levels/page.mdx': page,
      'app/[lang]/levels/gauge.jsx': 'export default function Gauge({ level }) {\n  return <meter min={0} max={5} value={level}>{level} m</meter>\n}\n',
      'app/[lang]/about/page.tsx': 'export default function About() {}\n',
      'app/[lang]/[[...mdxPath]]/page.tsx': 'export default function Page() {}\n',
      'app/[lang]/layout.tsx': 'export default function Layout() {}\n',
    }, false)
    const migrated = await runSite(['migrate', 'nextra', root])
    expect(migrated.code).toBe(0)
    expect(migrated.stderr).toContain('app/[lang]/about/page.tsx: a React page, not copied; write it as page.mdx to keep it')
    expect(migrated.stderr).not.toContain('mdxPath')
    expect(existsSync(path.join(root, 'content/layout.tsx'))).toBe(false)
    const built = await runSite(['build', '--root', root])
    expect(built.code, built.stderr).toBe(0)
    expect(await readFile(path.join(root, 'dist/levels.html'), 'utf8')).toMatch(/<meter min="0" max="5" value="3">3(<!-- -->)? m<\/meter>/)
  })

  it('makes app/posts/ of a nextra-theme-blog project the blog (blog.folder: posts)', async () => {
    const root = await project({
      'package.json': '{"name":"log","homepage":"https://log.example","dependencies":{"nextra":"4.2.17","nextra-theme-blog":"4.2.17"}}',
      'app/page.mdx': '# Log\n\nRead the [posts](/posts).\n',
      'app/posts/first-light/page.mdx': '---\ntitle: First light\ndate: 2025-02-01\ntags: [Notes]\n---\n\nThe harbour opened at six.\n',
      'app/layout.jsx': 'export default function Layout() {}\n',
    }, false)
    const migrated = await runSite(['migrate', 'nextra', root])
    expect(migrated.code).toBe(0)
    expect(migrated.stdout).toContain("The pages of content/posts/ are the blog's posts (blog.folder: 'posts', as nextra-theme-blog keeps them).")
    expect(await readFile(path.join(root, 'content/site.config.ts'), 'utf8')).toMatch(/"blog": \{\s*"folder": "posts"\s*\}/)
    const built = await runSite(['build', '--root', root])
    expect(built.code, built.stderr).toBe(0)
    expect(await readFile(path.join(root, 'dist/posts.html'), 'utf8')).toContain('First light')
    expect(existsSync(path.join(root, 'dist/posts/categories/notes.html'))).toBe(true)
  })

  it('copies src/content/ under its contentDirBasePath, a locale folder\'s pages under <locale>/<base>/', async () => {
    const root = await project({ 'next.config.mjs': NEXT_CONFIG.replace('nextra({})', "nextra({ contentDirBasePath: '/guide' })") }, false)
    await cp(path.join(REPO, 'tests/fixtures/sites/nextra4-i18n/content'), path.join(root, 'src/content'), { recursive: true, filter: (f) => !f.endsWith('site.config.ts') })
    const migrated = await runSite(['migrate', 'nextra', root])
    expect(migrated.code, migrated.stderr).toBe(0)
    expect(await readFile(path.join(root, 'content/es/guide/docs/intro.mdx'), 'utf8')).toBe(await readFile(path.join(root, 'src/content/es/docs/intro.mdx'), 'utf8'))
    const built = await runSite(['build', '--root', root])
    expect(built.code, built.stderr).toBe(0)
    expect(await readFile(path.join(root, 'dist/es/guide/docs/intro.html'), 'utf8')).toContain('Qué hace Marea')
    expect(existsSync(path.join(root, 'dist/guide/docs/intro.html'))).toBe(true)
  })

  it('names the move a contentDirBasePath asks for when content/ is already in place, and moves nothing', async () => {
    const root = await project({ 'next.config.mjs': NEXT_CONFIG.replace('nextra({})', "nextra({ contentDirBasePath: '/guide' })") }, true)
    const migrated = await runSite(['migrate', 'nextra', root])
    expect(migrated.code).toBe(0)
    expect(migrated.stderr).toContain("next.config.mjs: contentDirBasePath '/guide': routes follow content/ one to one, so move its pages (each locale's too) into content/guide/")
    expect(existsSync(path.join(root, 'content/es/docs/intro.mdx'))).toBe(true)
    expect(existsSync(path.join(root, 'content/guide'))).toBe(false)
  })
})
