/**
 * The blog of a build, computed once from the page map: per locale the sorted posts, their
 * categories, the data of every post page, the virtual listing pages (/post, /post/page/N,
 * /post/categories, /post/categories/{slug}, under the configured folder) and the feeds. Pure: diagnostics go to `report`.
 */
import type { Report } from '../diagnostics.js'
import type { FolderEntry, MdxPageEntry, PageMap } from '../../core/page-map.js'
import type { OutputFile } from '../../core/compiled-page.js'
import type { SocialImage } from '../../templates/page-data.js'
import type { BlogAuthor, BlogCategoryLink, BlogData, BlogPageKind, FeedLink, HeadExtras, PostSummary } from '../../templates/blog/types.js'
import { categorySlug, collectCategories } from './categories.js'
import { formatPostDate, machineDate } from './dates.js'
import { renderFeeds } from './feeds.js'
import { postTags, postTime, selectPosts, sortPosts } from './posts.js'
import { isNoindex } from '../../templates/seo/noindex.js'
import { excerptOf } from './excerpt.js'

export interface BlogOptions {
  siteUrl: string
  /** Posts per listing page. */
  pageSize: number
  /** The content folder of the posts, and the route of the blog's index (`post` → /post). */
  folder: string
  defaultLocale: string
  /** Brand name, for feed titles. */
  siteName: string
  description: string
  /** The blog's authors file (authors.ts): a post's author written as one of its keys. */
  authors?: Map<string, BlogAuthor>
}

/** A listing page without a source file. */
export interface BlogPageSpec {
  route: string
  locale: string
  kind: Exclude<BlogPageKind, 'post'>
  /** The route without the locale prefix, the same in every locale. */
  baseRoute: string
  title: string
  description: string
  blog: BlogData
  head: HeadExtras
  /** The page's generated social card (renderer/cards/). */
  card?: SocialImage
}

export interface BlogPlan {
  /** Blog data and extra head content of each post page, by route. */
  posts: Map<string, { blog: BlogData; head: HeadExtras }>
  pages: BlogPageSpec[]
  feeds: OutputFile[]
  /** Routes of `pages`, for the link check. */
  routes: string[]
}

/** Plans the blog of every locale of `pageMap`. */
export function planBlog(pageMap: PageMap, options: BlogOptions, report: Report): BlogPlan {
  const plan: BlogPlan = { posts: new Map(), pages: [], feeds: [], routes: [] }
  const taken = new Map(pageMap.pages.map((p) => [p.route, p]))
  for (const [locale, root] of Object.entries(pageMap.trees)) {
    const prefix = locale === options.defaultLocale ? '' : `/${locale.toLowerCase()}`
    planLocale(plan, root, locale, prefix, { ...options, sourceOf: (file) => pageMap.files.get(file)?.source }, report, locale === options.defaultLocale)
  }
  for (const page of plan.pages) {
    const clash = taken.get(page.route)
    if (clash) {
      report.error({
        file: `content/${clash.file}`,
        reason: `The route \`${page.route}\` of content/${clash.file} is also a blog ${page.kind} page`,
        ruleId: 'blog/route-conflict',
        source: 'site',
        hint: `Blog listing routes (/${options.folder}, /${options.folder}/page/N, /${options.folder}/categories/…) are generated; rename the file or give it another \`slug\`.`,
      })
    }
  }
  plan.routes = plan.pages.map((p) => p.route)
  return plan
}

/** The blog's options and the text of each post's file (its excerpt, excerpt.ts). */
type LocaleOptions = BlogOptions & { sourceOf: (file: string) => string | undefined }

