/**
 * Interactive component files as islands (issue 16 item 1). A page (or `mdx-components.tsx`, or a
 * server-only file between them, such as a barrel `index.ts`) that imports a component file which
 * holds state, effects or event handlers (or says `'use client'`) gets, in its server bundle, a
 * wrapper module instead: each capitalised export renders as an island (templates/component-island.tsx)
 * whose browser code is built here, with esbuild, for the browser: one entry per component file
 * (code they share in a chunk), content-hashed names under `/_site/islands/`, so the same component
 * imported by many pages is the same file. Their React is the built-in islands' runtime (Preact's
 * compatibility layer), which the page's script installs on a global before it loads them
 * (client/react-runtime.ts): no island carries a copy of it. client/entry.tsx loads them like the
 * built-in islands: on intent, or when they near the viewport.
 *
 * The server bundle is made first, with a placeholder for each file's browser URL (the browser
 * build needs the list of files the server build found); `withIslandUrls` puts the URLs in.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type * as Esbuild from 'esbuild'
import type { Message, Plugin, PluginBuild } from 'esbuild'
import { lazyPackage } from '../lazy-package.js'
import type { EmittedAsset } from '../../core/compiled-page.js'
import { ISLAND_REACT_GLOBAL } from '../../core/island-runtime.js'
import type { Diagnostic } from '../diagnostics.js'
import { engineRoot } from '../engine-root.js'
import { posixRelative } from '../paths.js'
import { implicitBaseUrl } from './implicit-base-url.js'
import { BUILTIN_MODULE } from '../../templates/mdx/builtins.js'
import { publicImports } from './public-imports.js'

const esbuild = lazyPackage<typeof Esbuild>('esbuild')

/** The URL folder of islands' browser code. */
export const ISLANDS_PREFIX = '_site/islands'
const COMPONENT_FILE = /\.(jsx?|tsx?|mjs|cjs)$/
/** What makes a component file interactive: React state, effects, event props, or the directive. */
const INTERACTIVE = /^\s*['"]use client['"]|\buse(State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|ActionState|Optimistic|ImperativeHandle|DeferredValue)\s*[(<]|\bon[A-Z][A-Za-z]*=\{/m
const seen = new Map<string, { mtime: number; interactive: boolean }>()

/** True when the file at `absPath` is interactive (read again only when it changed). */
export function isInteractive(absPath: string): boolean {
  if (!COMPONENT_FILE.test(absPath)) return false
  try {
    const mtime = statSync(absPath).mtimeMs
    let known = seen.get(absPath)
    if (known?.mtime !== mtime) seen.set(absPath, (known = { mtime, interactive: INTERACTIVE.test(readFileSync(absPath, 'utf8')) }))
    return known.interactive
  } catch {
    return false
  }
}

/** Files of installed packages: their components are the site's to wrap, never a package's own modules. */
const IN_PACKAGE = /[\\/]node_modules[\\/]/

/** The island files a server bundle found, in order (their index is their placeholder). */
export type IslandFiles = string[]
const placeholder = (index: number) => `__SITE_ISLAND_${index}__`

/**
 * Server-bundle hooks: an import of an interactive file of the site (relative, or bare through the
 * tsconfig's baseUrl), written by a file that is not itself interactive (a page, a partial,
 * mdx-components.tsx, a barrel), resolves to its wrapper.
 */
export function islandResolver(b: PluginBuild, files: IslandFiles): void {
  b.onResolve({ filter: /^[^:]+$/ }, async (args) => {
    if (args.namespace === 'site-island' || args.pluginData === 'site-island-real') return undefined
    if (!isServerFile(args.importer) || IN_PACKAGE.test(args.importer)) return undefined
    const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'site-island-real' })
    if (resolved.errors.length || resolved.external || IN_PACKAGE.test(resolved.path) || !isInteractive(resolved.path)) return undefined
    return { path: resolved.path, namespace: 'site-island' }
  })
  b.onLoad({ filter: /./, namespace: 'site-island' }, async (args) => {
    let index = files.indexOf(args.path)
    if (index < 0) index = files.push(args.path) - 1
    return { contents: wrapperModule(args.path, await exportNames(args.path), placeholder(index)), loader: 'js', resolveDir: path.dirname(args.path) }
  })
}

/** True for the files whose imports become islands: the page (stdin), a partial, mdx-components.*, any file that is not interactive. */
function isServerFile(importer: string): boolean {
  return !importer || importer.startsWith('<') || /(^|[\\/])mdx-components\.[jt]sx?$/.test(importer) || !isInteractive(importer)
}

/** The names a module exports (esbuild reads them; an unparsable file gives none, and its real error comes from the bundle). */
async function exportNames(absPath: string): Promise<string[]> {
  try {
    const result = await esbuild().build({ entryPoints: [absPath], bundle: false, write: false, metafile: true, format: 'esm', jsx: 'automatic', loader: { '.js': 'jsx' }, outdir: path.join(path.dirname(absPath), '.site-exports'), logLevel: 'silent' })
    return Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.exports ?? []
  } catch {
    return []
  }
}

/** The server-side module standing in for the file: components as islands, other exports as they are. */
function wrapperModule(absPath: string, names: string[], url: string): string {
  const real = JSON.stringify(absPath)
  const lines = [`import * as real from ${real}`, `import { componentIsland } from 'site:island'`]
  for (const name of names) {
    const island = `componentIsland(real[${JSON.stringify(name)}], ${JSON.stringify(url)}, ${JSON.stringify(name)})`
    if (name === 'default') lines.push(`export default ${island}`)
    else if (/^[A-Z]/.test(name)) lines.push(`export const ${name} = ${island}`)
    else lines.push(`export { ${name} } from ${real}`)
  }
  return lines.join('\n')
}

