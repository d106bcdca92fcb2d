import { describe, expect, it } from 'vitest'
import { closesFence, fenceOpening, linesOutsideFences } from '../../../renderer/code-fences.js'
import { firstHeading } from '../../../renderer/first-heading.js'
import { importsModules, writesEsmImports } from '../../../renderer/mdx/imports-modules.js'

const outside = (source: string) => [...linesOutsideFences(source.split('\n'))].map(([line]) => line)

describe('code fences', () => {
  it('reads the marks and the info string of an opening, at any indentation', () => {
    expect(fenceOpening('```ts filename="a.ts"')).toEqual({ marks: '```', info: 'ts filename="a.ts"' })
    expect(fenceOpening('      ~~~~')).toEqual({ marks: '~~~~', info: '' })
    expect(fenceOpening('``not a fence')).toBeUndefined()
  })

  it('closes only on a bare run of the same character at least as long', () => {
    expect(closesFence('````', '```')).toBe(true)
    expect(closesFence('  ```  ', '```')).toBe(true)
    expect(closesFence('```js', '```')).toBe(false)
    expect(closesFence('~~~', '```')).toBe(false)
    expect(closesFence('```', '````')).toBe(false)
  })

  it('skips fenced lines, including a shorter fence shown inside a longer one and a fence inside a component', () => {
    const source = ['a', '````md', '```js', 'import x from "y"', '```', '````', 'b', '<Tab>', '  ```js', '  # not a heading', '  ```', '</Tab>', '~~~', 'open to the end'].join('\n')
    expect(outside(source)).toEqual(['a', 'b', '<Tab>', '</Tab>'])
  })

  it('serve the scans that read sources without parsing them', () => {
    expect(importsModules('```mdx\n```js\nimport { Callout } from "nextra/components"\n```\n')).toBe(false)
    expect(importsModules('```mdx\n```\nimport data from "./data.json"\n')).toBe(true)
    expect(firstHeading('<Tabs>\n  ```md\n  # Shown\n  ```\n</Tabs>\n\n# Real title\n')).toBe('Real title')
  })

  it('importsModules answers as the lines outside fences do, on generated pages', () => {
    const reference = (source: string) => [...linesOutsideFences(source.split('\n'))].some(([line]) => /^import[\s{*'"]/.test(line) || /^export\s.*\sfrom\s*['"]/.test(line))
    const pieces = ['text', '', '```js', '```', '````md', '````', '~~~', '  ```ts', '  ```', '\t~~~~', '```js title="a"', "import x from 'y'", 'import{a}from"b"', '  import x from "y"', 'important text', "export { a } from './a'", 'export const a = 1', '`code` line', '``not a fence', 'see ```js here', '  ``x```', '~~ ~~~', '\t```', 'a\rimport x from "y"', 'export x from "y"\r', ' export { a } from "b"', '````', '~~~~~ md']
    let seed = 11
    const pick = () => pieces[(seed = (seed * 48271) % 2147483647) % pieces.length]!
    let both = 0
    for (let round = 0; round < 6000; round++) {
      const source = Array.from({ length: 1 + (round % 17) }, pick).join(round % 3 ? '\n' : '\r\n') + (round % 2 ? '\n' : '')
      expect(importsModules(source), JSON.stringify(source)).toBe(reference(source))
      if (reference(source)) both++
    }
    expect(both).toBeGreaterThan(500)
  })

  it('writesEsmImports: a .md page is MDX when a line after a blank one is a whole import, outside fences', () => {
    const md = (body: string) => `---\ntitle: T\n---\n\n${body}\n`
    expect(writesEsmImports(md("import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />"))).toBe(true)
    expect(writesEsmImports(md("Text.\n\nimport Tabs, { TabItem } from './tabs'"))).toBe(true)
    expect(writesEsmImports(md("import * as data from './data.json'"))).toBe(true)
    expect(writesEsmImports(md("import './styles.css'"))).toBe(true)
    expect(writesEsmImports(md('import {\n  Tabs,\n} from "@theme/Tabs"'))).toBe(true)
    expect(writesEsmImports("---\ntitle: T\n---\nimport X from './x.md'\n")).toBe(true)
    expect(writesEsmImports("import X from './x.md'\n")).toBe(true)
    // Prose, a wrapped sentence, code.
    expect(writesEsmImports(md('You will need to\nimport the client from the SDK first.'))).toBe(false)
    expect(writesEsmImports(md('import the client from the SDK first.'))).toBe(false)
    expect(writesEsmImports(md("Text\nimport X from './x'"))).toBe(false)
    expect(writesEsmImports(md("```js\n\nimport X from './x'\n```"))).toBe(false)
    expect(writesEsmImports(md("    import X from './x'"))).toBe(false)
  })
})
