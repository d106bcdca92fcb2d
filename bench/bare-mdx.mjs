// The baseline of `npm run bench ratio`: one thread compiling, evaluating and rendering every MDX
// page under <root>/content with bare @mdx-js/mdx and React, as a site would without any engine:
// compile (remark-frontmatter, remark-gfm: the least that renders these pages right: front
// matter, tables), run, renderToString. Prints `BARE_MS=<wall ms> BARE_CPU_MS=<ms> PAGES=<n> BYTES=<html bytes>`.
//
//   node bench/bare-mdx.mjs <root>
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { compile, run } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToString } from 'react-dom/server'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'

process.env.NODE_ENV ??= 'production'

async function mdxFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile() && e.name.endsWith('.mdx')).map((e) => path.join(e.parentPath ?? e.path, e.name)).sort()
}

const files = await mdxFiles(path.join(process.argv[2], 'content'))
const started = performance.now()
const cpu = process.cpuUsage()
let bytes = 0
for (const file of files) {
  const code = await compile(await readFile(file, 'utf8'), { outputFormat: 'function-body', remarkPlugins: [remarkFrontmatter, remarkGfm] })
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url })
  bytes += renderToString(createElement(Content)).length
}
const { user, system } = process.cpuUsage(cpu)
console.log(`BARE_MS=${Math.round(performance.now() - started)} BARE_CPU_MS=${Math.round((user + system) / 1000)} PAGES=${files.length} BYTES=${bytes}`)
