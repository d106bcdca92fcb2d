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
import { createScratch } from './scratch.js'

export interface DeflatedBand {
  /** Raw deflate data ending on a full flush (byte-aligned, no final block). */
  bytes: Buffer
  /** Adler-32 and length of the uncompressed rows (filter bytes included). */
  adler: number
  length: number
}

/** The rows `top` to `bottom` (excluded) of an RGB picture, each with its filter byte, deflated. */
export function deflateRows(picture: { data: Uint8Array; width: number }, top: number, bottom: number, level: number): DeflatedBand {
  const stride = picture.width * 3
  const rows = rowsScratch((bottom - top) * (stride + 1))
  for (let y = top, at = 0; y < bottom; y++, at += stride + 1) {
    rows[at] = 0
    rows.set(picture.data.subarray(y * stride, (y + 1) * stride), at + 1)
  }
  return { bytes: deflateRawSync(rows, { level, finishFlush: constants.Z_FULL_FLUSH }), adler: adler32(rows), length: rows.length }
}

/** The PNG (8-bit RGB) of a `width`×`height` picture whose rows, top to bottom, are `bands`. */
export function pngOfBands(width: number, height: number, bands: DeflatedBand[]): Buffer {
  let adler = 1
  for (const band of bands) adler = adler32Combine(adler, band.adler, band.length)
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  // zlib header (deflate, 32 KB window), the bands, an empty final block, the Adler-32.
  const trailer = Buffer.alloc(6)
  trailer.set([0x03, 0x00])
  trailer.writeUInt32BE(adler, 2)
  const idat = Buffer.concat([Buffer.from([0x78, 0x01]), ...bands.map((band) => band.bytes), trailer])
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))])
}

/** The rows being deflated (reused: see scratch.ts). */
const rowsScratch = createScratch()

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'latin1')
  data.copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

const BASE = 65521
/** Bytes summed before the sums are reduced: the most that cannot exceed 2^53 (zlib's NMAX is for 32 bits). */
const BLOCK = 1 << 20

/** Adler-32 of `bytes` (RFC 1950). */
export function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  for (let start = 0; start < bytes.length; start += BLOCK) {
    const end = Math.min(bytes.length, start + BLOCK)
    for (let i = start; i < end; i++) {
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
