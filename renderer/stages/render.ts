/**
 * Render: one page job in, one HTML document out. Compiles the page first unless the cache had
 * it. Runs on a worker thread (workers/), or in-process for tests; plain data in, plain data out.
 *
 *   PageJob (page entry, navigation, source or compiled page) + RenderContext ──runPageJob──▶ HTML
 */
import { useBlockStore, type BlockStoreOptions } from '../mdx/code-block-store.js'
import type { Diagnostic } from '../diagnostics.js'
import { toPlainDiagnostic } from '../diagnostics.js'
import type { FolderEntry, MdxPageEntry } from '../../core/page-map.js'
import { factsOf, type CompiledPage, type PageFacts } from '../../core/compiled-page.js'
import { storeCompiled, type CompiledFiles } from '../cache.js'
import type { RouteNav } from '../nav.js'
import { findTopFolder, navbarEntries } from '../nav.js'
import { compilePage } from './compile.js'
import { runPage } from '../mdx/run-content.js'
import { runStaticProps } from '../static-props.js'
import { drawnContentOf } from '../drawn-content.js'
import { renderErrorDiagnostic, sourceUrlOf } from '../render-error.js'
import { pageComponents, replaceableElements, siteComponentMap } from '../page-components.js'
import { plainContent } from '../plain/content.js'
import { localeLinksOf, localizedAnchor, pageHref, rewritesLinks } from '../locale-links.js'
import { localizedSite } from '../site-locale.js'
import type { AssetUrls, PageData, SiteData, SocialImage } from '../../templates/page-data.js'
import { renderDocumentAwaiting } from '../../templates/render-awaiting.js'
import type { BlogData, HeadExtras } from '../../templates/blog/types.js'
import { readingMinutes } from '../blog/reading-time.js'
import { pageImages, type ImageInfo } from '../../templates/support/image.js'
import { isIndexable } from '../seo/indexable.js'
import { twinPath } from '../llms/twin.js'
import { absoluteUrl } from '../../core/absolute-url.js'
import type { HeadingIdStyle } from '../mdx/heading-slug.js'

export interface RenderContext {
  site: SiteData
  trees: Record<string, FolderEntry>
  assets: AssetUrls
  searchCodeBlocks: boolean
  /** Local raster images measured by the build (public path → size and hash); see stages/images.ts. */
  images?: Record<string, ImageInfo>
  /** The project folder: pages' imports resolve from it, and their packages load from it. */
  root?: string
  /** The site's own components, bundled (renderer/site-components.ts). */
  siteComponents?: { code: string }
  /** `_meta` modules whose components pages draw above or below their content (PageMap's `metaModules`). */
  metaModules?: Record<string, string>
  /** Math in pages (config `latex`). */
  latex?: boolean
  /** Mermaid diagrams in pages (config `mermaid`). */
  mermaid?: boolean
  /** Whose slugs heading ids are (config `headingIds`). */
  headingIds?: HeadingIdStyle
  /** Where highlighted code blocks are kept between builds (none with `--no-cache`; mdx/code-block-store.ts). */
  codeBlocks?: BlockStoreOptions
}

export interface PageJob {
  page: MdxPageEntry
  /** The page's source: compiled unless `compiled` is given, and compiled again to locate a render error. */
  source?: { text: string; displayPath: string; format: 'mdx' | 'md' }
  compiled?: CompiledPage
  nav: RouteNav
  alternates: Array<{ locale: string; route: string }>
  /** ISO time the page's source last changed: its last git commit, else its mtime (renderer/git-times.ts). */
  lastUpdated?: string
  /** Blog data of a post page, from the build's blog plan (renderer/blog/model.ts). */
  blog?: { blog: BlogData; head: HeadExtras }
  /** The page's generated social card (renderer/cards/), unless it has an image of its own. */
  card?: SocialImage
  /**
   * What becomes of the page's content (its code or HTML) when this job compiles it: stored in the
   * compile cache's files here (a page with imports is stored by the build, under a key of what
   * they hold), or kept nowhere (`'facts'`, no cache). The result then has its facts only: a
   * worker cloned every page's content back to the main thread (a cold 1,000-page build, issue
   * 20: 0.987 of the CPU without it). Without it the whole page comes back (another page renders
   * the same file with it).
   */
  keep?: 'facts' | { store: CompiledFiles }
  /**
   * Where a worker thread writes the page's HTML itself (a path the output sink staged, sinks.ts
   * `stage`), whether it names the file by a hash of its bytes (a build without the render cache)
   * and whether it lists the image variants it names (a site with raster images); the result then
   * has `staged` instead of `html`. A page's HTML sent back to the main
   * thread kept its bytes there until a full garbage collection, which ran every second or so of a
   * cold 10,000-page build for them alone (stop 44).
   */
  output?: { path: string; hash: boolean; variants: boolean }
}

