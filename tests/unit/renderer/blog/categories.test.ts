import { describe, expect, it } from 'vitest'
import type { MdxPageEntry } from '../../../../core/page-map.js'
import { categorySlug, collectCategories, postsInCategory } from '../../../../renderer/blog/categories.js'

function post(route: string, tags: unknown): MdxPageEntry {
  return {
    kind: 'MdxPage', name: route.split('/').pop()!, route, locale: 'en-US', title: route, sidebarTitle: route, type: 'doc', display: 'normal',
    theme: {} as MdxPageEntry['theme'], frontMatter: { title: route, tags }, section: 'post', file: `${route.slice(1)}.mdx`, fallback: false,
  }
}

describe('categorySlug', () => {
  it.each([
    ['API Advice', 'api-advice'],
    ['Product Updates', 'product-updates'],
    ['Building Speakeasy', 'building-speakeasy'],
    ['Case Studies', 'case-studies'],
    ['OpenAPI Tips', 'openapi-tips'],
    ['CI/CD', 'ci-cd'],
    ['  spaced   out  ', 'spaced-out'],
    ['../../etc/passwd', 'etc-passwd'],
    ['C++ & C#', 'c-c'],
    ['100% real?', '100-real'],
    ['a%2Fb', 'a-2fb'],
    ['Café Ünïcode', 'café-ünïcode'],
    ['ＡＰＩ', 'api'],
    ['日本語 タグ', '日本語-タグ'],
    ['???', ''],
  ])('%j → %j', (tag, slug) => {
    expect(categorySlug(tag)).toBe(slug)
  })

  it('never yields a path separator, a dot segment or percent-encoding', () => {
    for (const tag of ['a/b', 'a\\b', '..', '.', '%2e%2e', 'a.b', 'x?y#z']) {
      const slug = categorySlug(tag)
      expect(slug).not.toMatch(/[/\\%.?#]/)
    }
  })
})

describe('collectCategories', () => {
  it('is the de-duplicated union of tags in order of first appearance, with counts', () => {
    const posts = [post('/post/a', ['API Advice', 'CI/CD']), post('/post/b', null), post('/post/c', ['API Advice', 'api advice']), post('/post/d', undefined), post('/post/e', ['ci cd', 'OpenAPI Tips', '!!!'])]
    const { categories, unusable } = collectCategories(posts)
    expect(categories).toEqual([
      { name: 'API Advice', slug: 'api-advice', count: 2 },
      { name: 'CI/CD', slug: 'ci-cd', count: 2 },
      { name: 'OpenAPI Tips', slug: 'openapi-tips', count: 1 },
    ])
    expect(unusable.map((u) => [u.post.route, u.tag])).toEqual([['/post/e', '!!!']])
    expect(postsInCategory(posts, 'ci-cd').map((p) => p.route)).toEqual(['/post/a', '/post/e'])
    expect(postsInCategory(posts, 'nothing')).toEqual([])
  })

  it('is empty for posts without tags', () => {
    expect(collectCategories([post('/post/a', null), post('/post/b', [])]).categories).toEqual([])
  })
})
