// How links are written on a page (renderer/locale-links.ts): to a page's route when its front matter
// moved it from its path, then to the locale's page on a page of another locale.
import { describe, expect, it } from 'vitest'
import type { FolderEntry, MdxPageEntry } from '../../../core/page-map.js'
import { localeLinksOf, pageHref, rewritesLinks } from '../../../renderer/locale-links.js'

const i18n = { defaultLocale: 'en', locales: [{ locale: 'en' }, { locale: 'fr' }] }

function entry(route: string, locale: string, pathRoute?: string): MdxPageEntry {
  return { kind: 'MdxPage', name: route.split('/').at(-1)!, route, ...(pathRoute && { pathRoute }), locale, title: route, sidebarTitle: route, type: 'doc', display: 'normal', theme: {} as MdxPageEntry['theme'], frontMatter: {}, section: 'docs', file: `${route.slice(1)}.md`, fallback: false }
}

function tree(locale: string, pages: MdxPageEntry[]): FolderEntry {
  return { kind: 'Folder', name: '', route: locale === 'en' ? '/' : `/${locale}`, locale, title: '', type: 'doc', display: 'normal', theme: {} as FolderEntry['theme'], withIndexPage: false, children: pages }
}

const trees = {
  en: tree('en', [entry('/docs/cli', 'en'), entry('/docs/jest-object', 'en', '/docs/jestobjectapi'), entry('/docs/taken', 'en'), entry('/docs/other', 'en', '/docs/taken'), entry('/start', 'en', '/docs/guide'), entry('/docs/guide/one', 'en')]),
  fr: tree('fr', [entry('/fr/docs/cli', 'fr'), entry('/fr/docs/jest-object', 'fr', '/fr/docs/jestobjectapi')]),
}

describe('pageHref', () => {
  const en = localeLinksOf(trees, 'en', i18n)
  const fr = localeLinksOf(trees, 'fr', i18n)

  it.each([
    ['jestobjectapi#jestclearallmocks', '/docs/jest-object#jestclearallmocks'],
    ['./jestobjectapi?tab=ts', '/docs/jest-object?tab=ts'],
    ['/docs/jestobjectapi/', '/docs/jest-object'],
    ['../docs/JestObjectAPI', '../docs/JestObjectAPI'],
    ['cli#options', 'cli#options'],
    ['#local', '#local'],
    ['https://example.com/docs/jestobjectapi', 'https://example.com/docs/jestobjectapi'],
    // A path that is also a page's own route stays that page's.
    ['taken', 'taken'],
  ])('on /docs/cli, %j is written %j', (href, written) => {
    expect(pageHref(href, '/docs/cli', en)).toBe(written)
  })

  it("sends a link without a name of its own (`./`, `.`) to a moved folder index", () => {
    expect(pageHref('./', '/docs/guide/one', en)).toBe('/start')
    expect(pageHref('.#top', '/docs/guide/one', en)).toBe('/start#top')
    expect(pageHref('../guide/', '/docs/guide/one', en)).toBe('/start')
  })

  it("on a page of another locale, goes to the moved page's route, then to the locale's page", () => {
    expect(pageHref('jestobjectapi#x', '/fr/docs/cli', fr)).toBe('/fr/docs/jest-object#x')
    expect(pageHref('/docs/jestobjectapi', '/fr/docs/cli', fr)).toBe('/fr/docs/jest-object')
    expect(pageHref('/docs/cli', '/fr/docs/cli', fr)).toBe('/fr/docs/cli')
  })

  it('rewrites nothing on a site of one locale where no page moved', () => {
    const plain = { en: tree('en', [entry('/docs/cli', 'en')]) }
    expect(rewritesLinks(localeLinksOf(plain, 'en', i18n))).toBe(false)
    expect(rewritesLinks(en)).toBe(true)
  })
})
