/**
 * A second locale's chrome (issue 21 item 6), seen in the built HTML and from `site serve`: the
 * engine's texts in French (built in, with the config's per-locale `strings` on top), the site's
 * texts from the locale's `overrides`, fallback pages marked with the default locale's language on
 * their content only, component links to the locale's routes, and a 404 page per locale.
 */
import { get } from 'node:http'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { startServer, type SiteServer } from '../helpers/site-server.js'

const CONFIG = `import { defineConfig } from 'site/config'

export default defineConfig({
  siteUrl: 'https://docs.two-key.example',
  brand: { name: 'Two Key' },
  navbar: { items: [{ title: 'Help', href: '/docs/setup' }] },
  footer: { links: [{ title: 'Setup guide', href: '/docs/setup' }] },
  banner: { key: 'b1', title: 'New!', subtitle: 'Version two is out', button: { text: 'Read more', href: '/docs' } },
  i18n: {
    defaultLocale: 'en-US',
    locales: [
      { locale: 'en-US', text: 'English' },
      {
        locale: 'fr',
        text: 'Français',
        strings: { skipToContent: 'Passer au contenu' },
        overrides: {
          navbar: { items: [{ title: 'Aide', href: '/docs/setup' }] },
          footer: { links: [{ title: "Guide d'installation", href: '/docs/setup' }] },
          banner: { key: 'b1-fr', title: 'Nouveau !', subtitle: 'La version deux est sortie', button: { text: 'En savoir plus', href: '/docs' } },
        },
      },
      { locale: 'de', text: 'Deutsch' },
    ],
  },
})
`

const SETUP_FR = `---
title: Installation
---

# Installation

Voir la [vue d'ensemble](/docs).

<Callout>Rien à installer.</Callout>

## Étapes

\`\`\`bash
npm install two-key
\`\`\`

<Cards>
  <Cards.Card title="Installation" href="/docs/setup" />
  <Cards.Card title="Accueil" href="/" />
</Cards>
`

describe('the chrome of a second locale', () => {
  let root: string
  const html = (file: string) => readFile(path.join(root, 'dist', file), 'utf8')
  beforeAll(async () => {
    root = await copyFixture('two-key')
    await writeFile(path.join(root, 'content/site.config.ts'), CONFIG)
    await writeFile(path.join(root, 'content/docs/setup.fr.mdx'), SETUP_FR)
    const build = await runSite(['build', '--root', root])
    expect(build.stderr).toBe('')
    expect(build.code).toBe(0)
  })

  it('writes the engine texts in French, the config strings of the locale first', async () => {
    const page = await html('fr/docs/setup.html')
    expect(page).toContain('<a href="#content" class="skip-link">Passer au contenu</a>')
    expect(page).toContain('Sur cette page')
    expect(page).toContain('aria-label="Navigation principale"')
    expect(page).toContain('<span class="sr-only">Changer de langue</span>')
    expect(page).toContain('aria-label="Remarque"')
    expect(page).toMatch(/<button[^>]*data-copy=""[^>]*aria-label="Copier le code"[^>]*data-copied-label="Copié"/)
    expect(page).not.toMatch(/Skip to content|On this page|Copy code/)
  })

  it('keeps English where the language has no built-in texts, and on the default locale', async () => {
    for (const file of ['docs/setup.html', 'de/docs/setup.html']) {
      const page = await html(file)
      expect(page, file).toContain('<a href="#content" class="skip-link">Skip to content</a>')
      expect(page, file).toContain('On this page')
    }
  })

  it("shows the locale's overrides of the site texts, with links to the locale's pages", async () => {
    const page = await html('fr/docs/setup.html')
    expect(page).toContain('<a href="/fr/docs/setup" aria-current="page">Aide</a>')
    expect(page).toContain('<strong>Nouveau !</strong> <span class="banner-subtitle">La version deux est sortie</span>')
    expect(page).toContain('data-banner-key="b1-fr"')
    expect(page).toContain('<a href="/fr/docs/setup">Guide d&#x27;installation</a>')
    expect(page).not.toMatch(/Help|Setup guide|Version two/)
    const english = await html('docs/setup.html')
    expect(english).toContain('<strong>New!</strong>')
    expect(english).toContain('<a href="/docs/setup" aria-current="page">Help</a>')
    const german = await html('de/docs/setup.html')
    expect(german).toContain('<strong>New!</strong>')
  })

  it("sends component links (Cards) to the locale's routes, like Markdown links", async () => {
    const page = await html('fr/docs/setup.html')
    expect(page).toContain('<a class="card" href="/fr/docs/setup">')
    expect(page).toContain('<a class="card" href="/fr">')
    expect(page).toContain('<a href="/fr/docs">vue d&#x27;ensemble</a>')
    expect(await html('docs/setup.html')).not.toContain('href="/fr')
  })

  it('marks the content of a fallback page with the default language, not the page', async () => {
    const page = await html('fr/docs.html')
    expect(page).toMatch(/<html lang="fr"/)
    expect(page).toContain('<article class="prose typesetting-default" lang="en-US">')
    expect(page).toContain('<p role="note" class="fallback-notice" data-fallback-notice="" lang="fr">Cette page n&#x27;est pas encore traduite')
    const translated = await html('fr/docs/setup.html')
    expect(translated).toContain('<article class="prose typesetting-default">')
    expect(translated).not.toContain('data-fallback-notice')
  })

  it('writes a 404 page per locale, in its language and linking to its home', async () => {
    const fr = await html('fr/404.html')
    expect(fr).toMatch(/<html lang="fr"/)
    expect(fr).toContain('<h1>Page introuvable</h1>')
    expect(fr).toContain('<a href="/fr">Revenir à l&#x27;accueil</a>')
    const en = await html('404.html')
    expect(en).toMatch(/<html lang="en-US"/)
    expect(en).toContain('<h1>Page not found</h1>')
  })

  describe('site serve', () => {
    let server: SiteServer
    beforeAll(async () => {
      server = await startServer('serve', root)
    })
    afterAll(() => {
      server?.child.kill()
    })
    const fetch404 = (url: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        get({ host: '127.0.0.1', port: server.port, path: url }, (res) => {
          let body = ''
          res.on('data', (d) => (body += d))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        }).on('error', reject)
      })

    it("answers a missing route with the nearest locale's 404 page", async () => {
      const fr = await fetch404('/fr/docs/nowhere')
      expect(fr.status).toBe(404)
      expect(fr.body).toContain('<h1>Page introuvable</h1>')
      const en = await fetch404('/docs/nowhere')
      expect(en.status).toBe(404)
      expect(en.body).toContain('<h1>Page not found</h1>')
    })
  })
})
