// npm run lighthouse: builds a site (default: the real content/), serves it with `site serve`, and
// runs Lighthouse 12 (mobile) with Debian's Chromium on home, a docs page, a post and the blog
// index (plus a category page and the 404 page), printing the four category scores per page type
// and, for each page, the audits that lost points (with their failing items under --details).
// Usage: node scripts/lighthouse.mjs [--root DIR] [--skip-build] [--details] [--pages /,/docs/intro,...]
// POST in --pages is the first post linked from the blog index, CATEGORY its first category page.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const root = path.resolve(opt('--root', repo))
const pages = opt('--pages', '/,/docs/intro,/post,POST,CATEGORY,/404').split(',')
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
// The headless flags of tests/e2e/browser.ts.
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']

function run(cmd, argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: 'inherit', cwd: repo })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} exited with ${code}`))))
  })
}

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

if (!args.includes('--skip-build')) await run(process.execPath, ['bin/site.js', 'build', '--root', root])
const port = await freePort()
const server = spawn(process.execPath, [path.join(repo, 'bin/site.js'), 'serve', '--root', root, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
await new Promise((resolve) => server.stdout.on('data', (d) => String(d).includes('Serving') && resolve()))
const base = `http://127.0.0.1:${port}`

// "POST": the first post linked from the blog index.
const resolved = []
for (const p of pages) {
  if (p !== 'POST' && p !== 'CATEGORY') resolved.push(p)
  else {
    const html = await (await fetch(`${base}/post`)).text()
    const pattern = p === 'POST' ? /href="(\/post\/(?!categories|page\/)[^".#?]+)"/ : /href="(\/post\/categories\/[^".#?]+)"/
    const m = pattern.exec(html)
    if (m) resolved.push(m[1])
    else console.log(`${p}: no link found on /post`)
  }
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS })
const rows = []
try {
  for (const route of resolved) {
    const audit = () => lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
    let result = await audit()
    // A trace that failed to record (NO_NAVSTART, NO_FCP…) is Lighthouse's "run again": once more.
    if (result.lhr.runtimeError) result = await audit()
    const lhr = result.lhr
    if (lhr.runtimeError) console.log(`${route}: Lighthouse could not audit the page: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`)
    const c = lhr.categories
    const score = (k) => (c[k]?.score == null ? '-' : Math.round(c[k].score * 100))
    rows.push({ page: route, performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') })
    // Audits that cost points: the weighted audits (metrics included) under 1.
    const weighted = new Set(Object.values(c).flatMap((cat) => cat.auditRefs.filter((r) => r.weight > 0).map((r) => r.id)))
    const failing = Object.values(lhr.audits).filter((a) => weighted.has(a.id) && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    if (failing.length) console.log(`${route}: ${failing.map((a) => `${a.id} (${a.displayValue || a.score})`).join(', ')}`)
    if (args.includes('--details')) {
      const savings = Object.values(lhr.audits).filter((a) => a.metricSavings && Object.values(a.metricSavings).some((v) => v > 0))
      if (savings.length) console.log(`  possible savings: ${savings.map((a) => `${a.id} ${JSON.stringify(a.metricSavings)}`).join(', ')}`)
      for (const a of failing) {
        const items = a.details?.items ?? []
        for (const item of items.slice(0, 5)) console.log(`    ${a.id}: ${JSON.stringify(item.node?.snippet ?? item.url ?? item.source?.url ?? item).slice(0, 300)}`)
      }
    }
  }
} finally {
  await chrome.kill()
  server.kill()
}
console.table(rows)
