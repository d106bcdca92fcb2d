/**
 * Front matter schema of spec §3, open as Nextra's is: the keys the build reads are validated
 * (and normalised from the shapes real sites write, see frontmatter-values.ts); any other key
 * (Nextra's `searchable`, `full`, `sidebarTitle`, `asIndexPage`, a theme's own) is kept and passed
 * to the page unchanged. One schema for every page, so a blog outside `post/` reads the same.
 */
import { z } from 'zod'
import { PageThemeSchema } from '../../core/config/schema.js'
import { SafeUrl } from './safe-url.js'
import { emptyToUndefined, isIsoDate, normalizeAuthors, normalizeDate, normalizeList, normalizeText } from './frontmatter-values.js'

const optionalText = z.preprocess(normalizeText, z.string().optional())
const list = z.preprocess(normalizeList, z.array(z.string().min(1)).nullable().optional())

const isoDate = z.preprocess(
  normalizeDate,
  z.string({ invalid_type_error: 'Invalid date' }).refine(isIsoDate, { message: 'Invalid date' }).optional(),
)

/** An image or link URL: never `javascript:`, `vbscript:` or `data:` (XSS-7). */
const url = z.preprocess(emptyToUndefined, SafeUrl.optional())

const Author = z.object({ name: z.string().min(1), image_url: url }).passthrough()

const Fields = z
  .object({
    /** Optional: the page map falls back to the `_meta` title, the first `#` heading, the file name. */
    title: optionalText,
    description: z.preprocess(emptyToUndefined, z.string().optional()),
    /** false keeps the page out of the search index. */
    search: z.boolean().optional(),
    /** Drafts are built by `site dev` only. */
    draft: z.boolean().optional(),
    noindex: z.boolean().optional(),
    theme: PageThemeSchema.optional(),
    slug: z.preprocess(emptyToUndefined, z.string().optional()),
    sidebar_label: optionalText,
    /** Nextra 4's name for sidebar_label. */
    sidebarTitle: optionalText,
    sidebar_position: z.number().finite().optional(),
    date: isoDate,
    image: url,
    featured_image: url,
    is_featured: z.boolean().optional(),
    keywords: list,
    tags: list,
    authors: z.preprocess(normalizeAuthors, z.array(Author).optional()),
  })
  .passthrough()

/** `author: Name` is read as `authors` and `tag:` (nextra-theme-blog's key) as `tags`, unless both are written. */
function withAuthor(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  let data = value as Record<string, unknown>
  if (data.author !== undefined && data.authors === undefined) data = { ...data, authors: data.author }
  if (data.tag !== undefined && data.tags === undefined) data = { ...data, tags: data.tag }
  return data
}

export const Frontmatter = z.preprocess(withAuthor, Fields)

/** The keys the build reads (others are passed through; near misses of these are warned about). */
export const KNOWN_FRONTMATTER_KEYS: readonly string[] = [...Object.keys(Fields.shape), 'author', 'tag']

/** The known keys whose value, when a plain non-blank string, the schema returns as written (`readFrontmatter`'s fast path). */
export const TEXT_FIELDS: ReadonlySet<string> = new Set(['title', 'description', 'slug', 'sidebar_label', 'sidebarTitle'])

export type Frontmatter = z.output<typeof Fields>
