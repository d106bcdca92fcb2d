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

  it('clips an image that runs past any edge of the picture', () => {
    const p = picture(2, 2, [10, 10, 10])
    const image = { width: 3, height: 3, data: new Uint8Array(36).fill(255) }
    blendOver(p, image, -1, -1)
    expect([pixel(p, 0, 0), pixel(p, 1, 1)]).toEqual([[255, 255, 255], [255, 255, 255]])
    blendOver(picture(2, 2, [0, 0, 0]), image, 1, 1)
  })
})
