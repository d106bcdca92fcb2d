/**
 * Every code block of the site, checked by machine (issue 21): TypeScript type-checked against the
 * declared SDKs, Python compiled, shell parsed, YAML/JSON parsed, whole OpenAPI documents validated
 * against OpenAPI 3.1 and overlays against Overlay 1.0. A failure names the page, line and column.
 * Go is parsed and gofmt-checked (whole standard-library programs also vetted) where a Go toolchain
 * is installed, and skipped otherwise; HCL is not checked. A deliberate excerpt says
 * `excerpt` in its fence meta (see code-blocks/excerpt-globals.d.ts for what it may assume).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type CodeBlock, extractCodeBlocks, siteCodeBlocks } from './code-blocks/extract.ts'
import { checkDataBlock } from './code-blocks/check-data.ts'
import { compilePython, parseShell } from './code-blocks/check-scripts.ts'
import { typeCheckBlocks } from './code-blocks/check-typescript.ts'
import { checkGoFormat, onPath, vetGo } from './code-blocks/check-go.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const blocks = siteCodeBlocks(root)
const of = (...langs: string[]) => blocks.filter((b) => langs.includes(b.lang))
const noGo = !onPath('gofmt') || !onPath('go')
const sample = (lang: string, code: string, meta = ''): CodeBlock => ({ file: 'content/x.mdx', line: 10, lang, meta, code })

describe('code blocks of content/', () => {
  it('finds the blocks of every page, each with a language', () => {
    expect(blocks.length).toBeGreaterThan(300)
    expect(blocks.filter((b) => !b.lang).map((b) => `${b.file}:${b.line}`)).toEqual([])
  })

  it('type-checks every TypeScript sample', () => {
    expect(typeCheckBlocks(of('typescript', 'ts', 'tsx'))).toEqual([])
  }, 180_000)

  it('compiles every Python sample', () => {
    expect(compilePython(of('python'))).toEqual([])
  })

  it('parses every shell sample', () => {
    expect(parseShell(of('bash', 'sh', 'shell'))).toEqual([])
  })

  it.skipIf(noGo)('parses and gofmt-checks every Go sample and vets whole programs (needs gofmt and go on PATH, skipped without)', () => {
    expect(of('go').length).toBeGreaterThan(30)
    expect([...checkGoFormat(of('go')), ...vetGo(of('go'))]).toEqual([])
  }, 120_000)

  it('parses every YAML and JSON sample and validates whole OpenAPI and Overlay documents', async () => {
    const problems = await Promise.all(of('yaml', 'yml', 'json').map(checkDataBlock))
    expect(problems.flat()).toEqual([])
    expect(of('yaml', 'json').filter((b) => /^openapi:/m.test(b.code)).length).toBeGreaterThan(30)
  })
})

describe('the checks fail on a broken sample', () => {
  it('extracts indented fences inside JSX and keeps nested fences in one block', () => {
    const source = '<Tabs.Tab>\n\n  ```python filename="a.py"\n  print(1)\n  ```\n\n</Tabs.Tab>\n````md\n```js\nx\n```\n````\n'
    expect(extractCodeBlocks(source, 'p.mdx')).toEqual([
      { file: 'p.mdx', line: 3, lang: 'python', meta: 'filename="a.py"', code: 'print(1)' },
      { file: 'p.mdx', line: 8, lang: 'md', meta: '', code: '```js\nx\n```' },
    ])
  })

  it('reports a wrong SDK field at its page line and column', () => {
    const code = 'import { Acme } from "acme-sdk";\nconst acme = new Acme();\nconst user = await acme.users.get({ id: "u" });\nconsole.log(user.emial);'
    expect(typeCheckBlocks([sample('typescript', code)])).toEqual([
      expect.stringMatching(/^content\/x\.mdx:14:18 TS2551 Property 'emial' does not exist/),
    ])
  }, 60_000)

  it('lets an excerpt use the page client but not a whole sample', () => {
    const code = 'const items = await acme.invoices.lineItems.list({ invoiceId: "inv_1" });'
    expect(typeCheckBlocks([sample('typescript', code, 'excerpt')])).toEqual([])
    expect(typeCheckBlocks([sample('typescript', code)])).toEqual([expect.stringContaining("Cannot find name 'acme'")])
  }, 60_000)

  it('reports Python and shell syntax errors', () => {
    expect(compilePython([sample('python', 'def f(:\n  pass')])).toEqual([expect.stringMatching(/^content\/x\.mdx:11 python:/)])
    expect(parseShell([sample('bash', 'if true; then echo')])).toEqual([expect.stringMatching(/^content\/x\.mdx:\d+ bash:/)])
  })

  it.skipIf(noGo)('reports Go syntax, format and vet errors at their page line (needs gofmt and go on PATH, skipped without)', () => {
    expect(checkGoFormat([sample('go', 'x := 1\nfmt.Println(x))', 'excerpt')])).toEqual([expect.stringMatching(/^content\/x\.mdx:12 go: expected/)])
    expect(checkGoFormat([sample('go', 'type T struct {\n  A int\n}')])).toEqual([expect.stringMatching(/^content\/x\.mdx:12 go: not gofmt-formatted/)])
    const program = 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Printf("%d\\n", "x")\n}'
    expect(checkGoFormat([sample('go', program)])).toEqual([])
    expect(vetGo([sample('go', program)])).toEqual([expect.stringMatching(/^content\/x\.mdx:16 go vet: .*Printf format %d has arg "x" of wrong type string/)])
    expect(vetGo([sample('go', program.replace('"fmt"', '"example.com/fmt"'))])).toEqual([])
  }, 60_000)

  it('reports unparsable YAML and invalid OpenAPI and Overlay documents', async () => {
    expect(await checkDataBlock(sample('yaml', 'a: "open'))).toEqual([expect.stringContaining('yaml does not parse')])
    const openapi = 'openapi: 3.1.0\ninfo:\n  title: T\npaths: {}\n'
    expect(await checkDataBlock(sample('yaml', openapi))).toEqual([expect.stringContaining('invalid OpenAPI 3.1 document: #/info')])
    const overlay = 'overlay: 1.0.0\ninfo: { title: T, version: "1" }\nactions:\n  - update: { x: 1 }\n'
    expect(await checkDataBlock(sample('yaml', overlay))).toEqual([expect.stringContaining('invalid Overlay 1.0 document')])
  })
})
