// `npm run bench`: runs every benchmark, prints one table and writes bench/results/<name>.json.
// Budgets come from DESIGN.md; a row over budget is marked, the run still completes.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildEngine } from '../scripts/build-engine.mjs'
import { emptyAside } from './set-aside.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2)
const pages = Number(process.env.BENCH_PAGES ?? 10000)

const suites = {
  help: async () => (await import('./help.mjs')).benchHelp(),
  build: async () => (await import('./build.mjs')).benchBuild(pages),
  dev: async () => (await import('./dev.mjs')).benchDev(),
  search: async () => (await import('./search.mjs')).benchSearch(),
  newsletter: async () => (await import('./newsletter.mjs')).benchNewsletter(),
  js: async () => (await import('./js.mjs')).benchJs(),
  profile: async () => (await import('./profile.mjs')).benchProfile(),
  ratio: async () => (await import('./ratio.mjs')).benchRatio(),
  // Only when named: `peers` installs Starlight and Docusaurus, `scale` builds 10,000 and 50,000 pages.
  peers: async () => (await import('./peers.mjs')).benchPeers(Number(process.env.BENCH_PAGES ?? 1000)),
  scale: async () => (await import('./build.mjs')).benchScale(),
}
const optIn = new Set(['peers', 'scale'])

await buildEngine()
const rows = []
try {
  for (const [name, run] of Object.entries(suites)) {
    if (only.length ? !only.includes(name) : optIn.has(name)) continue
    const result = await run()
    await mkdir(path.join(here, 'results'), { recursive: true })
    await writeFile(path.join(here, 'results', `${name}.json`), `${JSON.stringify(result, null, 2)}\n`)
    rows.push(...result.map((r) => ({ suite: name, ...r })))
  }
} finally {
  // What the benchmarks cleared between runs, deleted now that nothing is timed (set-aside.mjs).
  await emptyAside()
}
console.log('\n| suite | measure | value | budget | within |\n| --- | --- | --- | --- | --- |')
for (const r of rows) console.log(`| ${r.suite} | ${r.name} | ${r.value} ${r.unit} | ${r.budget ?? '—'} ${r.budget ? r.unit : ''} | ${r.ok === undefined ? '—' : r.ok ? 'yes' : 'NO'} |`)
