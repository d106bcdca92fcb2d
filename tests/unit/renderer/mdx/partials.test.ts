/** Markdown partials a page shows, in its search sections, Markdown twin, headings and ids (renderer/mdx/remark-partials.ts). */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { partialTexts } from '../../../../renderer/mdx/partial-texts.js'
import { partialResolver } from '../../../../renderer/mdx/partial-path.js'

describe('Markdown partials in search sections and the twin', () => {
  let root: string
  const compile = (source: string, file = 'content/docs/page.mdx') => compilePage({ source, file, format: 'mdx', root })
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-partials-'))
    await mkdir(path.join(root, 'content/_parts'), { recursive: true })
    await mkdir(path.join(root, 'content/docs'), { recursive: true })
    // Its heading repeats one of the page's: the partial's own compile gives it the bare id.
    await writeFile(path.join(root, 'content/_parts/auth.mdx'), "import Scopes from './scopes.md'\n\n## Setup\n\nSend the key in the `Authorization` header.\n\n<Scopes />\n")
    // Markdown, not MDX: braces and comments are text and nothing (parsed as MDX, the first would be an expression and the second an error).
    await writeFile(path.join(root, 'content/_parts/scopes.md'), 'Keys carry the **read** scope unless you ask for {write}.\n\n<!-- scopes are listed in the console -->\n')
    // A partial that shows itself and the page that shows it: each file is read once along a chain.
    await writeFile(path.join(root, 'content/_parts/loop.mdx'), "import Loop from './loop.mdx'\n\nAround once.\n\n<Loop />\n")
    await writeFile(path.join(root, 'content/_parts/broken.mdx'), 'An unclosed <Tag\n')
    // Imported through the tsconfig's paths, and through Next.js's implicit base (the project folder).
    await writeFile(path.join(root, 'tsconfig.json'), '{\n  // As Next.js writes it.\n  "compilerOptions": { "paths": { "@/shared/*": ["./shared/*"] } }\n}\n')
    await mkdir(path.join(root, 'shared'), { recursive: true })
    await writeFile(path.join(root, 'shared/fees.mdx'), '# Transaction fees\n\nEvery transaction pays two fees.\n\n## Execution gas fee\n\nGas used times the base fee.\n')
    await writeFile(path.join(root, 'shared/limits.md'), '## Limits\n\nA block holds 30 million gas.\n')
    await writeFile(path.join(root, 'shared/version.md'), '4.2.0\n')
  })

  it("puts a partial's text where the page shows it, under the partial's headings and ids, partials of partials included", async () => {
    const source = "---\ntitle: Keys\n---\nimport Auth from '../_parts/auth.mdx'\n\n## Setup\n\nCreate a key first.\n\n<Auth />\n\nRotate keys every 90 days.\n"
    const { page, diagnostics } = await compile(source)
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(page!.sections).toEqual([
      { id: 'setup', title: 'Setup', text: 'Create a key first.' },
      { id: 'setup', title: 'Setup', text: 'Send the key in the Authorization header.\nKeys carry the read scope unless you ask for {write}.\nRotate keys every 90 days.' },
    ])
    expect(page!.markdown).toBe('## Setup\n\nCreate a key first.\n\n## Setup\n\nSend the key in the `Authorization` header.\n\nKeys carry the **read** scope unless you ask for {write}.\n\n<!-- scopes are listed in the console -->\n\nRotate keys every 90 days.\n')
    // Its headings (its table of contents, as Nextra 2 and 3 splice in a partial's) and ids hold the partial's in its place.
    expect(page!.headings).toEqual([
      { id: 'setup', value: 'Setup', depth: 2 },
      { id: 'setup', value: 'Setup', depth: 2 },
    ])
    expect(page!.ids).toEqual(['setup'])
    expect(page!.dependencies).toEqual(['content/_parts/auth.mdx', 'content/_parts/scopes.md'])
  })

  it('reads a file once along a chain (a partial that shows itself); a partial that does not parse fails the page at its own file, as before', async () => {
    const loop = await compile("import Loop from '../_parts/loop.mdx'\n\nBefore.\n\n<Loop />\n")
    expect(loop.page!.sections).toEqual([{ id: '', title: '', text: 'Before.\nAround once.' }])
    const broken = await compile("import Broken from '../_parts/broken.mdx'\n\nBefore.\n\n<Broken />\n")
    expect(broken.page).toBeUndefined()
    expect(broken.diagnostics.map((d) => d.file)).toContain('content/_parts/broken.mdx')
  })

  it('lists the texts a page shows through partials, each file once, for the search index name to hash', async () => {
    const page = path.join(root, 'content/docs/page.mdx')
    const auth = "import Scopes from './scopes.md'\n\n## Setup\n\nSend the key in the `Authorization` header.\n\n<Scopes />\n"
    const scopes = 'Keys carry the **read** scope unless you ask for {write}.\n\n<!-- scopes are listed in the console -->\n'
    expect(partialTexts(page, "import Auth from '../_parts/auth.mdx'\nimport Again from '../_parts/auth.mdx'\nimport Gone from './gone.mdx'\n", partialResolver(root))).toEqual([auth, scopes, '\0'])
    expect(partialTexts(page, "import Loop from '../_parts/loop.mdx'\n", partialResolver(root))).toEqual(["import Loop from './loop.mdx'\n\nAround once.\n\n<Loop />\n"])
    expect(partialTexts(page, 'No imports here.\n', partialResolver(root))).toEqual([])
    // Through the tsconfig and the project folder; a package's file or one that is nowhere is no partial.
    expect(partialTexts(page, "import Fees from '@/shared/fees.mdx'\nimport Limits from 'shared/limits.md'\nimport Nowhere from 'pkg/readme.mdx'\n", partialResolver(root))).toHaveLength(2)
  })

  it('reads a partial shown inside a paragraph into the paragraph, in search and the twin', async () => {
    const { page } = await compile("import Version from '@/shared/version.md'\n\n## Install\n\nThe current release is <Version />, out since May.\n")
    expect(page!.sections).toEqual([{ id: 'install', title: 'Install', text: 'The current release is 4.2.0, out since May.' }])
    expect(page!.markdown).toContain('The current release is 4.2.0, out since May.')
  })

  it('reads partials imported through the tsconfig paths and the project folder, their headings in the page\'s place and ids', async () => {
    const source = "import Fees from '@/shared/fees.mdx'\nimport Limits from 'shared/limits.md'\n\n<Fees />\n\n## Examples\n\nA transfer uses 21,000 gas.\n\n<Limits />\n"
    const { page, diagnostics } = await compile(source)
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(page!.headings).toEqual([
      { id: 'transaction-fees', value: 'Transaction fees', depth: 1 },
      { id: 'execution-gas-fee', value: 'Execution gas fee', depth: 2 },
      { id: 'examples', value: 'Examples', depth: 2 },
      { id: 'limits', value: 'Limits', depth: 2 },
    ])
    expect(page!.ids.sort()).toEqual(['examples', 'execution-gas-fee', 'limits', 'transaction-fees'])
    expect(page!.sections.map((s) => s.id)).toEqual(['transaction-fees', 'execution-gas-fee', 'examples', 'limits'])
    expect(page!.markdown).toContain('## Execution gas fee\n\nGas used times the base fee.')
  })
})
