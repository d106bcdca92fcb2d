/**
 * A small fingerprint of a page's text that survives edits, so a page moved and edited in the
 * same change is still known as the same page (route-history.ts). It is a bottom-k MinHash
 * sketch: the 16 smallest 32-bit hashes of the text's four-word shingles. Two sketches estimate
 * the share of shingles their texts have in common (Broder, 1997); git's rename detection asks
 * for 50 % likewise.
 */

const SIZE = 16
const SHINGLE = 4

/** The sketch of `text`: up to 16 hashes as 8 hex digits each, smallest first ('' for a text without words). */
export function sketchOf(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const hashes = new Set<number>()
  const last = Math.max(words.length - SHINGLE, 0)
  for (let i = 0; i <= last && words.length > 0; i++) hashes.add(hash32(words.slice(i, i + SHINGLE).join(' ')))
  return [...hashes]
    .sort((a, b) => a - b)
    .slice(0, SIZE)
    .map((h) => h.toString(16).padStart(8, '0'))
    .join('')
}

/** The estimated share of shingles two texts have in common, 0 to 1 (0 when either has no words). */
export function similarity(a: string, b: string): number {
  const left = new Set(valuesOf(a))
  const right = new Set(valuesOf(b))
  if (left.size === 0 || right.size === 0) return 0
  const union = [...new Set([...left, ...right])].sort((x, y) => x - y).slice(0, SIZE)
  return union.filter((h) => left.has(h) && right.has(h)).length / union.length
}

/** Whether `text` is a sketch `sketchOf` could have written. */
export function isSketch(text: string): boolean {
  return /^(?:[0-9a-f]{8}){0,16}$/.test(text)
}

function valuesOf(sketch: string): number[] {
  return sketch.match(/.{8}/g)?.map((h) => Number.parseInt(h, 16)) ?? []
}

/** FNV-1a over UTF-16 units, then the murmur3 finalizer so the low values are spread evenly. */
function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}
