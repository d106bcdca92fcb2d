// `npm run bench peers`: builds the synthetic corpus (synthetic.mjs) with `site`, Astro Starlight
// and Docusaurus, interleaved, RUNS cold runs each, and prints wall time, CPU time, peak RSS of the
// whole process tree and pages per second, with each peer's ratio to `site` (Starlight first).
// The peers are installed here only, from bench/peers/package-lock.json (`npm ci`), into
// bench/peers/node_modules; the corpus is laid out for each in bench/peers/.work/.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { cp, mkdir, readdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeSyntheticSite } from './synthetic.mjs'
import { setAside } from './set-aside.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const peers = path.join(repo, 'bench/peers')
const work = path.join(peers, '.work')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** The peers to build beside `site` (`BENCH_PEERS=starlight` skips Docusaurus, which takes ten times as long). */
const CHOSEN = new Set(['site', ...(process.env.BENCH_PEERS ?? 'starlight,docusaurus').split(',')])

/** The builders: where the corpus goes, the command, and what to clear (set-aside.mjs) before a cold run. */
const tools = {
  site: { dir: 'site', command: (dir) => [process.execPath, path.join(repo, 'bin/site.js'), 'build', '--root', dir, '--no-cache'], clean: ['dist', '.site-cache'] },
  starlight: { dir: 'starlight', command: (dir) => [process.execPath, path.join(peers, 'node_modules/astro/astro.js'), 'build', '--root', dir], clean: ['dist', '.astro', 'node_modules/.astro'] },
  docusaurus: { dir: 'docusaurus', command: (dir) => [process.execPath, path.join(peers, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', dir], clean: ['build', '.docusaurus', 'node_modules/.cache'] },
}

export async function benchPeers(pages) {
  install()
  await layOut(pages)
  const samples = Object.fromEntries(Object.keys(tools).map((t) => [t, []]))
  for (let run = 0; run < RUNS; run++) {
    for (const [name, tool] of Object.entries(tools)) {
      if (!CHOSEN.has(name)) continue
      const dir = path.join(work, tool.dir)
      for (const c of tool.clean) await setAside(path.join(dir, c))
      const result = await measure(tool.command(dir), dir)
      console.log(`${name} run ${run + 1}: exit ${result.code}, ${result.wallS.toFixed(1)} s wall, ${result.cpuS.toFixed(1)} s CPU, ${result.rssMb} MB peak RSS (load ${result.load})`)
      if (result.code !== 0) throw new Error(`${name} failed:\n${result.tail}`)
      samples[name].push(result)
    }
  }
  return rows(pages, samples)
}

/** Installs the pinned peers (bench/peers/package-lock.json) unless they are there. */
function install() {
  if (existsSync(path.join(peers, 'node_modules/.package-lock.json'))) return
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: peers, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm ci in bench/peers failed')
}

/** Writes the corpus once and lays it out for each tool. */
async function layOut(pages) {
  await setAside(work)
  const source = path.join(work, 'site')
  await writeSyntheticSite(source, pages)
  const content = path.join(source, 'content')
  const starlight = path.join(work, 'starlight')
  await copyPages(content, path.join(starlight, 'src/content/docs'))
  await writeFile(path.join(starlight, 'astro.config.mjs'), "import { defineConfig } from 'astro/config'\nimport starlight from '@astrojs/starlight'\nexport default defineConfig({ site: 'https://docs.acme.example', integrations: [starlight({ title: 'Synthetic' })] })\n")
  await writeFile(path.join(starlight, 'src/content.config.ts'), "import { defineCollection } from 'astro:content'\nimport { docsLoader } from '@astrojs/starlight/loaders'\nimport { docsSchema } from '@astrojs/starlight/schema'\nexport const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) }\n")
  await writeFile(path.join(starlight, 'package.json'), '{ "name": "synthetic-starlight", "private": true, "type": "module" }\n')
  const docusaurus = path.join(work, 'docusaurus')
  await copyPages(content, docusaurus)
  await rename(path.join(docusaurus, 'docs'), path.join(docusaurus, 'docs-pages')).then(() => mkdir(path.join(docusaurus, 'docs')))
  await rename(path.join(docusaurus, 'docs-pages'), path.join(docusaurus, 'docs/docs'))
  await rename(path.join(docusaurus, 'index.mdx'), path.join(docusaurus, 'docs/index.mdx'))
  await writeFile(path.join(docusaurus, 'docusaurus.config.js'), `export default {
  title: 'Synthetic', url: 'https://docs.acme.example', baseUrl: '/', onBrokenLinks: 'warn',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: undefined }, blog: false, pages: false, theme: {} }]],
}
`)
  await writeFile(path.join(docusaurus, 'package.json'), '{ "name": "synthetic-docusaurus", "private": true }\n')
}

/** Copies the MDX pages (not `_meta.json` or the config: each peer has its own). */
async function copyPages(from, to) {
  await mkdir(to, { recursive: true })
  await cp(from, to, { recursive: true, filter: (src) => !/(_meta\.json|site\.config\.ts)$/.test(src) })
}

/** Runs a command under /usr/bin/time, sampling the RSS of its process tree. */
function measure(command, cwd) {
  return new Promise((resolve, reject) => {
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
    const started = performance.now()
    const child = spawn('/usr/bin/time', ['-f', 'CPU=%U+%S', ...command], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' } })
    let out = ''
    child.stdout.on('data', (d) => (out = (out + d).slice(-4000)))
    child.stderr.on('data', (d) => (out = (out + d).slice(-4000)))
    let peak = 0
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 200)
    child.on('error', reject)
    child.on('close', (code) => {
      clearInterval(timer)
      const cpu = /CPU=([\d.]+)\+([\d.]+)/.exec(out)
      resolve({ code, wallS: (performance.now() - started) / 1000, cpuS: cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN, rssMb: Math.round(peak / 1024 / 1024), load, tail: out })
    })
  })
}

/** Bytes resident in `pid` and all its descendants. */
function treeRss(pid) {
  const children = new Map()
  const rss = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(name)])
      rss.set(Number(name), Number(fields[21]) * 4096)
    } catch {
      // The process ended while we read.
    }
  }
  let total = 0
  const stack = [pid]
  while (stack.length) {
    const p = stack.pop()
    total += rss.get(p) ?? 0
    stack.push(...(children.get(p) ?? []))
  }
  return total
}

/** The table rows: medians per tool, then each peer's ratio to `site`. */
function rows(pages, samples) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const out = []
  const of = (name) => ({ wall: median(samples[name].map((s) => s.wallS)), cpu: median(samples[name].map((s) => s.cpuS)), rss: median(samples[name].map((s) => s.rssMb)) })
  const site = of('site')
  for (const name of Object.keys(tools).filter((t) => CHOSEN.has(t))) {
    const m = of(name)
    out.push({ name: `${name} cold build, ${pages} pages (median of ${RUNS})`, value: Number(m.wall.toFixed(1)), unit: 's', runs: samples[name] .map(({ tail: _tail, ...s }) => s) })
    out.push({ name: `${name} CPU time`, value: Number(m.cpu.toFixed(1)), unit: 's' })
    out.push({ name: `${name} peak RSS (process tree)`, value: m.rss, unit: 'MB' })
    out.push({ name: `${name} pages per second`, value: Math.round(pages / m.wall), unit: 'pages/s' })
    if (name !== 'site') out.push({ name: `${name} / site wall time`, value: Number((m.wall / site.wall).toFixed(2)), unit: '×', budget: 10, ok: m.wall / site.wall >= 10 })
  }
  return out
}
