// The Playwright harness: Debian's Chromium with the flags this machine needs, and a `site serve`
// on a free port. Without a browser, e2e suites are skipped with a notice (an error in CI).
import { existsSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { expect } from 'vitest'
import { runSite } from '../helpers/cli.js'
import { startServer } from '../helpers/site-server.js'

/** Path of the Chromium binary, or undefined (after a notice) when there is none outside CI. */
export function findChromium(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (existsSync(candidate)) return candidate
  if (process.env.CI === 'true') throw new Error(`Chromium not found at ${candidate}; install it with apt-get install chromium or set CHROMIUM_PATH.`)
  console.warn(`[e2e] skipped: no Chromium at ${candidate} (apt-get install chromium, or set CHROMIUM_PATH)`)
  return undefined
}

export const CHROMIUM = findChromium()

/** A headless Chromium with a fresh profile (`javaScriptEnabled: false` for a visitor without JavaScript). */
export async function launchBrowser(options: { javaScriptEnabled?: boolean; locale?: string } = {}): Promise<{ browser: BrowserContext; close: () => Promise<void> }> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'chromium-'))
  const browser = await chromium.launchPersistentContext(userDataDir, {
    ...options,
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  })
  return { browser, close: () => browser.close() }
}

export type { Browser }

/**
 * Waits until the page's fonts have loaded and its finite animations and transitions have run to
 * their end: the state an audit should see (a fixed pause was too short on a loaded machine).
 */
export async function settledPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Starts `site serve` for `root` (on a port the system gives it: startServer) and resolves with its base URL once it listens. */
export async function startServe(root: string, args: string[] = []): Promise<{ url: string; stop: () => Promise<void> }> {
  const { port, child } = await startServer('serve', root, args)
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    }),
  }
}

/**
 * Shows intent on every island named `name` (a pointer over it, as a visitor's would be) and waits
 * until one has hydrated: island code loads on the first sign of use, never at idle.
 */
export async function wakeIsland(page: import('playwright-core').Page, name: string, timeout = 15_000): Promise<void> {
  await page.evaluate((n) => {
    for (const el of document.querySelectorAll(`[data-island="${n}"]`)) (el.firstElementChild ?? el).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
  }, name)
  await page.locator(`[data-island="${name}"][data-hydrated]`).first().waitFor({ state: 'attached', timeout })
}

/**
 * Builds the site at `root` with the real CLI (which must print nothing and exit 0), serves the
 * output with `site serve` and opens Chromium: the set-up of the suites that look at a built site.
 */
export async function buildServeAndBrowse(root: string): Promise<{
  server: Awaited<ReturnType<typeof startServe>>
  browser: Awaited<ReturnType<typeof launchBrowser>>
}> {
  const build = await runSite(['build', '--root', root])
  expect(build.stderr).toBe('')
  expect(build.code).toBe(0)
  return { server: await startServe(root), browser: await launchBrowser() }
}
