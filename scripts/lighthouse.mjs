// npm run lighthouse: builds a site (default: the real content/), serves it with `site serve`, and
// runs Lighthouse 12 (mobile) with Debian's Chromium on home, a docs page, a post and the blog
// index, printing the four category scores per page type.
// Usage: node scripts/lighthouse.mjs [--root DIR] [--skip-build] [--pages /,/docs/intro,...]
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
const pages = opt('--pages', '/,/docs/intro,/post,POST').split(',')
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
  if (p !== 'POST') resolved.push(p)
  else {
    const html = await (await fetch(`${base}/post`)).text()
    const m = /href="(\/post\/(?!categories|page\/)[^"#?]+)"/.exec(html)
    if (m) resolved.push(m[1])
  }
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS })
const rows = []
try {
  for (const route of resolved) {
    const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
    const c = result.lhr.categories
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100)
    rows.push({ page: route, performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') })
    const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    if (failing.length) console.log(`${route}: ${failing.map((a) => a.id).join(', ')}`)
  }
} finally {
  await chrome.kill()
  server.kill()
}
console.table(rows)
