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

  it('is a config error naming the key and its line when it is not one folder name', async () => {
    const root = await site({ ...FILES, 'content/site.config.ts': FILES['content/site.config.ts']!.replace("folder: 'posts'", "folder: '/posts/'") })
    const built = await runSite(['build', '--root', root])
    expect(built.code).toBe(1)
    expect(built.stderr).toContain('content/site.config.ts: invalid')
    expect(built.stderr).toContain('blog.folder: one folder name in lowercase letters, digits, `-` or `_`, such as `posts` (line 3)')
  })
})
