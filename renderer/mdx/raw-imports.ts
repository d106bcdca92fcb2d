/**
 * Code from a file, imported as its text the ways other tools write it: `./example.ts?raw` (Vite,
 * so VitePress and Astro) and `!!raw-loader!./example.ts` (Docusaurus), for `<CodeBlock>` or any
 * component to show. Only a file of the project that is not private (dotfiles, keys) is read; the
 * import is a bundle input like any other, so a change to the file builds the page again.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import type { PluginBuild } from 'esbuild'
import { realPathProblem } from '../private-files.js'

const RAW_IMPORT = /^!!raw-loader!|\?raw$/

/** The file a raw import names: the specifier without its marker. */
export function rawTarget(specifier: string): string {
  return specifier.replace(/^!!raw-loader!/, '').replace(/\?raw$/, '')
}

/** Registers the resolver and loader of raw imports on an esbuild build. */
export function rawImports(b: PluginBuild, root: string): void {
  b.onResolve({ filter: RAW_IMPORT }, (args) => {
    const file = path.resolve(args.resolveDir, rawTarget(args.path))
    if (!existsSync(file)) return { errors: [{ text: `Could not resolve "${args.path}"` }] }
    const problem = realPathProblem(realpathSync(file), realpathSync(root))
    if (problem) return { errors: [{ text: `Cannot import "${args.path}" as text: ${problem}` }] }
    // The suffix keeps the text apart from the same file imported as a module.
    return { path: file, suffix: '?raw' }
  })
  b.onLoad({ filter: /./ }, (args) => (args.suffix === '?raw' ? { contents: readFileSync(args.path, 'utf8'), loader: 'text' } : undefined))
}
