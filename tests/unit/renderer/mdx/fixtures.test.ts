/**
 * Fixture loops: every folder of tests/fixtures/mdx/<case>/ with input.mdx or input.md is compiled
 * and rendered; the HTML is compared with output.html and the compiled facts (headings, links,
 * ids, search sections, diagnostics) with facts.json. Every folder of tests/fixtures/mdx-errors/
 * compares its printed diagnostics with expected.txt. New folders write their snapshots.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatDiagnostic } from '../../../../renderer/diagnostics.js'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { compileAndRender } from './render-fixture.js'

const root = path.resolve(import.meta.dirname, '../../../..')
const fixtures = path.join(root, 'tests/fixtures/mdx')
const errorFixtures = path.join(root, 'tests/fixtures/mdx-errors')

describe('mdx fixtures', () => {
  for (const name of readdirSync(fixtures).sort()) {
    const dir = path.join(fixtures, name)
    const format = existsSync(path.join(dir, 'input.md')) ? 'md' : 'mdx'
    const input = path.join(dir, `input.${format}`)
    it(name, async () => {
      const file = path.relative(root, input)
      const { page, html, diagnostics } = await compileAndRender({ source: readFileSync(input, 'utf8'), file, format })
      expect(page, diagnostics.map(formatDiagnostic).join('\n')).toBeDefined()
      await expect(`${html}\n`).toMatchFileSnapshot(path.join(dir, 'output.html'))
      const facts = {
        headings: page!.headings,
        links: page!.links,
        ids: page!.ids,
        sections: page!.sections,
        diagnostics: diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.ruleId} ${d.reason}`),
      }
      await expect(`${JSON.stringify(facts, null, 2)}\n`).toMatchFileSnapshot(path.join(dir, 'facts.json'))
    })
  }
})

describe('mdx error fixtures', () => {
  for (const name of readdirSync(errorFixtures).sort()) {
    const input = path.join(errorFixtures, name, 'input.mdx')
    it(name, async () => {
      const file = path.relative(root, input)
      const { diagnostics } = await compilePage({ source: readFileSync(input, 'utf8'), file, format: 'mdx' })
      expect(diagnostics.length).toBeGreaterThan(0)
      await expect(`${diagnostics.map(formatDiagnostic).join('\n\n')}\n`).toMatchFileSnapshot(path.join(errorFixtures, name, 'expected.txt'))
    })
  }
})
