/**
 * A site without `newsletter` in its config (issue 15 item 1) has no newsletter at all: no form on
 * its pages, no Workers bundle from `site build`, and `site serve` / `site dev` mount no API (its
 * routes answer 404), open no sign-up store and log nothing about sign-ups.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { startServer, type SiteServer } from '../helpers/site-server.js'

const SUBSCRIBE = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'reader@example.com' }) }
const FORM = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email=reader%40example.com' }

describe('a site without a newsletter', () => {
  let root: string
  let buildOutput: string
  const servers: SiteServer[] = []
  beforeAll(async () => {
    root = await copyFixture('two-key')
    const build = await runSite(['build', '--root', root])
    expect(build.stderr).toBe('')
    expect(build.code).toBe(0)
    buildOutput = build.stdout
  })
  afterAll(() => {
    for (const server of servers) server.child.kill('SIGTERM')
  })

  it('builds pages without the form and writes no Workers bundle', async () => {
    expect(await readFile(path.join(root, 'dist/docs/setup.html'), 'utf8')).not.toMatch(/newsletter/i)
    expect(existsSync(path.join(root, 'worker'))).toBe(false)
    expect(buildOutput).not.toMatch(/newsletter|worker/i)
  })

  for (const command of ['serve', 'dev'] as const) {
    it(`site ${command}: the API routes answer 404, no store is opened, nothing is logged about sign-ups`, async () => {
      const server = await startServer(command, root)
      servers.push(server)
      const base = `http://127.0.0.1:${server.port}`
      const subscribe = await fetch(`${base}/api/trpc/newsletterSubscription.subscribe`, SUBSCRIBE)
      expect(subscribe.status).toBe(404)
      expect((await fetch(`${base}/api/newsletter`, FORM)).status).toBe(404)
      expect((await fetch(`${base}/api/newsletter/confirm?token=abc`)).status).toBe(404)
      // The site itself is served.
      expect((await fetch(`${base}/docs/setup`)).status).toBe(200)
      expect(existsSync(path.join(root, '.newsletter'))).toBe(false)
      expect(server.output()).not.toMatch(/newsletter|sign-?up|subscri|\bapi\b/i)
    })
  }
})
