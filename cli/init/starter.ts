/**
 * The files `site init` writes: the smallest site that builds without a warning and looks
 * finished (a home page, a docs section with two pages, `_meta.json` files), and with `blog` a
 * first post. Paths are relative to the new project folder.
 */
export interface StarterFile {
  path: string
  text: string
}

export function starterFiles(name: string, options: { blog: boolean }): StarterFile[] {
  const rootMeta: Record<string, unknown> = { index: { title: 'Home', display: 'hidden', theme: { layout: 'full', toc: false, breadcrumb: false, pagination: false, timestamp: false } }, docs: { title: 'Docs', type: 'page' } }
  if (options.blog) rootMeta.post = { title: 'Blog', type: 'page' }
  const files: StarterFile[] = [
    { path: 'content/site.config.ts', text: config(name) },
    { path: 'content/_meta.json', text: `${JSON.stringify(rootMeta, null, 2)}\n` },
    { path: 'content/index.mdx', text: home(name) },
    { path: 'content/docs/_meta.json', text: `${JSON.stringify({ index: 'Introduction', 'writing-pages': 'Writing pages' }, null, 2)}\n` },
    { path: 'content/docs/index.mdx', text: docsIndex(name) },
    { path: 'content/docs/writing-pages.mdx', text: writingPages() },
    { path: '.gitignore', text: 'dist/\n.site-cache/\nworker/\n.newsletter/\n' },
  ]
  if (options.blog) files.push({ path: 'content/post/hello-world.mdx', text: firstPost(name) })
  return files
}

function config(name: string): string {
  return `import { defineConfig } from 'site/config'

// Every other key is optional: hover a key in your editor for what it does, or see the
// configuration reference in the README of \`site\`.
export default defineConfig({
  siteUrl: 'https://docs.example.com',
  brand: { name: ${JSON.stringify(name)} },
})
`
}

function home(name: string): string {
  return `---
title: ${JSON.stringify(name)}
description: The documentation of ${name}.
---

# ${name}

Welcome! This site is built with \`site\` from the MDX files in \`content/\`.

[Read the documentation →](/docs)
`
}

function docsIndex(name: string): string {
  return `---
title: Introduction
description: What ${name} is and where to start.
---

# Introduction

This is the first page of your documentation. Edit \`content/docs/index.mdx\` and save: \`site dev\`
reloads the page in your browser.

## Next steps

- Read [Writing pages](/docs/writing-pages) to add a page and order the sidebar.
- Set \`siteUrl\` in \`content/site.config.ts\` to the address the site will be published at, and
  \`basePath\` when it is served under a path (\`basePath: '/docs'\` for a GitHub Pages project site).
`
}

function writingPages(): string {
  return `---
title: Writing pages
description: Add a page, order the sidebar and link between pages.
---

# Writing pages

Every \`.mdx\` or \`.md\` file under \`content/\` is a page: \`content/docs/setup.mdx\` is served at
\`/docs/setup\`.

## Order the sidebar

\`_meta.json\` in a folder lists its pages in order, with their sidebar titles:

\`\`\`json
{
  "index": "Introduction",
  "writing-pages": "Writing pages"
}
\`\`\`

## Link between pages

Write site paths such as [the introduction](/docs). The build checks every internal link and
\`#anchor\` and fails on a broken one, naming its file, line and column.

## Call out what matters

:::tip[Keep it short]
A callout holds any Markdown. Use \`:::note\`, \`:::info\`, \`:::tip\`, \`:::warning\` or
\`:::danger\`, or GitHub's \`> [!NOTE]\` form.
:::

Mark lines of a code block with \`{2}\` after the language, or in the code itself:

\`\`\`js {2}
const client = createClient()
await client.send() // [!code ++]
\`\`\`
`
}

function firstPost(name: string): string {
  return `---
title: Hello, world
description: The first post of the ${name} blog.
date: 2026-01-01
tags: [news]
authors:
  - name: The ${name} team
---

The blog lists every page under \`content/post/\`, newest first, with feeds and a page per tag.
`
}
