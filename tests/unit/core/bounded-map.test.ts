import { describe, expect, it } from 'vitest'
import { keepBounded } from '../../../core/bounded-map.js'

describe('keepBounded', () => {
  it('keeps at most `most` entries, dropping the oldest first, and returns the value it kept', () => {
    const map = new Map<string, number>()
    expect([1, 2, 3].map((n) => keepBounded(map, `k${n}`, n, 2))).toEqual([1, 2, 3])
    expect([...map]).toEqual([['k2', 2], ['k3', 3]])
  })
})
