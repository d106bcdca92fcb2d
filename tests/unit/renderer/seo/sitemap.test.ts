import { describe, expect, it } from 'vitest'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { createReport } from '../../../../renderer/diagnostics.js'
import { loadMetas } from '../../../../renderer/stages/meta.js'
import { planPages } from '../../../../renderer/stages/plan.js'
import { planBlog } from '../../../../renderer/blog/model.js'
import { blogOptions } from '../../../../renderer/site.js'
import { seoFiles } from '../../../../renderer/seo/files.js'
import { sitemapFiles, type SitemapEntry } from '../../../../renderer/seo/sitemap.js'
import { testConfig } from '../../../helpers/config.js'
import { memoryTree, page } from '../../../helpers/tree.js'

const I18N = { defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English' }, { locale: 'fr', text: 'Français' }] }
const SITE = {
  'index.mdx': page('Home'),
  'index.fr.mdx': page('Accueil'),
  'docs/intro.mdx': page('Intro'),
  'docs/intro.fr.mdx': page('Introduction'),
  'docs/only-en.mdx': page('Only English'),
  'docs/secret.mdx': page('Secret', 'noindex: true\n'),
  'docs/wip.mdx': page('Work in progress', 'draft: true\n'),
  'post/hello.mdx': page('Hello', 'date: 2024-01-05\n'),
}
const TIMES: Record<string, string> = { 'docs/intro.mdx': '2024-02-03T04:05:06.000Z' }

async function sitemapOf(files: Record<string, string>, includeDrafts = false) {
  const report = createReport()
  const tree = memoryTree(files)
  const config = testConfig({ i18n: I18N })
  const pageMap = planPages(tree, await loadMetas(tree, config.root, report), config, report, { includeDrafts })
  const blog = planBlog(pageMap, blogOptions(config), report)
  const files_ = seoFiles({ pageMap, listings: blog.pages, publicPaths: new Set(), siteUrl: config.siteUrl, defaultLocale: 'en-US', lastUpdated: (f) => TIMES[f.relPath] })
  return Object.fromEntries(files_.map((f) => [f.path, String(f.contents)]))
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['url', 'xhtml:link', 'sitemap'].includes(name) })

interface ParsedUrl {
  loc: string
  lastmod?: string
  'xhtml:link'?: Array<{ '@rel': string; '@hreflang': string; '@href': string }>
}

/** Checks a urlset against the rules of the sitemap schema (sitemaps.org 0.9) and returns its urls. */
function parseUrlset(xml: string): ParsedUrl[] {
  expect(XMLValidator.validate(xml)).toBe(true)
  const doc = parser.parse(xml)
  expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  const urls: ParsedUrl[] = doc.urlset.url ?? []
  expect(urls.length).toBeLessThanOrEqual(50_000)
  const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/
  const invalid = urls.filter((url) =>
    !Object.keys(url).every((k) => ['loc', 'lastmod', 'xhtml:link'].includes(k)) ||
    new URL(url.loc).protocol !== 'https:' || url.loc.length > 2048 ||
    (url.lastmod !== undefined && !W3C_DATETIME.test(url.lastmod)))
  expect(invalid).toEqual([])
  return urls
}

