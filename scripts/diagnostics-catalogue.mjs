#!/usr/bin/env node
// Writes the diagnostics catalogue (core/diagnostics/catalogue.ts, from core/diagnostics/rules.ts)
// into README.md between its markers. tests/unit/diagnostics-catalogue.test.ts fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const bundled = await build({ entryPoints: [path.join(root, 'core/diagnostics/catalogue.ts')], bundle: true, format: 'esm', platform: 'neutral', write: false })
const { catalogueMarkdown, CATALOGUE_START, CATALOGUE_END } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`)

const readmeFile = path.join(root, 'README.md')
const readme = readFileSync(readmeFile, 'utf8')
const start = readme.indexOf(CATALOGUE_START)
const end = readme.indexOf(CATALOGUE_END)
if (start === -1 || end === -1) {
  console.error(`README.md has no catalogue markers; add a section with the two lines:\n${CATALOGUE_START}\n${CATALOGUE_END}`)
  process.exit(1)
}
const next = readme.slice(0, start) + catalogueMarkdown() + readme.slice(end + CATALOGUE_END.length)
if (next === readme) console.log('README.md: diagnostics catalogue up to date')
else {
  writeFileSync(readmeFile, next)
  console.log('README.md: diagnostics catalogue written')
}
