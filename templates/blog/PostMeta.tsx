/** The small pieces of a post's metadata: date, authors and tag links. Markup only. */
import { Avatar } from '../theme/Avatar.js'
import type { BlogAuthor, BlogCategoryLink, PostSummary } from './types.js'
import { useStrings } from '../support/strings.js'

/** The post date in a `<time datetime>` element, or nothing for an undated post. */
export function PostDate({ post }: { post: Pick<PostSummary, 'date' | 'dateText'> }) {
  if (!post.date || !post.dateText) return null
  return <time className="post-date" dateTime={post.date}>{post.dateText}</time>
}

/** Authors with their images (avatars: the initials until the image loads, and if it fails). */
export function PostAuthors({ authors, size = 32 }: { authors: BlogAuthor[]; size?: number }) {
  if (!authors.length) return null
  return (
    <ul className="post-authors">
      {authors.map((a) => (
        <li key={a.name} className="post-author">
          {a.imageUrl ? <Avatar src={a.imageUrl} alt={a.name} size={size} className="post-author-image" decorative /> : null}
          <span className="post-author-name">{a.name}</span>
        </li>
      ))}
    </ul>
  )
}

/** Tags, each linking to its category page. */
export function PostTags({ tags }: { tags: BlogCategoryLink[] }) {
  const strings = useStrings()
  if (!tags.length) return null
  return (
    <ul className="post-tags" aria-label={strings.tags}>
      {tags.map((t) => (
        <li key={t.slug}><a className="post-tag" href={t.route}>{t.name}</a></li>
      ))}
    </ul>
  )
}
