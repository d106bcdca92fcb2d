/**
 * Imported Markdown modules compiled once per thread: a file that many pages import (a partial, or
 * all 54 generated API pages of the Safe docs, which one component imports by a template literal,
 * `import(\`./generated/${network}-reference.mdx\`)`, so esbuild bundles every match) was compiled
 * again for each page's bundle: 160 KB of MDX takes ~0.65 s to compile, so each of the 54 pages
 * took over a minute and hit the page timeout. Kept by file, compile options and text, up to about
 * 96 M characters of compiled code a thread (those 54 compile to ~55 M). Once full, a new module is
 * not kept: pages import the same files in the same order, and dropping the oldest to make room
 * would drop each file just before the next page asks for it again.
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

const MOST_CHARS = 96_000_000
const compiled = new Map<string, Promise<PartialModule>>()
let chars = 0

/** The module under `key` (file, options and a hash of its text), compiled by `make` when this thread has not kept it. */
export function compiledPartial(key: string, make: () => Promise<PartialModule>): Promise<PartialModule> {
  const found = compiled.get(key)
  if (found) return found
  const made = make()
  if (chars < MOST_CHARS) {
    compiled.set(key, made)
    made.then((module) => void (chars += module.contents.length), () => void compiled.delete(key))
  }
  return made
}
