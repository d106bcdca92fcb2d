import { describe, expect, it } from 'vitest'
import { createReport } from '../../../../renderer/diagnostics.js'
import { loadMetas } from '../../../../renderer/stages/meta.js'
import { planPages } from '../../../../renderer/stages/plan.js'
import { paginate, planBlog } from '../../../../renderer/blog/model.js'
import { formatPostDate, machineDate } from '../../../../renderer/blog/dates.js'
import { countWords, readingMinutes } from '../../../../renderer/blog/reading-time.js'
import { testConfig } from '../../../helpers/config.js'
import { memoryTree, page } from '../../../helpers/tree.js'

const OPTIONS = { folder: 'post', siteUrl: 'https://docs.example.com', pageSize: 2, defaultLocale: 'en-US', siteName: 'Acme', description: 'Test site' }

async function blogOf(files: Record<string, string>, overrides: Record<string, unknown> = {}, options = OPTIONS) {
  const report = createReport()
  const tree = memoryTree(files)
  const config = testConfig(overrides)
  const metas = await loadMetas(tree, config.root, report)
  const pageMap = planPages(tree, metas, config, report)
  return { blog: planBlog(pageMap, options, report), report }
}

const post = (title: string, date: string | undefined, tags: string, extra = '') =>
  page(title, `${date ? `date: ${date}\n` : ''}tags: ${tags}\ndescription: About ${title}\nimage: /img/${title}.png\nauthors:\n  - name: Ada\n    image_url: /a.svg\n${extra}`)

const FILES = {
  'index.mdx': page('Home'),
  'post/one.mdx': post('One', '2024-01-05', '[API Advice, CI/CD]'),
  'post/two.mdx': post('Two', '2023-06-01', '[API Advice]', 'is_featured: true\nfeatured_image: /img/two-big.png\n'),
  'post/three/index.mdx': post('Three', '2024-03-01', 'null'),
  'post/four.mdx': post('Four', undefined, '[Case Studies]'),
  'post/five.mdx': post('Five', '2022-01-01', '[]'),
}

