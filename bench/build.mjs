// Build benchmark: cold `site build` (no cache) and warm `site build` (cache, nothing changed) of a
// synthetic site, with wall time and peak RSS of the whole process tree (workers are threads).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeSyntheticSite } from './synthetic.mjs'
import { setAside } from './set-aside.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Runs `site <args>`; resolves wall ms, peak RSS MB and the CPU ms of all its threads. */
function timed(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, [path.join(repo, 'bench/run-site-with-rss.mjs'), ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.on('error', reject)
    child.on('close', (code) => {
      const rss = /PEAK_RSS_MB=(\d+)/.exec(out)?.[1]
      const cpu = /CPU_MS=(\d+)/.exec(out)?.[1]
      resolve({ code, ms: performance.now() - started, rssMb: Number(rss ?? NaN), cpuMs: Number(cpu ?? NaN) })
    })
  })
}

/** Scale (issue 20 item 5): 10,000 pages cold, warm with nothing changed and with one page edited; 50,000 pages cold. */
export async function benchScale() {
  const rows = await benchBuild(10000)
  const root = await mkdtemp(path.join(tmpdir(), 'site-bench-'))
  await writeSyntheticSite(root, 50000)
  const cold = await timed(['build', '--root', root, '--no-cache'])
  await setAside(root)
  rows.push({ name: 'cold build, 50000 pages', value: Math.round(cold.ms), unit: 'ms', ok: cold.code === 0 })
  rows.push({ name: 'cold build peak RSS, 50000 pages', value: cold.rssMb, unit: 'MB', budget: 16384, ok: cold.code === 0 && cold.rssMb <= 16384 })
  return rows
}

export async function benchBuild(pages) {
  const root = await mkdtemp(path.join(tmpdir(), 'site-bench-'))
  await writeSyntheticSite(root, pages)
  const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  const loadAtStart = load()
  const cold = await timed(['build', '--root', root, '--no-cache'])
  await timed(['build', '--root', root])
  const warm = await timed(['build', '--root', root])
  // One page edited (its body): the build renders that page alone and writes only what changed.
  const page = path.join(root, 'content/docs/section-0/page-1.mdx')
  await writeFile(page, (await readFile(page, 'utf8')).replace('## Errors', 'One more sentence.\n\n## Errors'))
  const edited = await timed(['build', '--root', root])
  // One page's sidebar title edited: the pages of its sidebar section render again.
  const meta = path.join(root, 'content/docs/section-0/_meta.json')
  await writeFile(meta, (await readFile(meta, 'utf8')).replace('"Page 0.1"', '"Page 0.1, renamed"'))
  const retitled = await timed(['build', '--root', root])
  await setAside(root)
  console.log(`build ${pages} pages: load ${loadAtStart} at start, ${load()} at end`)
  return [
    { name: `cold build, ${pages} pages`, value: Math.round(cold.ms), unit: 'ms', budget: 15000, ok: cold.code === 0 && cold.ms <= 15000 },
    { name: `cold build peak RSS, ${pages} pages`, value: cold.rssMb, unit: 'MB', budget: 1024, ok: cold.rssMb <= 1024 },
    { name: `warm build, ${pages} pages`, value: Math.round(warm.ms), unit: 'ms', budget: 2000, ok: warm.code === 0 && warm.ms <= 2000 },
    { name: `warm build peak RSS, ${pages} pages`, value: warm.rssMb, unit: 'MB' },
    { name: `one page edited, ${pages} pages`, value: Math.round(edited.ms), unit: 'ms', budget: 1000, ok: edited.code === 0 && edited.ms <= 1000 },
    { name: `one page edited CPU, ${pages} pages`, value: edited.cpuMs, unit: 'ms' },
    { name: `one page edited peak RSS, ${pages} pages`, value: edited.rssMb, unit: 'MB' },
    { name: `one sidebar title edited, ${pages} pages`, value: Math.round(retitled.ms), unit: 'ms', ok: retitled.code === 0 },
    { name: `one sidebar title edited CPU, ${pages} pages`, value: retitled.cpuMs, unit: 'ms' },
    // The machine is shared: wall times mean little without the load they were measured under.
    { name: 'load average at start → end', value: `${loadAtStart} → ${load()}`, unit: '' },
  ]
}
