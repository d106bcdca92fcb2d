// Issue 16 item 8: the built-ins take Nextra's props, and fences take Nextra's meta.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parseCodeMeta } from '../../../../renderer/mdx/code-meta.js'
import { convertCommands } from '../../../../renderer/mdx/remark-npm2yarn.js'
import { Callout } from '../../../../templates/mdx/Callout.js'
import { Card } from '../../../../templates/mdx/Cards.js'
import { Tab, Tabs } from '../../../../templates/mdx/Tabs.js'
import { compileAndRender } from './render-fixture.js'

describe('Nextra props of the built-ins', () => {
  it('Tabs: items as { label, disabled } objects, selectedIndex; a disabled tab is never the selected one', () => {
    const html = renderToStaticMarkup(
      <Tabs items={[{ label: 'macOS' }, { label: 'Windows', disabled: true }, 'Linux']} selectedIndex={1}>
        <Tab>brew</Tab>
        <Tab>winget</Tab>
        <Tab>apt</Tab>
      </Tabs>,
    )
    const tabs = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)]
    expect(tabs.map((t) => t[1])).toEqual(['macOS', 'Windows', 'Linux'])
    expect(tabs[1]![0]).toContain('disabled=""')
    expect(tabs[1]![0]).toContain('aria-disabled="true"')
    expect(tabs[0]![0]).toContain('aria-selected="true"')
    const selected = renderToStaticMarkup(
      <Tabs items={['a', 'b']} selectedIndex={1}>
        <Tab>A</Tab>
        <Tab>B</Tab>
      </Tabs>,
    )
    expect(selected).toMatch(/aria-selected="true"[^>]*>b</)
  })

  it('Callout: emoji replaces the icon; Card: arrow', () => {
    const callout = renderToStaticMarkup(<Callout type="important" emoji="🚀">Launch</Callout>)
    expect(callout).toContain('<span class="callout-icon callout-emoji" aria-hidden="true">🚀</span>')
    expect(callout).not.toContain('<svg')
    expect(renderToStaticMarkup(<Card title="Start" href="/docs" arrow />)).toContain('<span class="card-title">Start<span class="card-arrow" aria-hidden="true"> →</span></span>')
  })
})

describe('Nextra fence meta', () => {
  it('copy=false drops the copy button; a /phrase with spaces/ is one highlight; title= names the block', () => {
    expect(parseCodeMeta('copy=false').copy).toBe(false)
    expect(parseCodeMeta('copy').copy).toBe(true)
    const meta = parseCodeMeta('title="a b.ts" /hello world/ {2}')
    expect(meta).toMatchObject({ filename: 'a b.ts', words: ['hello world'], copy: true })
  })

  it('a "quoted phrase" is one highlight; /word/2-3 highlights only those occurrences', async () => {
    const meta = parseCodeMeta('js "const total" /item/2-3 {1} /sum/#v')
    expect(meta).toMatchObject({ words: ['const total', 'item', 'sum'], occurrences: { item: [2, 3] } })
    const source = '```js "const total" /item/2-3\nconst total = item + item + item + item\n```\n'
    const { html } = await compileAndRender({ source, file: 'fence.mdx', format: 'mdx' })
    const marked = [...html!.matchAll(/<span data-highlighted-word="">(.*?)<\/span><\/span>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))
    expect(marked).toEqual(['const total', 'item', 'item'])
    const text = html!.replace(/<[^>]+>/g, '')
    expect(text).toContain('const total = item + item + item + item')
  })

  it('npm2yarn: npm commands become npm, pnpm, yarn and bun tabs', async () => {
    expect(convertCommands('npm install -D vitest', 'yarn')).toBe('yarn add -D vitest')
    expect(convertCommands('npm i', 'pnpm')).toBe('pnpm install')
    expect(convertCommands('npm run build -- --watch', 'bun')).toBe('bun run build -- --watch')
    expect(convertCommands('npx create-acme@latest', 'pnpm')).toBe('pnpm dlx create-acme@latest')
    expect(convertCommands('npm uninstall acme', 'yarn')).toBe('yarn remove acme')
    const { html, diagnostics } = await compileAndRender({ source: '# Install\n\n```sh npm2yarn copy=false\nnpm install acme\n```\n', file: 'content/docs/i.mdx', format: 'mdx' })
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect([...html!.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['npm', 'pnpm', 'yarn', 'bun'])
    expect(html).toContain('data-storage-key="package-manager"')
    const text = html!.replace(/<[^>]+>/g, '')
    for (const command of ['npm install acme', 'pnpm add acme', 'yarn add acme', 'bun add acme']) expect(text).toContain(command)
    expect(html).not.toContain('data-copy')
  })
})

describe('math (config latex)', () => {
  const source = '# Energy\n\nInline $E = mc^2$ and display:\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\nPrices in $ stay text when latex is off.\n'
  it('renders $…$ and $$…$$ as MathML at build time with latex: true', async () => {
    const { html, diagnostics } = await compileAndRender({ source, file: 'content/docs/m.mdx', format: 'mdx', options: { latex: true } })
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(html).toMatch(/<span class="katex"><math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML"><semantics><mrow><mi>E<\/mi>/)
    expect(html).toMatch(/<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML" display="block">.*<mfrac>/s)
    expect(html).not.toContain('data-code-block')
  })

  it('leaves dollar signs alone without it', async () => {
    const { html } = await compileAndRender({ source, file: 'content/docs/m.mdx', format: 'mdx' })
    expect(html).not.toContain('<math')
    expect(html).toContain('Inline $E = mc^2$')
  })
})

describe('nextra/icons', () => {
  it('gives drawn icons, hidden from assistive technology unless labelled', async () => {
    const source = "import { TerminalIcon, TypeScriptIcon } from 'nextra/icons'\n\n<TerminalIcon className=\"i\" /> <TypeScriptIcon aria-label=\"TypeScript\" />\n"
    const { html, diagnostics } = await compileAndRender({ source, file: 'icons.mdx', format: 'mdx' })
    expect(diagnostics).toEqual([])
    expect(html).toMatch(/<svg [^>]*aria-hidden="true"[^>]*data-icon="terminal" class="i"><rect [^>]*><\/rect><path d="M7 9l3 3-3 3M12 15h5"><\/path><\/svg>/)
    expect(html).toMatch(/<svg [^>]*role="img" data-icon="typescript" aria-label="TypeScript">.*>TS<\/text><\/svg>/)
    expect(html).not.toContain('mdx-missing')
  })

  it('puts the language icons in scope of a page that uses them undeclared, as Nextra 3 does', async () => {
    const source = "import { Pre } from 'nextra/components'\n\nexport function Example() {\n  return <Pre data-filename=\"x.mdx\" icon={MdxIcon}>text</Pre>\n}\n\n<Example />\n"
    const { html, diagnostics } = await compileAndRender({ source, file: 'scope.mdx', format: 'mdx' })
    expect(diagnostics).toEqual([])
    expect(html).toContain('text')
  })
})
