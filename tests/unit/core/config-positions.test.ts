/** configValuePositions: the place of each value of the config literal, by key path. */
import { describe, expect, it } from 'vitest'
import { configValuePositions } from '../../../core/config/positions.js'

const SOURCE = [
  "import { defineConfig } from 'site/config'",
  "const APP = 'https://app.example.com' // not the config: '/docs'",
  'export default defineConfig({',
  "  siteUrl: 'https://docs.example.com',",
  '  /* a comment { with [ brackets */',
  "  navbar: { items: [{ title: 'A, b', href: '/a' }, { title: `t ${APP}`, href: `${APP}/login` }] },",
  '  footer: {',
  "    links: [...extra, { title: 'x', href: '/x' }],",
  "    buttons: [{ text: 'Go', href: APP }],",
  '  },',
  "  'banner': { button: { href: '/b' } },",
  '  generators: [(ctx) => { return [{ path: "a", source: "}" }] }, other],',
  '  redirects: { "/old": "/new" },',
  '})',
].join('\n')

describe('configValuePositions', () => {
  const positions = configValuePositions(SOURCE)
  it('places string values at their first character and other values at their start', () => {
    expect(positions.get('siteUrl')).toEqual({ line: 4, column: 13 })
    expect(positions.get('navbar.items.0.href')).toEqual({ line: 6, column: 45 })
    expect(positions.get('navbar.items.1.href')).toEqual({ line: 6, column: 80 })
    expect(positions.get('footer.buttons.0.href')).toEqual({ line: 9, column: 35 })
    expect(positions.get('banner.button.href')).toEqual({ line: 11, column: 32 })
    expect(positions.get('redirects./old')).toEqual({ line: 13, column: 25 })
  })
  it('skips comments, strings, templates and functions whole, and records no index after a spread', () => {
    expect(positions.get('footer.links.0.href')).toBeUndefined()
    expect(positions.get('footer.links.1.href')).toBeUndefined()
    expect(positions.get('generators.1')).toEqual({ line: 12, column: 66 })
    expect([...positions.keys()].filter((k) => k.startsWith('generators.0.'))).toEqual([])
  })
  it('finds nothing without a config literal', () => {
    expect(configValuePositions('export default config').size).toBe(0)
  })
})
