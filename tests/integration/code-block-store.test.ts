// Highlighted code blocks are kept between builds (.site-cache/code/, issue 20): a page compiled
// again for an edit elsewhere on it takes its unchanged blocks from the store instead of Shiki.
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runSite, tempRoot } from '../helpers/cli.js'

const PAGE = '# Retries\n\nRetry idempotent requests only.\n\n```ts\nconst client = new Client({ retries: 3 })\n```\n'

describe('the code block store', () => {
  it('gives a recompiled page its unchanged blocks without highlighting them again, and is skipped with --no-cache', async () => {
    const root = await tempRoot('code-blocks')
    await mkdir(path.join(root, 'content/docs'), { recursive: true })
    await writeFile(path.join(root, 'content/site.config.ts'), "import { defineConfig } from 'site/config'\n\nexport default defineConfig({ siteUrl: 'https://docs.example.com', brand: { name: 'Relay' } })\n")
    const page = path.join(root, 'content/docs/retries.mdx')
    await writeFile(page, PAGE)
    const html = async () => readFile(path.join(root, 'dist/docs/retries.html'), 'utf8')

    expect((await runSite(['build', '--root', root])).code).toBe(0)
    expect(await html()).toContain('<figure data-code-block="" data-language="ts">')
    // This engine's folder of the store (renderer/cache-dirs.ts).
    const [engine] = await readdir(path.join(root, '.site-cache/code'))
    const store = path.join(root, '.site-cache/code', engine!)
    const [stored] = await readdir(store)
    expect(stored).toMatch(/^[0-9a-f]{32}\.json$/)

    // Mark the stored figure, then edit the page's prose: the block comes from the store, marked.
    const file = path.join(store, stored!)
    await writeFile(file, (await readFile(file, 'utf8')).replace('"data-language":"ts"', '"data-language":"from-the-store"'))
    await writeFile(page, PAGE.replace('Retry idempotent requests only.', 'Retry idempotent requests only, with a budget.'))
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    expect(await html()).toContain('with a budget.')
    expect(await html()).toContain('<figure data-code-block="" data-language="from-the-store">')

    // A figure cut short (a killed build's, or one another thread is writing) is highlighted again and stored whole.
    const whole = await readFile(file, 'utf8')
    await writeFile(file, whole.slice(0, Math.floor(whole.length / 2)))
    await writeFile(page, PAGE.replace('Retry idempotent requests only.', 'Retry idempotent requests only, within a deadline.'))
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    expect(await html()).toContain('within a deadline.')
    expect(await html()).toContain('<figure data-code-block="" data-language="ts">')
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ tagName: 'figure', properties: { 'data-language': 'ts' } })

    expect((await runSite(['build', '--root', root, '--no-cache'])).code).toBe(0)
    expect(await html()).toContain('<figure data-code-block="" data-language="ts">')
    expect(existsSync(file)).toBe(true)
  })
})
