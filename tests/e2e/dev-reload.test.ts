import { spawn, type ChildProcess } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, SITE_BIN } from '../helpers/cli.js'
import type { BrowserContext, Page, Response } from 'playwright-core'
import { CHROMIUM, freePort, launchBrowser } from './browser.js'

// Budgets far above the real cost (seconds): a loaded machine makes each step many times slower.
describe.skipIf(!CHROMIUM)('site dev in Chromium', { timeout: 300_000 }, () => {
  let root: string
  let child: ChildProcess
  let url: string
  let port: number
  let output = ''
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    root = await copyFixture('basic')
    port = await freePort()
    await startDev()
    url = `http://127.0.0.1:${port}`
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    child?.kill('SIGTERM')
  })
  /** Starts `site dev` on `port` and waits until it serves. */
  const startDev = async () => {
    output = ''
    child = spawn(process.execPath, [SITE_BIN, 'dev', '--root', root, '--port', String(port)], { env: { ...process.env, NO_COLOR: '1' } })
    const started = child
    await new Promise<void>((resolve, reject) => {
      started.stdout!.on('data', (d) => ((output += d), output.includes('Serving') && resolve()))
      started.once('exit', (code) => reject(new Error(`site dev exited ${code}: ${output}`)))
    })
  }

  it('updates the open page after a save, shows the overlay for a broken save, and recovers', async () => {
    const file = path.join(root, 'content/docs/intro.mdx')
    const original = await readFile(file, 'utf8')
    const page = await browser.browser.newPage()
    await page.goto(`${url}/docs/intro`)
    await expect(page.locator('article p').first().textContent()).resolves.toContain('Acme is a rocket kit.')

    await writeFile(file, original.replace('Acme is a rocket kit.', 'Acme is a rocket kit with live reload.'))
    await page.waitForFunction(() => document.querySelector('article p')?.textContent?.includes('live reload'), undefined, { timeout: 60_000 })

    await writeFile(file, `${original}\n\nAn expression that never closes {\n`)
    await page.locator('#site-error-overlay').waitFor({ timeout: 60_000 })
    await expect(page.locator('#site-error-overlay pre').textContent()).resolves.toContain('content/docs/intro.mdx:')

    await writeFile(file, original)
    await page.locator('article').waitFor({ timeout: 60_000 })
    await expect(page.locator('#site-error-overlay').count()).resolves.toBe(0)
    await page.close()
  })

  it('keeps 10 tabs live over one reload connection and reloads each once after a save (issue 13 item 6)', async () => {
    const file = path.join(root, 'content/docs/guide.md')
    const original = await readFile(file, 'utf8')
    const saved = 'Saved while ten tabs were open.'
    let connections = 0
    const onResponse = (response: Response) => void (response.url().includes('/__site/events') && connections++)
    browser.browser.on('response', onResponse)
    const tabs: Tab[] = []
    try {
      // A browser opens 6 connections per host: with one reload channel per tab, the 7th never loaded.
      for (let i = 0; i < 10; i++) tabs.push(await openTab(browser.browser, `${url}/docs/guide`))
      await expect.poll(() => connections, { timeout: 60_000 }).toBe(1)
      for (const tab of tabs) tab.requests = tab.loads = 0
      await writeFile(file, `${original}\n\n${saved}\n`)
      await everyTab(tabs, (tab) => tab.page.getByText(saved).waitFor({ timeout: 60_000 }), `show “${saved}”`)
      // One reload each: a tab that heard the new version again while reloading restarted its reload
      // (one more render each time), and under load ten tabs kept restarting each other's.
      expect(tabs.map((tab, i) => `tab ${i}: ${tab.requests} request(s)`)).toEqual(tabs.map((_, i) => `tab ${i}: 1 request(s)`))
      expect(output).toContain('reloading open tabs over 1 connection(s)')
    } finally {
      // Tabs close before the file is restored: a tab closed while reloading (the restore reloads
      // them all) could stay open, and page.close() then never returned (the test hung at its limit).
      browser.browser.off('response', onResponse)
      await Promise.all(tabs.map((tab) => tab.page.close()))
      await writeFile(file, original)
    }
  })

  it('reloads the open tabs when site dev is restarted (a new token), and they stay live', async () => {
    const file = path.join(root, 'content/docs/guide.md')
    const original = await readFile(file, 'utf8')
    const tabs = [await openTab(browser.browser, `${url}/docs/guide`), await openTab(browser.browser, `${url}/docs/intro`)]
    try {
      const token = async (tab: Tab) => /token=([0-9a-f]{32})/.exec(await tab.page.content())?.[1]
      const before = (await token(tabs[0]!))!
      const stopped = child
      await new Promise((resolve) => (stopped.once('exit', resolve), stopped.kill('SIGTERM')))
      await startDev()
      // Before, the tab holding the channel kept a refused channel and no tab listened again.
      await everyTab(tabs, (tab) => tab.page.waitForFunction((old) => !document.documentElement.outerHTML.includes(old), before, { timeout: 60_000 }), 'reload with the new token')
      // Read before the save below: the save reloads this tab too, and a page being replaced has no content to read.
      expect(await token(tabs[1]!)).not.toBe(before)
      const saved = 'Saved after the server restarted.'
      await writeFile(file, `${original}\n\n${saved}\n`)
      await tabs[0]!.page.getByText(saved).waitFor({ timeout: 60_000 })
    } finally {
      await Promise.all(tabs.map((tab) => tab.page.close()))
      await writeFile(file, original)
    }
  })
})

/** A tab, with the requests and loads of its page counted. */
interface Tab {
  page: Page
  /** Requests for the page (a reload restarted is one more). */
  requests: number
  /** Loads of the page (navigations committed). */
  loads: number
}

async function openTab(context: BrowserContext, url: string): Promise<Tab> {
  const page = await context.newPage()
  const tab: Tab = { page, requests: 0, loads: 0 }
  page.on('request', (request) => void (request.isNavigationRequest() && request.frame() === page.mainFrame() && tab.requests++))
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && tab.loads++))
  await page.goto(url, { timeout: 60_000 })
  return tab
}

/** Waits for `step` in every tab at once; a failure names each tab that did not, with what it did meanwhile. */
async function everyTab(tabs: Tab[], step: (tab: Tab) => Promise<unknown>, what: string): Promise<void> {
  const results = await Promise.allSettled(tabs.map(step))
  const missed = results.flatMap((result, i) =>
    result.status === 'rejected' ? [`tab ${i} did not ${what}: ${tabs[i]!.requests} request(s) and ${tabs[i]!.loads} load(s) of its page since the save (${String(result.reason).split('\n')[0]})`] : [],
  )
  if (missed.length) throw new Error(`${missed.length} of ${tabs.length} tabs missed the reload:\n${missed.join('\n')}`)
}
