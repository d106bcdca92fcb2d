import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { newestDate, renderFeeds, type FeedSpec } from '../../../../renderer/blog/feeds.js'
import type { PostSummary } from '../../../../templates/blog/types.js'

const tag = (name: string, slug: string) => ({ name, slug, route: `/post/categories/${slug}`, count: 1 })
const POSTS: PostSummary[] = [
  { route: '/post/new', title: 'New & <shiny>', description: 'Fresh "news"', date: '2024-01-05', dateText: 'January 5, 2024', authors: [{ name: 'Ada', imageUrl: '/a.svg' }], tags: [tag('API Advice', 'api-advice'), tag('CI/CD', 'ci-cd')], image: '/img/new.svg', featured: false },
  { route: '/post/old', title: 'Old', date: '2020-02-29T10:00:00.000Z', authors: [], tags: [], featured: true, featuredImage: 'https://cdn.example.com/old.png' },
  { route: '/post/undated', title: 'Undated', authors: [{ name: 'Lin', imageUrl: 'https://img.example.com/lin.png' }], tags: [], featured: false },
]
const SPEC: FeedSpec = {
  siteUrl: 'https://docs.example.com',
  title: 'Acme Blog',
  description: 'Posts',
  pageRoute: '/post',
  paths: { rss: '/post/feed.xml', atom: '/post/atom.xml', json: '/post/feed.json' },
  language: 'en-US',
  posts: POSTS,
}
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name, jpath) => ['item', 'entry', 'category', 'author'].includes(name) || jpath === 'feed.link' })

describe('renderFeeds', () => {
  const feeds = renderFeeds(SPEC)

  it('writes a well-formed RSS 2.0 channel with an item per post and absolute URLs', () => {
    expect(XMLValidator.validate(feeds.rss)).toBe(true)
    const doc = parser.parse(feeds.rss)
    expect(doc.rss['@version']).toBe('2.0')
    const channel = doc.rss.channel
    expect(channel.title).toBe('Acme Blog')
    expect(channel.link).toBe('https://docs.example.com/post')
    expect(channel.lastBuildDate).toBe('Fri, 05 Jan 2024 00:00:00 GMT')
    expect(channel.item.map((i: { link: string }) => i.link)).toEqual(['https://docs.example.com/post/new', 'https://docs.example.com/post/old', 'https://docs.example.com/post/undated'])
    const first = channel.item[0]
    expect(first.title).toBe('New & <shiny>')
    expect(first.description).toBe('Fresh "news"')
    expect(first.pubDate).toBe('Fri, 05 Jan 2024 00:00:00 GMT')
    expect(first.category.map((c: unknown) => (typeof c === 'string' ? c : (c as { '#text': string })['#text']))).toEqual(['API Advice', 'CI/CD'])
    expect(first.enclosure).toMatchObject({ '@url': 'https://docs.example.com/img/new.svg', '@type': 'image/svg+xml' })
    expect(channel.item[1].enclosure['@url']).toBe('https://cdn.example.com/old.png')
    // The undated post takes the newest date, not the clock.
    expect(channel.item[2].pubDate).toBe('Fri, 05 Jan 2024 00:00:00 GMT')
    for (const item of channel.item) expect(new URL(item.guid['#text'] ?? item.guid).protocol).toBe('https:')
  })

  it('writes a well-formed Atom feed', () => {
    expect(XMLValidator.validate(feeds.atom)).toBe(true)
    const feed = parser.parse(feeds.atom).feed
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed.id).toBe('https://docs.example.com/post')
    expect(feed.updated).toBe('2024-01-05T00:00:00.000Z')
    expect(feed.link.map((l: { '@href': string }) => l['@href'])).toEqual(expect.arrayContaining(['https://docs.example.com/post', 'https://docs.example.com/post/atom.xml']))
    expect(feed.entry).toHaveLength(3)
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(/^https:\/\/docs\.example\.com\/post\//)
      expect(entry.title['#text'] ?? entry.title).toBeTruthy()
      expect(Date.parse(entry.updated)).not.toBeNaN()
    }
    expect(feed.entry[0].author.map((a: { name: string }) => a.name)).toEqual(['Ada'])
  })

  it('writes a JSON Feed 1.1 with its required fields', () => {
    const json = JSON.parse(feeds.json)
    expect(json.version).toBe('https://jsonfeed.org/version/1.1')
    expect(typeof json.title).toBe('string')
    expect(json.home_page_url).toBe('https://docs.example.com/post')
    expect(json.feed_url).toBe('https://docs.example.com/post/feed.json')
    expect(Array.isArray(json.items)).toBe(true)
    for (const item of json.items) {
      expect(typeof item.id).toBe('string')
      expect(new URL(item.url).origin).toBe('https://docs.example.com')
      expect(typeof item.title).toBe('string')
      // JSON Feed 1.1: every item has content_html or content_text.
      expect('content_html' in item || 'content_text' in item).toBe(true)
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false)
    }
    expect(json.items[0].tags).toEqual(['API Advice', 'CI/CD'])
    expect(json.items[0].image).toBe('https://docs.example.com/img/new.svg')
    expect(json.items[2].content_text).toBe('Undated')
    expect(json.items[2].authors).toEqual([{ name: 'Lin', avatar: 'https://img.example.com/lin.png' }])
  })

  it('is deterministic and independent of the clock', async () => {
    const again = renderFeeds(SPEC)
    expect(again).toEqual(feeds)
    expect(feeds.rss + feeds.atom + feeds.json).not.toContain(String(new Date().getUTCFullYear() + 1))
  })

  it('uses the epoch when no post is dated', () => {
    expect(newestDate([]).toISOString()).toBe('1970-01-01T00:00:00.000Z')
    const empty = renderFeeds({ ...SPEC, posts: [] })
    expect(XMLValidator.validate(empty.rss)).toBe(true)
    expect(JSON.parse(empty.json).items).toEqual([])
  })
})
