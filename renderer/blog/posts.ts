/**
 * Which page-map entries are blog posts, and their order (spec §3, issue 5). Pure.
 *
 * The spec's comparator returns -1 when either date is missing, which is not a consistent order;
 * here dated posts come first, newest first, then undated posts by title, with the route as the
 * last tie-breaker so the order never depends on the input order.
 */
import type { FolderEntry, MdxPageEntry, NavEntry } from '../../core/page-map.js'

/** The posts of one locale's tree: MdxPage entries (a folder's index page counts) under `{prefix}/{folder}/`. */
export function selectPosts(root: FolderEntry, prefix: string, folder: string): MdxPageEntry[] {
  const base = `${prefix}/${folder}/`
  const out: MdxPageEntry[] = []
  const visit = (entry: NavEntry, hidden: boolean) => {
    if (entry.kind === 'Meta') return
    if (entry.kind === 'MdxPage') {
      if (!hidden && isPost(entry, base)) out.push(entry)
      return
    }
    // A folder named `_x` hides everything below it, like a page named `_x`.
    const underscore = hidden || entry.name.startsWith('_')
    if (entry.index && !underscore && isPost(entry.index, base)) out.push(entry.index)
    for (const child of entry.children) visit(child, underscore)
  }
  visit(root, false)
  return out
}

/** True for an entry that counts as a post: name without a leading `_`, route below `base` (`/post/`). */
export function isPost(entry: MdxPageEntry, base: string): boolean {
  return entry.kind === 'MdxPage' && !entry.name.startsWith('_') && entry.route.startsWith(base) && entry.route.length > base.length
}

/** Milliseconds of a post's `date`, or undefined when it has none (or it does not parse). */
export function postTime(entry: Pick<MdxPageEntry, 'frontMatter'>): number | undefined {
  const date = entry.frontMatter.date
  if (typeof date !== 'string' && !(date instanceof Date)) return undefined
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime()
  return Number.isNaN(time) ? undefined : time
}

/** Orders two posts: dated before undated, newer first, then by title, then by route. */
export function comparePosts(a: MdxPageEntry, b: MdxPageEntry): number {
  const ta = postTime(a)
  const tb = postTime(b)
  if (ta !== undefined && tb === undefined) return -1
  if (ta === undefined && tb !== undefined) return 1
  if (ta !== undefined && tb !== undefined && ta !== tb) return tb - ta
  const byTitle = compareText(a.title, b.title)
  if (byTitle !== 0) return byTitle
  return a.route < b.route ? -1 : a.route > b.route ? 1 : 0
}

/** A sorted copy of `posts` (see comparePosts). */
export function sortPosts(posts: readonly MdxPageEntry[]): MdxPageEntry[] {
  return [...posts].sort(comparePosts)
}

/** Locale-independent, case-insensitive text order with a code-unit tie-break. */
function compareText(a: string, b: string): number {
  const byCollation = a.localeCompare(b, 'en', { sensitivity: 'base' })
  if (byCollation !== 0) return byCollation
  return a < b ? -1 : a > b ? 1 : 0
}

/** The tags of a post: strings only, trimmed, de-duplicated, in front matter order; [] for null or none. */
export function postTags(entry: Pick<MdxPageEntry, 'frontMatter'>): string[] {
  const tags = entry.frontMatter.tags
  if (!Array.isArray(tags)) return []
  const out: string[] = []
  for (const tag of tags) {
    if (typeof tag !== 'string') continue
    const text = tag.trim()
    if (text && !out.includes(text)) out.push(text)
  }
  return out
}
