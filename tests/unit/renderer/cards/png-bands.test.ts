import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { blendOver, type ByteChanges } from '../../../../renderer/cards/blend.js'
import { adler32, adler32Combine, adlerWithChanges, deflateRows, pngOfBands, rowAdlers } from '../../../../renderer/cards/png-bands.js'

/** Bytes from a small linear congruential generator: the same on every run. */
function bytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length)
  let x = seed
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    out[i] = x >>> 24
  }
  return out
}

/** zlib's own Adler-32: the trailer of a zlib stream. */
const zlibAdler = (data: Uint8Array) => {
  const stream = deflateSync(data)
  return stream.readUInt32BE(stream.length - 4)
}

describe('adler32', () => {
  it("equals zlib's for runs short, long and of the highest bytes", () => {
    for (const data of [new Uint8Array(0), bytes(1, 1), bytes(5551, 2), bytes(3_000_001, 3), new Uint8Array(2_500_000).fill(255)]) {
      expect(adler32(data)).toBe(zlibAdler(data))
    }
  })

  it('combines two runs into the Adler-32 of both, whatever their lengths', () => {
    for (const [a, b] of [[0, 10], [10, 0], [1, 65521], [70_000, 131_042], [3601, 1_000_000]] as const) {
      const first = bytes(a, a + 7)
      const second = bytes(b, b + 11)
      expect(adler32Combine(adler32(first), adler32(second), b)).toBe(zlibAdler(Buffer.concat([first, second])))
    }
  })
})

describe('adlerWithChanges', () => {
  it('is the Adler-32 of the rows a blend drew on, from the rows before and the blend’s changes', () => {
    const width = 1200
    const picture = { data: Buffer.from(bytes(width * 630 * 3, 5)), width }
    const before = rowAdlers(picture)
    // Text of every alpha, overlapping, one layer running past the right edge; bands of 1 to 630 rows.
    const layer = (w: number, h: number, seed: number) => ({ data: bytes(w * h * 4, seed), width: w, height: h })
    for (const [top, bottom] of [[0, 630], [200, 201], [137, 390], [500, 630]] as const) {
      const band = { data: Buffer.from(picture.data.subarray(top * width * 3, bottom * width * 3)), width, height: bottom - top }
      const changes: ByteChanges = { rows: [], weighted: 0 }
      blendOver(band, layer(1000, 150, top + 1), 96, 3, changes)
      blendOver(band, layer(400, 60, top + 2), 1000, 0, changes)
      const written = deflateRows(band, 0, bottom - top, 1)
      expect(adlerWithChanges(before, top, bottom, width * 3, changes)).toBe(written.adler)
    }
  })
})

describe('pngOfBands', () => {
  it('writes a PNG whose pixels are the rows of its bands, in order, at any levels', async () => {
    const width = 37
    const height = 23
    const picture = { data: Buffer.from(bytes(width * height * 3, 42)), width }
    const bands = [deflateRows(picture, 0, 5, 9), deflateRows(picture, 5, 6, 2), deflateRows(picture, 6, 20, 1), deflateRows(picture, 20, 23, 9)]
    const { data, info } = await sharp(pngOfBands(width, height, bands)).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height, info.channels]).toEqual([width, height, 3])
    expect(Buffer.compare(data, Buffer.from(picture.data))).toBe(0)
  })
})
