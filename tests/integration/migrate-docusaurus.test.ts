// `site migrate docusaurus DIR` turns a Docusaurus project (tests/fixtures/docusaurus-project) into a
// site that builds: its docs, blog, static files, Markdown pages and translations copied unchanged,
// a config from docusaurus.config.js, and what it could not map printed.
import { cp, mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { REPO, runSite, type RunResult } from '../helpers/cli.js'

describe('site migrate docusaurus', () => {
  let root: string
  let migrated: RunResult
  beforeAll(async () => {
    await mkdir(path.join(REPO, 'tests/.tmp'), { recursive: true })
    root = await mkdtemp(path.join(REPO, 'tests/.tmp/docusaurus-project-'))
    await cp(path.join(REPO, 'tests/fixtures/docusaurus-project'), root, { recursive: true })
    migrated = await runSite(['migrate', 'docusaurus', root])
  })

  it('copies docs, blog, static files, Markdown pages and translations unchanged, and nothing else', async () => {
    expect(migrated.code).toBe(0)
    const same = async (from: string, to: string) => expect(await readFile(path.join(root, to), 'utf8')).toBe(await readFile(path.join(root, from), 'utf8'))
    await same('docs/guides/Retries.md', 'content/docs/guides/Retries.md')
    await same('blog/2025-03-01-replay-window.md', 'content/blog/2025-03-01-replay-window.md')
    await same('static/img/logo.svg', 'content/public/img/logo.svg')
    await same('src/pages/about.md', 'content/about.md')
    await same('i18n/fr/docusaurus-plugin-content-docs/current/intro.md', 'content/fr/docs/intro.md')
    expect(existsSync(path.join(root, 'content/index.js'))).toBe(false)
    expect(existsSync(path.join(root, 'content/fr/blog/options.json'))).toBe(false)
    expect(existsSync(path.join(root, 'docs/intro.md'))).toBe(true)
  })

  it('writes a config with what docusaurus.config.js says, and prints what it could not map', async () => {
    const config = await readFile(path.join(root, 'content/site.config.ts'), 'utf8')
    const object = JSON.parse(config.slice(config.indexOf('defineConfig(') + 'defineConfig('.length, config.lastIndexOf(')'))) as Record<string, unknown>
    expect(object).toEqual({
      siteUrl: 'https://docs.relay.example',
      brand: { name: 'Relay API' },
      description: 'Webhooks you can replay',
      i18n: { defaultLocale: 'en', locales: [{ locale: 'en', text: 'English' }, { locale: 'fr', text: 'Français' }] },
      docs: { folder: 'docs' },
      docsRepositoryBase: 'https://github.com/relay-example/docs/tree/main',
      blog: { folder: 'blog' },
    })
    expect(migrated.stderr).toContain('the sidebars file is not read')
    expect(migrated.stderr).toContain('src/pages: 1 React page (index.js) not copied')
    expect(migrated.stderr).toContain('plugins are not run')
  })

  it('builds: ids name the docs, links to their files land, the dated post and its author are read, the French page is there', async () => {
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    expect(built.code).toBe(0)
    const retries = await readFile(path.join(root, 'dist/docs/guides/retries.html'), 'utf8')
    expect(retries).toContain('<a href="/docs/getting-started#install">Getting started</a>')
    expect([...retries.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['JavaScript', 'Python'])
    expect(retries).toContain('href="https://github.com/relay-example/docs/tree/main/content/docs/guides/Retries.md"')
    expect(await readFile(path.join(root, 'dist/docs/getting-started.html'), 'utf8')).toContain('<a href="guides/retries">retries</a>')
    const post = await readFile(path.join(root, 'dist/blog/2025/03/01/replay-window.html'), 'utf8')
    expect(post).toContain('Ana Ruiz')
    expect(post).toContain('dateTime="2025-03-01"')
    expect(await readFile(path.join(root, 'dist/fr/docs/getting-started.html'), 'utf8')).toContain('Premiers pas')
    expect(existsSync(path.join(root, 'dist/about.html'))).toBe(true)
  })

  it('refuses a project that has a content/ folder, and a folder without a Docusaurus config, changing nothing', async () => {
    const again = await runSite(['migrate', 'docusaurus', root])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('content/ exists already')
    const empty = await mkdtemp(path.join(REPO, 'tests/.tmp/not-docusaurus-'))
    await writeFile(path.join(empty, 'README.md'), '# Notes\n')
    const none = await runSite(['migrate', 'docusaurus', empty])
    expect(none.code).toBe(1)
    expect(none.stderr).toContain('No docusaurus.config.* in')
    expect(existsSync(path.join(empty, 'content'))).toBe(false)
  })
})
