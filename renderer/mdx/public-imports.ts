/**
 * Imports of files of public/, in a page's server bundle and in islands' browser code alike: a
 * path into the project's public/ (`../public/x.png` as a Nextra page writes it, or `public/x.png`
 * through the tsconfig's baseUrl) is the file's root URL (`/x.png`), when content/public has it.
 */
import path from 'node:path'
import type { PluginBuild } from 'esbuild'
import { publicPath } from '../stages/relative-assets.js'

/** Registers the resolver and loader of public/ imports on an esbuild build. */
export function publicImports(b: PluginBuild, root: string, contentDir: string): void {
  const publicUrl = (specifier: string, resolveDir: string) => {
    const served = publicPath(path.resolve(resolveDir, specifier), contentDir)
    return served === undefined ? undefined : { path: `/${served}`, namespace: 'site-public' }
  }
  b.onResolve({ filter: /^\.\.?\// }, (args) => publicUrl(args.path, args.resolveDir))
  b.onResolve({ filter: /^public\// }, (args) => publicUrl(args.path, root))
  b.onLoad({ filter: /^/, namespace: 'site-public' }, (args) => ({ contents: `module.exports = ${JSON.stringify(args.path)}`, loader: 'js' }))
}
