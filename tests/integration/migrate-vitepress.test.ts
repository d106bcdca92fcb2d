// `site migrate vitepress DIR` turns a VitePress project (tests/fixtures/vitepress-project) into a
// site that builds: its pages copied unchanged (the folder a rewrite serves at the root to content/
// itself), its public files, a config from .vitepress/config with VitePress's heading ids.
import { cp, mkdtemp, mkdir, readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { REPO, runSite, type RunResult } from '../helpers/cli.js'

describe('site migrate vitepress', () => {
  let root: string
  let migrated: RunResult
  beforeAll(async () => {
    await mkdir(path.join(REPO, 'tests/.tmp'), { recursive: true })
    root = await mkdtemp(path.join(REPO, 'tests/.tmp/vitepress-project-'))
    await cp(path.join(REPO, 'tests/fixtures/vitepress-project'), root, { recursive: true })
    migrated = await runSite(['migrate', 'vitepress', root])
  })

  it('copies the pages unchanged, the rewritten root folder to content/ itself, and public/, never .vitepress/', async () => {
    expect(migrated.code).toBe(0)
    expect(await readFile(path.join(root, 'content/guide/retries.md'), 'utf8')).toBe(await readFile(path.join(root, 'docs/en/guide/retries.md'), 'utf8'))
    expect(existsSync(path.join(root, 'content/fr/guide/retries.md'))).toBe(true)
    expect(existsSync(path.join(root, 'content/public/logo.svg'))).toBe(true)
    expect(existsSync(path.join(root, 'content/.vitepress'))).toBe(false)
    expect(existsSync(path.join(root, 'content/en'))).toBe(false)
  })

  it('writes a config with what .vitepress/config says, and prints what it could not map', async () => {
    const config = await readFile(path.join(root, 'content/site.config.ts'), 'utf8')
    const object = JSON.parse(config.slice(config.indexOf('defineConfig(') + 'defineConfig('.length, config.lastIndexOf(')'))) as Record<string, unknown>
    expect(object).toEqual({
      siteUrl: 'https://example.com',
      brand: { name: 'Relay SDK' },
      description: 'Send and replay webhooks from TypeScript',
      basePath: '/sdk',
      i18n: { defaultLocale: 'en', locales: [{ locale: 'en', text: 'English' }, { locale: 'fr', text: 'Français' }] },
      headingIds: 'vitepress',
      pageTitles: 'heading',
      latex: true,
    })
    expect(migrated.stderr).toContain('siteUrl: VitePress has no site URL')
    expect(migrated.stderr).toContain('themeConfig.sidebar is not read')
  })

  it("builds: VitePress's heading ids and anchors, line marks on the language, the home hero, the French page", async () => {
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    expect(built.code).toBe(0)
    const retries = await readFile(path.join(root, 'dist/guide/retries.html'), 'utf8')
    expect([...retries.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1])).toEqual(['relay-replay', '_2-limits'])
    expect(retries).toContain('href="#relay-replay"')
    expect(retries).toMatch(/<span class="line" data-highlighted="">.*replay/)
    expect(retries).toContain('data-callout="success"')
    expect(await readFile(path.join(root, 'dist/index.html'), 'utf8')).toContain('href="/sdk/guide/retries"')
    expect(await readFile(path.join(root, 'dist/fr/guide/retries.html'), 'utf8')).toContain('<h2 id="relay-replay"')
    // The page's title is its heading, not the tab's `Retries | Guide`.
    expect(retries).toContain('<title>Retries | Relay SDK</title>')
  })
})
