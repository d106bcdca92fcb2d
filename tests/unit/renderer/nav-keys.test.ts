// The navigation part of a page's render key (renderer/nav-keys.ts, issue 20): it changes for the
// pages that show what changed, and for no other page.
import { describe, expect, it } from 'vitest'
import { createReport } from '../../../renderer/diagnostics.js'
import { loadMetas } from '../../../renderer/stages/meta.js'
import { planPages } from '../../../renderer/stages/plan.js'
import { jobFactory } from '../../../renderer/page-jobs.js'
import { drawnFolderJson, navKeys } from '../../../renderer/nav-keys.js'
import type { FolderEntry, NavEntry } from '../../../core/page-map.js'
import { entryCount, firstRoute, holdsRoute, SIDEBAR_FULL_TREE_LIMIT } from '../../../templates/support/sidebar.js'
import { siteData } from '../../../renderer/site.js'
import { testConfig } from '../../helpers/config.js'
import { memoryTree, page } from '../../helpers/tree.js'

/** Each route's navigation key in the site of `files`. */
async function keysOf(files: Record<string, string>): Promise<Record<string, string>> {
  const config = testConfig()
  const tree = memoryTree(files)
  const pageMap = planPages(tree, await loadMetas(tree, config.root, createReport()), config, createReport())
  const jobs = jobFactory(pageMap)
  const key = navKeys({ trees: pageMap.trees, site: siteData(config) })
  return Object.fromEntries(pageMap.pages.map((p) => [p.route, key(jobs.job(p))]))
}

/** The page map of `files`. */
async function pageMapOf(files: Record<string, string>) {
  const config = testConfig()
  const tree = memoryTree(files)
  return planPages(tree, await loadMetas(tree, config.root, createReport()), config, createReport())
}

/** The sidebar as drawn, as objects (what `drawnFolderJson` serializes): an entry without its front matter and what lies below it; a folder off the page's path in a compact sidebar with its first route. */
function drawnObjects(folder: FolderEntry, active: string, compact: boolean): unknown {
  const shallow = (entry: NavEntry): Record<string, unknown> => {
    const { frontMatter: _f, ...rest } = entry as NavEntry & { frontMatter?: unknown }
    if (rest.kind !== 'Folder') return rest
    const { children: _c, index, ...other } = rest
    return { ...other, index: index && shallow(index) }
  }
  const children = folder.children.map((child): unknown => {
    if (child.kind !== 'Folder') return shallow(child)
    if (compact && !holdsRoute(child, active)) return { ...shallow(child), first: firstRoute(child) }
    return drawnObjects(child, active, compact)
  })
  return { ...shallow(folder), children }
}

/** The routes whose key differs between two sites. */
function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((route) => before[route] !== after[route]).sort()
}

const small = {
  'index.mdx': page('Home'),
  'docs/_meta.json': JSON.stringify({ a: 'Alpha', b: 'Beta' }),
  'docs/a.mdx': page('A'),
  'docs/b.mdx': page('B'),
  'guides/x.mdx': page('X'),
}

describe('navigation keys', () => {
  it('a sidebar title changes the keys of the pages of that sidebar, and no other', async () => {
    const before = await keysOf(small)
    const after = await keysOf({ ...small, 'docs/_meta.json': JSON.stringify({ a: 'Alpha, renamed', b: 'Beta' }) })
    expect(changed(before, after)).toEqual(['/docs/a', '/docs/b'])
  })

  it('another page’s front matter (not a title) changes no key', async () => {
    const before = await keysOf(small)
    const after = await keysOf({ ...small, 'docs/b.mdx': page('B', 'description: Now described.\n') })
    expect(changed(before, after)).toEqual([])
  })

  it('past 1,000 entries a folder off the page’s path is a link: a title inside it changes only the keys of its own pages', async () => {
    const big: Record<string, string> = { 'index.mdx': page('Home') }
    for (let f = 0; f < 11; f++) for (let i = 0; i < 100; i++) big[`docs/s${f}/p${i}.mdx`] = page(`Page ${f}.${i}`)
    const before = await keysOf(big)
    const after = await keysOf({ ...big, 'docs/s3/p7.mdx': page('Page 3.7, renamed') })
    expect(changed(before, after)).toEqual(Array.from({ length: 100 }, (_, i) => `/docs/s3/p${i}`).sort())
    // Pages of one folder share one drawing of the sidebar; those of two folders do not.
    expect(before['/docs/s1/p1']).toBe(before['/docs/s1/p2'])
    expect(before['/docs/s1/p1']).not.toBe(before['/docs/s2/p1'])
  })

  it('draws the sidebar into the same JSON as JSON.stringify of its objects, compact or whole, for every page', async () => {
    const big: Record<string, string> = { 'index.mdx': page('Home'), 'docs/index.mdx': page('Docs') }
    for (let f = 0; f < 11; f++) for (let i = 0; i < 100; i++) big[`docs/s${f}/p${i}.mdx`] = page(`Page ${f}.${i}`, i === 3 ? 'sidebarTitle: Three\n' : '')
    big['docs/s0/_meta.json'] = JSON.stringify({ p0: 'First', sep: { type: 'separator', title: 'More' }, p1: { display: 'hidden' }, out: { title: 'Out', href: 'https://example.com' } })
    big['docs/s1/index.mdx'] = page('Section one')
    big['docs/s2/deep/d0.mdx'] = page('Deep')
    for (const files of [big, small]) {
      const pageMap = await pageMapOf(files)
      const draw = drawnFolderJson()
      const root = pageMap.trees['en-US']!
      const compact = entryCount(root) > SIDEBAR_FULL_TREE_LIMIT
      for (const p of pageMap.pages) expect(draw(root, p.route, compact)).toBe(JSON.stringify(drawnObjects(root, p.route, compact)))
      expect(draw(root, '/docs/s5/p5', !compact)).toBe(JSON.stringify(drawnObjects(root, '/docs/s5/p5', !compact)))
    }
  })

  it('a page moved from its path by its front matter changes every key: links to that path now go elsewhere', async () => {
    const before = await keysOf(small)
    const after = await keysOf({ ...small, 'guides/x.mdx': page('X', 'id: ex\n') })
    expect(changed(before, after)).toEqual(['/', '/docs/a', '/docs/b', '/guides/ex'])
  })

  it('a page that imports modules keys on its locale’s whole tree (Nextra’s page-map helpers read it)', async () => {
    const site = { ...small, 'guides/y.mdx': `${page('Y')}\nimport { getPagesUnderRoute } from 'nextra/context'\n` }
    const before = await keysOf(site)
    const after = await keysOf({ ...site, 'docs/b.mdx': page('B', 'description: Now described.\n') })
    expect(changed(before, after)).toEqual(['/guides/y'])
  })
})
