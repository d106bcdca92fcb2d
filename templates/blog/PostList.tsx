/** A list of post cards; featured posts get the larger card. Markup only. */
import { PostAuthors, PostDate, PostTags } from './PostMeta.js'
import type { PostSummary } from './types.js'

export function PostList({ posts, highlightFeatured = false }: { posts: PostSummary[]; highlightFeatured?: boolean }) {
  if (!posts.length) return <p className="post-list-empty">No posts yet.</p>
  return (
    <ul className="post-list">
      {posts.map((post, i) => (
        <PostCard key={post.route} post={post} large={highlightFeatured && post.featured} eager={i === 0} />
      ))}
    </ul>
  )
}

function PostCard({ post, large, eager }: { post: PostSummary; large: boolean; eager: boolean }) {
  const image = post.image ?? post.featuredImage
  return (
    <li className={large ? 'post-card post-card-featured' : 'post-card'} data-featured={post.featured ? '' : undefined}>
      {image ? (
        <a href={post.route} className="post-card-image" tabIndex={-1} aria-hidden="true">
          <img src={image} alt="" width={1200} height={630} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        </a>
      ) : null}
      <div className="post-card-body">
        <PostTags tags={post.tags} />
        <h2 className="post-card-title"><a href={post.route}>{post.title}</a></h2>
        {post.description ? <p className="post-card-description">{post.description}</p> : null}
        <div className="post-card-meta">
          <PostAuthors authors={post.authors} size={24} />
          <PostDate post={post} />
        </div>
      </div>
    </li>
  )
}
