/**
 * What a changed path means to `site dev`: which part of the site it belongs to (content page,
 * `_meta`, public file, data or generators, the configuration, or the engine's templates and client).
 */
import type { SiteConfig } from '../../core/config/schema.js'
import { posixRelative, relativeInside } from '../../renderer/paths.js'
import { CATEGORY_FILE } from '../../renderer/stages/categories.js'

/** `dependency`: a file pages may import (a partial, a component, data, an image). */
export type ChangeKind = 'page' | 'meta' | 'public' | 'engine' | 'config' | 'data' | 'dependency'

/** Which part of the site a changed path belongs to. */
export function classifyChange(config: SiteConfig, engineRoot: string, absPath: string): ChangeKind | undefined {
  const rel = relativeInside(config.contentDir, absPath)
  if (rel !== undefined) {
    if (rel === 'site.config.ts') return 'config'
    if (rel.startsWith('public/')) return 'public'
    if (rel.startsWith('data/') || rel.startsWith('_generators/')) return 'data'
    if (/^mdx-components\.(tsx|jsx|ts|js)$/.test(rel)) return 'config'
    if (/(^|\/)_meta(\.[\w-]+)?\.(json|js|ts|jsx|tsx)$/.test(rel)) return 'meta'
    // Files the plan reads beside the pages (a Docusaurus category, the blog's authors): the content is read and planned again, as for a public file.
    if (CATEGORY_FILE.test(rel) || rel === `${config.blog.folder}/authors.yml` || rel === `${config.blog.folder}/authors.yaml` || rel === `${config.blog.folder}/authors.json`) return 'public'
    if (/\.(mdx|md)$/.test(rel) && !rel.split('/').some((part) => part.startsWith('_') || part.startsWith('.'))) return 'page'
    return rel.split('/').some((part) => part.startsWith('.')) ? undefined : 'dependency'
  }
  // Nextra 4's _meta.global in the App Router folder orders the whole tree: the site is planned again.
  if (/^(src\/)?app\/_meta\.global\.(js|jsx|ts|tsx)$/.test(posixRelative(config.root, absPath))) return 'data'
  const engineRel = posixRelative(engineRoot, absPath)
  if (/^(templates|client)\//.test(engineRel)) return 'engine'
  return undefined
}
