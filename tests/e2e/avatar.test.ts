// Avatars (spec §4 image loading: idle, loading, loaded, error; "a fallback shows unless loaded"):
// the initials show until the picture has loaded, a picture that fails draws nothing over them
// (no broken-image icon, no alt text), with the page script, before it arrives and without
// JavaScript. Issue 17, item 6. Fixture `basic` plus a page of avatars.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { CHROMIUM, launchBrowser, startServe } from './browser.js'

const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="#1d4ed8"/><circle cx="48" cy="40" r="18" fill="#facc15"/></svg>\n`

const PAGE = `---
title: People
---

# People

<p id="ok"><Avatar src="/people/ok.svg" alt="Ada Lovelace" size={48} /></p>
<p id="missing"><Avatar src="/people/broken.svg" alt="Ada Lovelace" size={48} /></p>
<p id="slow"><Avatar src="/people/slow.svg" alt="Grace Hopper" size={48} /></p>
<p id="none"><Avatar alt="Ada Lovelace" size={48} /></p>
`

const avatar = (id: string) => `#${id} [data-avatar]`
const state = (page: Page, id: string) => page.locator(avatar(id)).getAttribute('data-state')
const initialsShown = (page: Page, id: string) => page.locator(`${avatar(id)} .avatar-fallback`).evaluate((el) => getComputedStyle(el).visibility === 'visible' && el.getBoundingClientRect().width > 0)

/** True when the avatar's picture draws nothing: its pixels equal those of the same avatar without the picture. */
async function drawsNothing(page: Page, id: string): Promise<boolean> {
  const box = page.locator(avatar(id))
  const before = await box.screenshot()
  await page.evaluate((selector) => document.querySelector(`${selector} img`)?.remove(), avatar(id))
  return before.equals(await box.screenshot())
}

describe.skipIf(!CHROMIUM)('avatars in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  let noScript: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    const root = await copyFixture('basic')
    await writeFile(path.join(root, 'content/docs/people.mdx'), PAGE)
    await mkdir(path.join(root, 'content/public/people'), { recursive: true })
    await writeFile(path.join(root, 'content/public/people/ok.svg'), PICTURE)
    await writeFile(path.join(root, 'content/public/people/slow.svg'), PICTURE)
    // A file that is no image: it fails to decode (a missing one would fail the build's link check).
    await writeFile(path.join(root, 'content/public/people/broken.svg'), 'not an image\n')
    const built = await runSite(['build', '--root', root])
    expect(built.code, built.stdout + built.stderr).toBe(0)
    server = await startServe(root)
    browser = await launchBrowser()
    noScript = await launchBrowser({ javaScriptEnabled: false })
  })
  afterAll(async () => {
    await browser?.close()
    await noScript?.close()
    await server?.stop()
  })

  it('goes idle → loading → loaded or error, showing the initials unless loaded and nothing of a failed picture', async () => {
    const page = await browser.browser.newPage()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/people/slow.svg', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${server.url}/docs/people`, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => state(page, 'slow')).toBe('loading')
    expect(await initialsShown(page, 'slow')).toBe(true)
    await expect.poll(() => state(page, 'ok')).toBe('loaded')
    expect(await initialsShown(page, 'ok')).toBe(false)
    await expect.poll(() => state(page, 'missing')).toBe('error')
    expect(await initialsShown(page, 'missing')).toBe(true)
    expect(await state(page, 'none')).toBe('error')
    expect(await initialsShown(page, 'none')).toBe(true)
    release()
    await expect.poll(() => state(page, 'slow')).toBe('loaded')
    expect(await initialsShown(page, 'slow')).toBe(false)
    // One name per avatar for assistive technology: the wrapper's, not the picture's.
    expect(await page.locator(avatar('ok')).getAttribute('aria-label')).toBe('Ada Lovelace')
    expect(await page.locator(`${avatar('ok')} img`).getAttribute('alt')).toBe('')
    await page.close()
  })

  it('is right from the first paint: a picture that failed before the page script arrived shows only the initials, and the script then reads the settled states', async () => {
    const page = await browser.browser.newPage()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_site/**/*.js', async (route) => {
      await held
      await route.continue()
    })
    // DOMContentLoaded waits for the (module) page script: wait for the parsed avatars instead.
    await page.goto(`${server.url}/docs/people`, { waitUntil: 'commit' })
    await page.waitForFunction(() => {
      const pictures = document.querySelectorAll<HTMLImageElement>('[data-avatar] img')
      return pictures.length === 3 && [...pictures].every((i) => i.complete)
    })
    expect(await state(page, 'ok')).toBe('idle')
    expect(await initialsShown(page, 'missing')).toBe(true)
    expect(await drawsNothing(page, 'missing')).toBe(true)
    release()
    await expect.poll(() => state(page, 'ok')).toBe('loaded')
    expect(await initialsShown(page, 'ok')).toBe(false)
    await page.reload({ waitUntil: 'load' })
    await expect.poll(() => state(page, 'missing')).toBe('error')
    await page.close()
  })

  it('without JavaScript shows the picture when it loads and the initials, with no broken-image icon, when it fails', async () => {
    const page = await noScript.browser.newPage()
    await page.goto(`${server.url}/docs/people`, { waitUntil: 'load' })
    expect(await state(page, 'missing')).toBe('idle')
    expect(await initialsShown(page, 'missing')).toBe(true)
    expect(await drawsNothing(page, 'missing')).toBe(true)
    expect(await initialsShown(page, 'none')).toBe(true)
    expect(await page.locator(`${avatar('ok')} img`).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96)
    expect(await drawsNothing(page, 'ok')).toBe(false)
    await page.close()
  })
})
