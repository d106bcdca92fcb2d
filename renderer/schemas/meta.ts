/**
 * The `_meta` entry schema: every key Nextra 2, 3 and 4 accept (spec §3). Each entry is checked on
 * its own (renderer/stages/meta.ts), so an invalid one is reported and dropped, never the file.
 */
import { z } from 'zod'
import type { MetaItemObject as MetaItemShape } from '../../core/page-map.js'
import { PageThemeSchema } from '../../core/config/schema.js'
import { SafeUrl } from './safe-url.js'

/** Nextra's `theme` keys; `copyPage` (Nextra 4) is accepted and has no effect here. */
export const MetaThemeSchema = PageThemeSchema.extend({ copyPage: z.boolean().optional() })

export const MetaItemObject: z.ZodType<MetaItemShape, z.ZodTypeDef, unknown> = z.lazy(() =>
  z
    .object({
      title: z.string().optional(),
      // Set by renderer/meta-module.ts for a JSX title, never written by hand.
      titleHtml: z.string().optional(),
      // `folder` is how some Nextra sites mark a folder entry: it is an ordinary (doc) entry.
      type: z
        .enum(['page', 'doc', 'menu', 'separator', 'folder'])
        .transform((t) => (t === 'folder' ? 'doc' : t))
        .optional(),
      display: z.enum(['normal', 'hidden', 'children']).optional(),
      theme: MetaThemeSchema.optional(),
      href: SafeUrl.optional(),
      newWindow: z.boolean().optional(),
      items: z.record(z.string(), z.union([z.string(), MetaItemObject])).optional(),
    })
    .strict(),
)

export type MetaItemObject = MetaItemShape

/** A `_meta` file after validation: each key's title string or item object. */
export type MetaFile = Record<string, string | MetaItemObject>
