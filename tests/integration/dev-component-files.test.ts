// Issue 16: `site dev` watches the component files pages import from outside content/ (Nextra sites
// keep them in components/ beside the pages): a save there re-renders the pages that import them.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture } from '../helpers/cli.js'
import { rawRequest } from '../helpers/raw-http.js'
import { openEvents, startServer, type SiteServer } from '../helpers/site-server.js'

describe('site dev and component files outside content/', () => {
  let root: string
  let server: SiteServer
  let events: Awaited<ReturnType<typeof openEvents>>
  const page = async (route: string) => (await rawRequest(server.port, route)).body

  beforeAll(async () => {
    root = await copyFixture('nextra-components')
    server = await startServer('dev', root)
    const token = /token=([0-9a-f]{32})/.exec(await page('/'))![1]!
    events = await openEvents(server.port, token, `http://127.0.0.1:${server.port}`)
  })
  afterAll(() => {
    events?.close()
    server?.child.kill('SIGTERM')
  })

  it('re-renders a page when a component file it imports from components/ changes', async () => {
    expect(await page('/')).toContain('Shown at <!-- -->/')
    const file = path.join(root, 'components/panel/index.tsx')
    const text = (await readFile(file, 'utf8')).replace('Shown at', 'Served at')
    // The watcher picks the file up once the page compiled with it: save until the change is seen.
    await expect
      .poll(
        async () => {
          await writeFile(file, text)
          return events.files().includes('components/panel/index.tsx')
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(true)
    expect(await page('/')).toContain('Served at <!-- -->/')
  })
})
