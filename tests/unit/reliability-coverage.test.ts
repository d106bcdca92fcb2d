// tests/reliability-coverage.md lists the test of each reliability case: every title it names must
// be a test in the named file, and its totals must match its rows, so the list cannot go stale.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO } from '../helpers/cli.js'

interface Row {
  id: string
  strength: string
  file: string
  title: string
}

const STRENGTHS = ['strong', 'weak', 'none']
const inventory = readFileSync(path.join(REPO, 'tests/reliability-coverage.md'), 'utf8')

/** The table rows (after the header and its separator). */
function rows(): Row[] {
  return inventory
    .split('\n')
    .filter((line) => /^\| [A-Z]+-\d+ \|/.test(line))
    .map((line) => {
      const [id, strength, file, title] = line.split('|').slice(1, 5).map((cell) => cell.trim())
      return { id: id!, strength: strength!, file: file!.replace(/^`|`$/g, ''), title: title! }
    })
}

/** Whether `source` declares a test (it, test, or an .each table) with exactly this title. */
function declaresTest(source: string, title: string): boolean {
  for (const quote of ["'", '"', '`']) {
    for (let at = source.indexOf(quote + title + quote); at !== -1; at = source.indexOf(quote + title + quote, at + 1)) {
      if (/(\bit|\btest|\))\(\s*$/.test(source.slice(Math.max(0, at - 40), at))) return true
    }
  }
  return false
}

describe('tests/reliability-coverage.md', () => {
  it('has well-formed rows: a case id, a strength, and a test file and title unless none', () => {
    expect(rows().length).toBeGreaterThan(0)
    for (const row of rows()) {
      expect(STRENGTHS, row.id).toContain(row.strength)
      if (row.strength === 'none') expect([row.file, row.title], row.id).toEqual(['—', '—'])
      else expect(existsSync(path.join(REPO, row.file)), `${row.id}: ${row.file}`).toBe(true)
    }
  })

  it('names only tests that exist, in the file it gives', () => {
    const missing = rows()
      .filter((row) => row.strength !== 'none')
      .filter((row) => !declaresTest(readFileSync(path.join(REPO, row.file), 'utf8'), row.title))
      .map((row) => `${row.id}: ${row.file}: ${row.title}`)
    expect(missing).toEqual([])
  })

  it('states totals that match its rows (a case counts at its best row), with at least 75 strong', () => {
    const rank = (s: string) => STRENGTHS.length - STRENGTHS.indexOf(s)
    const best = new Map<string, string>()
    for (const row of rows()) if (rank(row.strength) > rank(best.get(row.id) ?? 'none')) best.set(row.id, row.strength)
    for (const row of rows()) if (!best.has(row.id)) best.set(row.id, row.strength)
    const count = (s: string) => [...best.values()].filter((v) => v === s).length
    expect(inventory).toContain(`Totals: **${count('strong')} strong**, ${count('weak')} weak, ${count('none')} none, of ${best.size} cases.`)
    expect(count('strong')).toBeGreaterThanOrEqual(75)
  })
})
