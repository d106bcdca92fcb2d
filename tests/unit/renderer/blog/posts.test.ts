import { describe, expect, it } from 'vitest'
import { createReport } from '../../../../renderer/diagnostics.js'
import { loadMetas } from '../../../../renderer/stages/meta.js'
import { planPages } from '../../../../renderer/stages/plan.js'
import type { MdxPageEntry } from '../../../../core/page-map.js'
import { comparePosts, isPost, postTags, selectPosts, sortPosts } from '../../../../renderer/blog/posts.js'
import { testConfig } from '../../../helpers/config.js'
import { memoryTree, page } from '../../../helpers/tree.js'

async function plan(files: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const report = createReport()
  const tree = memoryTree(files)
  const config = testConfig(overrides)
  const metas = await loadMetas(tree, config.root, report)
  return { pageMap: planPages(tree, metas, config, report), report }
}

/** A minimal post entry for comparator tests. */
function entry(route: string, title: string, date?: string): MdxPageEntry {
  return {
    kind: 'MdxPage', name: route.split('/').pop()!, route, locale: 'en-US', title, sidebarTitle: title, type: 'doc', display: 'normal',
    theme: {} as MdxPageEntry['theme'], frontMatter: date ? { title, date } : { title }, section: 'post', file: `${route.slice(1)}.mdx`, fallback: false,
  }
}

describe('selectPosts', () => {
  it('takes MdxPage entries below /post/, folder index pages included, skipping _names, folders, meta and non-posts', async () => {
    const { pageMap, report } = await plan({
      'index.mdx': page('Home'),
      'docs/intro.mdx': page('Intro'),
      'post/_meta.json': JSON.stringify({ '--sep': { type: 'separator', title: 'Posts' }, ext: { title: 'External', href: 'https://example.com' } }),
      'post/a.mdx': page('A', 'date: 2024-01-01\n'),
      'post/folder/index.mdx': page('Folder post', 'date: 2024-02-01\n'),
      'post/folder/extra.mdx': page('Nested page', 'date: 2024-03-01\n'),
      'post/_hidden/index.mdx': page('Hidden folder', 'date: 2024-04-01\n'),
      'post/_hidden/deeper.mdx': page('Hidden deeper', 'date: 2024-04-01\n'),
    })
    expect(report.all().filter((d) => d.severity === 'error')).toEqual([])
    const routes = selectPosts(pageMap.trees['en-US']!, '', 'post').map((p) => p.route).sort()
    expect(routes).toEqual(['/post/a', '/post/folder', '/post/folder/extra'])
  })

  it('uses the locale prefix of the tree', async () => {
    const { pageMap } = await plan(
      { 'post/a.mdx': page('A', 'date: 2024-01-01\n'), 'post/a.fr.mdx': page('A fr', 'date: 2024-01-01\n'), 'post/b.mdx': page('B', 'date: 2024-01-02\n') },
      { i18n: { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English' }, { locale: 'fr', text: 'Français' }] } },
    )
    expect(selectPosts(pageMap.trees.fr!, '/fr', 'post').map((p) => [p.route, p.fallback]).sort()).toEqual([['/fr/post/a', false], ['/fr/post/b', true]])
    expect(selectPosts(pageMap.trees.fr!, '', 'post')).toEqual([])
  })

  it('isPost: the route must be strictly below the base, the name must not start with _', () => {
    expect(isPost(entry('/post', 'Index'), '/post/')).toBe(false)
    expect(isPost(entry('/post/', 'Slash'), '/post/')).toBe(false)
    expect(isPost(entry('/posts/x', 'Other section'), '/post/')).toBe(false)
    expect(isPost(entry('/post/x', 'X'), '/post/')).toBe(true)
    expect(isPost({ ...entry('/post/x', 'X'), name: '_x' }, '/post/')).toBe(false)
  })
})

describe('sortPosts', () => {
  const posts = [
    entry('/post/undated-b', 'beta'),
    entry('/post/old', 'Old', '2020-05-01'),
    entry('/post/undated-a', 'Alpha'),
    entry('/post/new', 'New', '2024-01-05'),
    entry('/post/same-day-z', 'Zed', '2023-03-03'),
    entry('/post/same-day-a', 'Ant', '2023-03-03'),
    entry('/post/dup-2', 'Same title'),
    entry('/post/dup-1', 'Same title'),
    entry('/post/time', 'With time', '2023-03-03T18:00:00Z'),
    entry('/post/bad-date', 'Bad date', 'someday'),
  ]

  it('puts dated posts newest first, then undated posts by title (case-insensitive), then by route', () => {
    expect(sortPosts(posts).map((p) => p.route)).toEqual([
      '/post/new',
      '/post/time',
      '/post/same-day-a',
      '/post/same-day-z',
      '/post/old',
      '/post/undated-a',
      '/post/bad-date',
      '/post/undated-b',
      '/post/dup-1',
      '/post/dup-2',
    ])
  })

  it('gives the same order whatever the input order (a total order)', () => {
    const expected = sortPosts(posts).map((p) => p.route)
    let seed = 7
    for (let round = 0; round < 25; round++) {
      const shuffled = [...posts].sort(() => ((seed = (seed * 48271) % 2147483647) % 3) - 1)
      expect(sortPosts(shuffled).map((p) => p.route)).toEqual(expected)
    }
    for (const a of posts) {
      expect(comparePosts(a, a)).toBe(0)
      for (const b of posts) if (a !== b) expect(Math.sign(comparePosts(a, b))).toBe(-Math.sign(comparePosts(b, a)))
    }
  })

  it('does not change its input', () => {
    const copy = [...posts]
    sortPosts(posts)
    expect(posts).toEqual(copy)
  })
})

describe('postTags', () => {
  it('handles missing, null, empty and messy tag lists', () => {
    expect(postTags({ frontMatter: {} })).toEqual([])
    expect(postTags({ frontMatter: { tags: null } })).toEqual([])
    expect(postTags({ frontMatter: { tags: [] } })).toEqual([])
    expect(postTags({ frontMatter: { tags: 'API Advice' } })).toEqual([])
    expect(postTags({ frontMatter: { tags: [' API Advice ', 'API Advice', null, 3, '', 'OpenAPI Tips'] } })).toEqual(['API Advice', 'OpenAPI Tips'])
  })
})
