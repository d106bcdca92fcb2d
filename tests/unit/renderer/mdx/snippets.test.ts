// VitePress's `<<< path` code snippets (renderer/mdx/remark-snippets.ts): a file's text, or a region
// of it, as a code block with its lines marked; located errors for what cannot be read.
import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { runPage } from '../../../../renderer/mdx/run-content.js'
import { components } from '../../../../templates/layouts/index.js'
import { snippetTexts } from '../../../../renderer/mdx/snippet-files.js'

const CLIENT = `import { createClient } from './sdk'

// #region create
export const client = createClient({
  baseUrl: 'https://api.example.com',
})
// #endregion create
`
const RETRY = `import time

def send(request):
    # region backoff
    for attempt in range(5):
        time.sleep(2 ** attempt)
    # endregion backoff
`

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'snippets-'))
  mkdirSync(path.join(root, 'content/guide'), { recursive: true })
  mkdirSync(path.join(root, 'content/snippets'))
  writeFileSync(path.join(root, 'content/snippets/client.ts'), CLIENT)
  writeFileSync(path.join(root, 'content/guide/retry.py'), RETRY)
  writeFileSync(path.join(root, 'content/snippets/.env'), 'TOKEN=secret\n')
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'elsewhere-'))
  writeFileSync(path.join(elsewhere, 'outside.ts'), 'export {}\n')
  symlinkSync(path.join(elsewhere, 'outside.ts'), path.join(root, 'content/snippets/linked.ts'))
  return root
}

async function compiled(body: string, format: 'md' | 'mdx' = 'md') {
  const root = project()
  const { page, diagnostics } = await compilePage({ source: `---\ntitle: T\n---\n\n${body}\n`, file: `content/guide/page.${format}`, format, root })
  const html = page?.code ? renderToString(createElement(runPage(page.code).Content, { components })) : ''
  return { html, diagnostics, page, root }
}

/** The text of each code block of `html`, tags removed. */
const blocks = (html: string) => [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'"))

describe('<<< code snippets', () => {
  it('shows a whole file from the content folder (@/) in its language, and lists it among the dependencies', async () => {
    const { html, diagnostics, page } = await compiled('<<< @/snippets/client.ts')
    expect(diagnostics).toEqual([])
    expect(html).toContain('data-language="ts"')
    expect(blocks(html)).toEqual([CLIENT.replace(/\n$/, '')])
    expect(page!.dependencies).toEqual(['content/snippets/client.ts'])
    expect(page!.markdown).toContain("```ts\nimport { createClient } from './sdk'")
  })

  it('cuts a region out of any comment syntax, dedented, and reads lines, language, line numbers and a label from the line', async () => {
    const { html, diagnostics } = await compiled('<<< ./retry.py#backoff{2 python:line-numbers}\n\n<<< ../snippets/client.ts#create{js}')
    expect(diagnostics).toEqual([])
    expect(blocks(html)).toEqual(['for attempt in range(5):\n    time.sleep(2 ** attempt)', "export const client = createClient({\n  baseUrl: 'https://api.example.com',\n})"])
    expect(html).toMatch(/data-language="python" data-line-numbers=""><code><span class="line">.*<\/span>\n<span class="line" data-highlighted="">/)
    expect(html).toContain('data-language="js"')
  })

  it('makes each line of a code group a tab named by its label', async () => {
    const { html, diagnostics } = await compiled('::: code-group\n\n<<< @/snippets/client.ts#create [client.ts]\n<<< ./retry.py [retry.py]\n\n:::')
    expect(diagnostics).toEqual([])
    expect([...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['client.ts', 'retry.py'])
    expect(blocks(html)).toHaveLength(2)
  })

  it('leaves a line among other text, and one inside code, as it is', async () => {
    const { html, page } = await compiled('See\n<<< @/snippets/client.ts\n\n```md\n<<< @/snippets/client.ts\n```')
    expect(html).toContain('<p>See\n&lt;&lt;&lt; @/snippets/client.ts</p>')
    expect(blocks(html)).toEqual(['<<< @/snippets/client.ts'.replace(/</g, '&lt;')])
    expect(page!.dependencies).toBeUndefined()
  })

  it('is a located error for a missing file or region, a private file or one outside the project (through a symlink)', async () => {
    const { diagnostics } = await compiled('<<< ./nope.ts\n\n<<< @/snippets/client.ts#missing\n<<< @/snippets/.env\n<<< @/snippets/linked.ts')
    expect(diagnostics.map((d) => [d.severity, d.ruleId, d.line, d.column])).toEqual([
      ['error', 'content/missing-snippet', 5, 1],
      ['error', 'content/missing-snippet', 7, 1],
      ['error', 'content/missing-snippet', 8, 1],
      ['error', 'content/missing-snippet', 9, 1],
    ])
    expect(diagnostics[0]!.reason).toBe('Cannot include ./nope.ts: there is no file content/guide/nope.ts (`@/` is the content folder; other paths are relative to the page)')
    expect(diagnostics[1]!.reason).toBe('Region `missing` is not marked in @/snippets/client.ts: put its lines between `#region missing` and `#endregion missing` comments')
    expect(diagnostics[2]!.reason).toContain('it leads to a private file (.env')
    expect(diagnostics[3]!.reason).toContain('it leads outside')
    expect(diagnostics.map((d) => d.reason).join('\n')).not.toContain('secret')
  })

  it('in an .mdx page, where `<` opens a tag, says to rename the page or import the file as text', async () => {
    const { diagnostics } = await compiled('<<< @/snippets/client.ts', 'mdx')
    expect(diagnostics).toMatchObject([{ severity: 'error', line: 5 }])
    expect(diagnostics[0]!.hint).toContain('`<<< file` code snippets are read in .md pages: rename the page to .md')
  })

  it('gives the texts a page includes, for the search index name', () => {
    const root = project()
    const page = path.join(root, 'content/guide/page.md')
    expect(snippetTexts(page, 'Text.\n\n<<< ./retry.py#backoff\n<<< @/snippets/client.ts [c]\n<<< ./gone.ts\n', root)).toEqual([RETRY, CLIENT, '\0'])
    expect(snippetTexts(page, 'No includes.', root)).toEqual([])
  })
})
