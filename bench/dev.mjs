// Dev-server benchmark: save-to-reload-event latency on a 1,000-page site (20 saves, p50/p95),
// and cold start to first page served on a 10,000-page site.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeSyntheticSite } from './synthetic.mjs'
import { setAside } from './set-aside.mjs'

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/site.js')

const freePort = () => new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)) })
})

/** GET a path; resolves { status, body }. */
const fetchText = (port, p) => new Promise((resolve, reject) => {
  get({ host: '127.0.0.1', port, path: p }, (res) => {
    let body = ''
    res.on('data', (d) => (body += d))
    res.on('end', () => resolve({ status: res.statusCode, body }))
  }).on('error', reject)
})

/** Starts `site dev`; resolves the child and the ms until the first page answered 200. */
async function startDev(root, firstPath) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, [bin, 'dev', '--root', root, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  for (;;) {
    const ok = await fetchText(port, firstPath).then((r) => r.status === 200, () => false)
    if (ok) return { child, port, coldMs: performance.now() - started }
    await new Promise((r) => setTimeout(r, 10))
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

export async function benchDev() {
  const rows = []
  const big = await mkdtemp(path.join(tmpdir(), 'site-dev-10k-'))
  await writeSyntheticSite(big, 10000)
  const cold = await startDev(big, '/docs/section-0/page-0')
  cold.child.kill('SIGTERM')
  rows.push({ name: 'dev cold start to first page, 10000 pages', value: Math.round(cold.coldMs), unit: 'ms', budget: 2000, ok: cold.coldMs <= 2000 })
  await setAside(big)

  const root = await mkdtemp(path.join(tmpdir(), 'site-dev-1k-'))
  await writeSyntheticSite(root, 1000)
  const dev = await startDev(root, '/docs/section-3/page-7')
  const page = await fetchText(dev.port, '/docs/section-3/page-7')
  const token = /token=([0-9a-f]+)/.exec(page.body)[1]
  const file = path.join(root, 'content/docs/section-3/page-7.mdx')
  const original = await readFile(file, 'utf8')
  const latencies = []
  await new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: dev.port, path: `/__site/events?token=${token}` }, async (res) => {
      let pending
      res.setEncoding('utf8')
      res.on('data', (chunk) => { if (chunk.includes('event: reload') && pending) pending() })
      await new Promise((r) => setTimeout(r, 300))
      for (let i = 0; i < 20; i++) {
        const saved = performance.now()
        const seen = new Promise((r) => (pending = r))
        await writeFile(file, original.replace('This page describes', `Edit ${i}: this page describes`))
        await seen
        latencies.push(performance.now() - saved)
        await new Promise((r) => setTimeout(r, 50))
      }
      res.destroy()
      resolve()
    }).on('error', reject)
  })
  dev.child.kill('SIGTERM')
  await setAside(root)
  latencies.sort((a, b) => a - b)
  const p50 = Math.round(percentile(latencies, 50))
  const p95 = Math.round(percentile(latencies, 95))
  rows.push({ name: 'dev save → reload event p50, 1000 pages', value: p50, unit: 'ms', budget: 50, ok: p50 <= 50 })
  rows.push({ name: 'dev save → reload event p95, 1000 pages', value: p95, unit: 'ms', budget: 100, ok: p95 <= 100 })
  return rows
}
