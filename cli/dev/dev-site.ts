/**
 * The site as `site dev` holds it: the page map in memory, pages compiled and rendered on demand
 * (on a worker, so template changes take effect by restarting it), and change handling that
 * redoes only what depends on the changed file.
 */
import { readFile, realpath } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import type { SiteConfig } from '../../core/config/schema.js'
import { loadConfig } from '../config/load.js'
import { createReport, type Diagnostic } from '../../renderer/diagnostics.js'
import { realPathProblem } from '../../renderer/private-files.js'
import { blogOptions, jobFactory, planSite, siteData } from '../../renderer/pipeline.js'
import { planBlog, type BlogPlan } from '../../renderer/blog/model.js'
import { renderBlogPage } from '../../renderer/blog/pages.js'
import type { MdxPageEntry, PageMap } from '../../core/page-map.js'
import type { RenderContext } from '../../renderer/page-job.js'
import { createPagePool, type PagePool } from '../../renderer/workers/pool.js'
import { buildAssets } from '../../renderer/stages/assets.js'
import type { ContentTree } from '../../renderer/stages/scan.js'
import { loadMetas } from '../../renderer/stages/meta.js'
import { planPages } from '../../renderer/stages/plan.js'
import { createDevSearchShards, devSearchIndexUrls, parseDevSearchFile, searchIndexJson } from '../../renderer/stages/search.js'
import { buildSearchIndex, isSearchable } from '../../renderer/search/index-data.js'
import type { CompiledPage } from '../../core/compiled-page.js'
import { renderErrorDocument } from '../../templates/render-special.js'
import { loadSiteComponents } from '../../renderer/site-components.js'
import { missingComponents } from '../../renderer/component-check.js'
import { componentNames } from '../../renderer/page-components.js'
import { lastUpdatedLookup, readGitTimes } from '../../renderer/git-times.js'
import { SEO_FILE, seoFiles } from '../../renderer/seo/files.js'
import { isIndexable } from '../../renderer/seo/indexable.js'
import { LLMS_FILE, llmsOutputs, llmsSite, twinFile } from '../../renderer/llms/files.js'

/** `dependency`: a file pages may import (a partial, a component, data, an image). */
export type ChangeKind = 'page' | 'meta' | 'public' | 'engine' | 'config' | 'data' | 'dependency'

export interface RenderResult {
  status: number
  html?: string
  diagnostics: Diagnostic[]
}

export interface DevSite {
  readonly config: SiteConfig
  render(route: string): Promise<RenderResult>
  /** Built asset by output path (`_site/…`). */
  asset(file: string): string | Uint8Array | undefined
  /** A blog feed by output path (`post/feed.xml`, `post/categories/x/atom.xml`, …). */
  feed(file: string): string | undefined
  /** A file generated from the whole site (sitemap.xml, robots.txt, llms.txt, a page's `.md` twin) by output path, as the build writes it. */
  generated(file: string): Promise<string | undefined>
  /** The current search index (JSON) of the locale served at `_site/search/<locale>.json`, or one of its shards at `_site/search/<locale>/<name>.json`, compiling pages not compiled yet. */
  searchIndex(file: string): Promise<string | undefined>
  /** Applies a file change; resolves when the next request will see it. */
  change(kind: ChangeKind, absPath: string): Promise<void>
  /** Problems of the last planning (front matter, `_meta`). */
  planDiagnostics(): Diagnostic[]
  close(): Promise<void>
}

