/** The diagnostics catalogue (core/diagnostics/rules.ts): the README's copy is current, and every rule is used. */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_END, CATALOGUE_START, catalogueMarkdown } from '../../core/diagnostics/catalogue.js'
import { isRuleId, RULES } from '../../core/diagnostics/rules.js'

const root = path.resolve(import.meta.dirname, '../..')

describe('diagnostics catalogue', () => {
  it('the README holds the catalogue generated from the rules (node scripts/diagnostics-catalogue.mjs)', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const section = readme.slice(readme.indexOf(CATALOGUE_START), readme.indexOf(CATALOGUE_END) + CATALOGUE_END.length)
    expect(section, 'README.md is stale: run node scripts/diagnostics-catalogue.mjs').toBe(catalogueMarkdown())
  })

  it('lists no rule that no code reports', () => {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'renderer', 'cli', 'api', 'templates', 'core'], { cwd: root, encoding: 'utf8' })
    const code = listed
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('core/diagnostics/'))
      .map((file) => readFileSync(path.join(root, file), 'utf8'))
      .join('\n')
    expect(Object.keys(RULES).filter((id) => !code.includes(`'${id}'`))).toEqual([])
  })

  it('knows its ids', () => {
    expect(isRuleId('content/not-utf8')).toBe(true)
    expect(isRuleId('content/not-utf-8')).toBe(false)
    expect(isRuleId('toString')).toBe(false)
  })
})
