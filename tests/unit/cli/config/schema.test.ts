import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../../../cli/config/load.js'
import { BASE_CONFIG, testConfig } from '../../../helpers/config.js'

const where = { root: '/tmp/x', configFile: 'content/site.config.ts' }
const parse = (overrides: Record<string, unknown>) => () => parseConfig({ ...BASE_CONFIG, ...overrides }, where)

describe('site configuration schema', () => {
  it('applies the theme defaults of spec §3 and §9', () => {
    const config = testConfig()
    expect(config.i18n).toEqual({ defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English', direction: 'ltr' }] })
    expect(config.sidebar).toEqual({ defaultMenuCollapseLevel: 2, autoCollapse: false })
    expect(config.primaryHue).toEqual({ light: 212, dark: 204 })
    expect(config.marketing).toEqual({ routes: [], hue: 53 })
    expect(config.links).toBe('error')
  })

  it("makes broken links warnings by default in a Nextra project (its package.json names Nextra), as Nextra checked none, unless the config sets links", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'site-links-'))
    try {
      await writeFile(path.join(root, 'package.json'), JSON.stringify({ dependencies: { next: '14.2.3', 'nextra-theme-docs': '^3.3.1' } }))
      expect(testConfig({}, root).links).toBe('warn')
      expect(testConfig({ links: 'error' }, root).links).toBe('error')
      await writeFile(path.join(root, 'package.json'), JSON.stringify({ dependencies: { react: '19.2.0' } }))
      expect(testConfig({}, root).links).toBe('error')
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })

  it('rejects an ftp docsRepositoryBase with the exact message', () => {
    expect(parse({ docsRepositoryBase: 'ftp://example.com/repo' })).toThrowErrorMatchingInlineSnapshot(`
      [ConfigError: content/site.config.ts: invalid configuration
        docsRepositoryBase: Invalid \`docsRepositoryBase\` URL!]
    `)
  })

  it('takes an https origin as siteUrl and refuses a path, a query or credentials, which the root-relative pages would not honour', () => {
    expect(parse({ siteUrl: 'https://docs.example.com/' })().siteUrl).toBe('https://docs.example.com/')
    expect(parse({ siteUrl: 'https://docs.example.com:8443' })().siteUrl).toBe('https://docs.example.com:8443')
    for (const siteUrl of ['https://example.github.io/docs', 'https://example.github.io/docs/', 'https://docs.example.com/?v=2', 'https://docs.example.com/#top']) {
      expect(parse({ siteUrl }), siteUrl).toThrow('siteUrl: Must be the origin the site is served from, such as https://docs.example.com')
    }
    expect(parse({ siteUrl: 'https://user:secret@docs.example.com' })).toThrow('siteUrl: Must not hold a user name or password')
    expect(parse({ siteUrl: 'http://docs.example.com' })).toThrow('siteUrl: Must be an https:// URL')
    expect(parse({ siteUrl: 'https://example.github.io/docs/' })).toThrow("for a site under a sub-path, write the origin here and the path as basePath (siteUrl: 'https://example.github.io', basePath: '/docs')")
  })

  it('takes the path a site is served under as basePath, without its trailing slash, and refuses what is not a plain path', () => {
    expect(parse({})().basePath).toBe('')
    expect(parse({ basePath: '/docs/' })().basePath).toBe('/docs')
    expect(parse({ basePath: '/' })().basePath).toBe('')
    expect(parse({ basePath: '/tide/api-docs' })().basePath).toBe('/tide/api-docs')
    expect(parse({ basePath: 'docs' })).toThrow('basePath: Must start with / (such as /docs)')
    expect(parse({ basePath: '/a//b' })).toThrow('basePath: Must not hold an empty segment (//)')
    for (const basePath of ['/a/../b', '/a b', '/docs?x', '/%2e%2e']) expect(parse({ basePath }), basePath).toThrow('basePath: Must be plain path segments')
  })

  it('takes siteUrl and brand.name as a whole config: every feature off, every list empty', () => {
    const config = parseConfig({ siteUrl: 'https://docs.example.com', brand: { name: 'Acme' } }, where)
    expect(config.brand).toEqual({ name: 'Acme' })
    expect(config.social).toEqual([])
    expect(config.navbar).toEqual({ items: [], icons: [], buttons: [] })
    expect(config.footer).toEqual({ links: [], buttons: [] })
    expect(config.head).toEqual({ meta: [], links: [] })
    expect(config.marketing.routes).toEqual([])
    for (const key of ['description', 'docsRepositoryBase', 'banner', 'newsletter'] as const) expect(config[key]).toBeUndefined()
  })

  it('takes social links of known networks or with their own icon, and names the bad ones', () => {
    const config = testConfig({ social: [{ network: 'github', href: 'https://github.com/a' }, { label: 'Forum', href: 'https://forum.example.com', icon: '/forum.svg' }] })
    expect(config.social).toHaveLength(2)
    expect(parse({ social: [{ network: 'myspace', href: 'https://myspace.com/a' }] })).toThrow('social.0')
    expect(parse({ navbar: { buttons: [{ text: 'Go', href: 'javascript:alert(1)' }] } })).toThrow('navbar.buttons.0.href: Must be a site path starting with / or an https:// URL')
  })

  it('reports the generic messages with their key paths', () => {
    expect(
      parse({
        description: '',
        brand: { ...BASE_CONFIG.brand, name: 42 },
        sidebar: { defaultMenuCollapseLevel: 0.5 },
        i18n: { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English', direction: 'up' }] },
        primaryHue: { light: Number.POSITIVE_INFINITY, dark: 204 },
        siteUrl: undefined,
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ConfigError: content/site.config.ts: invalid configuration
        siteUrl: Required. A config needs at least:
            export default defineConfig({ siteUrl: 'https://docs.example.com', brand: { name: 'My docs' } })
        brand.name: Expected string, received number
        description: String must contain at least 1 character(s)
        i18n.locales.0.direction: Invalid enum value. Expected 'ltr' | 'rtl', received 'up'
        sidebar.defaultMenuCollapseLevel: Expected integer, received float
        sidebar.defaultMenuCollapseLevel: Number must be greater than or equal to 1
        primaryHue.light: Number must be finite
        primaryHue.light: Number must be less than or equal to 360]
    `)
  })

  it('requires a collapse level of at least 1', () => {
    expect(parse({ sidebar: { defaultMenuCollapseLevel: 0 } })).toThrow('sidebar.defaultMenuCollapseLevel: Number must be greater than or equal to 1')
  })

  it('rejects unknown keys, naming them', () => {
    expect(parse({ sidebarr: {} })).toThrowErrorMatchingInlineSnapshot(`
      [ConfigError: content/site.config.ts: invalid configuration
        (root): Unrecognized key(s) in object: 'sidebarr'. \`sidebarr\`: did you mean \`sidebar\`?]
    `)
  })

  it('requires the default locale to be one of the locales', () => {
    expect(parse({ i18n: { defaultLocale: 'de', locales: [{ locale: 'en-US', text: 'English' }] } })).toThrow('i18n.defaultLocale: defaultLocale must be one of the listed locales')
  })

  it('names the line of the offending key when the source is known', () => {
    const sourceText = "export default defineConfig({\n  siteUrl: 'https://a.example',\n  docsRepositoryBase: 'ftp://x',\n})"
    expect(() => parseConfig({ ...BASE_CONFIG, docsRepositoryBase: 'ftp://x' }, { ...where, sourceText })).toThrow('docsRepositoryBase: Invalid `docsRepositoryBase` URL! (line 3)')
  })
})
