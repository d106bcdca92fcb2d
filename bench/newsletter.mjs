// Newsletter API on Node + SQLite, loopback: throughput and p99 with autocannon (unique address per
// request), 10,000 concurrent unique sign-ups with none lost, and kill -9 mid-run with every
// acknowledged address still stored after reopening. Budget (DESIGN.md): ≥ 2,000 requests/s, 0 lost.
// Run: `node bench/newsletter.mjs` (table + bench/results/newsletter.json), or import benchNewsletter.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import autocannon from 'autocannon'
import { Agent } from 'undici'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
const POST = '/api/trpc/newsletterSubscription.post'
const DURATION_S = Number(process.env.BENCH_NEWSLETTER_SECONDS ?? 10)
const CONNECTIONS = 50
const SIGNUPS = 10_000

// The server child: bundles api/node.ts on the fly and mounts its listener in a node:http server
// exactly as `site serve` does (`if (req.url.startsWith('/api/')) return api.listener(req, res)`),
// i.e. @hono/node-server's listener with the platform Request/Response kept, tRPC and the SQLite
// store. The rate limiter runs (memory counter, as in site serve) with a ceiling no run reaches.
const SERVER_ENTRY = `
import { createServer } from 'node:http'
import { createNodeApi } from ${JSON.stringify(path.join(root, 'api/node.ts'))}
const api = await createNodeApi({ dbPath: process.argv[2], rateLimit: { max: 1e9, windowMs: 60_000 } })
const server = createServer((req, res) => {
  if ((req.url ?? '').startsWith('/api/')) return void api.listener(req, res)
  res.writeHead(404).end()
})
server.listen(0, '127.0.0.1', () => process.stdout.write('http://127.0.0.1:' + server.address().port + '\\n'))
process.on('SIGTERM', () => { server.close(); server.closeAllConnections(); api.close().then(() => process.exit(0)) })
`
// Baseline on the same machine at the same moment: bare Hono mounted the same way (node:http
// server, @hono/node-server listener, platform Request/Response), reading the body and answering
// JSON, no tRPC and no database. Shows what the host can do right now.
const BASELINE_ENTRY = `
import { createServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
const app = new Hono()
app.post('*', async (c) => c.json({ length: (await c.req.text()).length }))
const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false })
const s = createServer((req, res) => void listener(req, res))
s.listen(0, '127.0.0.1', () => process.stdout.write('http://127.0.0.1:' + s.address().port + '\\n'))
process.on('SIGTERM', () => { s.close(); s.closeAllConnections(); process.exit(0) })
`
const STORE_ENTRY = `export { createSqliteStore } from ${JSON.stringify(path.join(root, 'api/stores/sqlite.ts'))}`

/** Bundles a TypeScript entry (npm packages external) into `dir` and returns the file. */
async function bundle(dir, name, contents) {
  const outfile = path.join(dir, `${name}.mjs`)
  await build({
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: `${name}.ts` },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  })
  return outfile
}

/** Starts the server child on `dbPath`; resolves with its URL and the process. */
function startServer(script, dbPath) {
  const child = spawn(process.execPath, [script, dbPath], { stdio: ['ignore', 'pipe', 'inherit'], cwd: root })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const line = out.split('\n')[0]
      if (out.includes('\n')) resolve({ url: line.trim(), child })
    })
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)))
  })
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Counts stored subscribers by opening the file with the store itself. */
async function countRows(storeModule, dbPath) {
  const { createSqliteStore } = await import(pathToFileURL(storeModule).href)
  const store = await createSqliteStore({ path: dbPath })
  try {
    return { count: await store.count(), status: (email) => store.status(email), store }
  } catch (error) {
    await store.close()
    throw error
  }
}

let seq = 0
const email = (tag) => `${tag}-${process.pid}-${Date.now().toString(36)}-${++seq}@bench.example.com`

/** autocannon: fixed duration, 50 connections, a unique address per request. */
function runAutocannon(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            method: 'POST',
            path: POST,
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: email('ac') }) }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

/** Fires `n` unique sign-ups at once; returns statuses tally and elapsed ms. */
async function burst(url, n, dispatcher) {
  const started = performance.now()
  const emails = Array.from({ length: n }, () => email('burst'))
  const statuses = await Promise.all(
    emails.map((address) =>
      fetch(url + POST, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: address }), dispatcher })
        .then(async (res) => {
          await res.arrayBuffer()
          return res.status
        })
        .catch(() => 0),
    ),
  )
  const tally = {}
  for (const s of statuses) tally[s] = (tally[s] ?? 0) + 1
  return { tally, ms: performance.now() - started, emails }
}

