// `site dev` redoes only what a change needs and the next request sees it: a page's content, its
// title (the navigation of every page), a `_meta` label, a `_category_` label, a new page, and
// the configuration.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture } from '../helpers/cli.js'
import { rawRequest } from '../helpers/raw-http.js'
import { openEvents, startServer, type SiteServer } from '../helpers/site-server.js'

describe('site dev applies changes', () => {
  let root: string
  let server: SiteServer
  let events: Awaited<ReturnType<typeof openEvents>>
  const page = async (route: string) => (await rawRequest(server.port, route)).body
  /** Writes (or removes) a content file and waits for a reload event that names it. */
  const save = async (rel: string, text: string | null) => {
    const before = events.files().length
    const file = path.join(root, 'content', rel)
    await (text === null ? rm(file) : writeFile(file, text))
    await expect.poll(() => events.files().slice(before).includes(`content/${rel}`), { timeout: 60_000 }).toBe(true)
  }

  beforeAll(async () => {
    root = await copyFixture('basic')
    server = await startServer('dev', root)
    const token = /token=([0-9a-f]{32})/.exec(await page('/docs/intro'))![1]!
    events = await openEvents(server.port, token, `http://127.0.0.1:${server.port}`)
  })
  afterAll(() => {
    events?.close()
    server?.child.kill('SIGTERM')
  })

  it('shows a page’s new content', async () => {
    const file = path.join(root, 'content/docs/guide.md')
    await save('docs/guide.md', `${await readFile(file, 'utf8')}\nA sentence added while the server runs.\n`)
    expect(await page('/docs/guide')).toContain('A sentence added while the server runs.')
  })

  it('renames a page in the navigation of other pages when its title changes', async () => {
    const file = path.join(root, 'content/docs/guide.md')
    const source = await readFile(file, 'utf8')
    await save('docs/_meta.json', JSON.stringify({ intro: 'Introduction' }))
    expect(await page('/docs/intro')).toContain('>Guide<')
    await save('docs/guide.md', source.replace(/^title: .*$/m, 'title: Field Guide'))
    expect(await page('/docs/intro')).toContain('Field Guide')
  })

  it('relabels a sidebar entry when a _meta file changes', async () => {
    await save('docs/_meta.json', JSON.stringify({ intro: 'Start here', guide: 'Handbook' }))
    const html = await page('/docs/intro')
    expect(html).toContain('Start here')
    expect(html).toContain('Handbook')
  })

  it("relabels a folder when its Docusaurus _category_ file changes", async () => {
    await mkdir(path.join(root, 'content/docs/tutorial'), { recursive: true })
    await save('docs/tutorial/one.mdx', '---\ntitle: One\n---\n\nFirst step.\n')
    await save('docs/tutorial/_category_.json', '{ "label": "Tutorial basics" }')
    expect(await page('/docs/intro')).toContain('Tutorial basics')
    await save('docs/tutorial/_category_.json', '{ "label": "First steps" }')
    const html = await page('/docs/intro')
    expect(html).toContain('First steps')
    expect(html).not.toContain('Tutorial basics')
  })

  it('serves a page added while running, and forgets a removed one', async () => {
    await save('docs/extra.mdx', '---\ntitle: Extra page\n---\n\nAdded later.\n')
    expect(await page('/docs/extra')).toContain('Added later.')
    expect(await page('/docs/intro')).toContain('Extra page')
    await save('docs/extra.mdx', null)
    expect((await rawRequest(server.port, '/docs/extra')).status).toBe(404)
  })

  it('shows the error overlay, not the 404 page, while a page has broken YAML or an invalid field, then the page (DEV-17, issue 13 item 13)', async () => {
    const source = await readFile(path.join(root, 'content/docs/guide.md'), 'utf8')
    for (const [broken, position, reason] of [
      [source.replace(/^title: .*$/m, 'title: "unterminated'), 'content/docs/guide.md:2:8', 'Invalid YAML: Missing closing &#34;quote'],
      [source.replace(/^title: .*$/m, 'title: Guide\ndate: soon'), 'content/docs/guide.md:3:7', '`date`: Invalid date'],
    ] as const) {
      await save('docs/guide.md', broken)
      const response = await rawRequest(server.port, '/docs/guide')
      expect(response.status).toBe(500)
      expect(response.body).toContain('id="site-error-overlay"')
      expect(response.body).toContain(`${position}  error  ${reason}`)
      expect(response.body).toContain('/__site/events?token=')
    }
    await save('docs/guide.md', source)
    const fixed = await rawRequest(server.port, '/docs/guide')
    expect(fixed.status).toBe(200)
    expect(fixed.body).toContain('A plain Markdown page')
    expect((await rawRequest(server.port, '/docs/nope')).status).toBe(404)
  })

  it('keeps the page while an editor’s save is between truncating and writing, then shows the write (DEV-17)', async () => {
    const file = path.join(root, 'content/docs/guide.md')
    const source = await readFile(file, 'utf8')
    const reloads = events.files().length
    const waiting = 'content/docs/guide.md is empty: the site keeps its last content'
    // The first step of the save, held: the file is empty until the second step writes it.
    await writeFile(file, '')
    await expect.poll(() => server.output().includes(waiting) || events.files().length > reloads, { timeout: 60_000 }).toBe(true)
    expect(events.files().slice(reloads), 'no reload for the empty file').toEqual([])
    const during = await rawRequest(server.port, '/docs/guide')
    expect(during.status).toBe(200)
    expect(during.body).toContain('A plain Markdown page')
    await save('docs/guide.md', `${source}\nWritten by the second step.\n`)
    expect(await page('/docs/guide')).toContain('Written by the second step.')
    expect(events.files().slice(reloads), 'one reload for the save').toEqual(['content/docs/guide.md'])
  })

  it('gives the page script the component islands\' runtime once a page imports a component file', async () => {
    const pageScript = async (route: string) => (await rawRequest(server.port, /<script type="module" src="([^"]+)"/.exec(await page(route))![1]!)).body
    expect(await pageScript('/docs/intro')).not.toContain('react-runtime')
    await mkdir(path.join(root, 'components'), { recursive: true })
    await writeFile(path.join(root, 'components/bell.jsx'), "import { useState } from 'react'\nexport function Bell() { const [n, set] = useState(0); return <button onClick={() => set(n + 1)}>Rung {n}</button> }\n")
    await save('docs/bell.mdx', "---\ntitle: Bell\n---\n\nimport { Bell } from '../../components/bell.jsx'\n\n<Bell />\n")
    expect(await page('/docs/bell')).toContain('data-island="component"')
    expect(await pageScript('/docs/bell')).toContain('react-runtime')
  })

  it('reloads the configuration: a new brand name reaches every title', async () => {
    const file = path.join(root, 'content/site.config.ts')
    await save('site.config.ts', (await readFile(file, 'utf8')).replace("name: 'Acme'", "name: 'Acme Cloud'"))
    expect(await page('/docs/intro')).toContain('| Acme Cloud</title>')
  })
})

describe('site dev from its first line', () => {
  it('applies a save made as soon as it says Serving', async () => {
    const root = await copyFixture('basic')
    const server = await startServer('dev', root)
    try {
      // Before, the watcher was still reading its folders after the "Serving" line (seconds on a
      // busy machine), and a save made meanwhile was lost for good.
      const file = path.join(root, 'content/docs/guide.md')
      await writeFile(file, `${await readFile(file, 'utf8')}\nSaved right after start.\n`)
      await expect.poll(async () => (await rawRequest(server.port, '/docs/guide')).body, { timeout: 60_000 }).toContain('Saved right after start.')
    } finally {
      server.child.kill('SIGTERM')
    }
  })
})
