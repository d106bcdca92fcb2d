// Builds an in-memory ContentTree from a map of content-relative paths to sources.
import type { ContentTree } from '../../renderer/stages/scan.js'

export function memoryTree(files: Record<string, string>): ContentTree {
  const tree: ContentTree = { pages: [], metas: [], publicFiles: [], categories: [], routeHistory: { pages: {} } }
  for (const [relPath, source] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const item = { relPath, displayPath: `content/${relPath}`, source, generated: false }
    if (/(^|\/)_meta(\.[\w-]+)?\.json$/.test(relPath)) tree.metas.push(item)
    else if (/(^|\/)_category_\.(json|ya?ml)$/.test(relPath)) tree.categories!.push(item)
    else tree.pages.push(item)
  }
  return tree
}

/** A page source with the given front matter lines. */
export const page = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\nBody of ${title}.\n`