describe('sitemap.xml', () => {
  it('lists every indexable page of every locale with hreflang alternates, x-default and lastmod', async () => {
    const files = await sitemapOf(SITE)
    const urls = parseUrlset(files['sitemap.xml']!)
    const locs = urls.map((u) => u.loc)
    expect(locs).toEqual(expect.arrayContaining([
      'https://docs.example.com/', 'https://docs.example.com/fr', 'https://docs.example.com/docs/intro', 'https://docs.example.com/fr/docs/intro',
      'https://docs.example.com/docs/only-en', 'https://docs.example.com/post/hello', 'https://docs.example.com/post', 'https://docs.example.com/fr/post',
    ]))
    expect(new Set(locs).size).toBe(locs.length)
    const intro = urls.find((u) => u.loc === 'https://docs.example.com/fr/docs/intro')!
    expect(intro['xhtml:link']!.map((l) => [l['@hreflang'], l['@href']])).toEqual([
      ['en-US', 'https://docs.example.com/docs/intro'],
      ['fr', 'https://docs.example.com/fr/docs/intro'],
      ['x-default', 'https://docs.example.com/docs/intro'],
    ])
    expect(urls.find((u) => u.loc === 'https://docs.example.com/docs/intro')!.lastmod).toBe('2024-02-03T04:05:06.000Z')
    // A page without translation has no alternates.
    expect(urls.find((u) => u.loc === 'https://docs.example.com/docs/only-en')!['xhtml:link']).toBeUndefined()
  })

  it('leaves out noindex pages, drafts and untranslated fallbacks', async () => {
    const locs = parseUrlset((await sitemapOf(SITE, true))['sitemap.xml']!).map((u) => u.loc)
    expect(locs).not.toContain('https://docs.example.com/docs/secret')
    expect(locs).not.toContain('https://docs.example.com/docs/wip')
    expect(locs).not.toContain('https://docs.example.com/fr/docs/only-en')
  })

  it('escapes URLs', () => {
    const [file] = sitemapFiles([{ loc: 'https://docs.example.com/a?b=1&c=<2>', alternates: [] }], 'https://docs.example.com')
    expect(parseUrlset(String(file!.contents))[0]!.loc).toBe('https://docs.example.com/a?b=1&c=<2>')
  })

  it('becomes a sitemap index past 50,000 URLs', () => {
    const entries: SitemapEntry[] = Array.from({ length: 50_001 }, (_, i) => ({ loc: `https://docs.example.com/p/${i}`, alternates: [] }))
    const files = sitemapFiles(entries, 'https://docs.example.com')
    expect(files.map((f) => f.path)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml'])
    const index = String(files[0]!.contents)
    expect(XMLValidator.validate(index)).toBe(true)
    const doc = parser.parse(index)
    expect(doc.sitemapindex['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(doc.sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual(['https://docs.example.com/sitemap-1.xml', 'https://docs.example.com/sitemap-2.xml'])
    expect(parseUrlset(String(files[1]!.contents))).toHaveLength(50_000)
    expect(parseUrlset(String(files[2]!.contents)).map((u) => u.loc)).toEqual(['https://docs.example.com/p/50000'])
  })

  it('splits by size too, keeping each file under the byte limit', () => {
    const entries: SitemapEntry[] = Array.from({ length: 10 }, (_, i) => ({ loc: `https://docs.example.com/p/${i}`, alternates: [] }))
    const files = sitemapFiles(entries, 'https://docs.example.com', { maxUrls: 50_000, maxBytes: 400 })
    expect(files.length).toBeGreaterThan(2)
    for (const part of files.slice(1)) expect(Buffer.byteLength(String(part.contents))).toBeLessThanOrEqual(400)
    expect(files.slice(1).flatMap((f) => parseUrlset(String(f.contents)).map((u) => u.loc))).toEqual(entries.map((e) => e.loc))
  })
})

describe('robots.txt', () => {
  it('allows crawling and points at the sitemap', async () => {
    const robots = (await sitemapOf(SITE))['robots.txt']!
    const lines = robots.split('\n').filter(Boolean)
    expect(lines).toEqual(['User-agent: *', 'Allow: /', 'Sitemap: https://docs.example.com/sitemap.xml'])
  })

  it('is not generated when content/public has its own', async () => {
    const report = createReport()
    const tree = memoryTree({ 'index.mdx': page('Home') })
    const config = testConfig()
    const pageMap = planPages(tree, await loadMetas(tree, config.root, report), config, report)
    const files = seoFiles({ pageMap, listings: [], publicPaths: new Set(['robots.txt', 'sitemap.xml']), siteUrl: config.siteUrl, defaultLocale: 'en-US' })
    expect(files).toEqual([])
  })
})
