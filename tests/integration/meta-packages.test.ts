// A `_meta.tsx` importing npm packages, run by Node as the built engine runs it: a CommonJS-only
// package's named and default imports work as under Nextra's bundler (Node's interop names only
// the exports its lexer finds), and ES module packages are imported as Node imports them.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runSite, tempRoot } from '../helpers/cli.js'

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'meta-packages', private: true }),
  // CommonJS whose exports the lexer cannot name (an object of arrow functions), requiring Node's own modules.
  'node_modules/cjs-only/package.json': JSON.stringify({ name: 'cjs-only', version: '1.0.0', main: 'index.js' }),
  'node_modules/cjs-only/index.js': "const path = require('node:path')\nmodule.exports = { label: (s) => path.basename('/x/' + s).toUpperCase() }\n",
  'node_modules/esm-only/package.json': JSON.stringify({ name: 'esm-only', version: '1.0.0', type: 'module', exports: './index.js' }),
  'node_modules/esm-only/index.js': "export const suffix = ' (ESM)'\n",
  // Both: Node imports the ES module entry, which says so.
  'node_modules/dual/package.json': JSON.stringify({ name: 'dual', version: '1.0.0', exports: { import: './index.mjs', require: './index.cjs' } }),
  'node_modules/dual/index.mjs': "export const entry = 'From import'\n",
  'node_modules/dual/index.cjs': "module.exports = { entry: (() => 'From require')() }\n",
  'content/site.config.ts': "import { defineConfig } from 'site/config'\n\nexport default defineConfig({ siteUrl: 'https://docs.example.com', brand: { name: 'Example' } })\n",
  'content/index.mdx': '# Home\n\nWelcome.\n',
  'content/docs/_meta.tsx': [
    "import { label } from 'cjs-only'",
    "import cjs from 'cjs-only'",
    "import { suffix } from 'esm-only'",
    "import { entry } from 'dual'",
    "export default { intro: label('intro') + suffix, guide: cjs.label('guide'), api: entry }",
  ].join('\n'),
  'content/docs/intro.mdx': '# Intro\n\nText.\n',
  'content/docs/guide.mdx': '# Guide\n\nText.\n',
  'content/docs/api.mdx': '# API\n\nText.\n',
}

describe('a _meta.tsx importing npm packages', () => {
  it('takes a CommonJS-only package whole and ES module packages as Node imports them', async () => {
    const root = await tempRoot('meta-packages')
    for (const [rel, contents] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(root, rel)), { recursive: true })
      await writeFile(path.join(root, rel), contents)
    }
    const result = await runSite(['build', '--root', root])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const html = await readFile(path.join(root, 'dist/docs/intro.html'), 'utf8')
    const titles = [...html.matchAll(/<a class="sidebar-link" href="\/docs\/(\w+)"[^>]*>([^<]*)</g)].map(([, route, title]) => `${route}: ${title}`)
    expect(titles.slice(0, 3)).toEqual(['intro: INTRO (ESM)', 'guide: GUIDE', 'api: From import'])
  })
})
