// The site's absolute URLs: a plain root-relative path is joined to the base's origin without
// parsing it (renderer/absolute-url.ts); every path must give what `new URL(path, base).href` gives.
import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '../../../renderer/absolute-url.js'

const BASES = ['https://docs.example.com', 'https://docs.example.com/', 'https://example.com/docs/', 'http://localhost:4000/a/b', 'https://user:pw@example.com:8443/x/']
const PIECES = ['/', 'a', 'B9', '-', '_', '~', '.', '..', '//', '%2F', '%', ' ', 'é', '?q', '#h', '\\', 'index', '.md']

describe('absoluteUrl', () => {
  it('gives what new URL gives, for chosen and random paths', () => {
    const paths = ['/', '/docs', '/docs/', '/a/b.md', '/.well-known/x', '/a/./b', '/a/../b', '/..', '/.', '//evil.example/x', '/a//b', '/a.', '/a/..b', '/é', '/a b', '/a?x#y', 'relative', '']
    let seed = 1
    const next = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32)
    for (let i = 0; i < 3000; i++) paths.push('/' + Array.from({ length: 1 + Math.floor(next() * 6) }, () => PIECES[Math.floor(next() * PIECES.length)]).join(''))
    // A path that makes no URL (`//%`, another host that is not one) throws both ways.
    const outcome = (make: () => string) => {
      try {
        return make()
      } catch (error) {
        return `throws ${(error as Error).name}`
      }
    }
    for (const base of BASES) for (const path of paths) expect(outcome(() => absoluteUrl(path, base)), `${path} on ${base}`).toBe(outcome(() => new URL(path, base).href))
  })
})
