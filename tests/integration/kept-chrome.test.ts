/**
 * The navbar, footer and banner a single-locale site keeps per section (templates/support/
 * kept-markup.tsx), seen in the built HTML: every page's navbar marks its own section's link as
 * current and no other, even when one worker renders the pages of both sections one after the other.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeTempRoots, runSite, tempRoot } from '../helpers/cli.js'

const CONFIG = `import { defineConfig } from 'site/config'

export default defineConfig({
  siteUrl: 'https://docs.kept-chrome.example',
  brand: { name: 'Kept Chrome' },
  footer: { links: [{ title: 'Setup guide', href: '/docs/setup' }] },
  banner: { key: 'k1', title: 'New', subtitle: 'Version two', button: { text: 'Read', href: '/docs' } },
})
`

const page = (title: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n\nText of ${title.toLowerCase()}.\n`

let root: string
beforeAll(async () => {
  root = await tempRoot('kept-chrome')
  const content = path.join(root, 'content')
  for (const dir of ['docs', 'guide']) await mkdir(path.join(content, dir), { recursive: true })
  await writeFile(path.join(content, 'site.config.ts'), CONFIG)
  await writeFile(path.join(content, '_meta.json'), JSON.stringify({ index: { title: 'Home', display: 'hidden' }, docs: { title: 'Docs', type: 'page' }, guide: { title: 'Guide', type: 'page' } }))
  await writeFile(path.join(content, 'index.mdx'), page('Home'))
  // Alternating sections, so a navbar kept under too little would show up on the next page.
  for (const [file, title] of [['docs/index.mdx', 'Docs'], ['docs/setup.mdx', 'Setup'], ['guide/index.mdx', 'Guide'], ['guide/tour.mdx', 'Tour'], ['docs/usage.mdx', 'Usage']]) {
    await writeFile(path.join(content, file!), page(title!))
  }
  const result = await runSite(['build', '--root', root, '--no-cache', '--threads', '1'])
  expect(result.code, result.stderr).toBe(0)
}, 60_000)
afterAll(removeTempRoots)

const html = (file: string) => readFile(path.join(root, 'dist', file), 'utf8')
const current = (doc: string) => [...doc.matchAll(/<header class="navbar">[\s\S]*?<\/header>/g)].flatMap((m) => [...m[0].matchAll(/<a href="([^"]+)" aria-current="page">/g)].map((a) => a[1]))

describe('chrome kept per section', () => {
  it("marks each page's own section in the navbar, and no other", async () => {
    for (const file of ['docs/setup.html', 'docs/usage.html', 'docs.html']) expect(current(await html(file))).toEqual(['/docs'])
    for (const file of ['guide/tour.html', 'guide.html']) expect(current(await html(file))).toEqual(['/guide'])
    expect(current(await html('index.html'))).toEqual([])
  })

  it('draws the same footer and banner on every page', async () => {
    const part = (doc: string, tag: string) => doc.match(new RegExp(`<${tag} class="${tag === 'aside' ? 'banner' : 'footer'}"[\\s\\S]*?</${tag}>`))?.[0]
    const pages = await Promise.all(['index.html', 'docs/setup.html', 'guide/tour.html'].map(html))
    for (const tag of ['footer', 'aside']) {
      const parts = pages.map((doc) => part(doc, tag))
      expect(parts[0]).toBeDefined()
      expect(new Set(parts).size).toBe(1)
    }
    expect(part(pages[0]!, 'footer')).toContain('Setup guide')
    expect(part(pages[0]!, 'aside')).toContain('Version two')
  })
})
