/** URL segments of content paths (renderer/slug.ts). */
import { describe, expect, it } from 'vitest'
import { slugged, slugSegment } from '../../../renderer/slug.js'

describe('slugSegment', () => {
  it('slugs as its comment says', () => {
    expect(['a b', 'c#', 'what?', '100%', 'v1.2', 'Café', 'getting-started', 'page-73', '..', 'a--b', ''].map(slugSegment)).toEqual(['a-b', 'c', 'what', '100', 'v1.2', 'café', 'getting-started', 'page-73', '', 'a-b', ''])
  })

  it('gives what every rule gives, for plain segments and all others (random segments)', () => {
    const pieces = ['a', 'z', 'Q', '0', '9', '-', '--', '_', '.', '..', ' ', '\t', 'é', 'e\u0301', '#', '%', '?', 'ß', 'İ', '中', '-.']
    let seed = 20261207
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n
    for (let i = 0; i < 20_000; i++) {
      const segment = Array.from({ length: next(6) }, () => pieces[next(pieces.length)]).join('')
      expect(slugSegment(segment), JSON.stringify(segment)).toBe(slugged(segment))
    }
  })
})
