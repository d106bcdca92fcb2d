// Search benchmark (not a timed test): index size per locale (gzip) for this site and for a
// 10,000-page synthetic site — the spec §7 file, and the shards the box actually fetches (meta shard
// on focus, term and text shards per query: what one query downloads is the budget row) — time
// from opening the box to the first result in Chromium, and query time. Prints a table and writes
// bench/results/search.json.
//
//   node bench/search.mjs                 builds this site into a temp folder, then measures
//   BENCH_PAGES=10000 SEARCH_RUNS=5 node bench/search.mjs
//
// The synthetic index is made from bench/synthetic.mjs's pages by the real section code
// (remark-parse + GFM + front matter + remarkHeadings + remarkSections, i.e. the compile stage
// without JSX/Shiki, which do not change sections) and the real index builder. Its first-result
// time is measured on this site's docs page with the index response replaced by the synthetic one.
import { spawn } from 'node:child_process'
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { pageSource } from './synthetic.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PAGES = Number(process.env.BENCH_PAGES ?? 10000)
const RUNS = Number(process.env.SEARCH_RUNS ?? 5)
const KB = 1024

/** Queries whose shard downloads are measured (and typed in the browser after the first result). */
const QUERIES = ['retries', 'sdk', 'pagination cursor', 'webhook', 'terraform', 'openapi', 'error handling', 'retr', 'auth', 'the', 'a']

