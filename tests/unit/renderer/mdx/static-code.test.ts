// Docusaurus's CodeBlock and Starlight's Code with code known as the page compiles become fences
// (renderer/mdx/remark-static-code.ts): highlighted at build time, in the Markdown twin as fences;
// code known only at render stays the component's.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { compilePage } from '../../../../renderer/stages/compile.js'

const SEND = 'await client.send({ amount: 500 })\n'

async function compiled(body: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'static-code-'))
  mkdirSync(path.join(root, 'content/docs'), { recursive: true })
  writeFileSync(path.join(root, 'content/docs/send.js'), SEND)
  writeFileSync(path.join(root, 'content/docs/.env'), 'TOKEN=1\n')
  const { page, diagnostics } = await compilePage({ source: `---\ntitle: T\n---\n\n${body}\n`, file: 'content/docs/page.mdx', format: 'mdx', root })
  return { page: page!, diagnostics }
}

/** The fenced code blocks of a page's Markdown twin: their info string and code. */
const fences = (markdown: string) => [...markdown.matchAll(/```([^\n]*)\n([\s\S]*?)\n```/g)].map((m) => [m[1], m[2]])

describe('CodeBlock and Code with static code', () => {
  it('turn a raw import, a string and a template literal into highlighted fences with their title and line numbers', async () => {
    const { page, diagnostics } = await compiled(`import CodeBlock from '@theme/CodeBlock';
import { Code } from '@astrojs/starlight/components';
import Send from '!!raw-loader!./send.js';

<CodeBlock language="js" title="send.js" showLineNumbers>{Send}</CodeBlock>

<CodeBlock language="sh">{\`curl https://api.example.com\`}</CodeBlock>

<Code code="print('hi')" lang="py" />

<Code code={Send} lang="js" title="again.js" />`)
    expect(diagnostics).toEqual([])
    expect(fences(page.markdown)).toEqual([
      ['js title="send.js" showLineNumbers', SEND.trimEnd()],
      ['sh', 'curl https://api.example.com'],
      ['py', "print('hi')"],
      ['js title="again.js"', SEND.trimEnd()],
    ])
    expect(page.code).toContain('shiki')
  })

  it('leaves code known only at render, a substitution, a component the page defines, and a private file to the component', async () => {
    const { page } = await compiled(`import CodeBlock from '@theme/CodeBlock';
export const code = 'x = 1'

<CodeBlock language="py">{code}</CodeBlock>

<CodeBlock language="sh">{\`echo \${code}\`}</CodeBlock>`)
    expect(fences(page.markdown)).toEqual([])
    const secret = await compiled("import CodeBlock from '@theme/CodeBlock';\nimport Secret from '!!raw-loader!./.env';\n\n<CodeBlock language=\"sh\">{Secret}</CodeBlock>")
    expect(secret.page).toBeUndefined()
    expect(secret.diagnostics.map((d) => d.reason).join('\n')).toContain('it leads to a private file')
    expect(JSON.stringify(secret.diagnostics)).not.toContain('TOKEN')
    const own = await compiled("export function Code({ code }) { return <pre>{code}</pre> }\n\n<Code code=\"plain\" lang=\"sh\" />")
    expect(fences(own.page.markdown)).toEqual([])
  })
})
