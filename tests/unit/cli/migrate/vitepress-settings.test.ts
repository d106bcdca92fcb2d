// What `site migrate vitepress` reads from the text of a .vitepress/config (cli/migrate/vitepress-settings.ts).
import { describe, expect, it } from 'vitest'
import { readVitePressSettings } from '../../../../cli/migrate/vitepress-settings.js'

const read = (text: string) => readVitePressSettings('.vitepress/config.ts', text, 'relay-docs')

describe('readVitePressSettings', () => {
  it('takes the sitemap hostname as the site URL, srcDir, mermaid, and a locale per key beside root', () => {
    const settings = read(`export default withMermaid(defineConfig({
  srcDir: './src/',
  sitemap: { hostname: 'https://sdk.relay.example/' },
  locales: { root: { label: 'English', lang: 'en-GB' }, 'pt-BR': { label: 'Português', lang: 'pt-BR', themeConfig: { nav: [] } }, ja: { label: '日本語' } },
}))`)
    expect(settings.config).toMatchObject({ siteUrl: 'https://sdk.relay.example', brand: { name: 'Relay docs' }, headingIds: 'vitepress', mermaid: true })
    expect((settings.config.i18n as { locales: Array<{ locale: string }> }).locales.map((l) => l.locale)).toEqual(['en-GB', 'pt-BR', 'ja'])
    expect(settings.srcDir).toBe('src')
    expect(settings.unmapped.join('\n')).not.toMatch(/siteUrl/)
  })

  it('serves one folder at the root from its rewrite, and reports the other rewrites', () => {
    expect(read(`export default { rewrites: { 'en/:rest*': ':rest*' } }`).rootFolder).toBe('en')
    const other = read(`export default { rewrites: { 'packages/:pkg/src/(.*)': ':pkg/index.md' } }`)
    expect(other.rootFolder).toBeUndefined()
    expect(other.unmapped.join('\n')).toMatch(/rewrites other than/)
  })
})
