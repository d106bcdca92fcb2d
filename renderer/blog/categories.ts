/**
 * Blog categories: the de-duplicated union of all post tags, each with a URL slug made from the
 * tag text (`API Advice` → `api-advice`, `CI/CD` → `ci-cd`). Pure.
 */
import type { MdxPageEntry } from '../../core/page-map.js'
import { postTags } from './posts.js'

export interface Category {
  /** The tag text as first written. */
  name: string
  slug: string
  /** Number of posts with this tag. */
  count: number
}

/**
 * The URL slug of a tag: NFKC, lower case, every run of characters other than letters, digits
 * and marks becomes one `-` (so `/`, `.`, `%` and `?` can never reach a path), no `-` at the ends.
 * '' when nothing is left (a tag of only punctuation).
 */
export function categorySlug(tag: string): string {
  return tag
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Categories of `posts` in order of first appearance (posts are expected newest first). Tags
 * with the same slug (`CI/CD`, `ci cd`) are one category named after the first one seen; tags
 * with an empty slug are skipped and returned in `unusable`.
 */
export function collectCategories(posts: readonly MdxPageEntry[]): { categories: Category[]; unusable: Array<{ post: MdxPageEntry; tag: string }> } {
  const bySlug = new Map<string, Category>()
  const unusable: Array<{ post: MdxPageEntry; tag: string }> = []
  for (const post of posts) {
    const seen = new Set<string>()
    for (const tag of postTags(post)) {
      const slug = categorySlug(tag)
      if (!slug) {
        unusable.push({ post, tag })
        continue
      }
      if (seen.has(slug)) continue
      seen.add(slug)
      const existing = bySlug.get(slug)
      if (existing) existing.count++
      else bySlug.set(slug, { name: tag, slug, count: 1 })
    }
  }
  return { categories: [...bySlug.values()], unusable }
}

/** The posts tagged with the category `slug`, in the given order. */
export function postsInCategory(posts: readonly MdxPageEntry[], slug: string): MdxPageEntry[] {
  return posts.filter((p) => postTags(p).some((t) => categorySlug(t) === slug))
}
