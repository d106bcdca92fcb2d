/**
 * The JSON-LD graph of a page (schema.org): the Organization and the WebSite (with a SearchAction)
 * of the brand, the page itself (WebPage, TechArticle for docs, BlogPosting for posts,
 * CollectionPage for blog listings) and its BreadcrumbList. One `@graph`, nodes linked by `@id`.
 * Pure: PageData in, plain JSON out.
 */
import type { PageData } from '../page-data.js'
import { absoluteUrl } from '../../core/absolute-url.js'

type Node = Record<string, unknown>

/** The `@graph` document of a page. */
export function pageGraph(data: PageData): Node {
  const { site } = data
  const abs = (path: string) => absoluteUrl(path, site.siteUrl)
  const home = abs('/')
  const org = { '@id': `${home}#organization` }
  const website = { '@id': `${home}#website` }
  const graph: Node[] = [
    { '@type': 'Organization', ...org, name: site.brand.name, url: home, ...(site.brand.logo ? { logo: { '@type': 'ImageObject', url: abs(site.brand.logo.light) } } : {}), ...sameAs(site) },
    {
      '@type': 'WebSite',
      ...website,
      url: home,
      name: site.brand.name,
      ...(site.description ? { description: site.description } : {}),
      publisher: org,
      inLanguage: data.locale,
      potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: `${home}?q={search_term_string}` }, 'query-input': 'required name=search_term_string' },
    },
  ]
  const crumbs = breadcrumbs(data)
  const page: Node = { '@type': pageType(data), '@id': `${data.canonical}#page`, url: data.canonical, name: data.page.title, ...description(data), inLanguage: data.locale, isPartOf: website }
  if (crumbs) page.breadcrumb = { '@id': crumbs['@id'] }
  graph.push({ ...page, ...articleFields(data, org) })
  if (crumbs) graph.push(crumbs)
  return { '@context': 'https://schema.org', '@graph': graph }
}

function pageType(data: PageData): string {
  if (data.blog) return data.blog.kind === 'post' ? 'BlogPosting' : 'CollectionPage'
  return data.page.section === 'docs' ? 'TechArticle' : 'WebPage'
}

function description(data: PageData): Node {
  const text = (data.page.frontMatter.description as string | undefined) ?? data.site.description
  return text ? { description: text } : {}
}

/** Headline, dates and authors of articles (docs pages and posts). */
function articleFields(data: PageData, org: Node): Node {
  const type = pageType(data)
  if (type !== 'TechArticle' && type !== 'BlogPosting') return {}
  const fields: Node = { headline: data.page.title, publisher: org }
  const post = data.blog?.post
  if (post?.date) fields.datePublished = post.date
  if (data.lastUpdated) fields.dateModified = data.lastUpdated
  if (post?.authors.length) fields.author = post.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.imageUrl ? { image: absoluteUrl(a.imageUrl, data.site.siteUrl) } : {}) }))
  else fields.author = org
  const image = post?.featuredImage ?? post?.image
  if (image) fields.image = absoluteUrl(image, data.site.siteUrl)
  return fields
}

/** The BreadcrumbList of the sidebar path, ending at the page; none for a top-level page. */
function breadcrumbs(data: PageData): Node | undefined {
  const trail = data.nav.breadcrumbs.filter((c) => c.route !== data.route)
  if (trail.length === 0) return undefined
  const items = [...trail.map((c) => ({ name: c.title, url: absoluteUrl(c.route, data.site.siteUrl) })), { name: data.page.title, url: data.canonical }]
  return {
    '@type': 'BreadcrumbList',
    '@id': `${data.canonical}#breadcrumb`,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  }
}

function sameAs(site: PageData['site']): Node {
  const links = ((site.social ?? []) as Array<{ href?: unknown }>).map((s) => s.href).filter((v): v is string => typeof v === 'string' && /^https?:/.test(v))
  return links.length ? { sameAs: links } : {}
}
