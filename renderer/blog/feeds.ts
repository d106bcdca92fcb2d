/**
 * Feeds of a list of posts: RSS 2.0, Atom 1.0 and JSON Feed 1.1 text, via the `feed` package.
 * Every URL is absolute; nothing depends on the clock (the feed's time is its newest post's date),
 * so the same posts always give the same bytes. Pure.
 */
import { Feed } from 'feed'
import type { PostSummary } from '../../templates/blog/types.js'
import { absoluteUrl } from '../../core/absolute-url.js'

export interface FeedSpec {
  /** Absolute origin of the site, e.g. https://www.example.com. */
  siteUrl: string
  title: string
  description: string
  /** Route of the HTML page the feed mirrors (`/post`, `/post/categories/api-advice`). */
  pageRoute: string
  /** Routes of the three feed files. */
  paths: { rss: string; atom: string; json: string }
  language: string
  posts: PostSummary[]
  copyright?: string
}

/** The three feed documents of `spec`. */
export function renderFeeds(spec: FeedSpec): { rss: string; atom: string; json: string } {
  const abs = (route: string) => absoluteUrl(route, spec.siteUrl)
  const updated = newestDate(spec.posts)
  const feed = new Feed({
    id: abs(spec.pageRoute),
    link: abs(spec.pageRoute),
    title: spec.title,
    description: spec.description,
    language: spec.language,
    updated,
    generator: 'site',
    copyright: spec.copyright ?? '',
    feedLinks: { rss: abs(spec.paths.rss), atom: abs(spec.paths.atom), json: abs(spec.paths.json) },
  })
  for (const post of spec.posts) {
    const link = abs(post.route)
    const image = post.featuredImage ?? post.image
    feed.addItem({
      title: post.title,
      id: link,
      guid: link,
      link,
      // An undated post takes the feed's time so the output stays deterministic.
      date: itemDate(post, updated),
      published: itemDate(post, updated),
      description: post.description,
      category: post.tags.map((t) => ({ name: t.name, term: t.name })),
      // `feed` reads author[0] unguarded in some formats: pass authors only when there are some.
      ...(post.authors.length ? { author: post.authors.map((a) => ({ name: a.name, avatar: a.imageUrl ? abs(a.imageUrl) : undefined })) } : {}),
      ...(image ? { image: { url: abs(image), type: imageType(image) } } : {}),
    })
  }
  return { rss: feed.rss2(), atom: feed.atom1(), json: jsonFeed(spec, abs, updated) }
}

/** A post's date, or the feed's time for an undated post (deterministic output). */
function itemDate(post: PostSummary, fallback: Date): Date {
  const time = post.date ? Date.parse(post.date) : Number.NaN
  return Number.isNaN(time) ? fallback : new Date(time)
}

/**
 * JSON Feed 1.1, written directly: the `feed` package writes the 1.0 `author` field and leaves
 * items without `content_html` when a post has no description, which 1.1 does not allow.
 */
function jsonFeed(spec: FeedSpec, abs: (route: string) => string, updated: Date): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: spec.title,
    home_page_url: abs(spec.pageRoute),
    feed_url: abs(spec.paths.json),
    description: spec.description,
    language: spec.language,
    items: spec.posts.map((post) => {
      const image = post.featuredImage ?? post.image
      const item: Record<string, unknown> = {
        id: abs(post.route),
        url: abs(post.route),
        title: post.title,
        content_text: post.description ?? post.title,
      }
      if (post.description) item.summary = post.description
      if (image) item.image = abs(image)
      item.date_published = itemDate(post, updated).toISOString()
      if (post.authors.length) item.authors = post.authors.map((a) => (a.imageUrl ? { name: a.name, avatar: abs(a.imageUrl) } : { name: a.name }))
      if (post.tags.length) item.tags = post.tags.map((t) => t.name)
      return item
    }),
  }
  return `${JSON.stringify(feed, null, 2)}\n`
}

/** The newest post date, or the Unix epoch when no post has a date. */
export function newestDate(posts: PostSummary[]): Date {
  let newest = 0
  for (const p of posts) {
    const t = p.date ? Date.parse(p.date) : Number.NaN
    if (!Number.isNaN(t) && t > newest) newest = t
  }
  return new Date(newest)
}

/** The MIME type of an image path by extension (`feed` would say `image/svg` for SVG). */
function imageType(path: string): string {
  const ext = path.split(/[?#]/)[0]!.split('.').pop()!.toLowerCase()
  return ({ svg: 'image/svg+xml', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' } as Record<string, string>)[ext] ?? 'application/octet-stream'
}
