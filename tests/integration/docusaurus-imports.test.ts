// A page moved from Docusaurus that imports its theme's components builds with the built-ins
// (templates/mdx/docusaurus.tsx): Tabs and TabItem, Admonition, Details and Link, whose `to` is
// link-checked like an href.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
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
    await writeFile(path.join(root, 'content/docs/code.mdx'), "---\ntitle: Code\n---\n\nimport BrowserOnly from '@docusaurus/BrowserOnly';\n\n<BrowserOnly>{() => <p>Now</p>}</BrowserOnly>\n")
    const built = await runSite(['build', '--root', root])
    expect(built.code).toBe(1)
    expect(built.stderr).toContain('content/docs/code.mdx:5:1  error  Cannot resolve the import of `@docusaurus/BrowserOnly`')
    expect(built.stderr).toContain('hint: `@docusaurus/BrowserOnly` is a module of Docusaurus, not a package')
    expect(built.stderr).not.toContain('npm install')
  })

  it('shows code imported as text (!!raw-loader! or ?raw) in a CodeBlock, builds the page again when the file changes, and never reads a private file', async () => {
    const root = await copyFixture('basic')
    await mkdir(path.join(root, 'snippets'))
    await writeFile(path.join(root, 'snippets/send.js'), 'await client.send({ amount: 500 })\n')
    await writeFile(path.join(root, '.env'), 'SECRET=1\n')
    const page = path.join(root, 'content/docs/snippet.mdx')
    const source = (extra = '') => `---\ntitle: Snippet\n---\n\nimport CodeBlock from '@theme/CodeBlock';\nimport Send from '!!raw-loader!../../snippets/send.js';\nimport Again from '../../snippets/send.js?raw';\n${extra}\n<CodeBlock language="js" title="send.js">{Send}</CodeBlock>\n\n<CodeBlock language="js">{Again}</CodeBlock>\n`
    await writeFile(page, source())
    const first = await runSite(['build', '--root', root])
    expect(first.stderr).toBe('')
    const html = () => readFile(path.join(root, 'dist/docs/snippet.html'), 'utf8')
    // Known as the page compiles, the code is highlighted as a fence is, under its title.
    expect(await html()).toMatch(/<figure data-code-block="" data-language="js"><figcaption data-code-title="">send\.js<\/figcaption><pre class="shiki[^"]*"[^>]*><code><span class="line"><span style="[^"]*">await<\/span>/)
    expect((await html()).match(/amount: <\/span><span style="[^"]*">500/g)).toHaveLength(2)

    await writeFile(path.join(root, 'snippets/send.js'), 'await client.send({ amount: 900 })\n')
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    expect((await html()).match(/amount: <\/span><span style="[^"]*">900/g)).toHaveLength(2)

    await writeFile(page, source("import Secret from '!!raw-loader!../../.env';\n\n{Secret}\n"))
    const refused = await runSite(['build', '--root', root])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('Cannot import "!!raw-loader!../../.env" as text: it leads to a private file')
    expect(refused.stderr).not.toContain('SECRET')
  })

  it("builds a category's generated index and a DocCardList of the page's category, cards described by the pages' descriptions", async () => {
    const root = await copyFixture('basic')
    const dir = path.join(root, 'content/docs/basics')
    await mkdir(dir)
    await writeFile(path.join(dir, '_category_.json'), '{ "label": "Tutorial - Basics", "link": { "type": "generated-index", "description": "The first five minutes." } }')
    await writeFile(path.join(dir, 'create-a-page.md'), '---\ntitle: Create a page\ndescription: Add a Markdown file.\nsidebar_position: 1\n---\n\n# Create a page\n')
    await writeFile(path.join(dir, 'deploy.mdx'), "---\ntitle: Deploy\nsidebar_position: 2\n---\n\nimport DocCardList from '@theme/DocCardList';\n\n# Deploy\n\n<DocCardList />\n")
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    const index = await readFile(path.join(root, 'dist/docs/category/tutorial---basics.html'), 'utf8')
    expect(index).toContain('<h1 id="tutorial---basics">Tutorial - Basics</h1>\n<p>The first five minutes.</p>')
    expect(index).toContain('<div class="cards" data-cards=""><a class="card" href="/docs/basics/create-a-page"><span class="card-title">Create a page</span><span class="card-content">Add a Markdown file.</span></a><a class="card" href="/docs/basics/deploy"><span class="card-title">Deploy</span></a></div>')
    expect(index).toMatch(/<a class="sidebar-link" href="\/docs\/category\/tutorial---basics" aria-current="page">Tutorial - Basics<\/a>/)
    // On a page of the category, the same cards.
    expect(await readFile(path.join(root, 'dist/docs/basics/deploy.html'), 'utf8')).toContain('<a class="card" href="/docs/basics/create-a-page">')
  })

  it("stands in for useBaseUrl and useDocusaurusContext and resolves @site/ (static/ from content/public/), once under a basePath", async () => {
    const root = await copyFixture('basic')
    const config = path.join(root, 'content/site.config.ts')
    await writeFile(config, (await readFile(config, 'utf8')).replace(/siteUrl: '([^']+)',/, "siteUrl: '$1',\n  basePath: '/acme',"))
    await mkdir(path.join(root, 'content/public/img'), { recursive: true })
    await writeFile(path.join(root, 'content/public/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>')
    await mkdir(path.join(root, 'src/components'), { recursive: true })
    await writeFile(path.join(root, 'src/components/Hello.tsx'), 'export default function Hello({ name }: { name: string }) {\n  return <strong>Hello, {name}</strong>\n}\n')
    await writeFile(path.join(root, 'content/docs/hooks.mdx'), `---
title: Hooks
---

import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import logo from '@site/static/img/logo.svg';
import Hello from '@site/src/components/Hello';

export function Base() {
  const { siteConfig } = useDocusaurusContext();
  return <p>Base URL: {siteConfig.baseUrl}</p>;
}

# Hooks

<Base />

<img src={useBaseUrl('/img/logo.svg')} alt="Logo" />

<Hello name="Ada" />
`)
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    const html = await readFile(path.join(root, 'dist/docs/hooks.html'), 'utf8')
    expect(html).toContain('<p>Base URL: <!-- -->/acme/</p>')
    expect(html).toContain('<img src="/acme/img/logo.svg" alt="Logo"/>')
    expect(html).toContain('<strong>Hello, <!-- -->Ada</strong>')
  })

  it('compiles a .md page that imports as MDX (as Docusaurus does): TOCInline lists its headings from toc, a partial shows its admonition', async () => {
    const root = await copyFixture('basic')
    await writeFile(path.join(root, 'content/docs/_auth-note.md'), ':::info\n\nEvery request needs an API key.\n\n:::\n')
    const reference = `---
title: Client reference
---

import TOCInline from '@theme/TOCInline';
import AuthNote from './_auth-note.md';

<AuthNote />

<TOCInline toc={toc.slice(1)} />

## Setup

## Requests

### Retries

#### Backoff

## Errors

Prose that says to import the client from the SDK first.
`
    await writeFile(path.join(root, 'content/docs/reference.md'), reference)
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    expect(built.code).toBe(0)
    const html = await readFile(path.join(root, 'dist/docs/reference.html'), 'utf8')
    expect(html).not.toContain('import TOCInline')
    const inline = /<ul class="toc-inline">.*?<\/ul><\/li><li><a href="#errors">Errors<\/a><\/li><\/ul>/s.exec(html)?.[0]
    expect(inline).toBe('<ul class="toc-inline"><li><a href="#requests">Requests</a><ul class="toc-inline"><li><a href="#retries">Retries</a></li></ul></li><li><a href="#errors">Errors</a></li></ul>')
    expect(html).toMatch(/<div class="callout callout-info"[^>]*>.*Every request needs an API key\./s)
    // The page's twin and search hold the partial's text, not a directive.
    expect(await readFile(path.join(root, 'dist/docs/reference.md'), 'utf8')).toContain('Every request needs an API key.')
  })
})
