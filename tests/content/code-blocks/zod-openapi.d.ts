/**
 * What `extendZodWithOpenApi(z)` adds to zod (the zod guide's samples call `.openapi()`): a module
 * augmentation, so it lives in a module file of its own.
 */
import type { ZodTypeAny, ZodTypeDef } from 'zod'

declare module 'zod' {
  interface ZodType<Output = any, Def extends ZodTypeDef = ZodTypeDef, Input = Output> {
    openapi<T extends ZodTypeAny>(
      this: T,
      metadata: { description?: string; example?: unknown; param?: { name: string; in: 'path' | 'query' | 'header' } },
    ): T
  }
}
