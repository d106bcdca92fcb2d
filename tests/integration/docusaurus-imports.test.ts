// A page moved from Docusaurus that imports its theme's components builds with the built-ins
// (templates/mdx/docusaurus.tsx): Tabs and TabItem, Admonition, Details and Link, whose `to` is
// link-checked like an href.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

const PAGE = `---
title: Send a request
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Admonition from '@theme/Admonition';
import Details from '@theme/Details';
import Link from '@docusaurus/Link';

<Tabs groupId="language" defaultValue="py">
  <TabItem value="js" label="JavaScript">

\`\`\`js
await client.payments.create({ amount: 500 })
\`\`\`

  </TabItem>
  <TabItem value="py" label="Python">

\`\`\`py
client.payments.create(amount=500)
\`\`\`

  </TabItem>
</Tabs>

<Admonition type="danger" title="Irreversible">A refunded payment cannot be captured again.</Admonition>

<Details summary="Retries">Retried requests reuse their idempotency key.</Details>

Read <Link to="/docs/TARGET">the guide</Link>.
`

describe('a page importing Docusaurus theme components', () => {
  it('builds with the built-ins, and checks a Link to', async () => {
    const root = await copyFixture('basic')
    const file = path.join(root, 'content/docs/send-a-request.mdx')
    await writeFile(file, PAGE.replace('TARGET', 'missing-page'))
    const broken = await runSite(['build', '--root', root])
    expect(broken.code).toBe(1)
    expect(broken.stderr).toContain('content/docs/send-a-request.mdx:32:12  error  Broken link `/docs/missing-page`')

    await writeFile(file, PAGE.replace('/docs/TARGET', '/'))
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    expect(built.code).toBe(0)
    const html = await readFile(path.join(root, 'dist/docs/send-a-request.html'), 'utf8')
    expect(html).toContain('data-storage-key="language"')
    expect([...html.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]*)</g)].map((m) => `${m[2]}:${m[1]}`)).toEqual(['JavaScript:false', 'Python:true'])
    expect(html).toMatch(/<div class="callout callout-error"[^>]*>.*<p><strong>Irreversible<\/strong><\/p>A refunded payment/s)
    expect(html).toMatch(/<details[^>]*>\s*<summary[^>]*>Retries<\/summary>/)
    expect(html).toContain('Read <a href="/">the guide</a>.')
  })

  it("says a Docusaurus module it has no stand-in for is Docusaurus's, not a package to install", async () => {
    const root = await copyFixture('basic')
    await writeFile(path.join(root, 'content/docs/code.mdx'), "---\ntitle: Code\n---\n\nimport CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"js\">x</CodeBlock>\n")
    const built = await runSite(['build', '--root', root])
    expect(built.code).toBe(1)
    expect(built.stderr).toContain('content/docs/code.mdx:5:1  error  Cannot resolve the import of `@theme/CodeBlock`')
    expect(built.stderr).toContain('hint: `@theme/CodeBlock` is a module of Docusaurus, not a package')
    expect(built.stderr).not.toContain('npm install')
  })
})
