// Host handling of `site serve` and `site dev` (issue 13 item 9, DEV-9, DEV-15): the Host
// allow-list against DNS rebinding, `--allowed-hosts`, and a public bind that answers the
// machine's own names and addresses and says so.
import { hostname, networkInterfaces } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { rawRequest } from '../helpers/raw-http.js'
import { startServer, type SiteServer } from '../helpers/site-server.js'

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }

/** The first non-internal IPv4 address of this machine, if it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === 'IPv4')?.address

/** Number of rows in the project's newsletter store. */
async function subscriberCount(root: string): Promise<number> {
  const client = createClient({ url: pathToFileURL(path.join(root, '.newsletter/subscribers.db')).href })
  try {
    return Number((await client.execute('SELECT COUNT(*) FROM subscribers')).rows[0]![0])
  } finally {
    client.close()
  }
}

describe.each(['serve', 'dev'] as const)('site %s host handling', (command) => {
  let root: string
  let loopback: SiteServer
  let open: SiteServer
  beforeAll(async () => {
    root = await copyFixture('basic')
    if (command === 'serve') expect((await runSite(['build', '--root', root])).code).toBe(0)
    loopback = await startServer(command, root, ['--allowed-hosts', 'docs.example.test, .corp.example.test'])
    open = await startServer(command, root, ['--host', '0.0.0.0'])
  })
  afterAll(() => {
    loopback?.child.kill('SIGTERM')
    open?.child.kill('SIGTERM')
  })

  it('refuses a rebound foreign Host for pages and for the API, and writes no row (DEV-9)', async () => {
    const port = loopback.port
    expect((await rawRequest(port, '/docs/intro', { host: `attacker.example:${port}` })).status).toBe(403)
    const post = await rawRequest(port, '/api/newsletter', { method: 'POST', host: `attacker.example:${port}`, headers: FORM, body: 'email=rebound%40example.com' })
    expect([post.status, post.body]).toEqual([403, 'Forbidden host\n'])
    const ok = await rawRequest(port, '/api/newsletter', { method: 'POST', headers: FORM, body: 'email=local%40example.com' })
    expect(ok.status).toBe(303)
    expect(await subscriberCount(root)).toBe(1)
  })

  it('answers the names given with --allowed-hosts, a leading dot meaning the domain and its subdomains', async () => {
    const port = loopback.port
    for (const host of ['docs.example.test', `docs.example.test:${port}`, 'corp.example.test', 'a.corp.example.test', `localhost:${port}`]) {
      expect((await rawRequest(port, '/docs/intro', { host })).status, host).toBe(200)
    }
    for (const host of ['example.test', 'evilcorp.example.test', 'docs.example.test.evil', hostname()]) {
      expect((await rawRequest(port, '/docs/intro', { host })).status, host).toBe(403)
    }
  })

  it('bound to 0.0.0.0, answers this machine by name and address, refuses others, and warns truthfully (DEV-15)', async () => {
    const port = open.port
    await expect.poll(() => open.output()).toMatch(/Listening on 0\.0\.0\.0: anyone who can reach this machine on port \d+ can /)
    expect(open.output()).toContain(hostname().toLowerCase())
    expect((await rawRequest(port, '/docs/intro', { host: `${hostname()}:${port}` })).status).toBe(200)
    if (lanAddress) {
      expect(open.output()).toContain(lanAddress)
      expect((await rawRequest(port, '/docs/intro', { address: lanAddress, host: `${lanAddress}:${port}` })).status).toBe(200)
    }
    expect((await rawRequest(port, '/docs/intro', { host: `attacker.example:${port}` })).status).toBe(403)
  })
})
