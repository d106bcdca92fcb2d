/**
 * The blog's listing pages (no source file) as PageData, rendered with the same templates as
 * every page. Pure: plain data in, an HTML string out.
 */
import type { MdxPageEntry } from '../../core/page-map.js'
import { findTopFolder, navbarEntries } from '../nav.js'
import type { RenderContext } from '../stages/render.js'
import type { PageData } from '../../templates/page-data.js'
import { renderDocument } from '../../templates/render-document.js'
import type { BlogPageSpec } from './model.js'
import { absoluteUrl } from '../../core/absolute-url.js'

/** The PageData of a listing page. The blog's index is a full-width page; none has a table of contents. */
export function blogPageData(spec: BlogPageSpec, ctx: RenderContext, routes: ReadonlySet<string> = new Set()): PageData {
  const root = ctx.trees[spec.locale]!
  const base = findTopFolder(root, ctx.site.blog.folder)?.theme ?? root.theme
  const page: MdxPageEntry = {
    kind: 'MdxPage',
    name: `blog-${spec.kind}`,
    route: spec.route,
    locale: spec.locale,
    title: spec.title,
    sidebarTitle: spec.title,
    type: 'page',
    display: 'hidden',
    theme: { ...base, layout: spec.kind === 'index' ? 'full' : 'default', toc: false, breadcrumb: false, pagination: false, timestamp: false },
    frontMatter: { title: spec.title, description: spec.description },
    section: 'post',
    file: `${ctx.site.blog.folder}/${spec.kind}`,
    fallback: false,
  }
  const locale = ctx.site.i18n.locales.find((l) => l.locale === spec.locale)
  return {
    route: spec.route,
    locale: spec.locale,
    dir: locale?.direction ?? 'ltr',
    page,
    headings: [],
    nav: { root, sidebar: undefined, breadcrumbs: [], navbar: navbarEntries(root) },
    site: ctx.site,
    assets: ctx.assets,
    canonical: absoluteUrl(spec.route, ctx.site.siteUrl),
    alternates: ctx.site.i18n.locales
      .map((l) => ({ locale: l.locale, route: `${l.locale === ctx.site.i18n.defaultLocale ? '' : `/${l.locale.toLowerCase()}`}${spec.baseRoute}` }))
      .filter((a) => a.route === spec.route || routes.has(a.route)),
    blog: spec.blog,
    head: spec.head,
    card: spec.card,
    Content: () => null,
  }
}

/** The HTML document of a listing page. */
export function renderBlogPage(spec: BlogPageSpec, ctx: RenderContext, routes?: ReadonlySet<string>): string {
  return renderDocument(blogPageData(spec, ctx, routes))
}
