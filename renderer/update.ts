/**
 * Applies one saved file to a planned site, redoing only what depends on it: a page whose front
 * matter did not change keeps the page map (only its compiled form and the search URLs change);
 * any other page or `_meta` change re-plans from the files in memory; a public file re-scans the
 * content and re-measures images; a new configuration re-plans everything; an engine change
 * rebuilds the assets and restarts the workers. The next `renderRoute` or `siteFile` sees it.
 */
import { readFile, realpath } from 'node:fs/promises'
import type { SiteConfig } from '../core/config/schema.js'
import { createReport } from './diagnostics.js'
import { frontmatterBlock } from './frontmatter.js'
import { loadMetas } from './stages/meta.js'
import { planPages } from './stages/plan.js'
import { buildAssets } from './stages/assets.js'
import { measureImages } from './stages/images.js'
import { lastUpdatedLookup, readGitTimes } from './git-times.js'
import { adoptPageMap, assetOptions, loadComponents, planSite, refreshContext, type Site } from './site.js'
import { cacheDir } from './cache-dirs.js'
import { closeSite } from './on-demand.js'
import { realPathProblem } from './private-files.js'
import { posixRelative } from './paths.js'

export type SiteChange =
  /**
   * A page, `_meta` or public file, or a file pages import (a partial, a component, data, an image),
   * was written, created or removed (absolute path). `public` also stands for the files the plan
   * reads beside the pages (a `_category_` file, the blog's authors): the content is read again.
   */
  | { kind: 'page' | 'meta' | 'public' | 'dependency'; file: string }
  /** The configuration (or a file it reads: data, generators) changed; `config` is the new one. */
  | { kind: 'config'; config: SiteConfig }
  /** Templates or client code changed and the engine was rebuilt. */
  | { kind: 'engine' }

/**
 * Applies `change` to `site`; resolves when the next request sees it. The generation moves on
 * before and after: a page rendered while the change was being applied (from the old source, read
 * before the new one was in) is never kept as the page's compiled form.
 */
export async function update(site: Site, change: SiteChange): Promise<void> {
  site.live.generation++
  try {
    await applyChange(site, change)
  } finally {
    site.live.generation++
  }
}

async function applyChange(site: Site, change: SiteChange): Promise<void> {
  site.live.compiling.clear()
  site.live.searchFiles.clear()
  if (change.kind === 'page') return updatePage(site, change.file)
  if (change.kind === 'meta') {
    const rel = contentPath(site, change.file)
    const source = await readContent(site, change.file)
    site.tree.metas = site.tree.metas.filter((m) => m.relPath !== rel)
    if (source !== undefined) site.tree.metas.push({ relPath: rel, displayPath: `content/${rel}`, source, generated: false, absPath: change.file })
    return replanFromTree(site)
  }
  if (change.kind === 'dependency') return updateDependency(site, change.file)
  if (change.kind === 'engine') {
    site.assets = await buildAssets(assetOptions(site.config, site.tree), cacheDir(site.config, site.options, 'assets'))
    // Templates changed: fresh workers load the rebuilt renderer.
    await closeSite(site)
    return refreshContext(site)
  }
  if (change.kind === 'config') {
    site.config = change.config
    site.components = await loadComponents(site.config)
    site.live.compiled.clear()
    site.lastUpdated = lastUpdatedLookup(site.config.contentDir, await readGitTimes(site.config.contentDir, cacheDir(site.config, site.options, 'git')))
  }
  // A new configuration or public file: read the content again and measure the images.
  site.report = createReport()
  const planned = await planSite(site.config, site.report, site.options)
  site.tree = planned.tree
  site.images = await measureImages(planned.tree.publicFiles, site.report, { root: site.config.root, cacheDir: cacheDir(site.config, site.options, 'images') })
  await ensureIslandRuntime(site)
  adoptPageMap(site, planned.pageMap)
}

/** A page was saved, created or removed. */
async function updatePage(site: Site, file: string): Promise<void> {
  const rel = contentPath(site, file)
  const source = await readContent(site, file)
  const existing = site.tree.pages.find((p) => p.relPath === rel)
  site.live.compiled.delete(rel)
  if (existing && source !== undefined && frontmatterBlock(existing.source) === frontmatterBlock(source)) {
    // Same front matter: the page map cannot have changed; only this page's content (and so the search URLs) did.
    existing.source = source
    await ensureIslandRuntime(site)
    return refreshContext(site)
  }
  site.tree.pages = site.tree.pages.filter((p) => p.relPath !== rel)
  if (source !== undefined) site.tree.pages.push({ relPath: rel, displayPath: `content/${rel}`, source, generated: false })
  site.tree.pages.sort((a, b) => (a.relPath < b.relPath ? -1 : 1))
  await ensureIslandRuntime(site)
  return replanFromTree(site)
}

/** The first page that imports modules (or components the config brings) may make component islands: the page script must then load their runtime. */
async function ensureIslandRuntime(site: Site): Promise<void> {
  const options = assetOptions(site.config, site.tree)
  if (options.componentIslands && !site.assets.componentIslands) site.assets = await buildAssets(options, cacheDir(site.config, site.options, 'assets'))
}

/** A file pages import changed: forget the pages compiled with it, and reload the site's components if they use it. */
async function updateDependency(site: Site, file: string): Promise<void> {
  const rel = posixRelative(site.config.root, file)
  for (const [page, compiled] of site.live.compiled) if (compiled.dependencies?.includes(rel)) site.live.compiled.delete(page)
  if (!site.components.loaded?.dependencies.includes(rel)) return
  site.components = await loadComponents(site.config)
  refreshContext(site)
}

/** Plans the page map again from the files in memory. */
async function replanFromTree(site: Site): Promise<void> {
  site.report = createReport()
  const metas = await loadMetas(site.tree, site.config.root, site.report, site.config.i18n.locales.map((l) => l.locale))
  adoptPageMap(site, planPages(site.tree, metas, site.config, site.report, { includeDrafts: site.options.includeDrafts }))
}

/**
 * The text of a changed page or `_meta` file, or undefined when it is gone or its real path is
 * refused by the build's rule (a symlink out of content/ or to a private file is never read).
 */
async function readContent(site: Site, absPath: string): Promise<string | undefined> {
  const [real, contentReal] = await Promise.all([realpath(absPath).catch(() => undefined), realpath(site.config.contentDir)])
  if (!real || realPathProblem(real, contentReal)) return undefined
  return readFile(real, 'utf8').catch(() => undefined)
}

/** Content-relative path of an absolute path. */
function contentPath(site: Site, absPath: string): string {
  return posixRelative(site.config.contentDir, absPath).normalize('NFC')
}
