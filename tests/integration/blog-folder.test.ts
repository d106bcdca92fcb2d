// The blog's folder is the site's to choose (`blog.folder`): a Nextra blog keeps its posts in
// content/posts/, and its index, categories and feeds then live under /posts (issue 16).
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runSite, tempRoot } from '../helpers/cli.js'

const FILES: Record<string, string> = {
  'content/site.config.ts': "import { defineConfig } from 'site/config'\n\nexport default defineConfig({ siteUrl: 'https://notes.example.com', brand: { name: 'Field notes' }, blog: { folder: 'posts' } })\n",
  'content/index.mdx': '# Field notes\n\nRead the [posts](/posts).\n',
  'content/posts/retry-budgets.mdx': '---\ntitle: Retry budgets\ndate: 2025-03-02\ntags: [Reliability]\n---\n\nCap retries at a share of the traffic, not a count per request.\n',
  'content/posts/idempotency-keys.mdx': '---\ntitle: Idempotency keys\ndate: 2025-01-20\ntags: [Reliability, API design]\n---\n\nA key per logical operation makes a retried POST safe.\n',
}

async function site(files: Record<string, string>): Promise<string> {
  const root = await tempRoot('blog-folder')
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), text)
  }
  return root
}

describe('blog.folder', () => {
  it('makes the pages of content/posts/ the posts: index, categories and feeds under /posts', async () => {
    const root = await site(FILES)
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    expect(built.code).toBe(0)
    const index = await readFile(path.join(root, 'dist/posts.html'), 'utf8')
    expect(index.indexOf('Retry budgets')).toBeGreaterThan(-1)
    expect(index.indexOf('Retry budgets')).toBeLessThan(index.indexOf('Idempotency keys'))
    expect(await readFile(path.join(root, 'dist/posts/retry-budgets.html'), 'utf8')).toContain('class="post-reading-time"')
    expect(await readFile(path.join(root, 'dist/posts/categories/reliability.html'), 'utf8')).toContain('Idempotency keys')
    expect(await readFile(path.join(root, 'dist/posts/feed.xml'), 'utf8')).toContain('<link>https://notes.example.com/posts/retry-budgets</link>')
    expect(existsSync(path.join(root, 'dist/post.html'))).toBe(false)
  })

  it("dates a post named by its date (Docusaurus's blog) and publishes it at /posts/YYYY/MM/DD/name, where links to its file go", async () => {
    const root = await site({
      ...FILES,
      'content/posts/2025-02-10-rate-limits.md': '---\ntitle: Rate limits\ntags: [Reliability]\n---\n\nA 429 carries `Retry-After`; honour it before the budget.\n',
      'content/posts/budgets-and-limits.md': '---\ntitle: Budgets and limits\ndate: 2025-04-01\n---\n\nRead [rate limits](./2025-02-10-rate-limits.md) and [again](/posts/2025/02/10/rate-limits).\n',
    })
    const built = await runSite(['build', '--root', root])
    expect(built.stderr).toBe('')
    expect(built.code).toBe(0)
    const index = await readFile(path.join(root, 'dist/posts.html'), 'utf8')
    // Newest first: retry budgets (March 2), rate limits (February 10, from its name), idempotency keys (January 20).
    const order = ['Retry budgets', 'Rate limits', 'Idempotency keys'].map((title) => index.indexOf(title))
    expect(order.every((at, i) => at > -1 && (i === 0 || at > order[i - 1]!))).toBe(true)
    expect(await readFile(path.join(root, 'dist/posts/2025/02/10/rate-limits.html'), 'utf8')).toContain('<time class="post-date" dateTime="2025-02-10">February 10, 2025</time>')
    expect(await readFile(path.join(root, 'dist/posts/budgets-and-limits.html'), 'utf8')).toContain('<a href="/posts/2025/02/10/rate-limits">rate limits</a>')
  })

  it('is a config error naming the key and its line when it is not one folder name', async () => {
    const root = await site({ ...FILES, 'content/site.config.ts': FILES['content/site.config.ts']!.replace("folder: 'posts'", "folder: '/posts/'") })
    const built = await runSite(['build', '--root', root])
    expect(built.code).toBe(1)
    expect(built.stderr).toContain('content/site.config.ts: invalid')
    expect(built.stderr).toContain('blog.folder: one folder name in lowercase letters, digits, `-` or `_`, such as `posts` (line 3)')
  })
})
