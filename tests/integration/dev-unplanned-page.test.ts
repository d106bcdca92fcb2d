// `site dev` shows the error overlay at the route a new page would have when its front matter
// keeps it out of the page map, in a locale folder too (`content/en/docs/x.mdx` is `/docs/x` when
// `en` is the default locale; `content/de/docs/x.mdx` is `/de/docs/x`), not the 404 page (DEV-17).
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture } from '../helpers/cli.js'
import { rawRequest } from '../helpers/raw-http.js'
import { startServer, type SiteServer } from '../helpers/site-server.js'

describe('site dev and a new page that cannot be placed', () => {
  let root: string
  let server: SiteServer
  beforeAll(async () => {
    root = await copyFixture('nextra4-i18n')
    server = await startServer('dev', root)
  })
  afterAll(() => {
    server?.child.kill('SIGTERM')
  })

  it.each([
    ['en/docs/fuses.mdx', '/docs/fuses'],
    ['de/docs/Sicherungen.mdx', '/de/docs/sicherungen'],
  ])('shows the errors of %s at %s', async (file, route) => {
    await writeFile(path.join(root, 'content', file), '---\ntitle: "unterminated\n---\n\nA fuse protects the wiring.\n')
    await expect.poll(async () => (await rawRequest(server.port, route)).status, { timeout: 60_000 }).toBe(500)
    const { body } = await rawRequest(server.port, route)
    expect(body).toContain('id="site-error-overlay"')
    expect(body).toContain(`content/${file}:2:8  error  Invalid YAML`)
  })
})
