/**
 * The pages of a migrated project that hold a ```` ```mermaid ```` (or `~~~mermaid`) block. Nextra
 * draws those diagrams without being asked; here `mermaid: true` does, so `site migrate nextra`
 * turns it on when this finds any.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { closesFence, fenceOpening } from '../../renderer/code-fences.js'

const PAGE = /\.mdx?$/i

/** Paths (relative to `contentDir`, `/`-separated, sorted) of the pages with a mermaid block; content/public and node_modules are skipped. */
export async function pagesWithMermaid(contentDir: string): Promise<string[]> {
  const found: string[] = []
  const visit = async (dir: string, rel: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && relPath !== 'public') await visit(path.join(dir, entry.name), relPath)
      } else if (PAGE.test(entry.name) && hasMermaidBlock(await readFile(path.join(dir, entry.name), 'utf8'))) {
        found.push(relPath)
      }
    }
  }
  await visit(contentDir, '')
  return found.sort()
}

/** True when a code fence opens with the language `mermaid`; a ```mermaid shown inside a longer fence (a how-to example) is not one. */
export function hasMermaidBlock(text: string): boolean {
  let open: string | undefined
  for (const line of text.split('\n')) {
    if (open) {
      if (closesFence(line, open)) open = undefined
      continue
    }
    const fence = fenceOpening(line)
    if (fence && /^\s*mermaid(?:[\s{]|$)/.test(fence.info)) return true
    open = fence?.marks
  }
  return false
}