function planLocale(plan: BlogPlan, root: FolderEntry, locale: string, prefix: string, options: LocaleOptions, report: Report, withFeeds: boolean): void {
  const entries = sortPosts(selectPosts(root, prefix, options.folder))
  // No posts, no blog: no index, category or feed pages.
  if (entries.length === 0) return
  const home = `${prefix}/${options.folder}`
  const categoriesRoute = `${home}/categories`
  for (const post of entries) {
    if (post.fallback) continue
    if (postTime(post) === undefined) {
      report.warn({
        file: `content/${post.file}`,
        line: 1,
        column: 1,
        reason: `Post \`${post.route}\` has no \`date\`; it is listed after every dated post`,
        ruleId: 'blog/missing-date',
        source: 'site',
        hint: 'Add `date: YYYY-MM-DD` to the front matter.',
      })
    }
  }
  const { categories, unusable } = collectCategories(entries)
  for (const { post, tag } of unusable) {
    if (!post.fallback) report.warn({ file: `content/${post.file}`, reason: `Tag ${JSON.stringify(tag)} has no letters or digits; it gets no category page`, ruleId: 'blog/unusable-tag', source: 'site' })
  }
  const links: BlogCategoryLink[] = categories.map((c) => ({ name: c.name, slug: c.slug, route: `${categoriesRoute}/${c.slug}`, count: c.count }))
  const bySlug = new Map(links.map((l) => [l.slug, l]))
  const summaries = entries.map((p) => summarize(p, locale, bySlug, options.authors, options.sourceOf(p.file)))
  // `noindex` posts are listed on the blog's pages but kept out of the feeds.
  const feedable = summaries.filter((_, i) => !isNoindex(entries[i]!.frontMatter))

  // Feeds are written for the default locale only; other locales link to them.
  const feedBase = `/${options.folder}`
  const allFeeds = feedLinks(feedBase, `${options.siteName} Blog`)
  const categoryFeeds = (slug: string, name: string) => feedLinks(`${feedBase}/categories/${slug}`, `${options.siteName} Blog: ${name}`)
  if (withFeeds) {
    plan.feeds.push(...feedFiles(options, feedBase, `${options.siteName} Blog`, options.description, home, locale, feedable))
    for (const c of links) {
      plan.feeds.push(...feedFiles(options, `${feedBase}/categories/${c.slug}`, `${options.siteName} Blog: ${c.name}`, `Posts about ${c.name}`, c.route, locale, feedable.filter((s) => s.tags.some((t) => t.slug === c.slug))))
    }
  }
  const base = { home, categoriesRoute, categories: links }

  // Post pages: previous is the older post, next the newer one.
  summaries.forEach((summary, i) => {
    const older = summaries[i + 1]
    const newer = summaries[i - 1]
    const active = summary.tags[0]
    const feeds = active ? [...allFeeds, ...categoryFeeds(active.slug, active.name)] : allFeeds
    const blog: BlogData = {
      ...base,
      kind: 'post',
      active,
      posts: [],
      post: { ...summary, prev: older && { title: older.title, route: older.route }, next: newer && { title: newer.title, route: newer.route } },
      feeds,
    }
    plan.posts.set(summary.route, { blog, head: postHead(summary, feeds) })
  })

  // The index: every post newest first (spec: no featured header, nothing pinned); paginated.
  paginate(summaries, options.pageSize, home).forEach(({ route, posts, pagination }) => {
    const blog: BlogData = { ...base, kind: 'index', posts, pagination, feeds: allFeeds }
    const title = pagination.page === 1 ? 'Blog' : `Blog – page ${pagination.page}`
    plan.pages.push({ route, baseRoute: route.slice(prefix.length), locale, kind: 'index', title, description: options.description, blog, head: listingHead(allFeeds) })
  })
  plan.pages.push({ route: categoriesRoute, baseRoute: categoriesRoute.slice(prefix.length), locale, kind: 'categories', title: 'Categories', description: `${options.siteName} blog categories`, blog: { ...base, kind: 'categories', posts: [], feeds: allFeeds }, head: listingHead(allFeeds) })
  for (const c of links) {
    const feeds = [...categoryFeeds(c.slug, c.name), ...allFeeds]
    const inCategory = summaries.filter((s) => s.tags.some((t) => t.slug === c.slug))
    paginate(inCategory, options.pageSize, c.route).forEach(({ route, posts, pagination }) => {
      const blog: BlogData = { ...base, kind: 'category', active: c, posts, pagination, feeds }
      const title = pagination.page === 1 ? c.name : `${c.name} – page ${pagination.page}`
      plan.pages.push({ route, baseRoute: route.slice(prefix.length), locale, kind: 'category', title, description: `Posts about ${c.name}`, blog, head: listingHead(feeds) })
    })
  }
}

