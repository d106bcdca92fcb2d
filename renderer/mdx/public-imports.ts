/**
 * Imports of files of public/, in a page's server bundle and in islands' browser code alike: a
 * path into the project's public/ (`../public/x.png` as a Nextra page writes it, or `public/x.png`
 * through the tsconfig's baseUrl, or Docusaurus's `@site/static/x.png`) is the file's root URL
 * (`/x.png`), when content/public has it; another `@site/` path is the project's file.
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
  // Docusaurus's `@site/` is the project folder; what it served from static/ is in content/public/ now.
  b.onResolve({ filter: /^@site\// }, async (args) => {
    const rest = args.path.slice('@site/'.length)
    const moved = rest.startsWith('static/') ? publicUrl(rest.slice('static/'.length), path.join(contentDir, 'public')) : undefined
    return moved ?? b.resolve(`./${rest}`, { resolveDir: root, kind: args.kind, importer: args.importer })
  })
  b.onLoad({ filter: /^/, namespace: 'site-public' }, (args) => ({ contents: `module.exports = ${JSON.stringify(args.path)}`, loader: 'js' }))
}
