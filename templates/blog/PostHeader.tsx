/** The header of a post page: tags, title, authors, date, reading time and featured image. */
import { useBlog } from './BlogContext.js'
import { PostAuthors, PostDate, PostTags } from './PostMeta.js'
import { formatString } from '../../core/i18n/ui-strings.js'
import { useStrings } from '../support/strings.js'

export function PostHeader() {
  const { post } = useBlog()
  const strings = useStrings()
  if (!post) return null
  const image = post.featuredImage ?? post.image
  return (
    <header className="post-header">
      <PostTags tags={post.tags} />
      <h1 className="post-title">{post.title}</h1>
      <div className="post-byline">
        <PostAuthors authors={post.authors} size={40} />
        <p className="post-facts">
          <PostDate post={post} />
          {post.readingMinutes ? <span className="post-reading-time">{formatString(strings.readingTime, { minutes: post.readingMinutes })}</span> : null}
        </p>
      </div>
      {image ? <img className="post-featured-image" src={image} alt="" width={1200} height={630} decoding="async" fetchPriority="high" /> : null}
    </header>
  )
}

/** Links to the older and the newer post. */
export function PostNav() {
  const { post } = useBlog()
  const strings = useStrings()
  if (!post || (!post.prev && !post.next)) return null
  return (
    <nav className="post-nav" aria-label={strings.morePosts}>
      {post.prev ? (
        <a href={post.prev.route} rel="prev" className="post-nav-prev"><span className="post-nav-label">{strings.previousPost}</span><span>{post.prev.title}</span></a>
      ) : <span />}
      {post.next ? (
        <a href={post.next.route} rel="next" className="post-nav-next"><span className="post-nav-label">{strings.nextPost}</span><span>{post.next.title}</span></a>
      ) : null}
    </nav>
  )
}
