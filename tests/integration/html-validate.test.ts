// Every HTML file of a build of the seo fixture (home and marketing pages, docs in two locales, an
// untranslated fallback, a noindex page, posts, blog listings and categories, 404, 500, a redirect
// page) is valid HTML by html-validate's `standard` and `document` presets (issue 18).
// `require-sri` is off: every script and stylesheet is a same-origin, content-hashed file.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { HtmlValidate } from 'html-validate'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../cli/config/load.js'
import { build, createSite } from '../../renderer/index.js'
import { memorySink } from '../../renderer/sinks.js'
import { copyFixture } from '../helpers/cli.js'

const validator = new HtmlValidate({ extends: ['html-validate:standard', 'html-validate:document'], rules: { 'require-sri': 'off' } })

// A marketing page with a sign-up section besides the footer's, and a page with tabs, a callout and code.
const MARKETING = `---
title: AI
---

<Hero title="Build with AI" description="Tools for agents." />

<NewsletterForm />
`
const COMPONENTS = `---
title: Components
---

# Components

<Callout type="info">A callout.</Callout>

<Tabs items={['TypeScript', 'Python']}>
  <Tabs.Tab>

\`\`\`ts
const a = 1
\`\`\`

  </Tabs.Tab>
  <Tabs.Tab>Python text.</Tabs.Tab>
</Tabs>

| a | b |
| - | - |
| 1 | 2 |
`

let pages: Array<[string, string]>

beforeAll(async () => {
  const root = await copyFixture('seo')
  await writeFile(path.join(root, 'content/ai.mdx'), MARKETING)
  await writeFile(path.join(root, 'content/docs/components.mdx'), COMPONENTS)
  const sink = memorySink()
  const result = await build(await createSite(await loadConfig(root), { cache: false }), { sink, threads: 0 })
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  pages = [...sink.files].filter(([file]) => file.endsWith('.html')).map(([file, contents]) => [file, String(contents)])
}, 180_000)

describe('HTML of every page type', () => {
  it('has no html-validate error', async () => {
    for (const file of ['index.html', 'ai.html', 'docs/intro.html', 'docs/components.html', 'fr/docs/intro.html', 'post/hello.html', 'post.html', '404.html', '500.html', 'docs/old-intro.html']) {
      expect(pages.map(([f]) => f)).toContain(file)
    }
    const problems: string[] = []
    for (const [file, html] of pages) {
      const report = await validator.validateString(html, file)
      for (const message of report.results.flatMap((r) => r.messages)) problems.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`)
    }
    expect(problems).toEqual([])
  })
})
