/**
 * Code from a file, imported as its text the ways other tools write it: `./example.ts?raw` (Vite,
 * so VitePress and Astro) and `!!raw-loader!./example.ts` (Docusaurus), for `<CodeBlock>` or any
 * component to show. Only a file of the project that is not private (dotfiles, keys) is read. The
 * files live in a namespace of their own, so only they reach this loader (a loader for every file
 * would cross from esbuild to JavaScript for each module a page bundles) and the same file
 * imported as a module stays apart; the bundle lists them (`rawInput`) among the files that build
 * the page again when they change.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import type { PluginBuild } from 'esbuild'
import { realPathProblem } from '../private-files.js'

const RAW_IMPORT = /^!!raw-loader!|\?raw$/
const NAMESPACE = 'site-raw'

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
    return { path: file, namespace: NAMESPACE }
  })
  b.onLoad({ filter: /./, namespace: NAMESPACE }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text' }))
}

/** The file of a bundle input that is a raw import (`site-raw:/abs/file`), else the input as it is. */
export function rawInput(input: string): string {
  return input.startsWith(`${NAMESPACE}:`) ? input.slice(NAMESPACE.length + 1) : input
}