export async function benchSearch() {
  const results = []
  const row = (name, value, unit, budget) => results.push({ name, value: Math.round(value * 10) / 10, unit, budget, ok: budget === undefined ? undefined : value <= budget })
  const helpers = await bundleHelpers()
  const gz = (body) => gzipSync(body, { level: 9 }).length / KB

  /** Rows for one locale's shards: sizes, and what the box fetches for each of QUERIES (the budget row). */
  const shardRows = async (label, shards) => {
    const sizes = new Map([...shards].map(([name, body]) => [name, gz(body)]))
    const of = (prefix) => [...sizes].filter(([n]) => n.startsWith(prefix)).map(([, v]) => v)
    const terms = of('t')
    const texts = of('x')
    const all = [...sizes.values()].reduce((a, b) => a + b, 0)
    row(`${label}: meta shard, loaded on focus (gzip)`, sizes.get('meta.json'), 'KB', 150)
    row(`${label}: ${terms.length} term shards, total / largest (gzip)`, terms.reduce((a, b) => a + b, 0), `KB / ${Math.round(Math.max(...terms) * 10) / 10} KB`)
    row(`${label}: ${texts.length} text shards, total / largest (gzip)`, texts.reduce((a, b) => a + b, 0), `KB / ${Math.round(Math.max(...texts) * 10) / 10} KB`)
    row(`${label}: all shards (gzip)`, all, 'KB')
    const fetched = []
    for (const q of QUERIES) fetched.push(['meta.json', ...(await helpers.shardsFetchedFor(shards, q))].reduce((sum, name) => sum + sizes.get(name), 0))
    row(`${label}: fetched by the box for one query, median (gzip)`, median(fetched), 'KB', 150)
    row(`${label}: fetched by the box for one query, worst of ${QUERIES.length} (gzip)`, Math.max(...fetched), 'KB', 150)
  }

  // 1. This site: build, then measure each locale's index.
  const out = process.env.SEARCH_OUT ?? (await mkdtemp(path.join(tmpdir(), 'search-bench-')))
  if (!process.env.SEARCH_OUT) await run(process.execPath, [path.join(repo, 'bin/site.js'), 'build', '--root', repo, '--out', out])
  const dir = path.join(out, '_site/search')
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    const locale = file.split('.')[0]
    const body = await readFile(path.join(dir, file))
    row(`this site ${locale}: spec §7 file, not fetched by the box (gzip)`, gz(body), 'KB')
    row(`this site ${locale}: spec §7 file (raw)`, body.length / KB, 'KB')
    // The locale's folder holds its content-named shards and the meta shard named by the index's hash.
    const folder = path.join(dir, locale)
    const meta = `meta.${file.split('.')[1]}.json`
    const shards = new Map()
    for (const name of await readdir(folder)) if (!name.startsWith('meta.') || name === meta) shards.set(name === meta ? 'meta.json' : name, await readFile(path.join(folder, name), 'utf8'))
    await shardRows(`this site ${locale}`, shards)
  }

  // 2. Synthetic site: the index of PAGES pages.
  let started = performance.now()
  const synthetic = await helpers.syntheticIndex(PAGES, pageSource)
  const json = JSON.stringify(synthetic)
  row(`${PAGES} pages: sections → spec JSON`, performance.now() - started, 'ms')
  row(`${PAGES} pages: spec §7 file, not fetched by the box (gzip)`, gz(json), 'KB')
  row(`${PAGES} pages: spec §7 file (raw)`, Buffer.byteLength(json) / KB, 'KB')
  started = performance.now()
  const built = helpers.buildSearchShards(synthetic)
  const syntheticShards = new Map([['meta.json', built.meta], ...built.shards])
  row(`${PAGES} pages: spec data → shards (build time)`, performance.now() - started, 'ms')
  await shardRows(`${PAGES} pages`, syntheticShards)

  // 3. Chromium: open the box → first result, and query time, on this site and with the synthetic index.
  const port = 4600 + Math.floor(Math.random() * 300)
  const server = spawn(process.execPath, [path.join(repo, 'bin/site.js'), 'serve', '--root', repo, '--out', out, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] })
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => String(d).includes('Serving') && resolve())
    server.once('exit', (code) => reject(new Error(`site serve exited ${code}`)))
  })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    // The page and query of this site to measure: content/_bench/pages.json (the engine names no route of the website).
    const { search: measured } = JSON.parse(await readFile(path.join(repo, 'content/_bench/pages.json'), 'utf8'))
    const url = `http://127.0.0.1:${port}${measured.route}`
    const site = await firstResult(browser, url, measured.query, RUNS)
    row('this site: open box → first result (median)', site.first, 'ms', 200)
    row('this site: open box → all shards in, excerpts shown (median)', site.settled, 'ms')
    row('this site: query time, typed query (median)', site.query, 'ms')
    row('this site: typed query → its shards in (median)', site.querySettled, 'ms')
    const big = await firstResult(browser, url, measured.query, RUNS, syntheticShards)
    row(`${PAGES} pages: open box → first result (median)`, big.first, 'ms')
    row(`${PAGES} pages: open box → all shards in, excerpts shown (median)`, big.settled, 'ms')
    row(`${PAGES} pages: query time, typed query (median)`, big.query, 'ms')
    row(`${PAGES} pages: typed query → its shards in (median)`, big.querySettled, 'ms')
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    if (!process.env.SEARCH_OUT) await rm(out, { recursive: true, force: true })
  }
  return results
}

/**
 * Median ms from Ctrl+K + typing `query` to the first result link, and to the box no longer busy
 * (every shard the query needs in, excerpts shown), over `runs` fresh pages; then the median time
 * of a typed query (the synchronous part: search + render) and until its shards are in.
 * `shards` (file name → JSON, the meta shard as `meta.json`) replaces the served index.
 */