/** The listing data of one post; `source` (its file's text) gives an excerpt where it has no description. */
export function summarize(post: MdxPageEntry, locale: string, categories: Map<string, BlogCategoryLink>, known?: Map<string, BlogAuthor>, source?: string): PostSummary {
  const fm = post.frontMatter
  const date = typeof fm.date === 'string' ? fm.date : undefined
  const authors: BlogAuthor[] = Array.isArray(fm.authors)
    ? (fm.authors as Array<{ name?: unknown; image_url?: unknown }>).filter((a) => typeof a?.name === 'string').map((a) => authorOf(a as { name: string; image_url?: unknown }, known))
    : []
  const tags: BlogCategoryLink[] = []
  for (const tag of postTags(post)) {
    const link = categories.get(categorySlug(tag))
    if (link && !tags.includes(link)) tags.push(link)
  }
  return {
    route: post.route,
    title: post.title,
    description: typeof fm.description === 'string' ? fm.description : source === undefined ? undefined : excerptOf(source),
    date: date ? machineDate(date) : undefined,
    dateText: date ? formatPostDate(date, locale) : undefined,
    authors,
    tags,
    image: typeof fm.image === 'string' ? fm.image : undefined,
    featuredImage: typeof fm.featured_image === 'string' ? fm.featured_image : undefined,
    featured: fm.is_featured === true,
  }
}

/** A post's author: the authors file's when it is written as a key of it (a name alone), else as written. */
function authorOf(author: { name: string; image_url?: unknown }, known: Map<string, BlogAuthor> | undefined): BlogAuthor {
  const keyed = Object.keys(author).length === 1 ? known?.get(author.name) : undefined
  return keyed ?? { name: author.name, imageUrl: typeof author.image_url === 'string' ? author.image_url : '' }
}

/** Splits `items` into pages of `size` at `base`, `base/page/2`, … (at least one page). */
export function paginate<T>(items: T[], size: number, base: string): Array<{ route: string; posts: T[]; pagination: { page: number; pages: number; prev?: string; next?: string } }> {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const routeOf = (n: number) => (n === 1 ? base : `${base}/page/${n}`)
  return Array.from({ length: pages }, (_, i) => {
    const n = i + 1
    return {
      route: routeOf(n),
      posts: items.slice(i * size, (i + 1) * size),
      pagination: { page: n, pages, prev: n > 1 ? routeOf(n - 1) : undefined, next: n < pages ? routeOf(n + 1) : undefined },
    }
  })
}

/** The three feed links of a listing whose feeds live under `base`. */
function feedLinks(base: string, title: string): FeedLink[] {
  return [
    { type: 'application/rss+xml', title: `${title} (RSS)`, href: `${base}/feed.xml` },
    { type: 'application/atom+xml', title: `${title} (Atom)`, href: `${base}/atom.xml` },
    { type: 'application/feed+json', title: `${title} (JSON Feed)`, href: `${base}/feed.json` },
  ]
}

/** The feed files of one listing. */
function feedFiles(options: BlogOptions, base: string, title: string, description: string, pageRoute: string, locale: string, posts: PostSummary[]): OutputFile[] {
  const paths = { rss: `${base}/feed.xml`, atom: `${base}/atom.xml`, json: `${base}/feed.json` }
  const text = renderFeeds({ siteUrl: options.siteUrl, title, description, pageRoute, paths, language: locale, posts })
  return [
    { path: paths.rss.slice(1), contents: text.rss },
    { path: paths.atom.slice(1), contents: text.atom },
    { path: paths.json.slice(1), contents: text.json },
  ]
}

/** Head extras of a listing page: feed links. */
function listingHead(feeds: FeedLink[]): HeadExtras {
  return { meta: [{ property: 'og:type', content: 'website' }], links: feeds.map((f) => ({ rel: 'alternate', type: f.type, title: f.title, href: f.href })) }
}

/** Head extras of a post: Open Graph article and Twitter card meta, and feed links. */
export function postHead(post: PostSummary, feeds: FeedLink[]): HeadExtras {
  // The share image, title and description are the head's (templates/seo/social-meta.ts).
  const meta: HeadExtras['meta'] = [{ property: 'og:type', content: 'article' }]
  if (post.date) meta.push({ property: 'article:published_time', content: post.date })
  for (const a of post.authors) meta.push({ property: 'article:author', content: a.name })
  for (const t of post.tags) meta.push({ property: 'article:tag', content: t.name })
  return { meta, links: feeds.map((f) => ({ rel: 'alternate', type: f.type, title: f.title, href: f.href })) }
}