describe('planBlog', () => {
  it('plans the index pages, categories and category pages, with stable routes', async () => {
    const { blog, report } = await blogOf(FILES)
    expect(report.all().filter((d) => d.severity === 'error')).toEqual([])
    expect(blog.routes).toEqual([
      '/post',
      '/post/page/2',
      '/post/page/3',
      '/post/categories',
      '/post/categories/api-advice',
      '/post/categories/ci-cd',
      '/post/categories/case-studies',
    ])
    const index = blog.pages.filter((p) => p.kind === 'index')
    // Newest first, undated last; the featured post (Two) is not pinned above newer ones.
    expect(index.map((p) => p.blog.posts.map((s) => s.title))).toEqual([['Three', 'One'], ['Two', 'Five'], ['Four']])
    expect(index.map((p) => p.blog.pagination)).toEqual([
      { page: 1, pages: 3, prev: undefined, next: '/post/page/2' },
      { page: 2, pages: 3, prev: '/post', next: '/post/page/3' },
      { page: 3, pages: 3, prev: '/post/page/2', next: undefined },
    ])
    expect(index[0]!.blog.categories.map((c) => [c.name, c.route, c.count])).toEqual([
      ['API Advice', '/post/categories/api-advice', 2],
      ['CI/CD', '/post/categories/ci-cd', 1],
      ['Case Studies', '/post/categories/case-studies', 1],
    ])
    const apiAdvice = blog.pages.find((p) => p.route === '/post/categories/api-advice')!
    expect(apiAdvice.title).toBe('API Advice')
    expect(apiAdvice.blog.active?.slug).toBe('api-advice')
    expect(apiAdvice.blog.posts.map((s) => s.title)).toEqual(['One', 'Two'])
    expect(apiAdvice.head.links.map((l) => l.href)).toEqual([
      '/post/categories/api-advice/feed.xml', '/post/categories/api-advice/atom.xml', '/post/categories/api-advice/feed.json',
      '/post/feed.xml', '/post/atom.xml', '/post/feed.json',
    ])
  })

  it('warns once per post without a date, at the post', async () => {
    const { report } = await blogOf(FILES)
    expect(report.all().map((d) => [d.severity, d.file, d.ruleId, d.reason])).toEqual([
      ['warning', 'content/post/four.mdx', 'blog/missing-date', 'Post `/post/four` has no `date`; it is listed after every dated post'],
    ])
  })

  it('gives each post page its summary, older/newer neighbours, active category and head meta', async () => {
    const { blog } = await blogOf(FILES)
    const one = blog.posts.get('/post/one')!
    expect(one.blog.kind).toBe('post')
    expect(one.blog.post).toMatchObject({
      title: 'One',
      date: '2024-01-05',
      dateText: 'January 5, 2024',
      authors: [{ name: 'Ada', imageUrl: '/a.svg' }],
      tags: [{ name: 'API Advice', slug: 'api-advice' }, { name: 'CI/CD', slug: 'ci-cd' }],
      prev: { title: 'Two', route: '/post/two' },
      next: { title: 'Three', route: '/post/three' },
    })
    expect(one.blog.active?.name).toBe('API Advice')
    expect(blog.posts.get('/post/three')!.blog.post!.next).toBeUndefined()
    expect(blog.posts.get('/post/three')!.blog.active).toBeUndefined()
    expect(blog.posts.get('/post/four')!.blog.post!.prev).toBeUndefined()
    const meta = Object.fromEntries(blog.posts.get('/post/two')!.head.meta.map((m) => [m.property ?? m.name, m.content]))
    // The share image and Twitter meta are the head's (templates/seo/social-meta.ts, tested there).
    expect(meta).toMatchObject({ 'og:type': 'article', 'article:published_time': '2023-06-01' })
  })

  it('writes feeds for every post and every category, nothing else', async () => {
    const { blog } = await blogOf(FILES)
    expect(blog.feeds.map((f) => f.path)).toEqual([
      'post/feed.xml', 'post/atom.xml', 'post/feed.json',
      'post/categories/api-advice/feed.xml', 'post/categories/api-advice/atom.xml', 'post/categories/api-advice/feed.json',
      'post/categories/ci-cd/feed.xml', 'post/categories/ci-cd/atom.xml', 'post/categories/ci-cd/feed.json',
      'post/categories/case-studies/feed.xml', 'post/categories/case-studies/atom.xml', 'post/categories/case-studies/feed.json',
    ])
    const json = JSON.parse(blog.feeds.find((f) => f.path === 'post/feed.json')!.contents as string)
    expect(json.items.map((i: { url: string }) => i.url)).toEqual(['/post/three', '/post/one', '/post/two', '/post/five', '/post/four'].map((r) => `https://docs.example.com${r}`))
  })

  it('is deterministic', async () => {
    const a = await blogOf(FILES)
    const b = await blogOf(Object.fromEntries(Object.entries(FILES).reverse()))
    expect(b.blog.feeds).toEqual(a.blog.feeds)
    expect(b.blog.pages).toEqual(a.blog.pages)
  })

  it('plans listing pages in each locale and feeds in the default locale only', async () => {
    const { blog, report } = await blogOf(FILES, { i18n: { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English' }, { locale: 'fr', text: 'Français' }] } })
    expect(blog.routes).toContain('/fr/post')
    expect(blog.routes).toContain('/fr/post/categories/api-advice')
    expect(blog.posts.get('/fr/post/one')!.blog.post!.dateText).toBe('5 janvier 2024')
    expect(blog.feeds.every((f) => f.path.startsWith('post/'))).toBe(true)
    // Fallback pages do not repeat the missing-date warning.
    expect(report.all().filter((d) => d.ruleId === 'blog/missing-date')).toHaveLength(1)
  })

  it('reports a content page whose route is a generated blog route', async () => {
    const { report } = await blogOf({ ...FILES, 'post/categories.mdx': post('Categories', '2024-01-01', '[]') })
    expect(report.all().filter((d) => d.severity === 'error').map((d) => [d.file, d.ruleId])).toEqual([['content/post/categories.mdx', 'blog/route-conflict']])
  })

  it('plans no blog pages for a site without posts', async () => {
    const { blog } = await blogOf({ 'index.mdx': page('Home') })
    expect(blog.routes).toEqual([])
    expect(blog.pages).toEqual([])
  })
})

describe('helpers', () => {
  it('paginate: at least one page, stable URLs', () => {
    expect(paginate([], 20, '/post').map((p) => p.route)).toEqual(['/post'])
    expect(paginate([1, 2, 3, 4, 5], 2, '/post/categories/x').map((p) => [p.route, p.posts])).toEqual([
      ['/post/categories/x', [1, 2]], ['/post/categories/x/page/2', [3, 4]], ['/post/categories/x/page/3', [5]],
    ])
  })

  it('dates: long form in the locale, read in UTC', () => {
    expect(formatPostDate('2024-01-05', 'en-US')).toBe('January 5, 2024')
    expect(formatPostDate('2024-01-05T23:30:00-05:00', 'en-US')).toBe('January 6, 2024')
    expect(formatPostDate('2024-01-05', 'de')).toBe('5. Januar 2024')
    expect(formatPostDate('2024-01-05', 'not a locale!')).toBe('January 5, 2024')
    expect(formatPostDate('soon', 'en-US')).toBeUndefined()
    expect(machineDate('2024-01-05')).toBe('2024-01-05')
    expect(machineDate('2024-01-05 10:00Z')).toBe('2024-01-05T10:00:00.000Z')
  })

  it('reading time: words at 230 a minute, at least one minute', () => {
    expect(countWords("It's a well-known API — 3 words?")).toBe(6)
    expect(countWords('日本語')).toBe(3)
    expect(readingMinutes([''])).toBe(1)
    expect(readingMinutes(['word '.repeat(1150)])).toBe(5)
  })
})
