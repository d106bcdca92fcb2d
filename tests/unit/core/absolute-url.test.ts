// The site's absolute URLs: a plain root-relative path is joined to the site's root URL (origin and
// basePath) without parsing it (core/absolute-url.ts); every path must give what the URL parser
// gives for the root followed by the path (a site path) or for the path against the root's folder.
import { describe, expect, it } from 'vitest'
import { absoluteUrl, siteRootUrl } from '../../../core/absolute-url.js'

const ROOTS = ['https://docs.example.com', 'https://docs.example.com/', 'https://example.com/docs', 'http://localhost:4000/a/b', 'https://example.com:8443/x']
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
    for (const root of ROOTS) {
      const folder = root.replace(/\/?$/, '/')
      const expected = (path: string) => new URL(/^\/(?!\/)/.test(path) ? folder.slice(0, -1) + path : path, folder).href
      for (const path of paths) expect(outcome(() => absoluteUrl(path, root)), `${path} on ${root}`).toBe(outcome(() => expected(path)))
    }
  })

  it('puts a site path under the root URL of a site served under a basePath', () => {
    expect(absoluteUrl('/', siteRootUrl('https://tide.github.io', '/docs'))).toBe('https://tide.github.io/docs/')
    expect(absoluteUrl('/guide/intro', siteRootUrl('https://tide.github.io/', '/docs'))).toBe('https://tide.github.io/docs/guide/intro')
    expect(absoluteUrl('https://other.example/x', 'https://tide.github.io/docs')).toBe('https://other.example/x')
  })
})
