/**
 * BlogData: what the blog components read, computed once per build by renderer/blog/model.ts
 * and carried on PageData.blog. Plain data (it crosses worker threads).
 */
export interface BlogAuthor {
  name: string
  imageUrl: string
}

export interface BlogCategoryLink {
  name: string
  slug: string
  route: string
  count: number
}

export interface PostSummary {
  route: string
  title: string
  description?: string
  /** Machine-readable date for `<time datetime>`: `2024-01-05` or a full ISO time. */
  date?: string
  /** The date in the page's locale, like "January 5, 2024". */
  dateText?: string
  authors: BlogAuthor[]
  tags: BlogCategoryLink[]
  image?: string
  featuredImage?: string
  featured: boolean
}

export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml' | 'application/feed+json'
  title: string
  href: string
}

export interface BlogPagination {
  /** 1-based. */
  page: number
  pages: number
  prev?: string
  next?: string
}

export type BlogPageKind = 'index' | 'categories' | 'category' | 'post'

export interface BlogData {
  kind: BlogPageKind
  /** The blog index route (`/post`, or `/fr/post` in another locale). */
  home: string
  categoriesRoute: string
  categories: BlogCategoryLink[]
  /** The category of a category page, or a post's first tag; undefined on the index. */
  active?: BlogCategoryLink
  /** The posts listed on an index or category page (one pagination page). */
  posts: PostSummary[]
  pagination?: BlogPagination
  /** The post shown on a post page. */
  post?: PostSummary & {
    readingMinutes?: number
    /** Older post. */
    prev?: { title: string; route: string }
    /** Newer post. */
    next?: { title: string; route: string }
  }
  feeds: FeedLink[]
}

/** Extra `<head>` content a page asks for (social meta, feed links). */
export interface HeadExtras {
  meta: Array<{ property?: string; name?: string; content: string }>
  links: Array<{ rel: string; type?: string; title?: string; href: string }>
}