export interface PageJobResult {
  route: string
  /**
   * The HTML document: a string when rendered in this thread, its UTF-8 bytes when it comes from
   * a worker thread (transferred, not copied: cloning the string cost about a millisecond a page).
   */
  html?: string | Uint8Array
  /**
   * With bytes, the hashes of the document's inline scripts (security/inline-scripts.ts), taken by
   * the worker from the string it encoded: reading them back cost the main thread a decode of
   * every page (~120 ms of a cold 1,000-page build).
   */
  scripts?: string[]
  /** Set when the page was compiled by this job, for the cache and the link check. */
  compiled?: CompiledPage
  /** Set instead of `compiled` when the job's `keep` took the page's content: its facts. */
  facts?: PageFacts
  /** Set instead of `html` when the worker wrote the page where the job's `output` said (`path`): its output id when asked, and the image variants it references. */
  staged?: { path: string; id?: string; variants: string[] }
  diagnostics: Diagnostic[]
}

/** Compiles (unless the job holds its compiled page) and renders one page; `rendering` is called between the two. Never throws for content problems. */
export async function runPageJob(job: PageJob, ctx: RenderContext, rendering?: () => void): Promise<PageJobResult> {
  useBlockStore(ctx.codeBlocks)
  let compiled = job.compiled
  const diagnostics: Diagnostic[] = []
  if (!compiled) {
    const result = await compilePage({
      source: job.source!.text,
      file: job.source!.displayPath,
      format: job.source!.format,
      options: compileOptions(ctx),
      root: ctx.root,
      plain: plainPages(ctx),
    })
    diagnostics.push(...result.diagnostics.map(toPlainDiagnostic))
    if (!result.page) return { route: job.page.route, diagnostics }
    compiled = result.page
  }
  rendering?.()
  const page = compiled
  // Stored before it renders: a cache that cannot be written fails the build, not the page.
  const kept = compiledResult(job, page)
  const done = (html?: string | Uint8Array): PageJobResult => ({ route: job.page.route, html, ...kept, diagnostics })
  let extras: PageExtras = {}
  try {
    const content = contentOf(page, job, ctx)
    extras = await drawnContentOf(job.page.theme, ctx.metaModules, ctx.root ?? process.cwd())
    if (page.staticProps) {
      const run = await runStaticProps(content.exports, page, { file: job.source?.displayPath ?? `content/${job.page.file}`, locale: job.page.locale, site: ctx.site })
      if ('failure' in run) diagnostics.push(run.failure)
      else extras.props = run.props
    }
    return done(await renderDocumentAwaiting(toPageData(job, page, ctx, { ...content, ...extras })))
  } catch (error) {
    const located = await locatedRenderError(error, job, ctx, extras)
    // A page whose getStaticProps failed rendered without its data: say so where it breaks.
    const withoutData = diagnostics.some((d) => d.ruleId === 'mdx/static-props-failed')
    diagnostics.push(withoutData ? { ...located, hint: `Its getStaticProps failed (reported above), so it rendered without its props.${located.hint ? ` ${located.hint}` : ''}` } : located)
    return done()
  }
}

/** What a job that compiled its page sends back of it: the whole page, or its facts when its `keep` took the content. */
function compiledResult(job: PageJob, page: CompiledPage): Pick<PageJobResult, 'compiled' | 'facts'> {
  if (job.compiled) return {}
  if (!job.keep) return { compiled: page }
  if (job.keep !== 'facts') {
    if (page.dependencies?.length) return { compiled: page }
    storeCompiled(job.keep.store, page)
  }
  return { facts: factsOf(page) }
}

/** What a page renders with besides its content: its getStaticProps props, its `_meta` theme's components. */
type PageExtras = Pick<PageData, 'props' | 'topContent' | 'bottomContent'>

/** The diagnostic of a page that threw while rendering: compiled again with a source map and rendered again (with the same extras) to find where. */
async function locatedRenderError(error: unknown, job: PageJob, ctx: RenderContext, extras: PageExtras): Promise<Diagnostic> {
  const file = job.source?.displayPath ?? `content/${job.page.file}`
  const root = ctx.root ?? process.cwd()
  if (!job.source) return renderErrorDiagnostic(error, file, job.page.route, undefined, root)
  const { source } = job
  const mapped = await compilePage({ source: source.text, file, format: source.format, options: compileOptions(ctx), root, sourceMap: true }).catch(() => undefined)
  if (!mapped?.page) return renderErrorDiagnostic(error, file, job.page.route, undefined, root)
  try {
    await renderDocumentAwaiting(toPageData(job, mapped.page, ctx, { ...contentOf(mapped.page, job, ctx), ...extras }))
  } catch (again) {
    return renderErrorDiagnostic(again, file, job.page.route, mapped.page.code, root)
  }
  return renderErrorDiagnostic(error, file, job.page.route, undefined, root)
}

