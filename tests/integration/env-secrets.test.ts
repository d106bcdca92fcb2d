// XSS-9 through the real executable: `site build` with secrets in its environment (one read by the
// config into a server-only field, one a page tries to print), on worker threads, to disk. Nothing
// in the whole output folder (pages, scripts, styles, source maps, indexes, feeds, twins, cards,
// host files) holds either secret.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

const CONFIG_SECRET = 'canary-sk-config-5d1e'
const PAGE_SECRET = 'canary-sk-page-93ab'

const PAGE = `---
title: Environment
---

# Environment

The key is {typeof process === 'undefined' ? 'hidden' : String(process.env.SITE_PAGE_SECRET)}.

Greeting: {process.env.SITE_PUBLIC_GREETING}.

Runtime: {process.platform}, stderr {typeof process.stderr.write}.
`

let out: string
let files: string[]

beforeAll(async () => {
  const root = await copyFixture('seo')
  const configFile = path.join(root, 'content/site.config.ts')
  const config = await readFile(configFile, 'utf8')
  const smtp = `newsletter: { doubleOptIn: true, smtp: { host: '127.0.0.1', port: 2525, from: 'news@acme.example', auth: { user: 'news', pass: process.env.SITE_API_SECRET ?? '' } } },`
  await writeFile(configFile, config.replace('newsletter: {},', smtp))
  await writeFile(path.join(root, 'content/docs/environment.mdx'), PAGE)
  out = path.join(root, 'dist')
  const result = await runSite(['build', '--root', root, '--threads', '2'], { env: { SITE_API_SECRET: CONFIG_SECRET, SITE_PAGE_SECRET: PAGE_SECRET, SITE_PUBLIC_GREETING: 'hello-public' } })
  expect(result.stderr).not.toMatch(/error/i)
  expect(result.code).toBe(0)
  files = (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}, 180_000)

describe('secrets in the environment of a build (XSS-9)', () => {
  it('reach no file of the output', async () => {
    expect(files.length).toBeGreaterThan(30)
    const leaks: string[] = []
    for (const file of files) {
      const bytes = await readFile(file)
      for (const secret of [CONFIG_SECRET, PAGE_SECRET]) if (bytes.includes(secret)) leaks.push(`${path.relative(out, file)}: ${secret}`)
    }
    expect(leaks).toEqual([])
  })

  it('still built the page that tried to read one, which sees the SITE_PUBLIC_ variables only', async () => {
    const html = await readFile(path.join(out, 'docs/environment.html'), 'utf8')
    expect(html).toContain('The key is <!-- -->undefined')
    expect(html).toContain('hello-public')
  })

  it("gives page code the harmless rest of process that bundled packages read (debug reads process.stderr)", async () => {
    const html = await readFile(path.join(out, 'docs/environment.html'), 'utf8')
    expect(html).toContain(`Runtime: <!-- -->${process.platform}<!-- -->, stderr <!-- -->function<!-- -->.`)
  })
})
