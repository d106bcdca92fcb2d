/** `site init` (issue 15 item 4): a minimal site that builds with zero warnings and links nowhere that 404s. */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO, runSite } from '../helpers/cli.js'

async function tempDir(): Promise<string> {
  const base = path.join(REPO, 'tests', '.tmp')
  await mkdir(base, { recursive: true })
  return mkdtemp(path.join(base, 'init-'))
}

describe('site init', () => {
  it('writes a site with a blog that site build builds with zero warnings, and prints the two next commands', async () => {
    const root = path.join(await tempDir(), 'my-docs')
    const init = await runSite(['init', root, '--blog'])
    expect(init.code).toBe(0)
    expect(init.stdout).toContain(`site dev --root ${root}`)
    expect(init.stdout).toContain(`site build --root ${root}`)
    expect(await readFile(path.join(root, 'content/site.config.ts'), 'utf8')).toContain("brand: { name: \"My docs\" }")
    const build = await runSite(['build', '--root', root])
    expect(build.code).toBe(0)
    expect(build.stderr).toBe('')
    expect(build.stdout).toContain('links     0 broken')
    for (const file of ['index.html', 'docs.html', 'docs/writing-pages.html', 'post.html', 'post/hello-world.html']) expect(existsSync(path.join(root, 'dist', file)), file).toBe(true)
    // The starter shows what its words say: a callout, and a code line marked two ways.
    const writing = await readFile(path.join(root, 'dist/docs/writing-pages.html'), 'utf8')
    expect(writing).toMatch(/<div class="callout callout-success"[^>]*>.*<strong>Keep it short<\/strong>/s)
    expect(writing).toMatch(/<span class="line diff add" data-highlighted="">/)
  })

  it('without --blog writes no blog, so the build makes no blog pages', async () => {
    const root = await tempDir()
    expect((await runSite(['init'], { cwd: root })).code).toBe(0)
    const build = await runSite(['build'], { cwd: root })
    expect(build.stderr).toBe('')
    expect(existsSync(path.join(root, 'dist/docs.html'))).toBe(true)
    expect(existsSync(path.join(root, 'dist/post.html'))).toBe(false)
  })

  it('refuses a folder that holds files, and writes nothing', async () => {
    const root = await tempDir()
    await writeFile(path.join(root, 'notes.txt'), 'mine')
    const init = await runSite(['init', root])
    expect(init.code).toBe(1)
    expect(init.stderr).toContain('is not empty (notes.txt)')
    expect(existsSync(path.join(root, 'content'))).toBe(false)
  })
})
