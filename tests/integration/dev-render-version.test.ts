// A page that starts rendering before a save is applied shows the old content, so it must carry the
// site's version from when its request arrived: then its tab hears the newer version and reloads.
// Before, the version was read when the answer was sent, and such a tab never reloaded.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { copyFixture } from '../helpers/cli.js'
import { rawRequest } from '../helpers/raw-http.js'
import { loadConfig } from '../../cli/config/load.js'
import { createReloadChannel } from '../../cli/dev/reload-channel.js'
import { devRequests } from '../../cli/dev/requests.js'
import { hostPolicy } from '../../cli/http/host-check.js'
import { createLogger } from '../../cli/log.js'
import { closeSite, createSite, type Site } from '../../renderer/index.js'

let site: Site
let server: Server
const reload = createReloadChannel()

beforeAll(async () => {
  const root = await copyFixture('basic')
  site = await createSite(await loadConfig(root), { includeDrafts: true })
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() })
  const handle = devRequests({ site, api: undefined, hosts: hostPolicy('127.0.0.1'), publicDir: undefined, reload, log: createLogger(quiet, quiet) })
  server = createServer((req, res) => {
    const answered = handle(req, res)
    // A save is applied while this page renders (the handler is past its first step, not done).
    if (req.url === '/docs/intro') reload.reload('content/docs/intro.mdx')
    return answered
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  server?.close()
  if (site) await closeSite(site)
})

/** The version the reload script of `html` compares against. */
const versionIn = (html: string) => Number(/version>(\d+)/.exec(html)?.[1])

it('a page carries the version of the site when its request arrived, not when it was sent', async () => {
  const port = (server.address() as AddressInfo).port
  const before = reload.version
  const page = await rawRequest(port, '/docs/intro')
  expect(page.status).toBe(200)
  expect(reload.version).toBe(before + 1)
  expect(versionIn(page.body)).toBe(before)
  // A request after the save carries the new version.
  const after = await rawRequest(port, '/docs/guide')
  expect(versionIn(after.body)).toBe(before + 1)
})
