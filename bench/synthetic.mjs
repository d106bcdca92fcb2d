// Writes a synthetic site of N MDX pages (folders of 100, a _meta per folder, headings, two code
// blocks and links between neighbours) under `root`, for the build and dev benchmarks. Its config
// has a navbar, footer and social links like a real site's, all pointing at pages that exist.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

const CONFIG = `import { defineConfig } from 'site/config'

export default defineConfig({
  siteUrl: 'https://docs.synthetic.example',
  description: 'Synthetic documentation',
  brand: { name: 'Synthetic', appUrl: 'https://app.synthetic.example' },
  docsRepositoryBase: 'https://github.com/synthetic/docs/tree/main',
  navbar: {
    items: [{ title: 'Guides', href: '/docs/section-0/page-0' }],
    icons: [{ network: 'github', href: 'https://github.com/synthetic', label: 'Project on GitHub' }],
    buttons: [{ text: 'Log in', href: 'https://app.synthetic.example/login', variant: 'secondary' }, { text: 'Try it now', href: 'https://app.synthetic.example' }],
  },
  footer: {
    buttons: [{ text: 'Try it now', href: 'https://app.synthetic.example' }],
    links: [{ title: 'Guides', href: '/docs/section-0/page-0' }],
  },
  social: [{ network: 'github', href: 'https://github.com/synthetic' }, { network: 'x', href: 'https://x.com/synthetic' }],
})
`

export async function writeSyntheticSite(root, pages) {
  await mkdir(path.join(root, 'content/docs'), { recursive: true })
  await writeFile(path.join(root, 'content/site.config.ts'), CONFIG)
  await writeFile(path.join(root, 'content/index.mdx'), '---\ntitle: Synthetic\n---\n\nA synthetic site for benchmarks.\n')
  const folders = Math.ceil(pages / 100)
  for (let f = 0; f < folders; f++) {
    const dir = path.join(root, 'content/docs', `section-${f}`)
    await mkdir(dir, { recursive: true })
    const count = Math.min(100, pages - f * 100)
    await writeFile(path.join(dir, '_meta.json'), JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`page-${i}`, `Page ${f}.${i}`]))))
    await Promise.all(Array.from({ length: count }, (_, i) => writeFile(path.join(dir, `page-${i}.mdx`), pageSource(f, i, count))))
  }
}

/** One synthetic page: front matter, three sections, a list, a table, two code blocks, two links. */
export function pageSource(f, i, count) {
  const next = `/docs/section-${f}/page-${(i + 1) % count}`
  return `---
title: Page ${f}.${i}
description: Synthetic page ${i} of section ${f}.
---

This page describes resource ${f}-${i} of the synthetic API. It links to [the next page](${next}) and to [its own install section](#install).

## Install

Install the client with your package manager and configure the base URL before making requests.

- Retries are enabled by default for idempotent requests.
- Timeouts default to 30 seconds.

## Usage

| Method | Path | Description |
| --- | --- | --- |
| GET | /resources/${i} | Read resource ${i} |
| PUT | /resources/${i} | Replace resource ${i} |

\`\`\`ts
import { Client } from '@acme/sdk'
const client = new Client({ apiKey: process.env.ACME_KEY })
const resource = await client.resources.get({ id: '${f}-${i}' })
console.log(resource.name)
\`\`\`

\`\`\`bash
curl -s https://api.synthetic.example/resources/${i} -H "Authorization: Bearer $KEY"
\`\`\`

## Errors

Errors carry a status code, a machine-readable code and a human-readable message.
`
}
