// What `site migrate nextra` reads from next.config beyond its literals (cli/migrate/nextra-settings.ts).
import { describe, expect, it } from 'vitest'
import { readNextraSettings } from '../../../../cli/migrate/nextra-settings.js'

const NEXT_CONFIG = `const redirections = require('./redirects.json')
const codeHike = require('@code-hike/mdx')
const withNextra = require('nextra')({
  theme: 'nextra-theme-docs',
  mdxOptions: { remarkPlugins: [[codeHike.remarkCodeHike, { lineNumbers: true }]], rehypePlugins: [] },
})
module.exports = withNextra({
  async redirects() {
    return redirections
  },
})
`

describe('next.config as site migrate nextra reads it', () => {
  it('maps the redirects of a JSON file next.config returns, lists the ones with patterns, and names the MDX plugins it cannot run', () => {
    const redirects = JSON.stringify([
      { source: '/getting-started', destination: '/home/what-is-safe', permanent: true },
      { source: '/sdk/:path*', destination: '/reference/:path*', permanent: true },
      { source: '/old', destination: 'https://example.com/new', permanent: false },
    ])
    const { config, unmapped } = readNextraSettings({ nextConfig: { file: 'next.config.js', text: NEXT_CONFIG, json: { 'redirects.json': redirects } }, folderName: 'safe-docs' })
    expect(config.redirects).toEqual({ '/getting-started': '/home/what-is-safe' })
    expect(unmapped).toContain('redirects.json: redirect /sdk/:path* → /reference/:path* (patterns and external targets are not static redirects)')
    expect(unmapped).toContain('redirects.json: redirect /old → https://example.com/new (patterns and external targets are not static redirects)')
    // An empty rehypePlugins list is nothing to report.
    expect(unmapped).toContain("next.config.js: mdxOptions remarkPlugins are not run; what they add to pages (such as Code Hike's <CH.Code>) is drawn as a placeholder with a warning")
  })

  it('reads a JSON file only when next.config has redirects, and only an array of them', () => {
    const json = { 'data.json': JSON.stringify([{ source: '/a', destination: '/b' }]) }
    expect(readNextraSettings({ nextConfig: { file: 'next.config.js', text: "const data = require('./data.json')\nmodule.exports = {}\n", json }, folderName: 'x' }).config.redirects).toBeUndefined()
    const notAList = { 'redirects.json': '{ "source": "/a", "destination": "/b" }' }
    expect(readNextraSettings({ nextConfig: { file: 'next.config.js', text: NEXT_CONFIG, json: notAList }, folderName: 'x' }).config.redirects).toBeUndefined()
  })

  it("carries next.config's basePath over, and names one that is not a plain path", () => {
    const settings = (basePath: string) => readNextraSettings({ nextConfig: { file: 'next.config.js', text: `module.exports = withNextra({ basePath: '${basePath}', images: { unoptimized: true } })\n`, json: {} }, folderName: 'x' })
    expect(settings('/docs/').config.basePath).toBe('/docs')
    expect(settings('/docs/').unmapped.join('\n')).not.toContain('basePath')
    expect(settings('docs').config.basePath).toBeUndefined()
    expect(settings('docs').unmapped).toContain('next.config.js: basePath "docs" is not carried over: Must start with / (such as /docs); set basePath in site.config.ts')
    expect(readNextraSettings({ nextConfig: { file: 'next.config.js', text: NEXT_CONFIG, json: {} }, folderName: 'x' }).config.basePath).toBeUndefined()
  })

  it("writes package.json's homepage as siteUrl only when it is an origin (a repository page is not the site)", () => {
    const settings = (homepage: string) => readNextraSettings({ packageJson: JSON.stringify({ name: 'x', homepage }), folderName: 'x' })
    expect(settings('https://docs.tide.example/').config.siteUrl).toBe('https://docs.tide.example')
    const repo = settings('https://github.com/tide/docs#readme')
    expect(repo.config.siteUrl).toBe('https://example.com')
    expect(repo.unmapped).toContain("siteUrl: package.json's homepage https://github.com/tide/docs#readme is not an origin (a site is served from the root of its host); set the published address in site.config.ts (https://example.com is written for now)")
  })
})
