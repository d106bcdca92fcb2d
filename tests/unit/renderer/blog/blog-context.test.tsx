import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BlogProvider, useBlog } from '../../../../templates/blog/BlogContext.js'
import { PostHeader } from '../../../../templates/blog/PostHeader.js'
import { categoryMenuLabel } from '../../../../templates/blog/CategoryMenu.js'
import type { BlogData } from '../../../../templates/blog/types.js'

const BLOG: BlogData = {
  kind: 'post',
  home: '/post',
  categoriesRoute: '/post/categories',
  categories: [],
  posts: [],
  feeds: [],
  post: { route: '/post/a', title: 'A <b>', date: '2024-01-05', dateText: 'January 5, 2024', authors: [{ name: 'Ada', imageUrl: '/a.svg' }], tags: [], featured: false, readingMinutes: 4 },
}

describe('BlogProvider / useBlog', () => {
  it('throws the developer error outside a provider', () => {
    function Probe() {
      useBlog()
      return null
    }
    expect(() => renderToString(<Probe />)).toThrowErrorMatchingInlineSnapshot(`[Error: useBlog must be used within a BlogProvider]`)
    expect(() => renderToString(<PostHeader />)).toThrow('useBlog must be used within a BlogProvider')
  })

  it('gives blog components the page data inside a provider', () => {
    const html = renderToString(<BlogProvider value={BLOG}><PostHeader /></BlogProvider>)
    expect(html).toContain('<time class="post-date" dateTime="2024-01-05">January 5, 2024</time>')
    expect(html).toContain('A &lt;b&gt;')
    expect(html).toContain('4 min read')
  })

  it('labels the category button "Blog" on the index and with the active category elsewhere', () => {
    expect(categoryMenuLabel({ kind: 'index' })).toBe('Blog')
    expect(categoryMenuLabel({ kind: 'index', active: { name: 'API Advice' } })).toBe('Blog')
    expect(categoryMenuLabel({ kind: 'category', active: { name: 'CI/CD' } })).toBe('CI/CD')
    expect(categoryMenuLabel({ kind: 'post' })).toBe('Blog')
  })
})
