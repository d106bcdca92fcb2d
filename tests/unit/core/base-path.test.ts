// A site under a basePath: site paths put under the base (core/base-path.ts), in a rendered
// document's URL attributes and the theme's island props (templates/support/base-path-html.ts),
// and a request's path read back (cli/http/base-path.ts).
import { describe, expect, it } from 'vitest'
import { withBase, withoutBase } from '../../../core/base-path.js'
import { documentUnderBase, propsUnderBase } from '../../../templates/support/base-path-html.js'
import { underBase } from '../../../cli/http/base-path.js'

describe('withBase and withoutBase', () => {
  it('put site paths under the base and leave other URLs, and the root site, as they are', () => {
    expect(['/', '/docs/intro', '/a?b#c', '//cdn.example/x', 'https://x.example/', '#top', 'relative', ''].map((url) => withBase('/acme', url))).toEqual(['/acme/', '/acme/docs/intro', '/acme/a?b#c', '//cdn.example/x', 'https://x.example/', '#top', 'relative', ''])
    expect(withBase('', '/docs')).toBe('/docs')
    expect(['/acme', '/acme/', '/acme/docs', '/acmex/docs', '/docs'].map((path) => withoutBase('/acme', path))).toEqual(['/', '/', '/docs', undefined, undefined])
    expect(withoutBase('', '/docs')).toBe('/docs')
  })
})

describe('documentUnderBase', () => {
  it("moves the site paths of a document's URL attributes under the base, and nothing else", () => {
    const html = '<a href="/docs">D</a><a href="https://x.example/y">X</a><a href="#h">H</a><img src="/i.png" srcset="/i-1x.png 1x, /i-2x.png 2x, https://cdn.example/i.png 3x" alt="/not-a-url"/><link rel="stylesheet" href="/_site/s.css"/><div data-module="/_site/islands/a.js" data-suggest="/_site/routes.json"></div><p title="/x">href="/text"</p><code>&lt;a href=&quot;/docs&quot;&gt;</code><form action="/api/newsletter"></form><a href="//cdn.example/z">Z</a>'
    expect(documentUnderBase(html, '/acme')).toBe('<a href="/acme/docs">D</a><a href="https://x.example/y">X</a><a href="#h">H</a><img src="/acme/i.png" srcset="/acme/i-1x.png 1x, /acme/i-2x.png 2x, https://cdn.example/i.png 3x" alt="/not-a-url"/><link rel="stylesheet" href="/acme/_site/s.css"/><div data-module="/acme/_site/islands/a.js" data-suggest="/acme/_site/routes.json"></div><p title="/x">href="/text"</p><code>&lt;a href=&quot;/docs&quot;&gt;</code><form action="/api/newsletter"></form><a href="//cdn.example/z">Z</a>')
    expect(documentUnderBase(html, '')).toBe(html)
  })

  it("moves the URLs of the theme's island props under the base: links, routes and the search pointer", () => {
    const props = { links: [{ title: '/docs', href: '/docs' }, { title: 'X', href: 'https://x.example' }], options: [{ locale: 'fr', route: '/fr' }], pointerUrl: '/_search/en.json', label: '/' }
    expect(propsUnderBase(props, '/acme')).toEqual({ links: [{ title: '/docs', href: '/acme/docs' }, { title: 'X', href: 'https://x.example' }], options: [{ locale: 'fr', route: '/acme/fr' }], pointerUrl: '/acme/_search/en.json', label: '/' })
    expect(propsUnderBase(props, '')).toBe(props)
  })
})

describe('underBase', () => {
  it("answers the host's root with the site's home, a path under the base with the site path, another path as not the site's", () => {
    expect(underBase('/acme', '/')).toEqual({ kind: 'home', location: '/acme/' })
    expect(underBase('/acme', '/?q=1')).toEqual({ kind: 'home', location: '/acme/?q=1' })
    expect(underBase('/acme', '/acme/docs/intro?x=1')).toEqual({ kind: 'site', target: '/docs/intro?x=1' })
    expect(underBase('/acme', '/acme')).toEqual({ kind: 'site', target: '/' })
    expect(underBase('/acme', '/other')).toEqual({ kind: 'outside' })
    expect(underBase('', '/docs')).toEqual({ kind: 'site', target: '/docs' })
  })
})
