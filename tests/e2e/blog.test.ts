// The blog in Chromium: index, a category page, a post, feeds and the small-screen category menu
// (fixture tests/fixtures/sites/blog: 7 posts, pageSize 3, one featured, two undated).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { CHROMIUM, launchBrowser, startServe } from './browser.js'

describe.skipIf(!CHROMIUM)('the blog in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServe>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    const root = await copyFixture('blog')
    const result = await runSite(['build', '--root', root])
    expect(result.code, result.stdout + result.stderr).toBe(0)
    expect(result.stdout + result.stderr).toContain('blog/missing-date')
    server = await startServe(root)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('lists posts on /post newest first (the featured post not pinned, no featured card), paginated, with the feed linked', async () => {
    const page = await browser.browser.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    expect((await page.goto(`${server.url}/post`))?.status()).toBe(200)
    expect(await page.title()).toBe('Blog | Acme')
    const cards = page.locator('.post-card')
    expect(await cards.locator('.post-card-title').allTextContents()).toEqual(['Folder post', 'January fifth', 'No tags'])
    const first = cards.first()
    expect(await first.locator('time').getAttribute('datetime')).toBe('2024-02-29')
    expect(await first.locator('time').textContent()).toBe('February 29, 2024')
    expect(await first.locator('.post-author-name').allTextContents()).toEqual(['Ada Park'])
    expect(await first.locator('.post-card-description').textContent()).toBe('About Folder post.')
    expect(await first.locator('.post-card-image img').getAttribute('src')).toBe('/images/posts/one.svg')
    expect(await page.locator('.toc').count()).toBe(0)
    expect(await page.locator('.blog-sidebar').isVisible()).toBe(true)
    expect((await page.locator('.blog-sidebar').boundingBox())!.width).toBe(290)

    await page.getByRole('link', { name: 'Older posts' }).click()
    await page.waitForURL(`${server.url}/post/page/2`)
    expect(await page.locator('.post-card-title').allTextContents()).toEqual(['CI pipelines', 'Featured old post', 'Undated A'])
    // The featured post gets the same card as the others (no featured header spanning the grid).
    const widths = await page.locator('.post-card').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width))
    expect(new Set(widths).size).toBe(1)
    await page.getByRole('link', { name: 'Older posts' }).click()
    await page.waitForURL(`${server.url}/post/page/3`)
    expect(await page.locator('.post-card-title').allTextContents()).toEqual(['Undated B'])

    await page.goto(`${server.url}/post`)
    const rssHref = await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')
    expect(rssHref).toBe('/post/feed.xml')
    const rss = await (await fetch(`${server.url}${rssHref}`)).text()
    expect(rss.match(/<item>/g)).toHaveLength(7)
    expect(rss).toContain('<link>https://blog.acme.example/post/jan-fifth</link>')
    const json = await (await fetch(`${server.url}/post/feed.json`)).json()
    expect(json.items).toHaveLength(7)
  })

  it('lists the categories and one category without a table of contents', async () => {
    const page = await browser.browser.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${server.url}/post/categories`)
    expect(await page.title()).toBe('Categories | Acme')
    const links = page.locator('.blog-listing .category-list a')
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/post', '/post/categories/building-acme', '/post/categories/api-advice', '/post/categories/product-updates', '/post/categories/ci-cd', '/post/categories/case-studies',
    ])
    await page.locator('.blog-listing').getByRole('link', { name: /CI\/CD/ }).click()
    await page.waitForURL(`${server.url}/post/categories/ci-cd`)
    expect(await page.locator('main h1').textContent()).toBe('CI/CD')
    expect(await page.locator('.post-card-title').allTextContents()).toEqual(['CI pipelines'])
    expect(await page.locator('.toc').count()).toBe(0)
    expect(await page.locator('.blog-sidebar a[aria-current="page"]').textContent()).toBe('CI/CD')
    expect(await page.locator('head link[type="application/rss+xml"]').first().getAttribute('href')).toBe('/post/categories/ci-cd/feed.xml')
    const feed = await (await fetch(`${server.url}/post/categories/ci-cd/feed.xml`)).text()
    expect(feed.match(/<item>/g)).toHaveLength(1)
  })

  it('shows a post with tags, title, authors, date, image, reading time, neighbours and social meta', async () => {
    const page = await browser.browser.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${server.url}/post/jan-fifth`)
    expect(await page.title()).toBe('January fifth | Acme')
    const header = page.locator('.post-header')
    expect(await header.locator('h1').textContent()).toBe('January fifth')
    expect(await header.locator('time').getAttribute('datetime')).toBe('2024-01-05')
    expect(await header.locator('time').textContent()).toBe('January 5, 2024')
    expect(await header.locator('.post-author-name').allTextContents()).toEqual(['Ada Park', 'Lin Chen'])
    // The avatars load lazily (after the load event): wait until both have, then check they drew.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.post-header .post-author-image img')].every((i) => i.complete))
    expect(await header.locator('.post-author-image img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0))).toEqual([true, true])
    expect(await header.locator('.post-featured-image').getAttribute('src')).toBe('/images/posts/two.svg')
    expect(await header.locator('.post-reading-time').textContent()).toBe('3 min read')
    // Its SVG image is shared as a PNG (social networks show no SVG).
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https:\/\/blog\.acme\.example\/_site\/cards\/[0-9a-f]{16}\.png$/)
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image')
    expect(await page.locator('.post-nav a[rel="prev"]').getAttribute('href')).toBe('/post/no-tags')
    expect(await page.locator('.post-nav a[rel="next"]').getAttribute('href')).toBe('/post/folder-post')
    await header.getByRole('link', { name: 'Product Updates' }).click()
    await page.waitForURL(`${server.url}/post/categories/product-updates`)
    expect(await page.locator('.post-card-title').allTextContents()).toEqual(['January fifth'])
  })

  it('offers the category menu above the content at 375 px, labelled by the active category, closing on navigation', async () => {
    const page = await browser.browser.newPage()
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(`${server.url}/post`)
    expect(await page.locator('.blog-sidebar').isVisible()).toBe(false)
    const button = page.locator('[data-category-menu] summary')
    expect(await button.isVisible()).toBe(true)
    expect((await button.textContent())?.trim()).toBe('Blog')
    const menu = page.locator('[data-category-menu] details')
    expect(await menu.getAttribute('open')).toBeNull()
    // Above the content: the button comes before the listing's heading.
    expect((await button.boundingBox())!.y).toBeLessThan((await page.locator('main h1').boundingBox())!.y)
    await button.click()
    await expect.poll(() => menu.getAttribute('open')).toBe('')
    await menu.getByRole('link', { name: 'CI/CD' }).click()
    await page.waitForURL(`${server.url}/post/categories/ci-cd`)
    expect((await button.textContent())?.trim()).toBe('CI/CD')
    expect(await menu.getAttribute('open')).toBeNull()
    // Back to the index (possibly from the back/forward cache): the menu is closed again.
    await button.click()
    await page.goBack()
    await page.waitForURL(`${server.url}/post`)
    await expect.poll(() => page.locator('[data-category-menu] details').getAttribute('open')).toBeNull()
    await page.goto(`${server.url}/post/jan-fifth`)
    expect((await page.locator('[data-category-menu] summary').textContent())?.trim()).toBe('API Advice')
  })
})
