/** The engine's texts per locale (core/i18n/ui-strings.ts) and the config keys that change them. */
import { describe, expect, it } from 'vitest'
import { SiteConfigSchema } from '../../../core/config/schema.js'
import { formatString, UI_STRINGS_EN, UI_STRINGS_FR, UI_STRING_KEYS, uiStrings } from '../../../core/i18n/ui-strings.js'
import { withOverrides } from '../../../renderer/site-locale.js'
import { themeLinks } from '../../../renderer/stages/theme-links.js'
import type { SiteConfig } from '../../../core/config/schema.js'

const BASE = { siteUrl: 'https://docs.example.com', brand: { name: 'Docs' } }

describe('uiStrings', () => {
  it('has a French text for every key, and no French text left in English', () => {
    expect(Object.keys(UI_STRINGS_FR).sort()).toEqual([...UI_STRING_KEYS].sort())
    const same = UI_STRING_KEYS.filter((k) => UI_STRINGS_FR[k] === UI_STRINGS_EN[k])
    // Words both languages write alike.
    expect(same.sort()).toEqual(['blog', 'calloutImportant', 'calloutInfo', 'documentation', 'menu', 'newsletter'])
  })

  it('picks the built-in set by language, English when the language has none', () => {
    expect(uiStrings('fr').skipToContent).toBe('Aller au contenu')
    expect(uiStrings('fr-CA').skipToContent).toBe('Aller au contenu')
    expect(uiStrings('de').skipToContent).toBe('Skip to content')
    expect(uiStrings('en-US')).toBe(UI_STRINGS_EN)
  })

  it("puts the locale's own strings over the built-in ones", () => {
    const strings = uiStrings('fr', { skipToContent: 'Passer au contenu' })
    expect(strings.skipToContent).toBe('Passer au contenu')
    expect(strings.onThisPage).toBe('Sur cette page')
  })

  it('fills in {names}', () => {
    expect(formatString(UI_STRINGS_FR.readingTime, { minutes: 4 })).toBe('4 min de lecture')
    expect(formatString('{title}: {other}', { title: 'A' })).toBe('A: {other}')
  })
})

describe('i18n.locales[].strings and overrides in the config', () => {
  it('accepts known keys and rejects a misspelt one at its path', () => {
    const ok = SiteConfigSchema.safeParse({ ...BASE, i18n: { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English' }, { locale: 'fr', text: 'Français', strings: { onThisPage: 'Dans cette page' } }] } })
    expect(ok.success).toBe(true)
    const bad = SiteConfigSchema.safeParse({ ...BASE, i18n: { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English', strings: { onThisPag: 'x' } }] } })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues[0]!.path).toEqual(['i18n', 'locales', 0, 'strings'])
  })

  it('replaces only what a locale overrides: a list whole, an object key by key', () => {
    const config = SiteConfigSchema.parse({
      ...BASE,
      navbar: { items: [{ title: 'Docs', href: '/docs' }], buttons: [{ text: 'Log in', href: 'https://app.example.com' }] },
      editLink: { text: 'Edit' },
      i18n: { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English' }, { locale: 'fr', text: 'Français', overrides: { navbar: { items: [{ title: 'Documentation', href: '/docs' }] } } }] },
    })
    const fr = withOverrides(config, config.i18n.locales[1]!.overrides)
    expect(fr.navbar.items).toEqual([{ title: 'Documentation', href: '/docs' }])
    expect(fr.navbar.buttons).toEqual(config.navbar.buttons)
    expect(fr.editLink.text).toBe('Edit')
    expect(withOverrides(config, undefined)).toBe(config)
  })
})

it("lists a locale's override links for the link check, in that locale only", () => {
  const config = SiteConfigSchema.parse({
    ...BASE,
    footer: { links: [{ title: 'Guide', href: '/docs/guide' }] },
    i18n: { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English' }, { locale: 'fr', text: 'Français', overrides: { footer: { links: [{ title: 'Guide', href: '/docs/guide-fr' }] }, banner: { key: 'k', title: 'T', subtitle: 'S', button: { text: 'B', href: '/fr/news' } } } }] },
  }) as SiteConfig
  const links = themeLinks(config).map(({ href, localized, locale }) => ({ href, localized, locale }))
  expect(links).toEqual([
    { href: '/docs/guide', localized: true, locale: undefined },
    { href: '/docs/guide-fr', localized: true, locale: 'fr' },
    { href: '/fr/news', localized: false, locale: 'fr' },
  ])
})
