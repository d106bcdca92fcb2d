// JavaScript benchmark (not a timed test): for each page type of this site, the gzip bytes of the
// scripts a visitor's browser runs before any interaction (the page sits idle after `load`) and
// after using every control of the page (search, theme and language selects, newsletter form,
// mobile menu, tabs, copy buttons), in Chromium. Inline scripts count too. Prints a table and
// writes bench/results/js.json. DESIGN.md's budget: a docs page ≤ 10 KB before interaction,
// ≤ 75 KB after using every control.
//
//   node bench/js.mjs                 builds this site into a temp folder, then measures
//   JS_OUT=/tmp/built node bench/js.mjs   measures an existing build
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const KB = 1024
/** How long the page sits untouched after `load` (idle-time loading would happen in this window). */
const IDLE_MS = Number(process.env.JS_IDLE_MS ?? 4000)

/** Page types of this site and a representative route of each (content/_bench/pages.json); the docs page carries the budget. */
const PAGES = JSON.parse(await readFile(path.join(repo, 'content/_bench/pages.json'), 'utf8')).js

export async function benchJs() {
  const results = []
  const out = process.env.JS_OUT ?? (await mkdtemp(path.join(tmpdir(), 'js-bench-')))
  if (!process.env.JS_OUT) await run(process.execPath, [path.join(repo, 'bin/site.js'), 'build', '--root', repo, '--out', out])
  const port = await freePort()
  const server = spawn(process.execPath, [path.join(repo, 'bin/site.js'), 'serve', '--root', repo, '--out', out, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] })
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => String(d).includes('Serving') && resolve())
    server.once('exit', (code) => reject(new Error(`site serve exited ${code}`)))
  })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  })
  const table = []
  try {
    for (const { type, route, budget } of PAGES) {
      const m = await measure(browser, `http://127.0.0.1:${port}${route}`)
      table.push({ type, route, ...m })
      const kb = (b) => Math.round((b / KB) * 10) / 10
      results.push({ name: `${type} ${route}: before interaction (${m.before.count} scripts + inline, gzip)`, value: kb(m.before.bytes), unit: 'KB', budget: budget?.before, ok: budget ? m.before.bytes / KB <= budget.before : undefined })
      results.push({ name: `${type} ${route}: after using every control (${m.after.count} scripts + inline, gzip)`, value: kb(m.after.bytes), unit: 'KB', budget: budget?.after, ok: budget ? m.after.bytes / KB <= budget.after : undefined })
    }
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    if (!process.env.JS_OUT) await rm(out, { recursive: true, force: true })
  }
  console.log('\n| page type | route | before interaction (gzip) | after every control (gzip) | controls used |\n| --- | --- | --- | --- | --- |')
  for (const r of table) console.log(`| ${r.type} | ${r.route} | ${(r.before.bytes / KB).toFixed(1)} KB (${r.before.count} files) | ${(r.after.bytes / KB).toFixed(1)} KB (${r.after.count} files) | ${r.used.join(', ')} |`)
  console.log('\nLargest scripts after every control (docs page):')
  for (const [url, bytes] of table[0].after.files.sort((a, b) => b[1] - a[1])) console.log(`  ${(bytes / KB).toFixed(1)} KB  ${url}`)
  return results
}

/** Loads `url` in a fresh context, lets it sit idle, then uses every control; script bytes at both points. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const scripts = new Map()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => undefined)
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length)
  })
  // The newsletter call never reaches the store: the form's code loads all the same.
  await page.route('**/api/**', (route) => route.fulfill({ status: 503, body: 'benchmark' }))
  await page.goto(url, { waitUntil: 'load' })
  const inline = gzipSync(await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].filter((s) => !s.type || s.type === 'module' || /javascript/.test(s.type)).map((s) => s.textContent).join('')), { level: 9 }).length
  await settle(page, IDLE_MS)
  const before = snapshot(scripts, inline)
  const used = await useEveryControl(page)
  await settle(page, 1000)
  const after = snapshot(scripts, inline)
  await context.close()
  return { before, after, used }
}

function snapshot(scripts, inline) {
  const files = [...scripts].map(([u, b]) => [new URL(u).pathname, b])
  return { count: files.length, bytes: inline + files.reduce((sum, [, b]) => sum + b, 0), files }
}

async function settle(page, ms) {
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.waitForTimeout(ms)
  await page.waitForLoadState('networkidle').catch(() => {})
}

/** Uses each control the page has; returns the names of those it found. */
async function useEveryControl(page) {
  const used = []
  const visible = async (selector) => {
    const all = page.locator(selector)
    for (let i = 0; i < (await all.count()); i++) if (await all.nth(i).isVisible()) return all.nth(i)
    return undefined
  }
  const search = await visible('input[data-search-input]')
  if (search) {
    await search.click()
    await search.pressSequentially('retries')
    await page.locator('a.search-result').first().waitFor({ timeout: 15_000 }).catch(() => {})
    await page.keyboard.press('Escape')
    used.push('search')
  }
  const theme = await visible('[data-island="theme-switch"] select')
  if (theme) {
    await theme.hover()
    await theme.selectOption('dark')
    await theme.selectOption('system')
    used.push('theme')
  }
  const locale = await visible('[data-island="locale-switch"] select')
  if (locale) {
    // Changing it navigates away; pointing at it and focusing it is the use measured.
    await locale.hover()
    await locale.focus()
    used.push('language')
  }
  const email = await visible('form.newsletter-form input[type=email]')
  if (email) {
    await email.click()
    await email.fill('bench@example.com')
    await page.waitForTimeout(300)
    await email.press('Enter')
    await page.locator('form.newsletter-form[data-state="error"]').first().waitFor({ timeout: 15_000 }).catch(() => {})
    used.push('newsletter')
  }
  const tab = await visible('[data-tabs] [role=tab]')
  if (tab) {
    await tab.click()
    used.push('tabs')
  }
  const copy = await visible('[data-code-block] button')
  if (copy) {
    await copy.click().catch(() => {})
    used.push('copy')
  }
  await page.setViewportSize({ width: 375, height: 800 })
  const hamburger = await visible('.hamburger')
  if (hamburger) {
    await hamburger.click()
    await page.locator('#mobile-menu-panel').waitFor({ state: 'visible', timeout: 15_000 }).catch(() => {})
    used.push('menu')
  }
  return used
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NO_COLOR: '1' } })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))))
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await benchJs()
  await mkdir(path.join(repo, 'bench/results'), { recursive: true })
  await writeFile(path.join(repo, 'bench/results/js.json'), `${JSON.stringify(results, null, 2)}\n`)
  console.log('\n| measure | value | budget | within |\n| --- | --- | --- | --- |')
  for (const r of results) console.log(`| ${r.name} | ${r.value} ${r.unit} | ${r.budget ?? '—'} ${r.budget ? r.unit : ''} | ${r.ok === undefined ? '—' : r.ok ? 'yes' : 'NO'} |`)
}
