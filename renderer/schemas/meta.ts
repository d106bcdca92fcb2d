/** The `_meta` file schema (Nextra-compatible keys of spec §3). Strict: unknown fields are errors. */
import { z } from 'zod'
import { PageThemeSchema } from '../../cli/config/schema.js'

const MetaItemObject: z.ZodType<MetaItemObject> = z.lazy(() =>
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

export interface MetaItemObject {
  title?: string
  type?: 'page' | 'doc' | 'menu' | 'separator'
  display?: 'normal' | 'hidden' | 'children'
  theme?: z.output<typeof PageThemeSchema>
  href?: string
  newWindow?: boolean
  items?: Record<string, string | MetaItemObject>
}

export const MetaFileSchema = z.record(z.string(), z.union([z.string(), MetaItemObject]))
export type MetaFile = z.output<typeof MetaFileSchema>
