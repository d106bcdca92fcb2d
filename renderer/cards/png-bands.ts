/**
 * A card's PNG written from bands of rows, each deflated on its own (ending on a full flush, so
 * bands join in any order into one zlib stream). Most of a card's rows are shared with other
 * cards: the background's (the same on every card of a hue) and the brand and section lines'
 * (the same on every card of a section); card-image.ts keeps their deflated bands and deflates
 * only the title's rows per card. sharp deflated the whole 1200×630 picture for every card:
 * 3.3 ms of a card's 5.5 ms of CPU (issue 20).
 *
 * Rows are written unfiltered (filter type 0): a background row is one colour but for its accent
 * bar, which deflate stores as a few distance-3 matches; a filter computed here in JavaScript
 * cost more than it saved in deflate.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'
import type { ByteChanges } from './blend.js'
import { createScratch } from './scratch.js'

export interface DeflatedBand {
  /** Raw deflate data ending on a full flush (byte-aligned, no final block). */
  bytes: Buffer
  /** Adler-32 and length of the uncompressed rows (filter bytes included). */
  adler: number
  length: number
}

/** The rows `top` to `bottom` (excluded) of an RGB picture, each with its filter byte, deflated; `adler` when the caller knows their Adler-32. */
export function deflateRows(picture: { data: Buffer; width: number }, top: number, bottom: number, level: number, adler?: number): DeflatedBand {
  const stride = picture.width * 3
  const rows = rowsScratch((bottom - top) * (stride + 1))
  // Buffer#copy: a subarray per row cost more than the copy (a third of this function's time).
  for (let y = top, at = 0; y < bottom; y++, at += stride + 1) {
    rows[at] = 0
    picture.data.copy(rows, at + 1, y * stride, (y + 1) * stride)
  }
  return { bytes: deflateRawSync(rows, { level, finishFlush: constants.Z_FULL_FLUSH }), adler: adler ?? adler32(rows), length: rows.length }
}

/** The Adler-32 of each row of an RGB picture with its filter byte (0) before it, as deflateRows writes them. */
export function rowAdlers(picture: { data: Buffer; width: number }): number[] {
  const stride = picture.width * 3
  const filterByte = adler32(new Uint8Array(1))
  const out: number[] = []
  for (let at = 0; at < picture.data.length; at += stride) out.push(adler32Combine(filterByte, adler32(picture.data.subarray(at, at + stride)), stride))
  return out
}

/**
 * The Adler-32 of rows `top` to `bottom` of a picture (as deflateRows writes them) after a blend
 * changed their bytes by `changes` (blend.ts, indexes counted from row `top`), from each row's
 * Adler-32 before (`rowAdlers`). Adler-32 is a sum and a weighted sum of the bytes, so a changed
 * byte moves them by its change, and by its change times its distance from the end: a title band
 * is summed from the text's pixels alone instead of from its 300,000-odd bytes.
 */
export function adlerWithChanges(before: readonly number[], top: number, bottom: number, stride: number, changes: ByteChanges): number {
  const rowLength = stride + 1
  let adler = 1
  for (let y = top; y < bottom; y++) adler = adler32Combine(adler, before[y]!, rowLength)
  const length = (bottom - top) * rowLength
  // A byte at index i of row r of the picture is at i + r + 1 of the rows (filter bytes before each row).
  let sum = 0
  let weighted = changes.weighted
  changes.rows.forEach((rowSum, r) => {
    sum += rowSum
    weighted += rowSum * (r + 1)
  })
  const a = mod((adler & 0xffff) + sum)
  const b = mod((adler >>> 16) + mod(sum) * (length % BASE) - mod(weighted))
  return (b * 65536 + a) >>> 0
}

function mod(n: number): number {
  const r = n % BASE
  return r < 0 ? r + BASE : r
}

/**
 * The PNG (8-bit RGB) of a `width`×`height` picture whose rows, top to bottom, are `bands`, written
 * into one buffer: the IDAT joined from the bands and then copied into its chunk, and the chunks
 * joined again, cost the card thread ~46 µs a card in fresh buffers (cold 10,000 pages, `--cpu-prof`).
 */
