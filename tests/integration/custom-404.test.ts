/** A site's own content/404.mdx is its 404 page, in the build and in site dev (issue 15 item 5). */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { startServer } from '../helpers/site-server.js'

const PAGE = '---\ntitle: Lost\n---\n\n# Lost in space\n\nNothing here. [Back to the docs](/docs).\n'

describe('custom 404 page', () => {
  it('replaces the built-in 404.html, and site dev answers missing routes with it and status 404', async () => {
    const root = await copyFixture('two-key')
    await writeFile(path.join(root, 'content/404.mdx'), PAGE)
    const build = await runSite(['build', '--root', root])
    expect(build.code).toBe(0)
    const html = await readFile(path.join(root, 'dist/404.html'), 'utf8')
    expect(html).toContain('Lost in space')
    expect(html).not.toContain('There is no page at this address')

    const dev = await startServer('dev', root)
    try {
      const response = await fetch(`http://127.0.0.1:${dev.port}/docs/nowhere`)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('Lost in space')
    } finally {
      await new Promise((resolve) => {
        dev.child.once('exit', resolve)
        dev.child.kill('SIGTERM')
      })
    }
  })

  it('without content/404.mdx the built-in page stays', async () => {
    const root = await copyFixture('two-key')
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    expect(await readFile(path.join(root, 'dist/404.html'), 'utf8')).toContain('There is no page at this address')
  })
})