/** Writes with 32 concurrent clients, SIGKILLs the server after `killAfterMs`, returns acknowledged addresses. */
async function writeUntilKilled(url, child, killAfterMs, dispatcher) {
  const acknowledged = []
  let alive = true
  setTimeout(() => {
    alive = false
    child.kill('SIGKILL')
  }, killAfterMs)
  const writer = async () => {
    while (alive) {
      const address = email('kill')
      try {
        const res = await fetch(url + POST, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: address }), dispatcher })
        await res.arrayBuffer()
        if (res.status === 200) acknowledged.push(address)
      } catch {
        // the server died under this request: not acknowledged
      }
    }
  }
  await Promise.all(Array.from({ length: 32 }, writer))
  await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)))
  return acknowledged
}

export async function benchNewsletter() {
  // BENCH_NEWSLETTER_DIR puts the databases elsewhere (e.g. /dev/shm to take fsync out of the picture).
  const work = mkdtempSync(path.join(process.env.BENCH_NEWSLETTER_DIR ?? tmpdir(), 'site-bench-newsletter-'))
  // Bundles live inside the repo so their npm imports resolve from node_modules.
  const code = path.join(root, 'node_modules', '.cache', 'site-bench-newsletter')
  mkdirSync(code, { recursive: true })
  const dispatcher = new Agent({ connections: 512, pipelining: 1 })
  const loadAtStart = loadavg()[0].toFixed(1)
  try {
    const serverScript = await bundle(code, 'server', SERVER_ENTRY)
    const storeModule = await bundle(code, 'store', STORE_ENTRY)

    // 0. What the host can do right now (bare Hono), for reading the numbers below.
    const baselineScript = await bundle(code, 'baseline', BASELINE_ENTRY)
    const s0 = await startServer(baselineScript, '')
    const base = await runAutocannon(s0.url)
    await stopServer(s0.child)

    // 1. Throughput and latency.
    const db1 = path.join(work, 'throughput.db')
    const s1 = await startServer(serverScript, db1)
    const ac = await runAutocannon(s1.url)
    // 2. 10,000 concurrent unique sign-ups on the same server, then look every address up.
    const b = await burst(s1.url, SIGNUPS, dispatcher)
    await stopServer(s1.child)
    const after = await countRows(storeModule, db1)
    let lost = 0
    for (const address of b.emails) if ((await after.status(address)) === null) lost++
    await after.store.close()

    // 3. kill -9 mid-run, reopen, every acknowledged address present.
    const db2 = path.join(work, 'kill.db')
    const s2 = await startServer(serverScript, db2)
    const acknowledged = await writeUntilKilled(s2.url, s2.child, 1500, dispatcher)
    const reopened = await countRows(storeModule, db2)
    let missing = 0
    for (const address of acknowledged) if ((await reopened.status(address)) === null) missing++
    await reopened.store.close()

    const rps = Math.round(ac.requests.average)
    return [
      // Context: the machine is shared; a high load average means the numbers are pessimistic.
      { name: `machine: ${cpus().length} cores, load average at start`, value: loadAtStart, unit: '' },
      { name: `throughput, ${CONNECTIONS} connections, ${DURATION_S} s, unique addresses`, value: rps, unit: 'req/s', budget: 2000, ok: rps >= 2000 },
      { name: 'baseline: bare Hono echo, same settings', value: Math.round(base.requests.average), unit: 'req/s' },
      { name: 'latency p50', value: ac.latency.p50, unit: 'ms' },
      { name: 'latency p99', value: ac.latency.p99, unit: 'ms' },
      { name: 'autocannon non-2xx + errors', value: ac.non2xx + ac.errors + ac.timeouts, unit: 'requests', budget: 0, ok: ac.non2xx + ac.errors + ac.timeouts === 0 },
      { name: `${SIGNUPS} concurrent sign-ups: wall time`, value: Math.round(b.ms), unit: 'ms' },
      { name: `${SIGNUPS} concurrent sign-ups: non-200`, value: SIGNUPS - (b.tally[200] ?? 0), unit: 'requests', budget: 0, ok: (b.tally[200] ?? 0) === SIGNUPS },
      { name: `${SIGNUPS} concurrent sign-ups: rows lost`, value: lost, unit: 'rows', budget: 0, ok: lost === 0 },
      { name: 'kill -9: acknowledged before the kill', value: acknowledged.length, unit: 'addresses' },
      { name: 'kill -9: acknowledged but missing after reopen', value: missing, unit: 'addresses', budget: 0, ok: missing === 0 && acknowledged.length > 0 },
    ]
  } finally {
    await dispatcher.close()
    rmSync(work, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await benchNewsletter()
  mkdirSync(path.join(here, 'results'), { recursive: true })
  writeFileSync(path.join(here, 'results', 'newsletter.json'), `${JSON.stringify(rows, null, 2)}\n`)
  console.log('\n| measure | value | budget | within |\n| --- | --- | --- | --- |')
  for (const r of rows) console.log(`| ${r.name} | ${r.value} ${r.unit} | ${r.budget ?? '—'} ${r.budget !== undefined ? r.unit : ''} | ${r.ok === undefined ? '—' : r.ok ? 'yes' : 'NO'} |`)
}
