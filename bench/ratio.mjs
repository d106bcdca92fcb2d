// `npm run bench ratio`: what a page costs in a cold `site build` against bare MDX. In one run, on
// the synthetic site (BENCH_PAGES, default 1,000 pages, one locale), alternately: a cold
// `site build --no-cache` (wall time, process start to exit) and one thread of bare @mdx-js/mdx
// compile + run + React renderToString of the same pages (bare-mdx.mjs, a process of its own;
// its time counts from the first page, after loading). BENCH_RUNS rounds (default 3); the ratio
// is of the medians. Target (issue 20): ≤ 1.00.
import { execFile } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { writeSyntheticSite } from './synthetic.mjs'
import { loadAverage, runSite } from './site-run.mjs'
import { setAside } from './set-aside.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function bare(root) {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(here, 'bare-mdx.mjs'), root], { env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 1 << 20 })
  return { ms: Number(/BARE_MS=(\d+)/.exec(stdout)[1]), cpuMs: Number(/BARE_CPU_MS=(\d+)/.exec(stdout)[1]) }
}

export async function benchRatio() {
  const pages = Number(process.env.BENCH_PAGES ?? 1000)
  const rounds = Number(process.env.BENCH_RUNS ?? 3)
  const root = await mkdtemp(path.join(tmpdir(), 'site-ratio-'))
  await writeSyntheticSite(root, pages)
  const builds = []
  const bares = []
  const loads = [await loadAverage()]
  for (let round = 0; round < rounds; round++) {
    // Every round cold: no output and no record of one (with them, the build rewrites only the files
    // whose bytes changed: ~0.25 s less at 1,000 pages), and no cache. Moved aside, not deleted (set-aside.mjs).
    for (const made of ['dist', '.site-cache']) await setAside(path.join(root, made))
    const build = await runSite(['build', '--root', root, '--no-cache'], { quiet: true })
    if (build.code !== 0) throw new Error(`site build failed (exit ${build.code}):\n${build.output}`)
    builds.push(build)
    bares.push(await bare(root))
    loads.push(await loadAverage())
    const cpu = build.cpuMs / build.ms / availableParallelism()
    const { ms, cpuMs } = bares.at(-1)
    console.log(`round ${round + 1}: site build ${Math.round(build.ms)} ms (${build.cpuMs} ms CPU, ${Math.round(100 * cpu)}% of ${availableParallelism()} cores; pages stage ${build.stages.pages} ms, cards ${build.stages.cards} ms), bare MDX ${ms} ms (${cpuMs} ms CPU), ratio ${(build.ms / ms).toFixed(2)}, load ${loads.at(-1)}`)
  }
  await setAside(root)
  const buildMs = median(builds.map((b) => b.ms))
  const bareMs = median(bares.map((b) => b.ms))
  const ratio = buildMs / bareMs
  const cpuRatio = median(builds.map((b) => b.cpuMs)) / median(bares.map((b) => b.cpuMs))
  const utilisation = median(builds.map((b) => b.cpuMs / b.ms / availableParallelism()))
  console.log(`\nmedian of ${rounds}: site build ${Math.round(buildMs)} ms, bare MDX ${Math.round(bareMs)} ms, ratio ${ratio.toFixed(2)} (target ≤ 1.00); CPU time ratio ${cpuRatio.toFixed(2)}`)
  return [
    { name: `cold site build, ${pages} pages (median of ${rounds})`, value: Math.round(buildMs), unit: 'ms', runs: builds.map((b) => Math.round(b.ms)), stages: builds.map((b) => b.stages) },
    { name: `bare MDX compile + run + renderToString, one thread (median of ${rounds})`, value: Math.round(bareMs), unit: 'ms', runs: bares },
    { name: 'ratio build / bare, wall time', value: Number(ratio.toFixed(2)), unit: '×', budget: 1, ok: ratio <= 1 },
    { name: 'ratio build / bare, CPU time', value: Number(cpuRatio.toFixed(2)), unit: '×' },
    { name: `CPU utilisation of the build (${availableParallelism()} cores)`, value: Math.round(100 * utilisation), unit: '%' },
    { name: 'load average (1, 5, 15 min) at each round', value: loads.join(' | '), unit: '' },
  ]
}