export function pngOfBands(width: number, height: number, bands: DeflatedBand[]): Buffer {
  let adler = 1
  let idatLength = ZLIB_HEADER.length + ZLIB_TRAILER_LENGTH
  for (const band of bands) {
    adler = adler32Combine(adler, band.adler, band.length)
    idatLength += band.bytes.length
  }
  const png = Buffer.allocUnsafe(SIGNATURE.length + 12 + IHDR_LENGTH + 12 + idatLength + 12)
  SIGNATURE.copy(png, 0)
  let at = startChunk(png, SIGNATURE.length, 'IHDR', IHDR_LENGTH)
  png.writeUInt32BE(width, at)
  png.writeUInt32BE(height, at + 4)
  png.set([8, 2, 0, 0, 0], at + 8)
  at = endChunk(png, SIGNATURE.length, IHDR_LENGTH)
  const idat = at
  at = startChunk(png, idat, 'IDAT', idatLength)
  // zlib header (deflate, 32 KB window), the bands, an empty final block, the Adler-32.
  at += ZLIB_HEADER.copy(png, at)
  for (const band of bands) at += band.bytes.copy(png, at)
  png.set([0x03, 0x00], at)
  png.writeUInt32BE(adler, at + 2)
  at = endChunk(png, idat, idatLength)
  startChunk(png, at, 'IEND', 0)
  endChunk(png, at, 0)
  return png
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const IHDR_LENGTH = 13
const ZLIB_HEADER = Buffer.from([0x78, 0x01])
/** An empty final block and the Adler-32. */
const ZLIB_TRAILER_LENGTH = 6

/** Writes a chunk's length and type at `at`; returns where its data goes. */
function startChunk(png: Buffer, at: number, type: string, length: number): number {
  png.writeUInt32BE(length, at)
  png.write(type, at + 4, 'latin1')
  return at + 8
}

/** Writes the CRC of the chunk at `at` (its data written); returns where the next chunk goes. */
function endChunk(png: Buffer, at: number, length: number): number {
  const end = at + 8 + length
  png.writeUInt32BE(crc32(png.subarray(at + 4, end)), end)
  return end + 4
}

/** The rows being deflated (reused: see scratch.ts). */
const rowsScratch = createScratch()

const BASE = 65521
/** Bytes summed before the sums are reduced: the most that keeps them small integers (below 2^31). */
const BLOCK = 2560

/**
 * Adler-32 of `bytes` (RFC 1950), eight bytes a step: `b` takes the step's weighted sum instead
 * of eight additions each waiting for the last (0.23 against 0.41 ms for a 90-row title band).
 */
export function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  let i = 0
  while (i < bytes.length) {
    const end = Math.min(bytes.length, i + BLOCK)
    for (const end8 = end - ((end - i) & 7); i < end8; i += 8) {
      const x0 = bytes[i]!
      const x1 = bytes[i + 1]!
      const x2 = bytes[i + 2]!
      const x3 = bytes[i + 3]!
      const x4 = bytes[i + 4]!
      const x5 = bytes[i + 5]!
      const x6 = bytes[i + 6]!
      const x7 = bytes[i + 7]!
      b += 8 * a + 8 * x0 + 7 * x1 + 6 * x2 + 5 * x3 + 4 * x4 + 3 * x5 + 2 * x6 + x7
      a += x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7
    }
    for (; i < end; i++) {
      a += bytes[i]!
      b += a
    }
    a %= BASE
    b %= BASE
  }
  return (b * 65536 + a) >>> 0
}

/** Adler-32 of two byte runs joined, from each run's Adler-32 and the second's length (zlib's adler32_combine). */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % BASE
  const a1 = first & 0xffff
  const b1 = first >>> 16
  const a2 = second & 0xffff
  const b2 = second >>> 16
  const a = (a1 + a2 + BASE - 1) % BASE
  const b = (((rem * a1) % BASE) + b1 + b2 + BASE - rem) % BASE
  return (b * 65536 + a) >>> 0
}
