// The search-engine outputs of a real build of the seo fixture (two locales, docs, posts, a noindex
// page): sitemap.xml, robots.txt, canonical, hreflang, Open Graph, Twitter and the JSON-LD graph.
import { beforeAll, describe, expect, it } from 'vitest'
import { XMLParser } from 'fast-xml-parser'
import { parse as parseHtml, type HTMLElement } from 'node-html-parser'
import { loadConfig } from '../../cli/config/load.js'
import { build, createSite } from '../../renderer/index.js'
import { memorySink } from '../../renderer/sinks.js'
import { copyFixture } from '../helpers/cli.js'

let files: Map<string, string | Uint8Array | { from: string }>
const text = (file: string) => {
  const value = files.get(file)
  if (typeof value !== 'string') throw new Error(`${file} was not written as text`)
  return value
}
const doc = (file: string) => parseHtml(text(file))
const meta = (html: HTMLElement, key: string) => html.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')
const graphOf = (html: HTMLElement) => {
  const scripts = html.querySelectorAll('script[type="application/ld+json"]')
  expect(scripts).toHaveLength(1)
  return JSON.parse(scripts[0]!.textContent) as { '@context': string; '@graph': Array<Record<string, any>> }
}

beforeAll(async () => {
  const root = await copyFixture('seo')
  const sink = memorySink()
  const result = await build(await createSite(await loadConfig(root), { cache: false }), { sink, threads: 0 })
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  expect(result.ok).toBe(true)
  files = sink.files
}, 120_000)

