// `headingIds: 'vitepress'` gives headings VitePress's ids (renderer/mdx/heading-slug.ts), in pages
// and the partials they show, so the anchors a VitePress site links to land and pass the link check;
// switching the option compiles every page again (the compile cache's salt holds it).
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

const API = `---
title: Mocks
---

import Shared from './_shared.md'

## vi.fn()

Creates a spy.

## typecheck.ignoreSourceErrors

<Shared />
`

const GUIDE = `---
title: Guide
---

Spy with [vi.fn](/docs/mocks#vi-fn), keep going with [the option](/docs/mocks#typecheck-ignoresourceerrors), and read [the note](/docs/mocks#_2-notes).
`

describe("VitePress's heading ids", () => {
  it('are the ids of pages and partials with the option, checked by the link check, and a change of option compiles again', async () => {
    const root = await copyFixture('basic')
    const config = path.join(root, 'content/site.config.ts')
    const written = await readFile(config, 'utf8')
    await writeFile(config, written.replace("siteUrl: 'https://docs.acme.example',", "siteUrl: 'https://docs.acme.example',\n  headingIds: 'vitepress',"))
    await writeFile(path.join(root, 'content/docs/_shared.md'), '## 2. Notes\n\nShared text.\n')
    await writeFile(path.join(root, 'content/docs/mocks.mdx'), API)
    await writeFile(path.join(root, 'content/docs/walkthrough.md'), GUIDE)
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    expect(built.code).toBe(0)
    const html = await readFile(path.join(root, 'dist/docs/mocks.html'), 'utf8')
    expect([...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1])).toEqual(['vi-fn', 'typecheck-ignoresourceerrors', '_2-notes'])

    await writeFile(config, written)
    const github = await runSite(['build', '--root', root])
    expect(github.stdout).toMatch(/\(\d+ compiled,/)
    expect(github.stdout).not.toContain('(0 compiled,')
    expect(github.stderr).toContain('Broken anchor `/docs/mocks#vi-fn`: no heading or element with id `vi-fn` on /docs/mocks')
    expect([...(await readFile(path.join(root, 'dist/docs/mocks.html'), 'utf8')).matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1])).toEqual(['vifn', 'typecheckignoresourceerrors', '2-notes'])
  })
})
