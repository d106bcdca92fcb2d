import { describe, expect, it } from 'vitest'
import { createReport } from '../../../../renderer/diagnostics.js'
import { checkLinks, checkOne, closestTarget, type LinkTargets } from '../../../../renderer/stages/links.js'

const targets: LinkTargets = {
  routes: new Set(['/', '/docs/intro', '/docs/page two', '/docs/x/y', '/404']),
  files: new Set(['/images/logo.svg', '/404.html']),
  ids: new Map([['/docs/intro', new Set(['install', 'setup-1'])], ['/docs/x/y', new Set()]]),
}

describe('checkOne (BLD-1, BLD-2)', () => {
  it.each([
    ['/docs/intro'],
    ['/docs/intro#install'],
    ['/docs/intro?tab=1#setup-1'],
    ['/docs/page%20two'],
    ['./y'],
    ['#'],
    [''],
    ['https://example.com/x'],
    ['mailto:team@example.com'],
    ['/images/logo.svg'],
    ['/docs/intro/'],
  ])('accepts %s', (href) => {
    expect(checkOne(href, '/docs/x/y', targets)).toBeUndefined()
  })

  it.each([
    ['/docs/missing', 'Broken link `/docs/missing`: no page or file at /docs/missing'],
    ['./missing', 'Broken link `./missing`: no page or file at /docs/x/missing'],
    ['../x/missing?tab=1#a', 'Broken link `../x/missing?tab=1#a`: no page or file at /docs/x/missing'],
    ['/docs/intro#does-not-exist', 'Broken anchor `/docs/intro#does-not-exist`: no heading or element with id `does-not-exist` on /docs/intro'],
    ['/docs/intro#%E0%A4%A', 'Broken link `/docs/intro#%E0%A4%A`: malformed percent-encoding'],
  ])('reports %s', (href, reason) => {
    expect(checkOne(href, '/docs/x/y', targets)).toBe(reason)
  })

  it('reads a plain root-relative path and its anchor as the URL parser does (the shortcut that skips it)', () => {
    /** What checkOne said of a root-relative link when it parsed every one (the reference). */
    const parsed = (href: string, route: string) => {
      const url = new URL(href, `https://site.invalid${route}`)
      const pathname = decodeURIComponent(url.pathname).normalize('NFC')
      const anchor = url.hash ? decodeURIComponent(url.hash.slice(1)) : ''
      const target = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
      if (targets.routes.has(target)) return !anchor || !targets.ids.get(target) || targets.ids.get(target)!.has(anchor) ? undefined : `anchor ${target} ${anchor}`
      return targets.files.has(pathname) ? undefined : `link ${target}`
    }
    const said = (text: string | undefined) => text && (text.startsWith('Broken anchor') ? `anchor ${/on (\S+)$/.exec(text)![1]} ${/id `([^`]*)`/.exec(text)![1]}` : `link ${/at (\S+)$/.exec(text)![1]}`)
    // Long segments too: a path that is plain up to a late dot once sent a backtracking pattern into a loop.
    const pieces = ['docs', 'intro', 'x', 'y', 'Docs', 'a-b', 'c_d', '~e', '', '.', '..', '%41', 'é', 'images', 'logo.svg', 'a-long-segment-name-'.repeat(4), `${'b'.repeat(60)}.png`]
    const anchors = ['', '#', '#install', '#setup-1', '#missing', '#%69nstall', '#a b']
    let seed = 43
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n
    for (let i = 0; i < 3000; i++) {
      const path = Array.from({ length: 1 + next(4) }, () => pieces[next(pieces.length)]).join('/')
      const href = `/${path}${next(3) === 0 ? '/' : ''}${anchors[next(anchors.length)]}`
      if (href.startsWith('//')) continue
      expect(said(checkOne(href, '/docs/x/y', targets)), href).toBe(parsed(href, '/docs/x/y'))
    }
  })

  it('checks a bare #anchor against the page itself', () => {
    expect(checkOne('#install', '/docs/intro', targets)).toBeUndefined()
    expect(checkOne('#also-missing', '/docs/intro', targets)).toMatch(/^Broken anchor/)
  })

  it('reports every broken link with its position, as warnings when asked', () => {
    const report = createReport()
    const count = checkLinks(
      [{ route: '/docs/intro', file: 'content/docs/intro.mdx', ids: [], links: [{ href: '/a', line: 4, column: 3 }, { href: '/docs/intro', line: 5, column: 1 }, { href: '/b', line: 9, column: 7 }] }],
      targets,
      'warning',
      report,
    )
    expect(count).toBe(2)
    expect(report.all().map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.ruleId}`)).toEqual([
      'content/docs/intro.mdx:4:3 warning links/broken-link',
      'content/docs/intro.mdx:9:7 warning links/broken-link',
    ])
  })

  it.each([
    ['/docs/intro#instal', '/docs/x/y', '/docs/intro#install'],
    ['#setup_1', '/docs/intro', '#setup-1'],
    ['./intra', '/docs/intro', '/docs/intro'],
    ['/docs/page-two', '/', '/docs/page two'],
    ['../x/z', '/docs/x/y', '/docs/x/y'],
    ['/docs/intro#nothing-like-it', '/', undefined],
    ['/docs/elsewhere', '/', undefined],
    ['/guides/intro', '/', undefined],
    ['/images/logo.png', '/', '/images/logo.svg'],
    ['../../images/lgo.svg', '/docs/x/y', '/images/logo.svg'],
  ])('suggests for %s on %s: %s', (href, route, closest) => {
    expect(closestTarget(href, route, targets)).toBe(closest)
  })

  it('puts the suggestion first in the hint', () => {
    const report = createReport()
    checkLinks([{ route: '/', file: 'content/index.mdx', ids: [], links: [{ href: '/docs/intro#instal', line: 2, column: 1 }, { href: '/nowhere-near', line: 3, column: 1 }] }], targets, 'error', report)
    const [anchor, link] = report.all()
    expect(anchor!.hint).toMatch(/^Did you mean `\/docs\/intro#install`\? Link to an existing route/)
    expect(link!.hint).toMatch(/^Link to an existing route/)
  })
})
