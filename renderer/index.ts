/**
 * The renderer's public API. `site build` and `site dev` use nothing else of renderer/.
 *
 *   const site = await createSite(config, options)   // plan once (site.ts)
 *   await build(site, { sink })                      // site build: write everything (build.ts)
 *   await renderRoute(site, '/docs/intro')           // site dev: one route's HTML (on-demand.ts)
 *   await siteFile(site, '_site/site.1a2b3c.css')    // site dev: any other output file
 *   await update(site, { kind: 'page', file })       // site dev: a saved file (update.ts)
 *
 * Where a page goes, from file to HTML:
 *
 *   content/docs/intro.mdx
 *     → stages/scan.ts      read into a ContentTree (pages, `_meta` files, public files)
 *     → stages/meta.ts      `_meta` files parsed
 *     → stages/plan.ts      the page map: route `/docs/intro`, locale, title, theme, navigation tree
 *     → page-jobs.ts        its PageJob: source, breadcrumbs, prev/next, alternates, blog data
 *     → stages/compile.ts   MDX → CompiledPage (code, headings, links, ids, search sections)
 *     → stages/render.ts    CompiledPage + RenderContext → templates/ → HTML document
 *     → build.ts            written to docs/intro.html through a sink (sinks.ts), or
 *       on-demand.ts        returned to `site dev` for that request
 *
 * Beside the pages, a site has its blog plan (blog/), search indexes (stages/search.ts), assets
 * (stages/assets.ts), image variants (stages/images.ts) and special pages (special-pages.ts).
 * Content problems are Diagnostics (diagnostics.ts), never exceptions.
 */
export { createSite, planSite, planDiagnostics, routeToFile, type Site, type SiteOptions } from './site.js'
export { build, type BuildOptions, type BuildResult } from './build.js'
export { renderRoute, siteFile, closeSite, type RouteResult } from './on-demand.js'
export { startRenderWorker } from './workers/pool.js'
export { update, type SiteChange } from './update.js'
export { createReport, formatDiagnostic, type Diagnostic } from './diagnostics.js'
export { fsSink, memorySink, type Sink } from './sinks.js'
export { updateSink, type UpdateSink } from './update-sink.js'
export { openBuildState, recordFile, type BuildChanges, type BuildRecord } from './build-record.js'
export { OutputFolderError } from './output-marker.js'
export { engineRoot } from './engine-root.js'
export { saveRouteHistory } from './redirects/save-history.js'
