/** The README's configuration table names every key of the schema (issue 15 item 3). */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { keysAt } from '../../../../core/config/hints.js'
import { SiteConfigSchema } from '../../../../core/config/schema.js'

const README = readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8')
const table = README.slice(README.indexOf('## Configuration'), README.indexOf('## Content conventions'))

/** Every key path whose value is not an object of more keys. */
function leafPaths(prefix: string[] = []): string[] {
  return keysAt(SiteConfigSchema, prefix).flatMap((key) => {
    const here = [...prefix, key]
    return keysAt(SiteConfigSchema, here).length ? leafPaths(here) : [here.join('.')]
  })
}

it('lists every configuration key in the README table', () => {
  const paths = leafPaths()
  expect(paths.length).toBeGreaterThan(50)
  const missing = paths.filter((p) => !table.includes(`\`${p}\``))
  expect(missing).toEqual([])
})
