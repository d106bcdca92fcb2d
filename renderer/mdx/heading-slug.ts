/**
 * Heading ids: GitHub-style slugs (github-slugger), one slugger per page so repeated headings get
 * `-1`, `-2`. The link checker uses the same functions to compute anchors. Pure.
 */
import GithubSlugger, { slug } from 'github-slugger'

/** Stateless GitHub slug of a heading text: `Hello, World!` → `hello-world`. */
export function headingSlug(text: string): string {
  return slug(text)
}

/** A per-page slugger: the second `Install` becomes `install-1`. `reserve` marks a custom id as taken. */
export function createHeadingSlugger(): { slug(text: string): string; reserve(id: string): void } {
  const slugger = new GithubSlugger()
  return {
    slug: (text) => slugger.slug(text),
    reserve: (id) => void slugger.slug(id, true),
  }
}
