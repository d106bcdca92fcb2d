// Sidebar rules of spec §4 (which folders start open, which entries show) and the size limit past
// which closed folders are links instead of carrying their pages into every page.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { FolderEntry, MdxPageEntry, NavEntry } from '../../../core/page-map.js'
import { entryCount, firstRoute, isFolderOpen, SIDEBAR_FULL_TREE_LIMIT, visibleEntries, type SidebarOptions } from '../../../templates/support/sidebar.js'
import { SidebarTree } from '../../../templates/theme/Sidebar.js'
import { sidebarLinkHtml } from '../../../templates/theme/sidebar-link-html.js'
import { fillRawParts, RawParts, RawPartsContext } from '../../../templates/support/raw-parts.js'

const page = (route: string, extra: Partial<MdxPageEntry> = {}): MdxPageEntry => ({
  kind: 'MdxPage', name: route.split('/').pop()!, route, locale: 'en-US', title: route, sidebarTitle: route, type: 'doc', display: 'normal',
  theme: {} as MdxPageEntry['theme'], frontMatter: {}, section: 'docs', file: `${route.slice(1)}.mdx`, fallback: false, ...extra,
})
const folder = (route: string, children: NavEntry[], extra: Partial<FolderEntry> = {}): FolderEntry => ({
  kind: 'Folder', name: route.split('/').pop()!, route, locale: 'en-US', title: `Folder ${route}`, type: 'doc', display: 'normal',
  theme: {} as FolderEntry['theme'], withIndexPage: false, children, ...extra,
})
const options = (active: string, extra: Partial<SidebarOptions> = {}): SidebarOptions => ({ active, defaultMenuCollapseLevel: 2, autoCollapse: false, ...extra })

describe('sidebar rules', () => {
  const nested = folder('/docs/a/b', [page('/docs/a/b/deep')])
  const a = folder('/docs/a', [page('/docs/a/one'), nested])
  const c = folder('/docs/c', [page('/docs/c/two')], { theme: { collapsed: true } as FolderEntry['theme'] })

  it('opens a folder that holds the active page, whatever the level', () => {
    expect(isFolderOpen(nested, 5, options('/docs/a/b/deep'))).toBe(true)
    expect(isFolderOpen(a, 0, options('/docs/a/b/deep', { autoCollapse: true }))).toBe(true)
  })
  it('otherwise follows collapsed, auto-collapse and the collapse level', () => {
    expect(isFolderOpen(a, 0, options('/elsewhere'))).toBe(true)
    expect(isFolderOpen(a, 2, options('/elsewhere'))).toBe(false)
    expect(isFolderOpen(a, 0, options('/elsewhere', { defaultMenuCollapseLevel: 1, autoCollapse: true }))).toBe(false)
    expect(isFolderOpen(c, 0, options('/elsewhere'))).toBe(false)
  })
  it("follows a folder's own collapsed setting over the collapse level, as Nextra does", () => {
    const openDeep = folder('/docs/d', [page('/docs/d/x')], { collapsed: false, theme: { collapsed: true } as FolderEntry['theme'] })
    expect(isFolderOpen(openDeep, 4, options('/elsewhere'))).toBe(true)
    expect(isFolderOpen(folder('/docs/e', [page('/docs/e/x')], { collapsed: true }), 0, options('/elsewhere'))).toBe(false)
  })
  it('omits hidden pages and hidden folders', () => {
    const hiddenFolder = folder('/docs/h', [], { display: 'hidden' })
    const entries = visibleEntries(folder('/docs', [page('/docs/x', { display: 'hidden' }), page('/docs/y'), hiddenFolder]))
    expect(entries.map((e) => e.name)).toEqual(['y'])
  })
  it('counts entries and finds a folder’s first page', () => {
    expect(entryCount(folder('/docs', [a, c]))).toBe(6)
    expect(firstRoute(folder('/docs/z', [folder('/docs/z/empty', []), nested]))).toBe('/docs/a/b/deep')
    expect(firstRoute(folder('/docs/i', [], { index: page('/docs/i') }))).toBe('/docs/i')
  })
})

describe('sidebar size limit', () => {
  /** A section of `folders` folders of 100 pages each. */
  const section = (folders: number) =>
    folder('/docs', Array.from({ length: folders }, (_, f) => folder(`/docs/s${f}`, Array.from({ length: 100 }, (_, i) => page(`/docs/s${f}/p${i}`)))))
  const links = (html: string) => html.split('<a ').length - 1

  it('renders every folder’s pages while the tree is small', () => {
    const html = renderToString(<SidebarTree folder={section(5)} options={options('/docs/s1/p3', { defaultMenuCollapseLevel: 1, autoCollapse: true })} headings={[]} level={0} />)
    expect(links(html)).toBe(500)
    expect(html.match(/<details/g)).toHaveLength(5)
  })
  it.each([true, false])('past the limit, renders folders off the active path as links to their first page and the active one whole (auto-collapse %s)', (autoCollapse) => {
    const tree = section(Math.ceil(SIDEBAR_FULL_TREE_LIMIT / 100) + 1)
    const html = renderToString(<SidebarTree folder={tree} options={options('/docs/s1/p3', { autoCollapse })} headings={[]} level={0} />)
    expect(html).toContain('href="/docs/s0/p0"')
    expect(html).not.toContain('href="/docs/s0/p1"')
    expect(html).toContain('href="/docs/s1/p99"')
    expect(html).toContain('aria-current="page"')
    expect(links(html)).toBe(100 + tree.children.length - 1)
  })
})

