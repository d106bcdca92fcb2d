// What a page's front matter written for Docusaurus, Starlight or VitePress says about its own edit
// link, last-updated date and title (renderer/peer-frontmatter.ts, templates/support/links.ts):
// kept in the page's HTML and the sitemap when moved here unchanged.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

const pages: Record<string, string> = {
  'own-edit.md': '---\ntitle: Own edit link\ncustom_edit_url: https://github.com/acme/sdk/edit/main/docs/retries.md\nlast_update:\n  date: 2024-11-05\n  author: Ada\n---\n\nRetries.\n',
  'no-edit.md': '---\ntitle: No edit link\ncustom_edit_url: null\n---\n\nGenerated reference.\n',
  'starlight.md': '---\ntitle: Starlight page\neditUrl: false\nlastUpdated: false\n---\n\nNo date shown.\n',
  'starlight-date.md': '---\ntitle: Starlight dated\nlastUpdated: 2023-06-30\neditUrl: javascript:alert(1)\n---\n\nDated.\n',
  'hidden-title.md': '---\ntitle: Hidden title\nhide_title: true\n---\n\nThe content shows its own banner.\n',
}

describe("the peers' page settings", () => {
  it('give a page its own edit link or none, its own last-updated date (in the sitemap too), and a title for screen readers alone', async () => {
    const root = await copyFixture('basic')
    for (const [file, text] of Object.entries(pages)) await writeFile(path.join(root, 'content/docs', file), text)
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    expect(built.code).toBe(0)
    const html = (name: string) => readFile(path.join(root, `dist/docs/${name}.html`), 'utf8')
    const editLinks = (page: string) => [...page.matchAll(/<a href="([^"]*)"[^>]*>Edit this page/g)].map((m) => m[1])

    const own = await html('own-edit')
    expect(editLinks(own)).toEqual(['https://github.com/acme/sdk/edit/main/docs/retries.md'])
    expect(own).toMatch(/class="last-updated">[^<]*<time dateTime="2024-11-05T00:00:00.000Z">November 5, 2024<\/time>/)
    expect(editLinks(await html('no-edit'))).toEqual([])
    expect(await html('no-edit')).toContain('Give us feedback')

    const starlight = await html('starlight')
    expect(editLinks(starlight)).toEqual([])
    expect(starlight).not.toContain('class="last-updated"')
    // An edit URL that is not http(s) is not taken: the repository's link stands.
    const dated = await html('starlight-date')
    expect(editLinks(dated)).toEqual(['https://github.com/acme/docs/tree/main/content/docs/starlight-date.md'])
    expect(dated).toContain('<time dateTime="2023-06-30T00:00:00.000Z">')

    expect(await html('hidden-title')).toContain('<h1 class="sr-only">Hidden title</h1>')
    const sitemap = await readFile(path.join(root, 'dist/sitemap.xml'), 'utf8')
    expect(sitemap).toMatch(/<loc>https:\/\/docs\.acme\.example\/docs\/own-edit<\/loc>\s*<lastmod>2024-11-05/)
  })
})
