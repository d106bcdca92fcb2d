/**
 * A small fingerprint of a page's text that survives edits, so a page moved and edited in the
 * same change is still known as the same page (route-history.ts). It is a bottom-k MinHash
 * sketch: the 16 smallest 32-bit hashes of the text's four-word shingles. Two sketches estimate
 * the share of shingles their texts have in common (Broder, 1997); git's rename detection asks
 * for 50 % likewise.
 */
import { FNV_OFFSET, hash32, mix } from '../hashes.js'

const SIZE = 16
const SHINGLE = 4

/** The sketch of `text`: up to 16 hashes as 8 hex digits each, smallest first ('' for a text without words). */
export function sketchOf(text: string): string {
  const wordHashes = NON_ASCII.test(text) ? Uint32Array.from(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [], hash32) : asciiWordHashes(text)
  if (wordHashes.length === 0) return ''
  // A shingle's hash mixes its words' hashes (no shingle strings are made).
  const shingles = new Uint32Array(Math.max(wordHashes.length - SHINGLE + 1, 1))
  for (let i = 0; i < shingles.length; i++) {
    let h = 0x9e3779b9
    for (let k = i; k < Math.min(i + SHINGLE, wordHashes.length); k++) h = mix(Math.imul(h ^ wordHashes[k]!, 0x01000193))
    shingles[i] = h >>> 0
  }
  shingles.sort()
  const smallest: string[] = []
  for (let i = 0; i < shingles.length && smallest.length < SIZE; i++) if (i === 0 || shingles[i] !== shingles[i - 1]) smallest.push(shingles[i]!.toString(16).padStart(8, '0'))
  return smallest.join('')
}

const NON_ASCII = /[^\x00-\x7f]/

/**
 * `hash32` of each lowercased run of letters and digits of an ASCII text, as the regular
 * expression above finds them, hashed while the text is read: no lowercased copy and no word
 * strings. Every build without a record sketches every page (the route history keeps them
 * current): 10,000 pages took ~350 ms before the first page could render (stop 33).
 */
function asciiWordHashes(text: string): Uint32Array {
  const hashes: number[] = []
  let h = 0
  let inWord = false
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i)
    if (c >= 65 && c <= 90) c += 32
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (!inWord) h = FNV_OFFSET
      inWord = true
      h = Math.imul(h ^ c, 0x01000193)
    } else if (inWord) {
      hashes.push(mix(h) >>> 0)
      inWord = false
    }
  }
  if (inWord) hashes.push(mix(h) >>> 0)
  return Uint32Array.from(hashes)
}

/** The estimated share of shingles two texts have in common, 0 to 1 (0 when either has no words). */
export function similarity(a: string, b: string): number {
  return similarityOf(sketchValues(a), sketchValues(b))
}

/** The hashes of a sketch, smallest first (to compare one sketch with many without reading it again). */
export function sketchValues(sketch: string): number[] {
  return sketch.match(/.{8}/g)?.map((h) => Number.parseInt(h, 16)) ?? []
}

/** `similarity` of two sketches' hashes: of the 16 smallest of their union, the share both hold. */
export function similarityOf(left: number[], right: number[]): number {
  if (left.length === 0 || right.length === 0) return 0
  let i = 0
  let j = 0
  let taken = 0
  let common = 0
  while (taken < SIZE && (i < left.length || j < right.length)) {
    const l = i < left.length ? left[i]! : Infinity
    const r = j < right.length ? right[j]! : Infinity
    if (l === r) common++
    if (l <= r) i++
    if (r <= l) j++
    taken++
  }
  return common / taken
}

/** Whether `text` is a sketch `sketchOf` could have written. */
export function isSketch(text: string): boolean {
  return /^(?:[0-9a-f]{8}){0,16}$/.test(text)
}
