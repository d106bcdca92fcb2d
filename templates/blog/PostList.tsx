/** A list of post cards, in the order given (newest first); every card alike. Markup only. */
import { PostAuthors, PostDate, PostTags } from './PostMeta.js'
import type { PostSummary } from './types.js'
import { useStrings } from '../support/strings.js'

export function PostList({ posts }: { posts: PostSummary[] }) {
  const strings = useStrings()
  if (!posts.length) return <p className="post-list-empty">{strings.noPosts}</p>
  return (
    <ul className="post-list">
      {posts.map((post, i) => (
        <PostCard key={post.route} post={post} eager={i === 0} />
      ))}
    </ul>
  )
}

function PostCard({ post, eager }: { post: PostSummary; eager: boolean }) {
  const image = post.image ?? post.featuredImage
  return (
    <li className="post-card">
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