describe('kept sidebar links (templates/theme/sidebar-link-html.ts)', () => {
  const react = (href: string, newWindow: boolean, text: string, html?: string) =>
    renderToString(
      <a className="sidebar-link" href={href} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {html ? <span className="sidebar-label" dangerouslySetInnerHTML={{ __html: html }} /> : <>{text}</>}
      </a>,
    )
  it('are written byte for byte as React writes them', () => {
    const cases: Array<[string, boolean, string, string?]> = [
      ['/docs/a', false, 'Plain'],
      ['/docs/q?x=1&y="2"', false, `It's <b> & "quoted" >`],
      ['https://example.com/é?a=1#x', true, 'Élan → ok · 日本語'],
      ['#anchor', false, ''],
      ['/docs/h', false, 'ignored', '<em>Rich</em> &amp; title'],
      ['mailto:team@example.com', true, 'Mail'],
    ]
    for (const [href, newWindow, text, html] of cases) expect(sidebarLinkHtml(href, newWindow, text, html)).toBe(react(href, newWindow, text, html))
  })
  it('leave to React an href it rewrites', () => {
    expect(sidebarLinkHtml('javascript:alert(1)', false, 'x', undefined)).toBeUndefined()
    expect(sidebarLinkHtml('relative/page', false, 'x', undefined)).toBeUndefined()
  })
  it('keep a tree’s markup: only the active link differs between two pages of a folder', () => {
    const tree = folder('/docs', [page('/docs/one'), page('/docs/two', { sidebarTitle: `Two & "2"` }), page('/docs/three', { newWindow: true })])
    const render = (active: string) => renderToString(<SidebarTree folder={tree} options={options(active)} headings={[]} level={0} />)
    const one = render('/docs/one')
    expect(one).toContain('<li><a class="sidebar-link" href="/docs/two">Two &amp; &quot;2&quot;</a></li>')
    expect(one).toContain('<li><a class="sidebar-link" href="/docs/three" target="_blank" rel="noopener noreferrer">/docs/three</a></li>')
    expect(one).toContain('<a class="sidebar-link" href="/docs/one" aria-current="page">/docs/one</a>')
    expect(render('/docs/two').replace('href="/docs/two" aria-current="page"', 'href="/docs/two"').replace('href="/docs/one"', 'href="/docs/one" aria-current="page"')).toBe(one)
  })
})

describe('sidebar runs of kept links in a document render', () => {
  /** The tree rendered as a document render does it (runs of kept markup behind markers, filled in after). */
  const inDocument = (tree: FolderEntry, sidebar: SidebarOptions) => {
    const raw = new RawParts()
    const html = renderToString(<RawPartsContext.Provider value={raw}><SidebarTree folder={tree} options={sidebar} headings={[]} level={0} /></RawPartsContext.Provider>)
    return { html: fillRawParts(html, raw), runs: raw.parts.length }
  }
  const compact = folder('/docs', [
    page('/docs/intro', { sidebarTitle: 'Intro & "more"' }),
    ...Array.from({ length: 12 }, (_, f) => folder(`/docs/s${f}`, Array.from({ length: 100 }, (_, i) => page(`/docs/s${f}/p${i}`)), f === 3 ? { titleHtml: '<em>Three</em>' } : {})),
    page('/docs/outside', { href: 'javascript:alert(1)' }),
    folder('/docs/inline', [page('/docs/inline/x')], { display: 'children' }),
  ])

  it.each(['/docs/s0/p0', '/docs/s5/p42', '/docs/s11/p99', '/docs/s7', '/docs/intro', '/docs/inline/x', '/nowhere'])('writes what React writes for each item (active %s)', (active) => {
    for (const autoCollapse of [true, false]) {
      const sidebar = options(active, { autoCollapse })
      const { html, runs } = inDocument(compact, sidebar)
      expect(runs).toBeGreaterThan(0)
      expect(html).toBe(renderToString(<SidebarTree folder={compact} options={sidebar} headings={[]} level={0} />))
      expect(html).not.toContain('site-raw-part')
    }
  })

  it('puts a closed folder past the limit in a run, as a link to its first page', () => {
    const { html } = inDocument(compact, options('/docs/s5/p42'))
    expect(html).toContain('<li class="sidebar-folder"><a class="sidebar-link" href="/docs/s3/p0"><span class="sidebar-label"><em>Three</em></span></a></li>')
    expect(html).toContain('<a class="sidebar-link" href="/docs/s5/p42" aria-current="page">')
  })
})
