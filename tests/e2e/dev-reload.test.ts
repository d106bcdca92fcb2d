import { spawn, type ChildProcess } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, SITE_BIN } from '../helpers/cli.js'
import { CHROMIUM, freePort, launchBrowser } from './browser.js'

describe.skipIf(!CHROMIUM)('site dev in Chromium', () => {
  let root: string
  let child: ChildProcess
  let url: string
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    root = await copyFixture('basic')
    const port = await freePort()
    child = spawn(process.execPath, [SITE_BIN, 'dev', '--root', root, '--port', String(port)], { env: { ...process.env, NO_COLOR: '1' } })
    await new Promise<void>((resolve, reject) => {
      let out = ''
      child.stdout!.on('data', (d) => ((out += d), out.includes('Serving') && resolve()))
      child.once('exit', (code) => reject(new Error(`site dev exited ${code}: ${out}`)))
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
    await page.waitForFunction(() => document.querySelector('article p')?.textContent?.includes('live reload'), undefined, { timeout: 10_000 })

    await writeFile(file, `${original}\n\nAn expression that never closes {\n`)
    await page.locator('#site-error-overlay').waitFor({ timeout: 10_000 })
    await expect(page.locator('#site-error-overlay pre').textContent()).resolves.toContain('content/docs/intro.mdx:')

    await writeFile(file, original)
    await page.locator('article').waitFor({ timeout: 10_000 })
    await expect(page.locator('#site-error-overlay').count()).resolves.toBe(0)
  })
})
