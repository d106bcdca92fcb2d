/**
 * Page jobs: what a page needs besides its own source to be rendered (navigation, alternates in
 * other locales, blog data, last-updated time), computed once per page map and shared by every job.
 *
 *   PageMap + BlogPlan ──jobFactory──▶ job(page) → PageJob (stages/render.ts runs it)
 */
import { normalizeSource } from './frontmatter.js'
import { isCommonMark } from './mdx/imports-modules.js'
import { ownLastUpdated } from './peer-frontmatter.js'
import { buildNavIndex } from './nav.js'
import type { MdxPageEntry, PageMap } from '../core/page-map.js'
import type { PageJob } from './stages/render.js'
import type { ContentFile } from '../core/page-map.js'
import type { BlogPlan } from './blog/model.js'
import type { CompiledPage } from '../core/compiled-page.js'
import { logicalKeyOf } from './seo/entries.js'
import type { CardOf } from './cards/page-card.js'

export type PageJobs = ReturnType<typeof jobFactory>

/** Makes the page jobs of a page map: navigation and alternates computed once, shared by every job. */
export function jobFactory(pageMap: PageMap, blog?: BlogPlan, lastUpdated?: (file: ContentFile) => string | undefined, cardOf?: CardOf) {
  const navIndex = buildNavIndex(pageMap)
  const keyOf = logicalKeyOf(pageMap)
  const alternates = alternatesByFile(pageMap.pages, keyOf)
  const sourceOf = (page: MdxPageEntry) => {
    const file = pageMap.files.get(page.file)!
    const text = normalizeSource(file.source)
    // A `.md` page that imports modules is MDX, as Docusaurus compiles it.
    return { text, displayPath: file.displayPath, format: (isCommonMark(page.file, text) ? 'md' : 'mdx') as 'md' | 'mdx' }
  }
  return {
    sourceOf,
    /** The job for `page`; with `compiled` it skips compilation. */
    job(page: MdxPageEntry, compiled?: CompiledPage): PageJob {
      const nav = navIndex.get(page.route) ?? { sidebarFolder: '', breadcrumbs: [] }
      const post = blog?.posts.get(page.route)?.blog.post
      // A post with an image of its own is shared with it, as a PNG when it is an SVG (templates/seo/social-meta.ts).
      const image = post?.featuredImage || post?.image || undefined
      const card = cardOf?.({ title: page.title, locale: page.locale, folder: nav.sidebarFolder || undefined, ...(image ? { image } : {}) })
      return {
        page,
        compiled,
        // The source goes along even with a compiled page: a render error is located by compiling it again.
        source: sourceOf(page),
        nav,
        alternates: alternates.get(keyOf(page.file)) ?? [],
        blog: blog?.posts.get(page.route),
        lastUpdated: ownLastUpdated(page.frontMatter) ?? lastUpdated?.(pageMap.files.get(page.file)!),
        ...(card ? { card } : {}),
      }
    },
  }
}

/** For each page (by `keyOf` its source path: without extension and locale), the routes of its locales that are real translations. */
function alternatesByFile(pages: MdxPageEntry[], keyOf: (file: string) => string): Map<string, Array<{ locale: string; route: string }>> {
  const map = new Map<string, Array<{ locale: string; route: string }>>()
  for (const page of pages) {
    const key = keyOf(page.file)
    const list = map.get(key) ?? []
    list.push({ locale: page.locale, route: page.route })
    map.set(key, list)
  }
  return map
}
