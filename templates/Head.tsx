/**
 * Head: title, description, canonical and alternate links, social meta, the pre-paint theme script,
 * the config's `head` tags, the preloaded body font, stylesheets and the page script (only when the
 * page has something interactive; see render-document.tsx).
 */
import type { PageData } from './page-data.js'
import { ThemeScript } from './theme/ThemeScript.js'
import { socialMeta } from './seo/social-meta.js'
import { pageGraph } from './seo/json-ld.js'
import { safeJson } from './support/json.js'
import { isNoindex } from './seo/noindex.js'
import { localeHome } from './support/links.js'

export function Head({ data, script }: { data: PageData; script?: string }) {
  const { page, site } = data
  const title = pageTitle(data)
  const description = (page.frontMatter.description as string | undefined) ?? site.description
  const alternates = data.alternates.length > 1 ? Object.fromEntries(data.alternates.map((a) => [a.locale, a.route])) : undefined
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      <ThemeScript bannerKey={site.banner?.key} locale={data.locale} alternates={alternates} />
      <link rel="canonical" href={data.canonical} />
      <HrefLangs data={data} />
      {socialMeta(data, title, description).map((m, i) => (m.property ? <meta key={`s${i}`} property={m.property} content={m.content} /> : <meta key={`s${i}`} name={m.name} content={m.content} />))}
      <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content="#111111" media="(prefers-color-scheme: dark)" />
      {isNoindex(page.frontMatter) ? <meta name="robots" content="noindex" /> : null}
      {data.head?.meta.map((m, i) => (m.property ? <meta key={`p${i}`} property={m.property} content={m.content} /> : <meta key={`n${i}`} name={m.name} content={m.content} />))}
      {data.head?.links.map((l) => (
        <link key={l.href} rel={l.rel} type={l.type} title={l.title} href={l.href} />
      ))}
      {data.markdownUrl ? <link rel="alternate" type="text/markdown" href={data.markdownUrl} /> : null}
      {site.head.meta.map((attributes, i) => <meta key={`c${i}`} {...attributes} />)}
      {site.head.links.map((attributes, i) => <link key={`l${i}`} {...attributes} />)}
      <AssetLinks preload={data.assets.preload} css={data.assets.css} script={script} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(pageGraph(data)) }} />
    </head>
  )
}

/** hreflang links to each translation, and x-default to the default locale's, when the page has translations. */
function HrefLangs({ data }: { data: PageData }) {
  if (data.alternates.length < 2) return null
  const abs = (route: string) => new URL(route, data.site.siteUrl).href
  const fallback = data.alternates.find((a) => a.locale === data.site.i18n.defaultLocale)
  return (
    <>
      {data.alternates.map((a) => (
        <link key={a.locale} rel="alternate" hrefLang={a.locale} href={abs(a.route)} />
      ))}
      {fallback ? <link rel="alternate" hrefLang="x-default" href={abs(fallback.route)} /> : null}
    </>
  )
}

/** Font preloads, stylesheets and the module script. */
export function AssetLinks({ preload, css, script }: { preload: string[]; css: string[]; script?: string }) {
  return (
    <>
      {preload.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
      ))}
      {css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {script ? <script type="module" src={script} /> : null}
    </>
  )
}

/** `<title>`: the page title with " | {brand}", except on a home page (a locale's root index). */
export function pageTitle(data: PageData): string {
  const isHome = data.page.name === 'index' && data.page.route === localeHome(data.site, data.page.locale)
  return isHome ? data.page.title : `${data.page.title} | ${data.site.brand.name}`
}
