/** Head: title, description, canonical and alternate links, social meta, stylesheets. */
import type { PageData } from './page-data.js'

export function Head({ data }: { data: PageData }) {
  const { page, site } = data
  const title = pageTitle(data)
  const description = (page.frontMatter.description as string | undefined) ?? site.description
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={data.canonical} />
      {data.alternates.map((a) => (
        <link key={a.locale} rel="alternate" hrefLang={a.locale} href={new URL(a.route, site.siteUrl).href} />
      ))}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={data.canonical} />
      <meta property="og:site_name" content={site.brand.name} />
      {page.frontMatter.noindex ? <meta name="robots" content="noindex" /> : null}
      {data.assets.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </head>
  )
}

/** `<title>`: the page title with " | {brand}", except on a home page. */
export function pageTitle(data: PageData): string {
  const isHome = data.page.name === 'index' && data.page.file.split('/').length === 1
  return isHome ? data.page.title : `${data.page.title} | ${data.site.brand.name}`
}
