// `npm run bench profile`: a CPU profile of a cold `site build` of the synthetic site
// (BENCH_PAGES, default 1,000 pages here), main thread and every worker thread (`node --cpu-prof`
// writes one .cpuprofile per thread into bench/results/profile/, to open in Chrome DevTools).
// Prints self time by group (MDX parse/compile, code evaluation, Shiki, React render, …) and the
// functions with the most self time. sharp draws the social cards on its own native threads,
// which V8 does not sample: the cards stage's wall time is in the stage table.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeSyntheticSite } from './synthetic.mjs'
import { setAside } from './set-aside.mjs'
import { loadAverage, runSite } from './site-run.mjs'
import { addProfile } from './profile/read.mjs'
import { GROUPS } from './profile/groups.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const TOP = 25

export async function benchProfile() {
  const pages = Number(process.env.BENCH_PAGES ?? 1000)
  const root = await mkdtemp(path.join(tmpdir(), 'site-profile-'))
  const dir = path.join(here, 'results/profile')
  await rm(dir, { recursive: true, force: true })
  await writeSyntheticSite(root, pages)
  const loadBefore = await loadAverage()
  const run = await runSite(['build', '--root', root, '--no-cache'], { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`], quiet: true })
  const loadAfter = await loadAverage()
  await setAside(root)
  if (run.code !== 0) process.stderr.write(run.output)
  const into = { functions: new Map(), groups: new Map() }
  const threads = []
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile')).sort()) threads.push({ file, busyMs: addProfile(path.join(dir, file), into) })
  const sampled = threads.reduce((sum, t) => sum + t.busyMs, 0)
  printReport({ pages, run, threads, sampled, into, load: `${loadBefore} → ${loadAfter}`, dir })
  return [
    { name: `cold build under the profiler, ${pages} pages`, value: Math.round(run.ms), unit: 'ms' },
    { name: 'CPU time, all threads', value: run.cpuMs, unit: 'ms' },
    ...GROUPS.filter((g) => into.groups.get(g)).map((g) => ({ name: `self time: ${g}`, value: Math.round(into.groups.get(g)), unit: 'ms', share: share(into.groups.get(g), sampled) })),
    { name: 'load average before → after', value: `${loadBefore} → ${loadAfter}`, unit: '' },
  ]
}

const share = (ms, total) => `${((100 * ms) / total).toFixed(1)}%`

function printReport({ pages, run, threads, sampled, into, load, dir }) {
  const line = (...cells) => console.log(`| ${cells.join(' | ')} |`)
  console.log(`\nCold build of ${pages} synthetic pages under --cpu-prof: exit ${run.code}, ${(run.ms / 1000).toFixed(1)} s wall, ${(run.cpuMs / 1000).toFixed(1)} s CPU, load ${load}`)
  console.log(`Profiles (one per thread): ${path.relative(process.cwd(), dir)}/`)
  console.log(`Stages (ms): ${Object.entries(run.stages).map(([k, v]) => `${k} ${v}`).join(', ')}`)
  console.log(`Sampled busy time: ${threads.map((t, i) => `${i === 0 ? 'main' : `worker ${i}`} ${Math.round(t.busyMs)} ms`).join(', ')}\n`)
  line('group', 'self ms', 'share')
  line('---', '---:', '---:')
  for (const group of GROUPS) {
    const ms = into.groups.get(group)
    if (ms) line(group, Math.round(ms), share(ms, sampled))
  }
  console.log('')
  line('function', 'where', 'group', 'self ms')
  line('---', '---', '---', '---:')
  for (const f of [...into.functions.values()].sort((a, b) => b.ms - a.ms).slice(0, TOP)) line(f.name, f.place, f.group, Math.round(f.ms))
}