describe('search-engine outputs of a build', () => {
  it('writes sitemap.xml with every indexable page of both locales, and robots.txt pointing at it', () => {
    const parsed = new XMLParser({ ignoreAttributes: false, isArray: (n) => n === 'url' }).parse(text('sitemap.xml'))
    const locs: string[] = parsed.urlset.url.map((u: { loc: string }) => u.loc)
    for (const route of ['/', '/fr', '/docs/intro', '/fr/docs/intro', '/docs/advanced/deep', '/post/hello', '/post', '/fr/post']) {
      expect(locs).toContain(new URL(route, 'https://docs.acme.example').href)
    }
    for (const route of ['/docs/secret', '/post/hidden', '/fr/docs/advanced/deep', '/docs/old-intro']) {
      expect(locs).not.toContain(new URL(route, 'https://docs.acme.example').href)
    }
    expect(text('robots.txt')).toContain('Sitemap: https://docs.acme.example/sitemap.xml')
  })

  it('gives every page a canonical URL, hreflang with x-default, Open Graph and Twitter meta', () => {
    const intro = doc('fr/docs/intro.html')
    expect(intro.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://docs.acme.example/fr/docs/intro')
    const langs = intro.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])
    expect(langs).toEqual([
      ['en-US', 'https://docs.acme.example/docs/intro'],
      ['fr', 'https://docs.acme.example/fr/docs/intro'],
      ['x-default', 'https://docs.acme.example/docs/intro'],
    ])
    for (const file of ['index.html', 'docs/intro.html', 'post/hello.html', 'post.html', 'post/categories.html']) {
      const html = doc(file)
      expect(html.querySelectorAll('link[rel="canonical"]'), file).toHaveLength(1)
      for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name', 'og:locale', 'twitter:card', 'twitter:title', 'twitter:description']) {
        expect(html.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`), `${file} ${key}`).toHaveLength(1)
      }
    }
    expect(meta(doc('post/hello.html'), 'og:type')).toBe('article')
    expect(meta(doc('docs/intro.html'), 'og:type')).toBe('website')
    expect(meta(intro, 'og:locale')).toBe('fr')
    expect(meta(intro, 'og:locale:alternate')).toBe('en_US')
  })

  it('points an untranslated page at the page it shows', () => {
    const fallback = doc('fr/docs/advanced/deep.html')
    expect(fallback.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://docs.acme.example/docs/advanced/deep')
  })

  it('marks noindex pages and keeps them out of feeds', () => {
    expect(meta(doc('docs/secret.html'), 'robots')).toBe('noindex')
    expect(meta(doc('docs/intro.html'), 'robots')).toBeUndefined()
    expect(text('post/feed.xml')).toContain('/post/hello')
    expect(text('post/feed.xml')).not.toContain('/post/hidden')
    expect(text('post/feed.json')).not.toContain('/post/hidden')
  })

  it('puts one JSON-LD graph on every page, each node with the properties its type requires', () => {
    const pages = [...files.keys()].filter((f) => f.endsWith('.html') && !/(^|\/)(404|500)\.html$/.test(f) && !f.startsWith('docs/old-intro'))
    expect(pages.length).toBeGreaterThan(10)
    for (const file of pages) {
      const graph = graphOf(doc(file))
      expect(graph['@context']).toBe('https://schema.org')
      for (const node of graph['@graph']) expect(missingProperties(node), `${file} ${node['@type']}`).toEqual([])
      const types = graph['@graph'].map((n) => n['@type'])
      expect(types, file).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
    }
    const deep = graphOf(doc('docs/advanced/deep.html'))['@graph']
    expect(deep.find((n) => n['@type'] === 'TechArticle')!.url).toBe('https://docs.acme.example/docs/advanced/deep')
    const crumbs = deep.find((n) => n['@type'] === 'BreadcrumbList')!
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Docs', 'Advanced', 'Deep dive'].slice(-crumbs.itemListElement.length))
    expect(crumbs.itemListElement.at(-1).item).toBe('https://docs.acme.example/docs/advanced/deep')
    const post = graphOf(doc('post/hello.html'))['@graph'].find((n) => n['@type'] === 'BlogPosting')!
    expect(post.author).toEqual([{ '@type': 'Person', name: 'Ada Lovelace', image: 'https://docs.acme.example/images/logo.svg' }])
    expect(post.datePublished).toBe('2024-01-05')
    const website = graphOf(doc('index.html'))['@graph'].find((n) => n['@type'] === 'WebSite')!
    expect(website.potentialAction['@type']).toBe('SearchAction')
  })

  it('escapes front matter in head tags and JSON-LD (XSS-5, XSS-6)', () => {
    const raw = text('post/hello.html')
    expect(raw).not.toContain('</script><script>alert(1)')
    // U+2028 is harmless in HTML text but ends a line in a script: no script may carry it raw.
    expect(doc('post/hello.html').querySelectorAll('script').filter((s) => /[\u2028\u2029]/.test(s.textContent))).toEqual([])
    const graph = graphOf(doc('post/hello.html'))
    expect(graph['@graph'].find((n) => n['@type'] === 'BlogPosting')!.headline).toBe('Hello </script><script>alert(1)</script>')
    expect(meta(doc('post/hello.html'), 'og:description')).toBe('First post\u2028with a line separator')
  })
})

describe('LLM-readable outputs of a build', () => {
  it('writes a clean Markdown twin of each indexable page, advertised by an alternate link', () => {
    const twin = text('docs/intro.md')
    expect(twin.startsWith('# Introduction\n\n> What Acme is.\n\nAcme is a **rocket kit**.')).toBe(true)
    expect(twin).toContain('### npm\n\n```bash\nnpm install acme\n```')
    expect(twin).not.toMatch(/<\/?[A-Za-z]/)
    expect(doc('docs/intro.html').querySelector('link[rel="alternate"][type="text/markdown"]')!.getAttribute('href')).toBe('/docs/intro.md')
    expect(text('index.md').startsWith('# Acme\n')).toBe(true)
    expect(text('fr/docs/intro.md')).toContain('# Introduction')
    for (const file of ['docs/secret.md', 'post/hidden.md', 'fr/docs/advanced/deep.md']) expect(files.has(file), file).toBe(false)
    expect(doc('docs/secret.html').querySelector('link[type="text/markdown"]')).toBeNull()
  })

  it('puts a Copy page button on docs pages only', () => {
    expect(doc('docs/intro.html').querySelector('button[data-copy-page]')!.getAttribute('data-copy-page')).toBe('/docs/intro.md')
    expect(doc('docs/intro.html').querySelector('script[type="module"]')).not.toBeNull()
    expect(doc('index.html').querySelector('[data-copy-page]')).toBeNull()
    expect(doc('post/hello.html').querySelector('[data-copy-page]')).toBeNull()
  })

  it('writes llms.txt in the llmstxt.org format, following the sidebar, in each locale', () => {
    const llms = text('llms.txt')
    const lines = llms.split('\n')
    expect(lines[0]).toBe('# Acme')
    expect(lines[2]).toBe('> Acme documentation')
    // Only H1 once, then H2 sections of link lists `- [name](url): notes`.
    expect(lines.filter((l) => l.startsWith('# '))).toHaveLength(1)
    const items = lines.filter((l) => l.startsWith('- '))
    for (const item of items) expect(item).toMatch(/^- \[[^\]]+\]\(https:\/\/docs\.acme\.example\/[^)]*\.md\)(: .+)?$/)
    const linked = items.map((l) => /\]\(https:\/\/docs\.acme\.example\/([^)]*)\)/.exec(l)![1]!)
    for (const file of linked) expect(files.has(file), file).toBe(true)
    expect(linked.indexOf('docs/intro.md')).toBeLessThan(linked.indexOf('docs/advanced/deep.md'))
    expect(llms).toContain('- [Introduction](https://docs.acme.example/docs/intro.md): What Acme is.')
    expect(lines.filter((l) => l.startsWith('## '))).toEqual(expect.arrayContaining(['## Docs']))
    expect(llms).not.toContain('secret')
    expect(llms).not.toContain('hidden')
    expect(text('fr/llms.txt')).toContain('- [Introduction](https://docs.acme.example/fr/docs/intro.md): Ce qu\'est Acme.')
  })

  it('writes llms-full.txt with every listed page in full', () => {
    const full = text('llms-full.txt')
    expect(full.startsWith('# Acme\n\n> Acme documentation\n')).toBe(true)
    expect(full).toContain('# Introduction\n\nSource: https://docs.acme.example/docs/intro\n')
    expect(full).toContain('export const thrust')
    expect(full).not.toContain('Not for search engines')
    expect(text('fr/llms-full.txt')).toContain('Acme est un kit de fusée.')
  })
})

/** Properties schema.org and Google's structured-data rules require of each node type we emit. */
const REQUIRED: Record<string, string[]> = {
  Organization: ['@id', 'name', 'url'],
  WebSite: ['@id', 'name', 'url', 'potentialAction'],
  WebPage: ['@id', 'name', 'url', 'isPartOf'],
  CollectionPage: ['@id', 'name', 'url', 'isPartOf'],
  TechArticle: ['@id', 'headline', 'url', 'author', 'publisher'],
  BlogPosting: ['@id', 'headline', 'url', 'author', 'datePublished'],
  BreadcrumbList: ['@id', 'itemListElement'],
}

function missingProperties(node: Record<string, any>): string[] {
  const required = REQUIRED[node['@type']]
  if (!required) return [`unknown type ${node['@type']}`]
  const missing = required.filter((key) => node[key] === undefined || node[key] === '')
  if (node['@type'] === 'BreadcrumbList') {
    node.itemListElement.forEach((item: Record<string, unknown>, i: number) => {
      if (item['@type'] !== 'ListItem' || item.position !== i + 1 || !item.name || !item.item) missing.push(`itemListElement[${i}]`)
    })
  }
  if (node['@type'] === 'WebSite') {
    const action = node.potentialAction
    if (!String(action?.target?.urlTemplate).includes('{search_term_string}') || action['query-input'] !== 'required name=search_term_string') missing.push('potentialAction')
  }
  return missing
}