/**
 * The elements a plain page leaves to components, or undefined to compile every page to JavaScript
 * (`SITE_PLAIN_PAGES=off`, used to compare both paths; renderer/plain/).
 */
function plainPages(ctx: RenderContext): ReadonlySet<string> | undefined {
  if (process.env.SITE_PLAIN_PAGES === 'off') return undefined
  return replaceableElements(Object.keys(siteComponentMap(ctx.siteComponents?.code, ctx.root)))
}

/** The content of a page: its component, and what the page's code exports, or how to fill in its HTML (a plain page). */
type PageContent = Pick<PageData, 'Content' | 'fillContent'> & PageExtras & { exports: Record<string, unknown> }

/** The content of a compiled page: its HTML (a plain page) or its code, run. */
function contentOf(compiled: CompiledPage, job: PageJob, ctx: RenderContext): PageContent {
  if (compiled.html) {
    const { Content, fill } = plainContent(compiled.html)
    return { Content, fillContent: fill, exports: {} }
  }
  return runPage(compiled.code!, { module: compiled.module, stylesheet: compiled.stylesheet, root: ctx.root, sourceUrl: sourceUrlOf(job.source?.displayPath ?? `content/${job.page.file}`) })
}

/** What the config says of how pages compile. */
function compileOptions(ctx: RenderContext): NonNullable<Parameters<typeof compilePage>[0]['options']> {
  return { searchCodeBlocks: ctx.searchCodeBlocks, latex: ctx.latex, mermaid: ctx.mermaid, basePath: ctx.site.basePath, headingIds: ctx.headingIds }
}

/** The PageData of a job: its navigation, site data and runnable content. */
function toPageData(job: PageJob, compiled: CompiledPage, ctx: RenderContext, { exports: _exports, ...content }: PageContent): PageData {
  const root = ctx.trees[job.page.locale]!
  const locale = ctx.site.i18n.locales.find((l) => l.locale === job.page.locale)
  return {
    route: job.page.route,
    locale: job.page.locale,
    dir: locale?.direction ?? 'ltr',
    page: job.page,
    headings: compiled.headings,
    nav: {
      root,
      sidebar: job.nav.sidebarFolder ? findTopFolder(root, job.nav.sidebarFolder) : undefined,
      breadcrumbs: job.nav.breadcrumbs,
      prev: job.nav.prev,
      next: job.nav.next,
      navbar: navbarEntries(root),
    },
    site: localizedSite(ctx.site, job.page.locale),
    localizeHref: hrefLocalizer(job, ctx),
    assets: ctx.assets,
    markdownUrl: isIndexable(job.page) ? `/${twinPath(job.page.route)}` : undefined,
    canonical: absoluteUrl(canonicalRoute(job, ctx.site.i18n.defaultLocale), ctx.site.siteUrl),
    alternates: job.alternates,
    lastUpdated: job.lastUpdated,
    images: pageImages(ctx.images, compiled.links.map((l) => l.href), job.page.route),
    blog: job.blog && withReadingTime(job.blog.blog, compiled),
    head: job.blog?.head,
    card: job.card,
    ...content,
    components: withLocaleLinks(pageComponents(compiled, siteComponentMap(ctx.siteComponents?.code, ctx.root)), job, ctx),
  }
}

/**
 * On a page of a non-default locale, locale-less internal links go to the locale's page, and links
 * to the path of a page moved by its front matter to its route (renderer/locale-links.ts); else
 * links stay as written.
 */
function hrefLocalizer(job: PageJob, ctx: RenderContext): ((href: string) => string) | undefined {
  const links = localeLinksOf(ctx.trees, job.page.locale, ctx.site.i18n)
  return rewritesLinks(links) ? (href) => pageHref(href, job.page.route, links) : undefined
}

/** The MDX `a` of a page whose links are rewritten (`hrefLocalizer`). */
function withLocaleLinks(components: Record<string, unknown> | undefined, job: PageJob, ctx: RenderContext): Record<string, unknown> | undefined {
  const links = localeLinksOf(ctx.trees, job.page.locale, ctx.site.i18n)
  if (!rewritesLinks(links)) return components
  return { ...components, a: localizedAnchor(links, job.page.route, components?.a as Parameters<typeof localizedAnchor>[2]) }
}

/** The route search engines should index: a fallback page (no translation) points at the page it shows. */
function canonicalRoute(job: PageJob, defaultLocale: string): string {
  if (!job.page.fallback) return job.page.route
  return job.alternates.find((a) => a.locale === defaultLocale)?.route ?? job.page.route
}

/** A post's blog data with its reading time, counted from the compiled page's text. */
function withReadingTime(blog: BlogData, compiled: CompiledPage): BlogData {
  if (!blog.post) return blog
  return { ...blog, post: { ...blog.post, readingMinutes: readingMinutes(compiled.sections.map((s) => s.text)) } }
}
