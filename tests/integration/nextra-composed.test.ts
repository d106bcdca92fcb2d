// Nextra 2 and 3 sites built from parts: pages that show a Markdown file imported through the
// tsconfig's paths (the Optimism docs re-export 41 of 233 pages so), pages beside a folder of
// their name (`api.mdx` beside `api/`), which Nextra merges into one sidebar item, and pages that
// render markup themselves with react-dom/server (the Safe docs' API pages).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite, type RunResult } from '../helpers/cli.js'

const LIST_PAGES = `import { getPagesUnderRoute } from 'nextra/context'
import { useConfig } from 'nextra-theme-docs'

export default function Pages() {
  const { normalizePagesResult } = useConfig()
  return (
    <>
      <p className="under">{getPagesUnderRoute('/docs').map((page) => \`\${page.kind} \${page.name} \${page.route}\`).join(', ')}</p>
      <p className="flat">{normalizePagesResult.flatDocsDirectories.map((item) => item.route).join(', ')}</p>
    </>
  )
}
`

describe('site build on a Nextra site composed of partials and folder pages', () => {
  let root: string
  let run: RunResult
  let map: RunResult
  const html = (file: string) => readFile(path.join(root, 'dist', file), 'utf8')
  beforeAll(async () => {
    root = await copyFixture('basic')
    const write = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true })
      await writeFile(path.join(root, file), text)
    }
    await write('tsconfig.json', '{\n  "compilerOptions": {\n    "jsx": "preserve",\n    "paths": { "@/*": ["./*"] }\n  }\n}\n')
    await write('shared/fees.mdx', '# Transaction fees\n\nEvery transaction pays for the gas it uses.\n\n## Execution gas fee\n\nGas used times the base fee.\n')
    await write('content/docs/fees.mdx', "---\ntitle: Fees\n---\nimport Fees from '@/shared/fees.mdx'\n\n<Fees />\n")
    await write('components/pages.jsx', LIST_PAGES)
    await write('content/docs/api.mdx', "---\ntitle: API\n---\nimport Pages from '@/components/pages.jsx'\n\nThe API reference.\n\n<Pages />\n")
    await write('content/docs/api/keys.mdx', '---\ntitle: Keys\n---\n\nKeys authenticate requests.\n')
    // A project with its own react-dom: a page's react-dom/server is still the engine's, which renders the engine's elements.
    await write('node_modules/react-dom/package.json', '{ "name": "react-dom", "version": "18.3.1", "main": "index.js" }\n')
    await write('node_modules/react-dom/index.js', 'module.exports = {}\n')
    await write('node_modules/react-dom/server.js', "exports.renderToString = () => 'the project copy'\n")
    await write('content/docs/markup.mdx', "---\ntitle: Markup\n---\nimport { renderToString } from 'react-dom/server'\n\n<p className=\"markup\">{renderToString(<b>Bold</b>)}</p>\n")
    const intro = path.join(root, 'content/docs/intro.mdx')
    await writeFile(intro, `${await readFile(intro, 'utf8')}\nWhat a call costs: [the execution gas fee](/docs/fees#execution-gas-fee).\n`)
    run = await runSite(['build', '--root', root])
    map = await runSite(['build', '--root', root, '--json'])
  })

  it("shows a partial imported through the tsconfig's paths as the page's own: its h1, table of contents, search text, twin and anchors", async () => {
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const fees = await html('docs/fees.html')
    // The partial's h1 is the page's: no title heading above it.
    expect(fees.match(/<h1\b/g)).toHaveLength(1)
    expect(fees).toContain('<h1 id="transaction-fees">Transaction fees</h1>')
    expect(fees).toMatch(/<nav data-toc=""[^>]*>.*<a href="#execution-gas-fee">Execution gas fee<\/a>/s)
    const search = path.join(root, 'dist/_site/search')
    const index = JSON.parse(await readFile(path.join(search, (await readdir(search)).find((f) => f.endsWith('.json'))!), 'utf8')) as Record<string, { data: Record<string, string> }>
    expect(index['/docs/fees']!.data['execution-gas-fee#Execution gas fee']).toBe('Gas used times the base fee.')
    expect(await html('docs/fees.md')).toContain('## Execution gas fee\n\nGas used times the base fee.')
  })

  it("gives a page's react-dom/server from the engine, not from the project", async () => {
    expect(await html('docs/markup.html')).toContain('<p class="markup">&lt;b&gt;Bold&lt;/b&gt;</p>')
  })

  it('lists a page beside a folder of its name as the folder\'s page: one sidebar item, and Nextra\'s page map and reading order', async () => {
    type Entry = { kind: string; name: string; route: string; index?: Entry; children?: Entry[] }
    const docs = (JSON.parse(map.stdout) as { trees: Record<string, Entry> }).trees['en-US']!.children!.find((e) => e.name === 'docs')!
    const api = docs.children!.filter((e) => e.name === 'api')
    expect(api.map((e) => [e.kind, e.index?.route, e.children?.map((c) => c.route)])).toEqual([['Folder', '/docs/api', ['/docs/api/keys']]])
    const page = await html('docs/api.html')
    // Nextra's raw page map lists the page beside the folder; normalizePages reads them as one item, a page in reading order.
    expect(page).toContain('<p class="under">MdxPage intro /docs/intro, MdxPage guide /docs/guide, Folder api /docs/api, MdxPage api /docs/api, MdxPage fees /docs/fees, MdxPage markup /docs/markup</p>')
    expect(page).toContain('<p class="flat">/docs/intro, /docs/guide, /docs/api, /docs/api/keys, /docs/fees, /docs/markup</p>')
  })
})
