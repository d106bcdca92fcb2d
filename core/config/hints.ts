/**
 * Hints for configuration issues: the keys an object of the schema accepts (for "did you mean"),
 * and the smallest complete config (for a missing required key). Pure.
 */
import { z } from 'zod'

/** The smallest complete config, shown when a required key is missing. */
export const MINIMAL_CONFIG = "export default defineConfig({ siteUrl: 'https://docs.example.com', brand: { name: 'My docs' } })"

/** The keys the object at `path` of `schema` accepts (empty when `path` is not an object). */
export function keysAt(schema: z.ZodTypeAny, path: Array<string | number>): string[] {
  let node: z.ZodTypeAny | undefined = unwrap(schema)
  for (const key of path) {
    if (!node) return []
    if (node instanceof z.ZodObject) node = unwrap(node.shape[key as string])
    else if (node instanceof z.ZodArray) node = unwrap(node.element)
    else if (node instanceof z.ZodRecord) node = unwrap(node.valueSchema)
    else return []
  }
  return node instanceof z.ZodObject ? Object.keys(node.shape) : []
}

function unwrap(node: z.ZodTypeAny | undefined): z.ZodTypeAny | undefined {
  let current = node
  while (current) {
    if (current instanceof z.ZodDefault || current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current._def.innerType
    else if (current instanceof z.ZodEffects) current = current._def.schema
    else if (current instanceof z.ZodLazy) current = current._def.getter()
    else return current
  }
  return current
}

/** The known key closest to `key` (by edit distance, at most a third of its length, min 2), if any. */
export function closestKey(key: string, known: string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1
  for (const candidate of known) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase())
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance]
  }
  return best
}

/** Levenshtein distance. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = row
  }
  return previous[b.length]!
}
