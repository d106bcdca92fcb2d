/** The bodies of the blog's listing pages: /post (and /post/page/N), /post/categories, /post/categories/{slug}. */
import { useBlog } from './BlogContext.js'
import { CategoryList } from './CategoryList.js'
import { PostList } from './PostList.js'
import type { BlogPagination } from './types.js'
import { formatString } from '../../core/i18n/ui-strings.js'
import { useStrings } from '../support/strings.js'

export function BlogIndex({ title }: { title: string }) {
  const blog = useBlog()
  if (blog.kind === 'categories') {
    return (
      <section className="blog-listing">
        <h1>{title}</h1>
        <CategoryList withCounts />
      </section>
    )
  }
  return (
    <section className="blog-listing">
      <h1>{title}</h1>
      <FeedLinks />
      <PostList posts={blog.posts} />
      {blog.pagination ? <ListingPagination pagination={blog.pagination} /> : null}
    </section>
  )
}

/** Links to the listing's feeds. */
function FeedLinks() {
  const { feeds } = useBlog()
  const strings = useStrings()
  const rss = feeds[0]
  if (!rss) return null
  return <p className="blog-feeds"><a href={rss.href} type={rss.type}>{strings.rssFeed}</a></p>
}

/** Older/newer page links of a paginated listing. */
export function ListingPagination({ pagination }: { pagination: BlogPagination }) {
  const strings = useStrings()
  if (pagination.pages < 2) return null
  return (
    <nav className="blog-pagination" aria-label={strings.blogPages}>
      {pagination.prev ? <a href={pagination.prev} rel="prev">{strings.newerPosts}</a> : <span />}
      <span className="blog-pagination-status">{formatString(strings.pageOf, { page: pagination.page, pages: pagination.pages })}</span>
      {pagination.next ? <a href={pagination.next} rel="next">{strings.olderPosts}</a> : <span />}
    </nav>
  )
}
