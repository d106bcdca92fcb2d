/**
 * Imported Markdown modules compiled once per thread: a file that many pages import (a partial, or
 * all 53 generated API pages of the Safe docs, which one component imports by a template literal,
 * `import(\`./generated/${network}-reference.mdx\`)`, so esbuild bundles every match) was compiled
 * again for each page's bundle: 160 KB of MDX takes ~0.65 s to compile, so each of those 53 pages
 * took over a minute and hit the page timeout. Kept by file, compile options and text, up to about
 * 48 MB of compiled code (the oldest dropped first).
 */
import type { ComponentRef, ImportRef } from '../../core/compiled-page.js'
import type { Diagnostic } from '../diagnostics.js'

/** What compiling an imported `.mdx`/`.md` file gives the bundle. */
export interface PartialModule {
  contents: string
  diagnostics: Diagnostic[]
  imports: ImportRef[]
  components: ComponentRef[]
}

const MOST_CHARS = 48_000_000
const compiled = new Map<string, Promise<PartialModule>>()
const sizes = new Map<string, number>()
let chars = 0

/** The module under `key` (file, options and a hash of its text), compiled by `make` when this thread has not yet. */
export function compiledPartial(key: string, make: () => Promise<PartialModule>): Promise<PartialModule> {
  let found = compiled.get(key)
  if (!found) {
    compiled.set(key, (found = make()))
    void found.then((module) => keep(key, module.contents.length), () => compiled.delete(key))
  }
  return found
}

function keep(key: string, size: number): void {
  sizes.set(key, size)
  chars += size
  for (const [oldest, oldSize] of sizes) {
    if (chars <= MOST_CHARS || oldest === key) break
    sizes.delete(oldest)
    compiled.delete(oldest)
    chars -= oldSize
  }
}
