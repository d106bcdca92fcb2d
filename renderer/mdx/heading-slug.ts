/**
 * Heading ids: GitHub-style slugs (github-slugger), or VitePress's (config `headingIds`), one
 * slugger per page so repeated headings get `-1`, `-2`. The link checker uses the same functions
 * to compute anchors. Pure.
 */
import GithubSlugger, { slug } from 'github-slugger'

/** Whose slugs heading ids are: GitHub's (Nextra, Docusaurus, Starlight) or VitePress's. */
export type HeadingIdStyle = 'github' | 'vitepress'

/** Stateless GitHub slug of a heading text: `Hello, World!` → `hello-world`. */
export function headingSlug(text: string): string {
  return slug(text)
}

/**
 * VitePress's slug of a heading text: accents dropped (NFKD without its combining marks), control
 * characters removed, each run of white space and ASCII punctuation (and curly quotes) one `-`,
 * none at either end, a leading digit after `_`, lower case: `vi.fn()` → `vi-fn`,
 * `--bail[=<n>]` → `bail-n`, `3. Setup` → `_3-setup`.
 */
export function vitepressSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u0000-\u001f]/g, '')
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'\u201c\u201d\u2018\u2019<>,.?/]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return (/^\d/.test(slug) ? `_${slug}` : slug).toLowerCase()
}

/** A per-page slugger: the second `Install` becomes `install-1`. `reserve` marks a custom id as taken. */
export function createHeadingSlugger(style: HeadingIdStyle = 'github'): { slug(text: string): string; reserve(id: string): void } {
  if (style === 'vitepress') return numberedSlugger(vitepressSlug)
  const slugger = new GithubSlugger()
  return { slug: (text) => slugger.slug(text), reserve: (id) => void slugger.slug(id, true) }
}

/** A slugger that numbers a repeated slug from 1 (`setup`, `setup-1`, `setup-2`), skipping ids already taken. */
function numberedSlugger(slugOf: (text: string) => string): { slug(text: string): string; reserve(id: string): void } {
  const taken = new Set<string>()
  return {
    slug(text) {
      const base = slugOf(text)
      let id = base
      for (let n = 1; taken.has(id); n++) id = `${base}-${n}`
      taken.add(id)
      return id
    },
    reserve: (id) => void taken.add(id),
  }
}
