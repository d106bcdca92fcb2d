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
    expect(config.marketing).toEqual({ routes: ['/', '/ai', '/sdk', '/terraform'], hue: 53 })
    expect(config.links).toBe('error')
  })

  it('rejects an ftp docsRepositoryBase with the exact message', () => {
    expect(parse({ docsRepositoryBase: 'ftp://example.com/repo' })).toThrowErrorMatchingInlineSnapshot(`
      [ConfigError: content/site.config.ts: invalid configuration
        docsRepositoryBase: Invalid \`docsRepositoryBase\` URL!]
    `)
  })

  it('requires https project and chat links', () => {
    expect(parse({ project: { link: 'http://example.com' }, chat: { link: 'javascript:alert(1)' } })).toThrowErrorMatchingInlineSnapshot(`
      [ConfigError: content/site.config.ts: invalid configuration
        project.link: Must be an https:// URL
        chat.link: Must be an https:// URL]
    `)
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
        siteUrl: Required
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
        (root): Unrecognized key(s) in object: 'sidebarr']
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
