/** The theme settings of the config (issue 15 item 5), each seen in the built HTML. */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

const CONFIG = `import { defineConfig } from 'site/config'

export default defineConfig({
  siteUrl: 'https://docs.two-key.example',
  brand: { name: 'Two Key', logo: { light: '/logo.svg', alt: 'Two Key home' } },
  docsRepositoryBase: 'https://github.com/acme/docs/tree/main',
  editLink: { text: 'Improve this page' },
  feedback: { content: 'Something wrong? Tell us' },
  search: { placeholder: 'Find in Two Key…' },
  footer: { content: 'Copyright 2026 Two Key Ltd.', links: [{ title: 'Setup guide', href: '/docs/setup' }], buttons: [{ text: 'Start', href: '/docs', variant: 'secondary' }] },
  head: { meta: [{ name: 'google-site-verification', content: 'abc123' }], links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }] },
  primaryHue: { light: 120, dark: 140 },
  toc: { float: false },
  social: [{ network: 'github', href: 'https://github.com/acme' }, { label: 'Forum', href: 'https://forum.example.com', icon: '/forum.svg' }],
  navbar: { items: [{ title: 'Status', href: 'https://status.example.com' }], buttons: [{ text: 'Sign up', href: 'https://app.example.com/signup' }] },
  newsletter: {},
  marketing: { routes: ['/'], hue: 300 },
})
`

describe('theme settings', () => {
  let root: string
  const html = (file: string) => readFile(path.join(root, 'dist', file), 'utf8')
  beforeAll(async () => {
    root = await copyFixture('two-key')
    await writeFile(path.join(root, 'content/site.config.ts'), CONFIG)
    await mkdir(path.join(root, 'content/public'), { recursive: true })
    for (const file of ['logo.svg', 'favicon.svg', 'forum.svg']) await writeFile(path.join(root, 'content/public', file), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>')
    const build = await runSite(['build', '--root', root])
    expect(build.stderr).toBe('')
    expect(build.code).toBe(0)
  })

  it('draws the logo image for both themes, named by alt', async () => {
    const page = await html('docs.html')
    expect(page).toContain('<a class="navbar-logo" href="/" aria-label="Two Key home"><img class="logo logo-light" src="/logo.svg"')
    expect(page).toContain('<img class="logo logo-dark" src="/logo.svg"')
  })

  it('adds the head tags, the hues, and forces the marketing hue on the marketing routes only', async () => {
    const docs = await html('docs.html')
    expect(docs).toContain('<meta name="google-site-verification" content="abc123"/>')
    expect(docs).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>')
    expect(docs).toContain('--hue-light:120;--hue-dark:140')
    expect(await html('index.html')).toContain('--hue-light:300;--hue-dark:300')
  })

  it('places the table of contents at the end of the content with toc.float false', async () => {
    const page = await html('docs/setup.html')
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'))
    expect(main).toMatch(/<\/article><div class="toc toc-inline"><nav data-toc="" aria-labelledby="toc-title">.*<a href="#install">Install<\/a>/)
    expect(page).not.toContain('<aside class="toc"')
    expect(page).not.toContain('data-has-toc')
  })

  it('uses the edit and feedback texts, the search placeholder and the footer content', async () => {
    const page = await html('docs/setup.html')
    expect(page).toMatch(/<a href="https:\/\/github.com\/acme\/docs\/issues\/new\?[^"]*" rel="noopener noreferrer">Something wrong\? Tell us<\/a>/)
    expect(page).toContain('<a href="https://github.com/acme/docs/tree/main/content/docs/setup.mdx" rel="noopener noreferrer">Improve this page</a>')
    expect(page).toContain('placeholder="Find in Two Key…"')
    expect(page).toContain('<p class="footer-copy">Copyright 2026 Two Key Ltd.</p>')
  })

  it('draws the navbar items and buttons, footer links and buttons, social links and the newsletter form', async () => {
    const page = await html('docs.html')
    expect(page).toContain('<a href="https://status.example.com" rel="noopener noreferrer">Status</a>')
    expect(page).toContain('<a class="navbar-cta button button-primary button-sm" href="https://app.example.com/signup">Sign up</a>')
    expect(page).toContain('<a class="button button-secondary button-md" href="/docs">Start</a>')
    expect(page).toContain('<li><a href="/docs/setup">Setup guide</a></li>')
    expect(page).toContain('aria-label="GitHub" rel="noopener noreferrer"><svg')
    expect(page).toContain('<a href="https://forum.example.com" aria-label="Forum" rel="noopener noreferrer"><img src="/forum.svg" alt="" width="20" height="20"/></a>')
    expect(page).toContain('id="newsletter-heading"')
  })
})
