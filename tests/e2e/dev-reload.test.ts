import { spawn, type ChildProcess } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, SITE_BIN } from '../helpers/cli.js'
import { CHROMIUM, freePort, launchBrowser } from './browser.js'

// Budgets far above the real cost (seconds): a loaded machine makes each step many times slower.
describe.skipIf(!CHROMIUM)('site dev in Chromium', { timeout: 300_000 }, () => {
  let root: string
  let child: ChildProcess
  let url: string
  let output = ''
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    root = await copyFixture('basic')
    const port = await freePort()
    child = spawn(process.execPath, [SITE_BIN, 'dev', '--root', root, '--port', String(port)], { env: { ...process.env, NO_COLOR: '1' } })
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d) => ((output += d), output.includes('Serving') && resolve()))
      child.once('exit', (code) => reject(new Error(`site dev exited ${code}: ${output}`)))
    })
    url = `http://127.0.0.1:${port}`
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    child?.kill('SIGTERM')
  })

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

  it('keeps 10 tabs live over one reload connection and reloads each after a save (issue 13 item 6)', async () => {
    const file = path.join(root, 'content/docs/guide.md')
    const original = await readFile(file, 'utf8')
    let connections = 0
    browser.browser.on('response', (response) => void (response.url().includes('/__site/events') && connections++))
    const tabs = []
    // A browser opens 6 connections per host: with one reload channel per tab, the 7th never loaded.
    for (let i = 0; i < 10; i++) {
      const tab = await browser.browser.newPage()
      await tab.goto(`${url}/docs/guide`, { timeout: 60_000 })
      tabs.push(tab)
    }
    await expect.poll(() => connections, { timeout: 60_000 }).toBe(1)
    await writeFile(file, `${original}

Saved while ten tabs were open.
`)
    try {
      for (const tab of tabs) await tab.getByText('Saved while ten tabs were open.').waitFor({ timeout: 60_000 })
      expect(output).toContain('reloading open tabs over 1 connection(s)')
    } finally {
      await writeFile(file, original)
      await Promise.all(tabs.map((tab) => tab.close()))
    }
  })
})
