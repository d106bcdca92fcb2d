/** The link check covers the links the theme draws from the config (issue 15): footer, navbar, banner. */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

describe('theme links in the link check', () => {
  it('reports a footer, navbar or banner link to no page at its place in content/site.config.ts', async () => {
    const root = await copyFixture('two-key')
    await writeFile(
      path.join(root, 'content/site.config.ts'),
      [
        "import { defineConfig } from 'site/config'",
        '',
        'export default defineConfig({',
        "  siteUrl: 'https://docs.two-key.example',",
        "  brand: { name: 'Two Key' },",
        "  navbar: { items: [{ title: 'Guide', href: '/guide' }] },",
        "  footer: { links: [{ title: 'Docs', href: '/docs' }, { title: 'Terms', href: '/docs/terms-of-service' }] },",
        "  banner: { key: 'b1', title: 'New', subtitle: 'Read it', button: { text: 'Go', href: '/docs/setup#nope' } },",
        '})',
        '',
      ].join('\n'),
    )
    const result = await runSite(['build', '--root', root])
    expect(result.code).toBe(1)
    const lines = result.stderr.split('\n').filter((l) => l.includes('site.config.ts'))
    expect(lines).toEqual([
      expect.stringContaining('content/site.config.ts:6:46'),
      expect.stringContaining('content/site.config.ts:7:80'),
      expect.stringContaining('content/site.config.ts:8:88'),
    ])
    expect(result.stderr).toContain('Broken link `/guide`: no page or file at /guide')
    expect(result.stderr).toContain('Broken link `/docs/terms-of-service`')
    expect(result.stderr).toContain('Broken anchor `/docs/setup#nope`')
    expect(result.stderr).not.toContain('`/docs`:')
  })
})

describe('a broken config link in a site of two locales', () => {
  it('is reported once per config value, at that value, even when its text is written elsewhere first', async () => {
    const root = await copyFixture('two-key')
    await writeFile(
      path.join(root, 'content/site.config.ts'),
      [
        "import { defineConfig } from 'site/config'",
        '',
        "// The old '/guide' moved: see '/nowhere'.",
        "const HOME = '/nowhere'",
        'export default defineConfig({',
        "  siteUrl: 'https://docs.two-key.example',",
        "  brand: { name: 'Two Key' },",
        "  navbar: { items: [{ title: 'Docs', href: '/docs' }, { title: 'Guide', href: '/guide' }], buttons: [{ text: 'Go', href: '/gone' }] },",
        '  footer: {',
        '    links: [',
        "      { title: 'Guide', href: '/guide' },",
        "      { title: 'Home', href: HOME },",
        '    ],',
        '  },',
        "  i18n: { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English' }, { locale: 'fr', text: 'Français' }] },",
        '})',
        '',
      ].join('\n'),
    )
    const result = await runSite(['build', '--root', root])
    expect(result.code).toBe(1)
    const reported = result.stderr.split('\n').filter((l) => l.includes('site.config.ts:')).map((l) => l.replace(/^.*site\.config\.ts:(\d+:\d+)\s+error\s+(Broken link `[^`]*`).*$/, '$1 $2'))
    expect(reported).toEqual(['8:80 Broken link `/guide`', '8:123 Broken link `/gone`', '11:32 Broken link `/guide`', '12:30 Broken link `/nowhere`'])
  })
})
