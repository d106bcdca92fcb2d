/** The `_meta` file schema (Nextra-compatible keys of spec §3). Strict: unknown fields are errors. */
import { z } from 'zod'
import type { MetaItemObject as MetaItemShape } from '../../core/page-map.js'
import { PageThemeSchema } from '../../core/config/schema.js'

export const MetaItemObject: z.ZodType<MetaItemShape> = z.lazy(() =>
  z
    .object({
      title: z.string().optional(),
      type: z.enum(['page', 'doc', 'menu', 'separator']).optional(),
      display: z.enum(['normal', 'hidden', 'children']).optional(),
      theme: PageThemeSchema.optional(),
      href: z.string().optional(),
      newWindow: z.boolean().optional(),
      items: z.record(z.string(), z.union([z.string(), MetaItemObject])).optional(),
    })
    .strict(),
)

export type MetaItemObject = MetaItemShape

/** A `_meta` file: each value a title string or an item object (checked one by one for precise errors). */
export const MetaFileSchema = z.record(
  z.string(),
  z.unknown().superRefine((value, ctx) => {
    if (typeof value === 'string') return
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Expected a title string or an object' })
      return
    }
    const result = MetaItemObject.safeParse(value)
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: issue.path } as z.IssueData)
  }),
) as unknown as z.ZodType<Record<string, string | MetaItemObject>>
export type MetaFile = z.output<typeof MetaFileSchema>