/** Which part of the site a changed path belongs to. */
export function classifyChange(config: SiteConfig, engineRoot: string, absPath: string): ChangeKind | undefined {
  const rel = path.relative(config.contentDir, absPath).split(path.sep).join('/')
  if (!rel.startsWith('..')) {
    if (rel === 'site.config.ts') return 'config'
    if (rel.startsWith('public/')) return 'public'
    if (rel.startsWith('data/') || rel.startsWith('_generators/')) return 'data'
    if (/^mdx-components\.(tsx|jsx|ts|js)$/.test(rel)) return 'config'
    if (/(^|\/)_meta(\.[\w-]+)?\.(json|js|ts|jsx|tsx)$/.test(rel)) return 'meta'
    if (/\.(mdx|md)$/.test(rel) && !rel.split('/').some((part) => part.startsWith('_') || part.startsWith('.'))) return 'page'
    return rel.split('/').some((part) => part.startsWith('.')) ? undefined : 'dependency'
  }
  const engineRel = path.relative(engineRoot, absPath).split(path.sep).join('/')
  if (/^(templates|client)\//.test(engineRel)) return 'engine'
  return undefined
}

/** Loads the site for `root` and prepares on-demand rendering. */
export async function createDevSite(root: string, hooks: { rebuildEngine: () => Promise<void> }): Promise<DevSite> {
  // The page worker loads the renderer and the highlighter while the site is being planned.
  const startPool = () => createPagePool(undefined, { threads: 1, warm: true, pageTimeout: () => config.build.pageTimeout })
  let pool: PagePool = startPool()
  let config = await loadConfig(root).catch(async (error: unknown) => {
    await pool.close()
    throw error
  })
  let report = createReport()
  let tree!: ContentTree
  let pageMap!: PageMap
  let jobs!: ReturnType<typeof jobFactory>
  let blog!: BlogPlan
  let blogPages = new Map<string, BlogPlan['pages'][number]>()
  let byRoute = new Map<string, MdxPageEntry>()
  /** The source file of every route planned so far: a page dropped by a plan error keeps its entry. */
  const knownRoutes = new Map<string, string>()
  const compiled = new Map<string, CompiledPage>()
  let assets!: Awaited<ReturnType<typeof buildAssets>>
  /** Workers that compile the pages the search index needs (created on the first index request). */
  let searchPool: PagePool | undefined
  /** The shards of each locale's current index (rebuilt when the index changes). */
  const searchShards = createDevSearchShards()
  /** Bumped on every change, so a compile started before it is not kept. */
  let generation = 0
  const compiling = new Map<string, Promise<CompiledPage | undefined>>()
  /** Last-updated time of a page: its last commit (read once, again on config changes), else its mtime. */
  let lastUpdated = lastUpdatedLookup(config.contentDir, new Map())

  /** The site's own components (content/mdx-components.tsx, `components` in the config). */
  let componentsReport = createReport()
  let siteComponents = await loadSiteComponents(config, componentsReport)
  const locales = () => config.i18n.locales.map((l) => l.locale)
  const context = (): RenderContext => ({
    site: siteData(config),
    trees: pageMap.trees,
    assets: { ...assets.urls, searchIndex: devSearchIndexUrls(locales()) },
    searchCodeBlocks: config.search.codeBlocks,
    latex: config.latex,
    root: config.root,
    siteComponents: siteComponents && { code: siteComponents.code },
  })
  /** Forgets the compiled pages that import `absPath`. */
  const dropDependents = (absPath: string) => {
    const rel = path.relative(config.root, absPath).split(path.sep).join('/')
    for (const [file, page] of compiled) if (page.dependencies?.includes(rel)) compiled.delete(file)
    return rel
  }
  const adopt = (map: PageMap) => {
    pageMap = map
    blog = planBlog(pageMap, blogOptions(config), report)
    blogPages = new Map(blog.pages.map((spec) => [spec.route, spec]))
    jobs = jobFactory(pageMap, blog, lastUpdated)
    byRoute = new Map(pageMap.pages.map((p) => [p.route, p]))
    for (const p of pageMap.pages) knownRoutes.set(p.route, pageMap.files.get(p.file)?.displayPath ?? p.file)
    pool.setContext(context())
    searchPool?.setContext(context())
  }
  /** The compiled form of a page, compiling it on the search pool when needed. */
  const compiledFor = (page: MdxPageEntry): Promise<CompiledPage | undefined> => {
    const done = compiled.get(page.file)
    if (done) return Promise.resolve(done)
    let pending = compiling.get(page.file)
    if (!pending) {
      const started = generation
      searchPool ??= createPagePool(context(), { threads: Math.max(1, Math.min(4, availableParallelism() - 1)), pageTimeout: () => config.build.pageTimeout })
      pending = searchPool.run(jobs.job(page)).then(
        (result) => {
          if (started === generation && result.compiled) compiled.set(page.file, result.compiled)
          return result.compiled
        },
        () => undefined,
      )
      pending.finally(() => compiling.delete(page.file)).catch(() => {})
      compiling.set(page.file, pending)
    }
    return pending
  }
  const plan = async () => {
    report = createReport()
    const planned = await planSite(config, report, { includeDrafts: true })
    tree = planned.tree
    return planned.pageMap
  }
  const replanFromTree = async () => {
    report = createReport()
    const metas = await loadMetas(tree, config.root, report)
    adopt(planPages(tree, metas, config, report, { includeDrafts: true }))
  }
  // esbuild bundles the client in its own process while this one reads and plans the content.
  const [builtAssets, firstMap, times] = await Promise.all([buildAssets(), plan(), readGitTimes(config.contentDir)])
  assets = builtAssets
  lastUpdated = lastUpdatedLookup(config.contentDir, times)
  adopt(firstMap)

  return {
    get config() {
      return config
    },
    planDiagnostics: () => [...report.all(), ...componentsReport.all()],
    asset: (file) => assets.files.find((f) => f.path === file)?.contents,
    feed: (file) => {
      const found = blog.feeds.find((f) => f.path === file)?.contents
      return found === undefined ? undefined : String(found)
    },
    async generated(file) {
      const publicPaths = new Set(tree.publicFiles.map((f) => f.relPath))
      if (publicPaths.has(file)) return undefined
      if (file.endsWith('.md')) {
        const page = byRoute.get(file === 'index.md' ? '/' : `/${file.slice(0, -3)}`)
        const twin = page && twinFile(page, (await compiledFor(page))?.markdown)
        return twin && String(twin.contents)
      }
      if (LLMS_FILE.test(file)) {
        const markdown = new Map<string, string>()
        await Promise.all(pageMap.pages.filter(isIndexable).map(async (p) => {
          const body = (await compiledFor(p))?.markdown
          if (body !== undefined) markdown.set(p.file, body)
        }))
        const found = llmsOutputs(pageMap, llmsSite(config), (p) => markdown.get(p.file)).find((f) => f.path === file)
        return found && String(found.contents)
      }
      if (!SEO_FILE.test(file)) return undefined
      const seo = seoFiles({ pageMap, listings: blog.pages, publicPaths, lastUpdated, siteUrl: config.siteUrl, defaultLocale: config.i18n.defaultLocale })
      const found = seo.find((f) => f.path === file)?.contents
      return found === undefined ? undefined : String(found)
    },
    async searchIndex(file) {
      const wanted = parseDevSearchFile(file, locales())
      if (!wanted) return undefined
      const locale = wanted.locale
      const pages = pageMap.pages.filter((p) => p.locale === locale && isSearchable(p))
      const found = new Map<string, CompiledPage>()
      await Promise.all(pages.map(async (p) => {
        const c = await compiledFor(p)
        if (c) found.set(p.file, c)
      }))
      const index = buildSearchIndex(pages, locale, (p) => found.get(p.file))
      const json = searchIndexJson(index)
      return wanted.shard === undefined ? json : searchShards(locale, index, json).get(wanted.shard)
    },
    async render(route) {
      // A site's own content/404.mdx answers every missing route, as 404.html does after a build.
      if (!byRoute.has(route) && !blogPages.has(route) && byRoute.has('/404')) return { ...(await (this as DevSite).render('/404')), status: 404 }
      const listing = blogPages.get(route)
      // Blog listing pages render from the blog plan alone (no page to compile), in this process.
      if (listing) return { status: 200, html: renderBlogPage(listing, context(), new Set(blog.routes)), diagnostics: [] }
      const page = byRoute.get(route)
      // A page whose front matter or path is wrong is not in the page map: show its errors, not a 404.
      const planErrors = page ? [] : report.errors().filter((d) => d.file === knownRoutes.get(route) || plainRoute(d.file) === route)
      if (planErrors.length) return { status: 500, diagnostics: planErrors }
      if (!page) return { status: 404, html: renderErrorDocument(404, siteData(config), assets.urls.css), diagnostics: [] }
      const fromCache = compiled.get(page.file)
      const result = await pool.run(jobs.job(page, fromCache))
      if (result.compiled) compiled.set(page.file, result.compiled)
      const source = jobs.sourceOf(page).text
      const displayPath = jobs.sourceOf(page).displayPath
      const missing = missingComponents((result.compiled ?? fromCache)?.components, displayPath, componentNames(siteComponents?.names), config.strict)
      const diagnostics = [...result.diagnostics, ...missing].map((d) => ({ ...d, sourceText: d.line && d.file === displayPath ? source : undefined }))
      if (result.html === undefined) return { status: 500, diagnostics }
      return { status: 200, html: result.html, diagnostics }
    },
    async change(kind, absPath) {
      generation++
      compiling.clear()
      if (kind === 'config' || kind === 'data') {
        config = await loadConfig(root)
        siteComponents = await loadSiteComponents(config, (componentsReport = createReport()))
        lastUpdated = lastUpdatedLookup(config.contentDir, await readGitTimes(config.contentDir))
        compiled.clear()
        adopt(await plan())
      } else if (kind === 'engine') {
        await hooks.rebuildEngine()
        assets = await buildAssets()
        // Templates changed: fresh workers load the rebuilt renderer.
        await pool.close()
        await searchPool?.close()
        searchPool = undefined
        pool = startPool()
        adopt(pageMap)
      } else if (kind === 'meta') {
        const rel = toRel(config, absPath)
        const source = await readContent(config, absPath)
        tree.metas = tree.metas.filter((m) => m.relPath !== rel)
        if (source !== undefined) tree.metas.push({ relPath: rel, displayPath: `content/${rel}`, source, generated: false, absPath })
        await replanFromTree()
      } else if (kind === 'dependency') {
        const rel = dropDependents(absPath)
        if (siteComponents?.dependencies.includes(rel)) {
          siteComponents = await loadSiteComponents(config, (componentsReport = createReport()))
          adopt(pageMap)
        }
      } else if (kind === 'page') {
        dropDependents(absPath)
        const rel = toRel(config, absPath)
        const source = await readContent(config, absPath)
        const existing = tree.pages.find((p) => p.relPath === rel)
        compiled.delete(rel)
        if (existing && source !== undefined && frontmatterBlock(existing.source) === frontmatterBlock(source)) {
          // Same front matter: the page map cannot have changed; only this page's content did.
          existing.source = source
          return
        }
        tree.pages = tree.pages.filter((p) => p.relPath !== rel)
        if (source !== undefined) tree.pages.push({ relPath: rel, displayPath: `content/${rel}`, source, generated: false })
        tree.pages.sort((a, b) => (a.relPath < b.relPath ? -1 : 1))
        await replanFromTree()
      }
    },
    close: async () => {
      await pool.close()
      await searchPool?.close()
    },
  }
}

/**
 * The text of a changed page or `_meta` file, or undefined when it is gone or its real path is
 * refused by the build's rule (a symlink out of content/ or to a private file is never read).
 */
async function readContent(config: SiteConfig, absPath: string): Promise<string | undefined> {
  const [real, contentReal] = await Promise.all([realpath(absPath).catch(() => undefined), realpath(config.contentDir)])
  if (!real || realPathProblem(real, contentReal)) return undefined
  return readFile(real, 'utf8').catch(() => undefined)
}

/** The route a page file has without a `slug` or locale (`content/docs/a/index.mdx` → `/docs/a`), lower-cased. */
function plainRoute(displayPath: string): string | undefined {
  const match = /^content\/(.+)\.(mdx|md)$/.exec(displayPath)
  if (!match) return undefined
  return `/${match[1]!.replace(/(^|\/)index$/, '').toLowerCase()}`.replace(/(.)\/$/, '$1')
}

/** Content-relative path of an absolute path. */
function toRel(config: SiteConfig, absPath: string): string {
  return path.relative(config.contentDir, absPath).split(path.sep).join('/').normalize('NFC')
}

/** The `---` block at the start of a source, or '' when it has none. */
function frontmatterBlock(source: string): string {
  const text = source.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n')
  if (!text.startsWith('---\n')) return ''
  const end = text.indexOf('\n---', 3)
  return end === -1 ? text : text.slice(0, end)
}
