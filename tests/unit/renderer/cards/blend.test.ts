import { describe, expect, it } from 'vitest'
import { blendOver } from '../../../../renderer/cards/blend.js'

/** A width×height RGB picture of one colour. */
const picture = (width: number, height: number, rgb: [number, number, number]) => ({ width, height, data: Uint8Array.from({ length: width * height * 3 }, (_, i) => rgb[i % 3]!) })
const pixel = (p: ReturnType<typeof picture>, x: number, y: number) => [...p.data.subarray((y * p.width + x) * 3, (y * p.width + x) * 3 + 3)]

describe('blendOver', () => {
  it('draws opaque pixels as they are, leaves transparent ones and mixes partial alpha', () => {
    const p = picture(4, 2, [0, 0, 0])
    const image = { width: 3, height: 1, data: Uint8Array.from([255, 0, 0, 255, 0, 255, 0, 0, 200, 200, 200, 128]) }
    blendOver(p, image, 1, 1)
    expect([pixel(p, 1, 1), pixel(p, 2, 1), pixel(p, 3, 1), pixel(p, 0, 1), pixel(p, 1, 0)]).toEqual([[255, 0, 0], [0, 0, 0], [100, 100, 100], [0, 0, 0], [0, 0, 0]])
  })

  it('draws white coverage (one byte a pixel) as the white RGBA image of the same alpha', () => {
    const alpha = Uint8Array.from([0, 1, 64, 128, 200, 254, 255])
    const [fromCoverage, fromRgba] = [picture(7, 1, [40, 90, 200]), picture(7, 1, [40, 90, 200])]
    blendOver(fromCoverage, { width: 7, height: 1, alpha }, 0, 0)
    blendOver(fromRgba, { width: 7, height: 1, data: Uint8Array.from([...alpha].flatMap((a) => [255, 255, 255, a])) }, 0, 0)
    expect([...fromCoverage.data]).toEqual([...fromRgba.data])
    expect(pixel(fromCoverage, 0, 0)).toEqual([40, 90, 200])
    expect(pixel(fromCoverage, 6, 0)).toEqual([255, 255, 255])
  })

  it('clips an image that runs past any edge of the picture', () => {
    const p = picture(2, 2, [10, 10, 10])
    const image = { width: 3, height: 3, data: new Uint8Array(36).fill(255) }
    blendOver(p, image, -1, -1)
    expect([pixel(p, 0, 0), pixel(p, 1, 1)]).toEqual([[255, 255, 255], [255, 255, 255]])
    blendOver(picture(2, 2, [0, 0, 0]), image, 1, 1)
  })
})
