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
})
