// The docs section's folder is the site's to choose (`docs.folder`): a Nextra site keeps its pages
// at the top of content/, and every one of them is a docs page there (issue 16).
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runSite, tempRoot } from '../helpers/cli.js'

const config = (docs: string) =>
  `import { defineConfig } from 'site/config'\n\nexport default defineConfig({\n  siteUrl: 'https://docs.example.com',\n  brand: { name: 'Relay' },\n  docsRepositoryBase: 'https://git.example.com/relay/docs/tree/main',\n  ${docs}\n})\n`

const FILES: Record<string, string> = {
  'content/index.mdx': '# Relay\n\nStart with [setup](/guide/setup).\n',
  'content/guide/setup.mdx': '# Setup\n\nRun `relay init` in the repository, then `relay serve --port 8080`.\n',
  'content/docs/limits.mdx': '# Limits\n\nA relay forwards at most 64 requests at once per upstream.\n',
  'content/post/launch.mdx': '---\ntitle: Relay 1.0\ndate: 2025-05-04\n---\n\nThe first stable release.\n',
}

async function build(docs: string): Promise<{ code: number; stderr: string; html: (route: string) => Promise<string> }> {
  const root = await tempRoot('docs-folder')
  for (const [file, text] of Object.entries({ ...FILES, 'content/site.config.ts': config(docs) })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), text)
  }
  const built = await runSite(['build', '--root', root])
  return { ...built, html: (route) => readFile(path.join(root, 'dist', `${route}.html`), 'utf8') }
}

/** What a docs page has and a plain page lacks. */
function docsParts(html: string) {
  return { edit: html.includes('href="https://git.example.com/relay/docs/tree/main/content/'), copy: html.includes('data-copy-page='), article: html.includes('"TechArticle"') }
}

describe('docs.folder', () => {
  it("makes only content/docs/'s pages docs pages by default", async () => {
    const site = await build('')
    expect(site.stderr).toBe('')
    expect(docsParts(await site.html('docs/limits'))).toEqual({ edit: true, copy: true, article: true })
    expect(docsParts(await site.html('guide/setup'))).toEqual({ edit: false, copy: false, article: false })
  })

  it("makes every page outside the blog a docs page with folder: '/'", async () => {
    const site = await build("docs: { folder: '/' },")
    expect(site.stderr).toBe('')
    expect(site.code).toBe(0)
    for (const route of ['index', 'guide/setup', 'docs/limits']) expect(docsParts(await site.html(route)), route).toEqual({ edit: true, copy: true, article: true })
    expect(docsParts(await site.html('post/launch'))).toEqual({ edit: false, copy: false, article: false })
  })

  it('is a config error naming the key and its line when it is not one folder name or /', async () => {
    const site = await build("docs: { folder: 'guide/' },")
    expect(site.code).toBe(1)
    expect(site.stderr).toContain('docs.folder: one folder name in lowercase letters, digits, `-` or `_`, such as `docs`, or `/` for every page outside the blog (line 7)')
  })
})
