// Writes tests/durations.json (each test file's duration in seconds, longest first) from Vitest's
// cache of the last run in this checkout (node_modules/.vite/vitest/*/results.json), for the
// sequencer that starts the longest files first (tests/sequencer.ts). Run after a full `npm test`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const cache = path.join(root, 'node_modules/.vite/vitest')
const runs = readdirSync(cache).map((dir) => path.join(cache, dir, 'results.json'))
const results = runs.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).results)
const seconds = Object.fromEntries(
  results
    .map(([key, { duration }]) => [key.slice(key.indexOf(':') + 1), Math.round(duration / 1000)])
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
)
writeFileSync(path.join(root, 'tests/durations.json'), `${JSON.stringify(seconds, null, 2)}\n`)
console.log(`tests/durations.json: ${Object.keys(seconds).length} files`)
