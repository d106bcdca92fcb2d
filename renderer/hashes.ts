/**
 * The hashes several parts use: `hash`, the short content hash in the names of the files a build
 * publishes (assets, special pages, search shards); `contentsId`, what the build record names an
 * output's bytes by (also taken on a page worker that writes its page itself); and `hash32`, a
 * 32-bit hash of a string spread evenly over its values, for sketches (redirects/sketch.ts) and
 * cut points (search/shards.ts).
 */
import { hash as digest } from 'node:crypto'

/** Short content hash for file names. */
export function hash(contents: string | Uint8Array): string {
  return digest('sha256', contents, 'hex').slice(0, 10)
}

/** The output id of a file's contents (build-record.ts `outputId`): the same for a string and its UTF-8 bytes. */
export function contentsId(contents: string | Uint8Array): string {
  return `h:${digest('sha1', contents, 'hex')}`
}

/** FNV-1a's offset basis (32 bits). */
export const FNV_OFFSET = 0x811c9dc5

/** FNV-1a over UTF-16 units, then the murmur3 finalizer so the low values are spread evenly. */
export function hash32(text: string): number {
  let h = FNV_OFFSET
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return mix(h) >>> 0
}

/** The murmur3 finalizer: every input bit moves every output bit. */
export function mix(value: number): number {
  let h = value
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h
}
