/**
 * Front matter schemas of spec §3: docs pages, blog posts and other pages. Strict: an unknown
 * key is an error, so a typo never passes silently.
 */
import { z } from 'zod'
import { PageThemeSchema } from '../../cli/config/schema.js'

/** Keys every page may carry. */
const common = {
  title: z.string().min(1),
  description: z.string().min(1).optional(),
  /** false keeps the page out of the search index. */
  search: z.boolean().optional(),
  /** Drafts are built by `site dev` only. */
  draft: z.boolean().optional(),
  noindex: z.boolean().optional(),
  theme: PageThemeSchema.optional(),
}

export const DocFrontmatter = z
  .object({
    ...common,
    slug: z.string().min(1).optional(),
    sidebar_label: z.string().min(1).optional(),
    sidebar_position: z.number().finite().optional(),
  })
  .strict()

const isoDate = z
  .string({ invalid_type_error: 'Invalid date' })
  .refine((v) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), {
    message: 'Invalid date',
  })

export const BlogFrontmatter = z
  .object({
    ...common,
    date: isoDate.optional(),
    image: z.string().min(1).optional(),
    featured_image: z.string().min(1).optional(),
    is_featured: z.boolean().optional(),
    keywords: z.array(z.string()).optional(),
    tags: z.array(z.string().min(1)).nullable().optional(),
    authors: z.array(z.object({ name: z.string().min(1), image_url: z.string().min(1) }).strict()).optional(),
  })
  .strict()

export const PageFrontmatter = z.object({ ...common }).strict()

export type DocFrontmatter = z.output<typeof DocFrontmatter>
export type BlogFrontmatter = z.output<typeof BlogFrontmatter>
export type PageFrontmatter = z.output<typeof PageFrontmatter>
export type AnyFrontmatter = DocFrontmatter & BlogFrontmatter
