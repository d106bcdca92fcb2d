// What `site migrate docusaurus` reads from the text of a docusaurus.config (cli/migrate/docusaurus-settings.ts).
import { describe, expect, it } from 'vitest'
import { readDocusaurusSettings } from '../../../../cli/migrate/docusaurus-settings.js'

const read = (text: string) => readDocusaurusSettings('docusaurus.config.ts', text, 'relay-docs')

describe('readDocusaurusSettings', () => {
  it('maps docs at the root, no blog, a base URL and mermaid', () => {
    const settings = read(`export default {
  title: 'Relay', url: 'https://relay-example.github.io', baseUrl: '/docs-site/',
  markdown: { mermaid: true },
  themes: ['@docusaurus/theme-mermaid'],
  presets: [['classic', { docs: { path: 'reference', routeBasePath: '/' }, blog: false }]],
}`)
    expect(settings.config).toEqual({ siteUrl: 'https://relay-example.github.io', basePath: '/docs-site', brand: { name: 'Relay' }, docs: { folder: '/' }, mermaid: true })
    expect(settings.docs).toEqual({ path: 'reference', route: '' })
    expect(settings.blog).toBeUndefined()
    expect(settings.otherLocales).toEqual([])
  })

  it('reports what is computed or cannot be one folder, and names the brand after the folder', () => {
    const settings = read(`import i18n from './i18n.mjs'
const config = { i18n, url: process.env.URL, presets: [['classic', { docs: { editUrl: ({ docPath }) => docPath }, blog: { routeBasePath: 'news/archive' } }]] }`)
    expect(settings.config).toEqual({ siteUrl: 'https://example.com', brand: { name: 'Relay docs' }, docs: { folder: 'docs' } })
    expect(settings.blog).toBeUndefined()
    expect(settings.unmapped.join('\n')).toMatch(/no literal url/)
    expect(settings.unmapped.join('\n')).toMatch(/i18n is not written as literals/)
    expect(settings.unmapped.join('\n')).toMatch(/editUrl is computed/)
    expect(settings.unmapped.join('\n')).toMatch(/routeBasePath '\/news\/archive' is not one folder name/)
  })

  it('lists the locales other than the default one', () => {
    const settings = read(`module.exports = { url: 'https://docs.relay.example', i18n: { defaultLocale: 'fr', locales: ['en', "fr", \`pt-BR\`] } }`)
    expect(settings.otherLocales).toEqual(['en', 'pt-BR'])
    expect((settings.config.i18n as { defaultLocale: string }).defaultLocale).toBe('fr')
  })
})
