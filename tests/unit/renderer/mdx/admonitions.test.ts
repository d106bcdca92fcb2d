// Admonitions (`:::tip[Title]` … `:::`, renderer/mdx/remark-admonitions.ts): callouts in .mdx and .md, nested, in quotes; text directives stay text.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { runPage } from '../../../../renderer/mdx/run-content.js'
import { quickTree } from '../../../../renderer/mdx/quick-parse.js'
import { components } from '../../../../templates/layouts/index.js'

async function compiled(body: string, format: 'mdx' | 'md' = 'mdx') {
  const { page, diagnostics } = await compilePage({ source: `---\ntitle: T\n---\n\n${body}\n`, file: `page.${format}`, format })
  const html = renderToString(createElement(runPage(page!.code!).Content, { components }))
  return { html, diagnostics, page: page! }
}

/** The callouts of `html`: their type and their content's text. */
const callouts = (html: string) => [...html.matchAll(/data-callout="(\w+)"/g)].map((m) => m[1])

describe('admonitions', () => {
  it.each(['mdx', 'md'] as const)('draws the kinds of Docusaurus, Starlight and VitePress as callouts in a .%s page', async (format) => {
    const kinds = ['note', 'info', 'tip', 'important', 'warning', 'caution', 'danger']
    const { html, diagnostics } = await compiled(kinds.map((kind) => `:::${kind}\nAbout ${kind}.\n:::`).join('\n\n'), format)
    expect(callouts(html)).toEqual(['info', 'info', 'success', 'important', 'warning', 'warning', 'error'])
    expect(html).toContain('<div class="callout-content"><p>About tip.</p></div>')
    expect(diagnostics).toEqual([])
  })

  it('makes the label a bold first line and keeps any Markdown inside, nested admonitions included', async () => {
    const { html } = await compiled(':::tip[Retry *safely*]\n\nSend the same `Idempotency-Key`.\n\n- one\n\n:::\n\n::::warning\nOuter.\n\n:::danger\nInner.\n:::\n::::\n\n> :::note\n> Quoted.\n> :::')
    expect(html).toContain('<div class="callout-content"><p><strong>Retry <em>safely</em></strong></p><p>Send the same <code>Idempotency-Key</code>.</p><ul>')
    expect(callouts(html)).toEqual(['success', 'warning', 'error', 'info'])
    expect(html).toMatch(/<p>Outer\.<\/p><div class="callout callout-error"[^>]*>.*<p>Inner\.<\/p>/)
    expect(html).toMatch(/<blockquote>\s*<div class="callout callout-info"/)
  })

  it('leaves colons in prose alone: only a line opening a container is read', async () => {
    const { html, page } = await compiled('Emoji :tada: and Note:this, at 10:30, ::leaf and :::not-at-line-start.')
    expect(html).toContain('<p>Emoji :tada: and Note:this, at 10:30, ::leaf and :::not-at-line-start.</p>')
    expect(page.html ?? '').not.toContain('callout')
  })

  it('warns at an unknown kind and keeps its content in place', async () => {
    const { html, diagnostics } = await compiled('Before.\n\n:::foo\nKept **content**.\n:::')
    expect(html).toMatch(/<p>Before\.<\/p>\s*<p>Kept <strong>content<\/strong>\.<\/p>/)
    expect(diagnostics).toMatchObject([{ severity: 'warning', ruleId: 'content/unknown-admonition', line: 7, column: 1, reason: 'Unknown admonition `:::foo`: its content is shown without a box', hint: 'Use one of :::note, :::info, :::tip, :::important, :::warning, :::caution, :::danger.' }])
  })

  it('sends a page with an admonition to micromark, not the quick parse', () => {
    expect(quickTree('Text.\n\n:::note\nA.\n:::\n', { format: 'mdx' })).toBeUndefined()
    expect(quickTree('- :::tip\n  A.\n  :::\n', { format: 'md' })).toBeUndefined()
    expect(quickTree('Note:this and :tada:.\n', { format: 'mdx' })).toBeDefined()
  })

  it('reads the spaced openings of VitePress and older Docusaurus pages, and VitePress details', async () => {
    const { html, diagnostics } = await compiled('::: tip\nPlain.\n:::\n\n::: warning Mind the [gap]\nText.\n:::\n\n:::note Your title\nNoted.\n:::\n\n::: details Show more\nHidden.\n:::\n\n::: details\nUntitled.\n:::\n\n::: not-a-kind of line')
    expect(callouts(html)).toEqual(['success', 'warning', 'info'])
    expect(html).toContain('<p><strong>Mind the [gap]</strong></p><p>Text.</p>')
    expect(html).toContain('<p><strong>Your title</strong></p><p>Noted.</p>')
    expect(html).toMatch(/<details><summary>Show more<\/summary><p>Hidden\.<\/p><\/details>/)
    expect(html).toMatch(/<details><summary>Details<\/summary><p>Untitled\.<\/p><\/details>/)
    expect(html).toContain('<p>::: not-a-kind of line</p>')
    expect(diagnostics).toEqual([])
  })

  it('keeps line numbers of a rewritten opening for what follows it', async () => {
    const { diagnostics } = await compiled('::: tip Title\n```nosuchlanguage\nx\n```\n:::')
    expect(diagnostics).toMatchObject([{ ruleId: 'content/unknown-language', line: 6, column: 1 }])
  })

  it("makes VitePress's code groups tabs named by their fences' labels", async () => {
    const { html } = await compiled('::: code-group\n\n```sh [npm]\nnpm install site\n```\n\n```sh [pnpm]\npnpm add site\n```\n\n```ts\nconst a = 1\n```\n\n:::')
    expect([...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['npm', 'pnpm', 'ts'])
    expect([...html.matchAll(/role="tabpanel"/g)]).toHaveLength(3)
    expect(html.replace(/<[^>]+>/g, '')).toContain('pnpm add site')
    expect(html).not.toContain('[npm]')
  })

  it('names a fence of a code group by its label alone, with spaces and no language', async () => {
    const { html, diagnostics } = await compiled('::: code-group\n\n``` [File tree]\nsrc/\n  index.ts\n```\n\n```ts [config.ts]\nexport default {}\n```\n\n:::', 'md')
    expect(diagnostics).toEqual([])
    expect([...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['File tree', 'config.ts'])
  })

  it.each(['mdx', 'md'] as const)("makes vitepress-plugin-tabs' `::: tabs` tabs of its `== label` parts, a code group inside one, keyed (.%s)", async (format) => {
    const body = [
      ':::: tabs key:provider',
      '== Playwright',
      'Install [Playwright](https://playwright.dev) for *parallel* runs.',
      '',
      '::: code-group',
      '```bash [npm]',
      'npm install -D playwright',
      '```',
      '```bash [pnpm]',
      'pnpm add -D playwright',
      '```',
      ':::',
      '== WebdriverIO',
      '',
      'Runs on the WebDriver protocol.',
      '::::',
    ].join('\n')
    const { html, diagnostics } = await compiled(body, format)
    expect(diagnostics).toEqual([])
    expect([...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Playwright', 'WebdriverIO', 'npm', 'pnpm'])
    expect(html).toContain('data-storage-key="provider"')
    expect(html).toContain('<p>Install <a href="https://playwright.dev">Playwright</a> for <em>parallel</em> runs.</p>')
    expect(html).toContain('<p>Runs on the WebDriver protocol.</p>')
    expect(html).not.toContain('==')
  })

  it('turns a container nested in an unclosed code group into what it shows, never leaving a directive', async () => {
    const { html, diagnostics } = await compiled('::: code-group\n```sh [a]\na\n```\n\n::: code-group\n```sh [b]\nb\n```\n:::\n\n:::tip\nNested.\n:::', 'md')
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(html).toContain('Nested.')
  })
})