async function firstResult(browser, url, query, runs, shards) {
  const firsts = []
  const settled = []
  const queries = []
  const querySettled = []
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage()
    if (shards) {
      await page.route('**/_site/search/**', (route) => {
        const name = new URL(route.request().url()).pathname.split('/').pop()
        const body = shards.get(name.startsWith('meta.') ? 'meta.json' : name)
        return body === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ status: 200, contentType: 'application/json', body })
      })
    }
    await page.goto(url)
    // Islands hydrate on a visitor's first pointer or key event: a pointer over the box wakes it.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('[data-island="search-box"]')) (el.firstElementChild ?? el).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    })
    await page.locator('input[data-search-ready]').first().waitFor({ state: 'attached', timeout: 30_000 })
    const ms = await page.evaluate(async (q) => {
      const t0 = performance.now()
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }))
      const input = document.activeElement
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
      setter.call(input, q)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      const box = input.closest('[data-search-box]')
      const when = (test) =>
        new Promise((resolve) => {
          const done = () => test() && (observer.disconnect(), resolve(performance.now() - t0))
          const observer = new MutationObserver(done)
          observer.observe(box, { subtree: true, childList: true, attributes: true })
          done()
        })
      const first = await when(() => box.querySelector('a.search-result'))
      const all = await when(() => box.querySelector('a.search-result') && !box.hasAttribute('aria-busy'))
      return { first, all }
    }, query)
    firsts.push(ms.first)
    settled.push(ms.all)
    for (const q of QUERIES.slice(1)) {
      const t = await page.evaluate(async (value) => {
        const input = document.activeElement
        const box = input.closest('[data-search-box]')
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
        const t0 = performance.now()
        setter.call(input, value)
        input.dispatchEvent(new Event('input', { bubbles: true }))
        await new Promise((r) => setTimeout(r, 0))
        const sync = performance.now() - t0
        await new Promise((resolve) => {
          const done = () => !box.hasAttribute('aria-busy') && (observer.disconnect(), resolve())
          const observer = new MutationObserver(done)
          observer.observe(box, { attributes: true })
          done()
        })
        return { sync, all: performance.now() - t0 }
      }, q)
      queries.push(t.sync)
      querySettled.push(t.all)
    }
    await page.close()
  }
  return { first: median(firsts), settled: median(settled), query: median(queries), querySettled: median(querySettled) }
}

/** The repo's TypeScript helpers (section code and index builder), bundled for Node. */
async function bundleHelpers() {
  const entry = `
    import { unified } from 'unified'
    import remarkParse from 'remark-parse'
    import remarkFrontmatter from 'remark-frontmatter'
    import remarkGfm from 'remark-gfm'
    import { VFile } from 'vfile'
    import { remarkHeadings } from './renderer/mdx/remark-headings.ts'
    import { remarkSections } from './renderer/mdx/remark-sections.ts'
    import { pageSearchData } from './renderer/search/index-data.ts'
    import { buildSearchShards } from './renderer/search/shards.ts'
    import { createEngine } from './client/search/engine.ts'
    export { buildSearchShards }
    /** The shard files the box fetches (besides meta.json) for query q, until its results are complete. */
    export async function shardsFetchedFor(shards, q) {
      const engine = await createEngine(JSON.parse(shards.get('meta.json')), async (name) => JSON.parse(shards.get(name)))
      for (let i = 0; i < 100 && engine.search(q).pending; i++) await new Promise((r) => setTimeout(r, 0))
      return engine.requested()
    }
    const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkHeadings).use(remarkSections)
    export async function syntheticIndex(pages, pageSource) {
      const index = {}
      for (let n = 0; n < pages; n++) {
        const f = Math.floor(n / 100), i = n % 100
        const file = new VFile({ value: pageSource(f, i, 100), path: 'x.mdx' })
        file.data.searchCodeBlocks = true
        await processor.run(processor.parse(file), file)
        index['/docs/section-' + f + '/page-' + i] = pageSearchData({ title: 'Page ' + f + '.' + i }, file.data.sections)
      }
      return index
    }`
  const dir = path.join(repo, 'tests/.tmp')
  await mkdir(dir, { recursive: true })
  const outfile = path.join(dir, `search-bench-${process.pid}.mjs`)
  await build({ stdin: { contents: entry, resolveDir: repo, loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile, logLevel: 'warning' })
  try {
    return await import(pathToFileURL(outfile).href)
  } finally {
    await rm(outfile, { force: true })
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NO_COLOR: '1' } })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))))
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await benchSearch()
  await mkdir(path.join(repo, 'bench/results'), { recursive: true })
  await writeFile(path.join(repo, 'bench/results/search.json'), `${JSON.stringify(results, null, 2)}\n`)
  console.log('\n| measure | value | budget | within |\n| --- | --- | --- | --- |')
  for (const r of results) console.log(`| ${r.name} | ${r.value} ${r.unit} | ${r.budget ?? '—'} ${r.budget ? r.unit : ''} | ${r.ok === undefined ? '—' : r.ok ? 'yes' : 'NO'} |`)
}