export interface BrowserIslands {
  assets: EmittedAsset[]
  /** URL of each file's browser entry, by index ('' when it could not be built). */
  urls: string[]
  diagnostics: Diagnostic[]
}

/** Builds the browser code of the island files; a file that cannot be built renders on the server only, with a warning. */
export async function buildBrowserIslands(files: IslandFiles, root: string, contentDir: string): Promise<BrowserIslands> {
  if (!files.length) return { assets: [], urls: [], diagnostics: [] }
  const engine = engineRoot()
  try {
    const result = await esbuild().build({
      entryPoints: files.map((file) => ({ in: `site-island-entry:${file}`, out: path.basename(file).replace(/\.[^.]+$/, '').replace(/[^\w-]+/g, '-') || 'island' })),
      absWorkingDir: root,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      write: false,
      outdir: path.join(root, ISLANDS_PREFIX),
      nodePaths: implicitBaseUrl(root),
      entryNames: '[name].[hash]',
      chunkNames: 'chunks/[name].[hash]',
      target: ['es2022'],
      jsx: 'automatic',
      loader: { '.js': 'jsx', '.css': 'empty', '.module.css': 'local-css', '.svg': 'dataurl', '.png': 'file', '.jpg': 'file' },
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      logLevel: 'silent',
      plugins: [browserPlugin(engine, root, contentDir)],
    })
    const assets = result.outputFiles.filter((o) => o.path.endsWith('.js')).map((o) => ({ path: `${ISLANDS_PREFIX}/${posixRelative(path.join(root, ISLANDS_PREFIX), o.path)}`, text: o.text }))
    const urls = files.map((file) => {
      const [out] = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === `site-island-entry:${file}`) ?? []
      return out ? `/${posixRelative(root, path.resolve(root, out))}` : ''
    })
    return { assets, urls, diagnostics: [] }
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors
    if (!messages?.length) throw error
    const first = messages[0]!
    const file = first.location ? posixRelative(root, path.resolve(root, first.location.file)) : posixRelative(root, files[0]!)
    const reason = `Interactive components render on the server only (no browser code): ${first.text}`
    return { assets: [], urls: files.map(() => ''), diagnostics: [{ file, line: first.location?.line, column: first.location ? first.location.column + 1 : undefined, severity: 'warning', reason, ruleId: 'mdx/island-failed', source: 'esbuild' }] }
  }
}

/** The React modules the page's runtime provides (client/react-runtime.ts): the islands read them from its global. */
const SHARED_REACT = /^(react|react-dom|react-dom\/client|react\/jsx-runtime|react\/jsx-dev-runtime)$/

/**
 * Each entry gives its file's exports (client/entry.tsx mounts the one a marker names). React is
 * the built-in islands' runtime, read from the global client/react-runtime.ts sets, so islands
 * carry no copy of it; other React modules (`react-dom/server`, …) are the engine's Preact.
 */
function browserPlugin(engine: string, root: string, contentDir: string): Plugin {
  return {
    name: 'site-island-browser',
    setup(b) {
      // A file of public/ imported by path is its root URL, as in the server bundle.
      publicImports(b, root, contentDir)
      b.onResolve({ filter: /^site-island-entry:/ }, (args) => ({ path: args.path.slice('site-island-entry:'.length), namespace: 'site-island-entry' }))
      b.onLoad({ filter: /./, namespace: 'site-island-entry' }, (args) => ({
        contents: `import * as exports from ${JSON.stringify(args.path)}\nexport default exports\n`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }))
      // Nextra's modules (nextra/components, next/link, …) are the built-ins in the browser too, as on
      // the server (templates/mdx/builtins.ts): CommonJS, so a name no built-in has is a stand-in, not a build error.
      b.onResolve({ filter: BUILTIN_MODULE }, (args) => ({ path: args.path, namespace: 'site-builtins' }))
      b.onLoad({ filter: /./, namespace: 'site-builtins' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(path.join(engine, 'templates/mdx/builtins.ts'))}).builtinModule(${JSON.stringify(args.path)})\n`,
        loader: 'js',
        resolveDir: engine,
      }))
      // A CommonJS module, so `import { useState }`, `import React` and `require('react')` all read the API's properties.
      b.onResolve({ filter: SHARED_REACT }, () => ({ path: 'react', namespace: 'site-react' }))
      b.onLoad({ filter: /./, namespace: 'site-react' }, () => ({ contents: `module.exports = globalThis[${JSON.stringify(ISLAND_REACT_GLOBAL)}]\n`, loader: 'js' }))
      // Like the built-in islands (renderer/stages/assets.ts), React's API is Preact's compat layer in the browser.
      b.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) =>
        b.resolve(args.path.replace(/^react(-dom)?/, 'preact/compat'), { kind: args.kind, resolveDir: engine, pluginData: 'site-engine' }))
    },
  }
}

/** The server code with each file's browser URL in place of its placeholder. */
export function withIslandUrls(code: string, urls: string[]): string {
  return code.replace(/__SITE_ISLAND_(\d+)__/g, (_, i: string) => urls[Number(i)] ?? '')
}
