import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createReport } from '../../../../renderer/diagnostics.js'
import { loadMetas } from '../../../../renderer/stages/meta.js'
import { scanContent } from '../../../../renderer/stages/scan.js'

async function load(files: Record<string, string>) {
  const root = await mkdtemp(path.join(tmpdir(), 'meta-'))
  for (const [rel, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true })
    await writeFile(path.join(root, rel), contents)
  }
  const report = createReport()
  const tree = await scanContent({ root, contentDir: path.join(root, 'content'), generators: [] }, report)
  const metas = await loadMetas(tree, root, report)
  return { metas, diagnostics: report.all().map((d) => `${d.file}:${d.line ?? ""}:${d.column ?? ""} ${d.severity} ${d.ruleId}${d.ruleId === "meta/invalid" ? ` ${d.reason}` : ""}`) }
}

describe('loadMetas', () => {
  it('loads _meta.tsx with JSX titles, local components and imports of packages the project lacks', async () => {
    const { metas, diagnostics } = await load({
      'theme.config.tsx': "import { useConfig } from 'nextra-theme-docs'\nexport const Logo = () => <b>SWR</b>\nexport default { logo: <Logo />, useConfig }\n",
      'content/docs/_meta.tsx': [
        "import { LinkArrowIcon } from 'nextra/icons'",
        "import type { FC, ReactNode } from 'react'",
        "import { Logo } from '../../theme.config'",
        "import './sidebar.css'",
        'const Separator: FC<{ children: ReactNode }> = ({ children }) => <div><Logo />{children}</div>',
        'export default {',
        "  '--- start': { type: 'separator', title: <Separator>Getting Started</Separator> },",
        "  intro: { title: <><i>Getting</i>&nbsp;<s>Started</s></> },",
        "  api: <>API<LinkArrowIcon height=\"1em\" /></>,",
        "  menu: { type: 'menu', title: 'More', items: { a: { title: <span>Item A</span>, href: 'https://example.com' } } },",
        '}',
      ].join('\n'),
      'content/docs/sidebar.css': '.x { color: red }',
      'content/docs/intro.mdx': '# Intro\n',
    })
    expect(diagnostics).toEqual([])
    expect(metas.get('docs|')!.data).toEqual({
      '--- start': { type: 'separator', title: 'SWRGetting Started', titleHtml: '<div><b>SWR</b>Getting Started</div>' },
      intro: { title: 'Getting Started', titleHtml: '<i>Getting</i>\u00a0<s>Started</s>' },
      api: 'API',
      menu: { type: 'menu', title: 'More', items: { a: { title: 'Item A', titleHtml: '<span>Item A</span>', href: 'https://example.com' } } },
    })
  })

  it("warns that a _meta exporting a function (Nextra's createCatchAllMeta for remote pages) is not read, with a hint", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'meta-'))
    await mkdir(path.join(root, 'content/remote'), { recursive: true })
    await writeFile(path.join(root, 'content/remote/_meta.ts'), "export default () => ({ a: 'A' })\n")
    const report = createReport()
    const tree = await scanContent({ root, contentDir: path.join(root, 'content'), generators: [] }, report)
    await loadMetas(tree, root, report)
    expect(report.all().map((d) => [d.file, d.severity, d.ruleId, d.reason, d.hint])).toEqual([
      ['content/remote/_meta.ts', 'warning', 'meta/unsupported-file', 'A _meta that exports a function (remote pages) is not read', expect.stringContaining("Nextra's createCatchAllMeta")],
    ])
  })

  it('spreads Nextra 4 _meta.global over the folders, and warns about a _meta file it cannot read', async () => {
    const { metas, diagnostics } = await load({
      'content/_meta.global.ts': "export default { index: { type: 'page' }, posts: { type: 'page', title: 'Posts', items: { draft: { display: 'hidden' }, deep: { items: { x: 'Ex' } } } }, more: { type: 'menu', items: { a: { href: 'https://a.example' } } } }\n",
      'content/posts/draft.mdx': '# Draft\n',
      'content/posts/deep/x.mdx': '# X\n',
      'content/guide/_meta.yaml': 'a: b\n',
    })
    expect(diagnostics).toEqual(['content/guide/_meta.yaml:: warning meta/unsupported-file'])
    expect(Object.fromEntries([...metas].map(([key, meta]) => [key, meta.data]))).toEqual({
      'posts/deep|': { x: 'Ex' },
      'posts|': { draft: { display: 'hidden' }, deep: {} },
      '|': { index: { type: 'page' }, posts: { type: 'page', title: 'Posts' }, more: { type: 'menu', items: { a: { href: 'https://a.example' } } } },
    })
  })

  it('refuses javascript:, vbscript: and data: hrefs at their key, dropping the entry (XSS-7)', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'meta-'))
    await mkdir(path.join(root, 'content/docs'), { recursive: true })
    await writeFile(path.join(root, 'content/docs/_meta.json'), JSON.stringify({ a: { title: 'A', href: ' JaVaScRiPt:alert(1)' }, b: { title: 'B', href: 'data:text/html,<script>alert(1)</script>' }, c: { type: 'menu', title: 'C', items: { x: { title: 'X', href: 'vbscript:msgbox(1)' } } }, d: { title: 'D', href: 'https://d.example' } }, null, 2))
    const report = createReport()
    const metas = await loadMetas(await scanContent({ root, contentDir: path.join(root, 'content'), generators: [] }, report), root, report)
    expect(report.all().map((d) => `${d.file}:${d.line} ${d.severity} ${d.reason}`)).toEqual([
      "content/docs/_meta.json:4 error `a.href`: Unsafe URL: `javascript:` URLs can run code in the reader's browser; use an https: or relative URL; entry `a` skipped",
      "content/docs/_meta.json:8 error `b.href`: Unsafe URL: `data:` URLs can run code in the reader's browser; use an https: or relative URL; entry `b` skipped",
      "content/docs/_meta.json:16 error `c.items.x.href`: Unsafe URL: `vbscript:` URLs can run code in the reader's browser; use an https: or relative URL; entry `c` skipped",
    ])
    expect(Object.keys(metas.get('docs|')!.data)).toEqual(['d'])
  })
})
