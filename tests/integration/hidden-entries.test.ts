/**
 * `display: 'hidden'` in `_meta` (issue 17 item 7): a hidden page, and everything in a hidden
 * folder, is built but listed nowhere: not in the sidebar, not in the small-screen dropdown (the
 * same tree, in the mobile bar), not in the search index and not in the 404 page's suggestions.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

const HIDDEN = ['/docs/secret', '/docs/internal', '/docs/internal/colours']

describe('hidden _meta entries', () => {
  let dist: string
  beforeAll(async () => {
    const root = await copyFixture('two-key')
    const docs = path.join(root, 'content/docs')
    await mkdir(path.join(docs, 'internal'), { recursive: true })
    await writeFile(path.join(docs, '_meta.json'), JSON.stringify({ index: 'Docs', setup: 'Setup', secret: { display: 'hidden' }, internal: { display: 'hidden' } }))
    await writeFile(path.join(docs, 'secret.mdx'), '# Secret\n\nZanzibarite notes.\n')
    await writeFile(path.join(docs, 'internal/index.mdx'), '# Internal\n\nQuokkafield assets.\n')
    await writeFile(path.join(docs, 'internal/colours.mdx'), '# Colours\n\nMarmalite palette.\n')
    const build = await runSite(['build', '--root', root])
    expect(build.stderr).toBe('')
    expect(build.code).toBe(0)
    dist = path.join(root, 'dist')
  })

  it('still builds the hidden pages', async () => {
    for (const route of HIDDEN) await expect(readFile(path.join(dist, `${route}.html`), 'utf8')).resolves.toContain('<h1')
  })

  it('lists them in neither the sidebar nor the mobile dropdown, on any page', async () => {
    for (const route of ['/docs', '/docs/setup', ...HIDDEN]) {
      const html = await readFile(path.join(dist, `${route}.html`), 'utf8')
      const sidebar = html.match(/<aside class="sidebar"[\s\S]*?<\/aside>/)?.[0]
      const mobile = html.match(/<details class="mobile-nav"[\s\S]*?<\/details>/)?.[0]
      expect(sidebar, route).toContain('href="/docs/setup"')
      expect(mobile, route).toContain('href="/docs/setup"')
      for (const hidden of HIDDEN) {
        expect(sidebar, `${route} sidebar`).not.toContain(`href="${hidden}"`)
        expect(mobile, `${route} dropdown`).not.toContain(`href="${hidden}"`)
      }
    }
  })

  it('leaves them out of the search index and the 404 suggestions', async () => {
    const site = path.join(dist, '_site')
    const searchFiles = (await readdir(path.join(site, 'search'), { recursive: true })).filter((f) => f.endsWith('.json'))
    const searchText = (await Promise.all(searchFiles.map((f) => readFile(path.join(site, 'search', f), 'utf8')))).join('\n')
    expect(searchText).toContain('/docs/setup')
    const routesFile = (await readdir(site)).find((f) => /^routes\.[0-9a-f]+\.json$/.test(f))!
    const suggestions = JSON.parse(await readFile(path.join(site, routesFile), 'utf8')) as Array<[string, string]>
    expect(suggestions.map(([route]) => route)).toContain('/docs/setup')
    for (const hidden of HIDDEN) {
      expect(searchText).not.toContain(`"${hidden}"`)
      expect(suggestions.map(([route]) => route)).not.toContain(hidden)
    }
    for (const word of ['Zanzibarite', 'Quokkafield', 'Marmalite']) expect(searchText).not.toContain(word)
  })
})
