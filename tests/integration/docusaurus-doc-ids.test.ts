// A Docusaurus doc is at the URL its front matter `id` (or `slug`) names in place of its file name,
// and a link written to its file (`JestObjectAPI.md#mocks`, `./Setup.md`) goes there: in the page's
// HTML, in its links on a page of another locale, and in the link check.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

const API = `---
id: client-object
title: The client object
---

## Mocks

Replace the transport with \`client.mock()\` in tests.
`

const SETUP = `---
title: Set up
slug: /getting-started
---

Install the SDK, then read about [the client](ClientObjectAPI.md#mocks).
`

const GUIDE = `---
title: Guide
---

Start with [setting up](./Setup.md), then [mock the client](ClientObjectAPI.md#mocks) or see [the object](/docs/clientobjectapi).
`

describe('Docusaurus doc ids', () => {
  it("route a doc by its id and send links to its file there; a wrong anchor is checked against the doc's own ids", async () => {
    const root = await copyFixture('basic')
    await writeFile(path.join(root, 'content/docs/ClientObjectAPI.md'), API)
    await writeFile(path.join(root, 'content/docs/Setup.md'), SETUP)
    await writeFile(path.join(root, 'content/docs/Tour.md'), GUIDE)
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    expect(built.code).toBe(0)
    const html = await readFile(path.join(root, 'dist/docs/tour.html'), 'utf8')
    expect(html).toContain('<a href="/docs/getting-started">setting up</a>')
    expect(html).toContain('<a href="/docs/client-object#mocks">mock the client</a>')
    expect(html).toContain('<a href="/docs/client-object">the object</a>')
    expect(await readFile(path.join(root, 'dist/docs/getting-started.html'), 'utf8')).toContain('<a href="/docs/client-object#mocks">the client</a>')
    expect(await readFile(path.join(root, 'dist/docs/client-object.html'), 'utf8')).toContain('id="mocks"')

    await writeFile(path.join(root, 'content/docs/Tour.md'), GUIDE.replace('#mocks', '#stubs'))
    const warned = await runSite(['build', '--root', root])
    expect(warned.code).toBe(0)
    expect(warned.stderr).toContain('content/docs/Tour.md:5:43  warning  Broken anchor `/docs/client-object#stubs`: no heading or element with id `stubs` on /docs/client-object')
  })
})
