// Outputs kept between builds: the 404 and 500 documents and the blog's listing pages (renderer/kept-document.ts) and the
// shared assets esbuild makes (renderer/stages/assets.ts: the engine's build makes them). A build
// whose inputs of them did not change reads them back, and a change of those inputs makes them again.
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFixture, REPO, runSite } from '../helpers/cli.js'

async function build(root: string): Promise<void> {
  const run = await runSite(['build', '--root', root])
  expect(run.code, run.stderr).toBe(0)
}

/** The HTML files under `dir` holding `text`. */
async function htmlHolding(dir: string, text: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html'))
  const holding: string[] = []
  for (const file of files) if ((await readFile(path.join(dir, file), 'utf8')).includes(text)) holding.push(file)
  return holding.sort()
}

describe('kept blog listings', () => {
  it('are read back while their data is unchanged and rendered again when a post they list changes', async () => {
    const root = await copyFixture('blog')
    await build(root)
    const dir = path.join(root, '.site-cache/documents')
    const listings = (await readdir(dir)).filter((name) => name.startsWith('blog-'))
    expect(listings.length).toBeGreaterThan(2)
    for (const name of listings) {
      const file = path.join(dir, name)
      const kept = JSON.parse(await readFile(file, 'utf8')) as { key: string; value: string }
      await writeFile(file, JSON.stringify({ ...kept, value: kept.value.replace('</body>', '<!-- kept listing --></body>') }))
    }
    // A docs page's text is no listing's: every listing is read back.
    const intro = path.join(root, 'content/docs/intro.mdx')
    await writeFile(intro, `${await readFile(intro, 'utf8')}\nOne more sentence.\n`)
    await build(root)
    const dist = path.join(root, 'dist')
    expect(await htmlHolding(dist, '<!-- kept listing -->')).toHaveLength(listings.length)

    // What was read back is what a build from nothing writes.
    const fresh = await runSite(['build', '--root', root, '--no-cache', '--out', 'fresh'])
    expect(fresh.code, fresh.stderr).toBe(0)
    for (const file of await htmlHolding(dist, '<!-- kept listing -->')) {
      expect((await readFile(path.join(dist, file), 'utf8')).replace('<!-- kept listing -->', ''), file).toBe(await readFile(path.join(root, 'fresh', file), 'utf8'))
    }
    const post = path.join(root, 'content/post/ci-pipelines.mdx')

    // A post's new title is in the navigation every listing shows: all are rendered again, with it where it is listed.
    await writeFile(post, (await readFile(post, 'utf8')).replace(/^title: .*$/m, 'title: Pipelines that retry'))
    await build(root)
    expect(await htmlHolding(dist, '<!-- kept listing -->')).toEqual([])
    expect((await htmlHolding(dist, 'Pipelines that retry')).length).toBeGreaterThan(1)
  })
})

describe('kept 404 and 500 documents', () => {
  it('are read back while their inputs are unchanged and rendered again when the route list changes', async () => {
    const root = await copyFixture('basic')
    await build(root)
    const dir = path.join(root, '.site-cache/documents')
    expect((await readdir(dir)).filter((name) => !name.startsWith('blog-')).sort()).toEqual(['404-en-US.json', '500-en-US.json'])

    // A mark put into the kept documents shows in the next build's output: they were read, not rendered.
    for (const name of ['404-en-US', '500-en-US']) {
      const file = path.join(dir, `${name}.json`)
      const kept = JSON.parse(await readFile(file, 'utf8')) as { key: string; value: string }
      await writeFile(file, JSON.stringify({ ...kept, value: kept.value.replace('</body>', `<!-- kept ${name} --></body>`) }))
    }
    const guide = path.join(root, 'content/docs/guide.md')
    await writeFile(guide, `${await readFile(guide, 'utf8')}\nOne more sentence.\n`)
    await build(root)
    expect(await readFile(path.join(root, 'dist/404.html'), 'utf8')).toContain('<!-- kept 404-en-US -->')
    expect(await readFile(path.join(root, 'dist/500.html'), 'utf8')).toContain('<!-- kept 500-en-US -->')

    // A new page changes the route list the 404 page suggests from: both are rendered again.
    await writeFile(path.join(root, 'content/docs/limits.md'), '---\ntitle: Limits\n---\n\nRequests per minute, per key.\n')
    await build(root)
    const notFound = await readFile(path.join(root, 'dist/404.html'), 'utf8')
    expect(notFound).not.toContain('<!-- kept')
    expect(notFound).toContain('<main')
  })

  it("writes the stylesheet and page script the engine's build made, and the islands' one once a page brings component islands", async () => {
    const root = await copyFixture('basic')
    await build(root)
    const prebuilt = async (kind: 'plain' | 'islands') => (JSON.parse(await readFile(path.join(REPO, '.engine/client-assets', `${kind}.json`), 'utf8')) as { value: { files: Array<{ path: string; contents: string }>; script: string } }).value
    const written = async (kind: 'plain' | 'islands') => {
      const { files, script } = await prebuilt(kind)
      for (const file of files) expect(await readFile(path.join(root, 'dist', file.path), 'utf8')).toBe(file.contents)
      expect(await readFile(path.join(root, 'dist/index.html'), 'utf8')).toContain(script)
      // Not bundled for this site: nothing kept in its own cache.
      expect(existsSync(path.join(root, '.site-cache/assets/assets.json'))).toBe(false)
    }
    await written('plain')

    // A page that imports a component: the page script now carries the component islands' runtime.
    await writeFile(path.join(root, 'content/docs/badge.tsx'), "export function Badge() {\n  return <strong>beta</strong>\n}\n")
    await writeFile(path.join(root, 'content/docs/beta.mdx'), "---\ntitle: Beta\n---\nimport { Badge } from './badge'\n\n<Badge />\n")
    await build(root)
    expect((await prebuilt('islands')).script).not.toBe((await prebuilt('plain')).script)
    await written('islands')
  })

  it('keeps the newsletter Workers bundle, and bundles it again with --no-cache', async () => {
    const root = await copyFixture('basic')
    await build(root)
    const bundle = path.join(root, 'worker/index.js')
    const fresh = await readFile(bundle, 'utf8')
    const file = path.join(root, '.site-cache/worker-bundle.json')
    const kept = JSON.parse(await readFile(file, 'utf8')) as { value: string }
    expect(kept.value).toBe(fresh)
    await writeFile(file, JSON.stringify({ ...kept, value: `${kept.value}// kept\n` }))
    const guide = path.join(root, 'content/docs/guide.md')
    await writeFile(guide, `${await readFile(guide, 'utf8')}\nOne more sentence.\n`)
    await build(root)
    expect(await readFile(bundle, 'utf8')).toBe(`${fresh}// kept\n`)
    const run = await runSite(['build', '--root', root, '--no-cache'])
    expect(run.code, run.stderr).toBe(0)
    expect(await readFile(bundle, 'utf8')).toBe(fresh)
  })
})
