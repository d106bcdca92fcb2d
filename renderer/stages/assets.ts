/**
 * Assets: the stylesheet (templates/styles/*.css, in name order) and the client bundle
 * (client/entry.tsx with one chunk per island, when it exists, on Preact, and the React API of
 * component islands when the site may have some), written under `/_site/` with
 * content-hashed names so they can be cached forever. The three self-hosted font families (latin
 * woff2 from Fontsource) are copied beside them and their @font-face rules lead the stylesheet.
 * With `mermaid`, the Mermaid library is published too (renderer/mdx/mermaid.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type * as Esbuild from 'esbuild'
import type { Plugin } from 'esbuild'
import { lazyPackage } from '../lazy-package.js'
import { keptOrMade, readStamped } from '../stamped-cache.js'
import { WORKER_FILE } from '../workers/worker-file.js'
import type { AssetUrls } from '../../templates/page-data.js'
import { engineRoot } from '../engine-root.js'
import type { OutputFile } from '../../core/compiled-page.js'
import { posixRelative } from '../paths.js'
import { mermaidFiles } from '../mdx/mermaid.js'
import { hash } from '../hashes.js'

const esbuild = lazyPackage<typeof Esbuild>('esbuild')

export const ASSET_PREFIX = '_site'

/**
 * The islands run on Preact through its React compatibility layer (7 KB gzip against React's 65 KB,
 * DESIGN.md's ≤ 75 KB budget): the server renders them with React, the browser hydrates that markup
 * with Preact. Subpaths follow (`react/jsx-runtime`, `react-dom/client` → `preact/compat/…`).
 */
const CLIENT_RUNTIME = { react: 'preact/compat', 'react-dom': 'preact/compat' }

export interface AssetOptions {
  mermaid?: boolean
  /**
   * The site may have component islands (renderer/mdx/component-islands.ts): the page script can
   * then load the React API they share with the built-in islands (client/react-runtime.ts). Off,
   * the built-in islands' chunk holds only what they use (the whole API adds 2.2 KB gzip to it).
   */
  componentIslands?: boolean
}

export interface SharedAssets {
  files: OutputFile[]
  urls: AssetUrls
  /** Whether the page script can load component islands (AssetOptions). */
  componentIslands: boolean
}

/**
 * Builds the shared assets; returns their files and URLs. esbuild's part is taken from `prebuiltIn`
 * (the engine's, `prebuildClientAssets`) when it was made there from the same files; else with
 * `keepIn` (a cache folder) it is kept there between builds.
 */
export async function buildAssets(options: AssetOptions = {}, keepIn?: string, prebuiltIn = PREBUILT_DIR): Promise<SharedAssets> {
  const root = engineRoot()
  const fonts = await buildFonts(root)
  const bundling = { componentIslands: Boolean(options.componentIslands) }
  const key = bundleKey(bundling, fonts.css)
  const keptFile = keepIn === undefined ? undefined : path.join(keepIn, 'assets.json')
  const bundled = prebuilt(prebuiltIn, bundling, key) ?? (await keptOrMade(keptFile, key, () => bundleAssets(root, fonts.css, bundling)))
  const files: OutputFile[] = [...fonts.files, ...bundled.files]
  const urls: AssetUrls = { css: bundled.css, preload: fonts.preload, ...(bundled.script && { script: bundled.script }) }
  if (options.mermaid) files.push(...(await mermaidFiles()))
  return { files, urls, componentIslands: bundling.componentIslands }
}

/**
 * Makes esbuild's part of the shared assets, for both kinds of page script, beside the engine's
 * bundle (scripts/build-engine.mjs calls it once the bundle is built): the engine's styles and
 * client code are the same for every site, so a build takes them from there, `--no-cache` too,
 * instead of running esbuild on them (122-171 ms before a cold build's first page, stop 33).
 */
export async function prebuildClientAssets(dir = PREBUILT_DIR): Promise<void> {
  if (dir === undefined) return
  const root = engineRoot()
  const fonts = await buildFonts(root)
  for (const componentIslands of [false, true]) {
    await keptOrMade(prebuiltFile(dir, { componentIslands }), bundleKey({ componentIslands }, fonts.css), () => bundleAssets(root, fonts.css, { componentIslands }))
  }
}

/** What esbuild's part of the assets is made from, besides the files it read: the code that makes it, the page script's kind and the fonts' rules. */
function bundleKey(bundling: { componentIslands: boolean }, fontsCss: string): string {
  return createHash('sha256').update(`${bundleAssets.toString()}\0${JSON.stringify(bundling)}\0${fontsCss}`).digest('hex')
}

/** Where the engine's build keeps the prebuilt assets: beside its bundle (none when the engine runs from its sources). */
const PREBUILT_DIR = WORKER_FILE && path.join(path.dirname(WORKER_FILE), 'client-assets')

/** The assets made in `dir` for `key`, when every file they were made from is as it was then. */
function prebuilt(dir: string | undefined, bundling: { componentIslands: boolean }, key: string): BundledAssets | undefined {
  return dir === undefined ? undefined : readStamped<BundledAssets>(prebuiltFile(dir, bundling), key)
}

function prebuiltFile(dir: string, bundling: { componentIslands: boolean }): string {
  return path.join(dir, `${bundling.componentIslands ? 'islands' : 'plain'}.json`)
}

/** What esbuild makes of the engine's styles and client code: text files, the stylesheet URLs and the page script's URL. */
interface BundledAssets {
  files: Array<{ path: string; contents: string }>
  css: string[]
  script?: string
}

/**
 * The stylesheet (the fonts' rules, then templates/styles/*.css minified) and the client bundle,
 * with every file esbuild read (the styles folder too: a new stylesheet changes it).
 */
async function bundleAssets(root: string, fontsCss: string, options: { componentIslands: boolean }): Promise<{ value: BundledAssets; inputs: string[] }> {
  const assets: BundledAssets = { files: [], css: [] }
  const stylesDir = path.join(root, 'templates', 'styles')
  const names = existsSync(stylesDir) ? (await readdir(stylesDir)).filter((n) => n.endsWith('.css')).sort() : []
  const inputs = [stylesDir, ...names.map((n) => path.join(stylesDir, n))]
  if (names.length) {
    const source = fontsCss + (await Promise.all(names.map((n) => readFile(path.join(stylesDir, n), 'utf8')))).join('\n')
    const css = (await esbuild().transform(source, { loader: 'css', minify: true, target: ['chrome111', 'firefox113', 'safari16.2'] })).code
    const file = `${ASSET_PREFIX}/site.${hash(css)}.css`
    assets.files.push({ path: file, contents: css })
    assets.css.push(`/${file}`)
  }
  const entry = path.join(root, 'client', 'entry.tsx')
  if (existsSync(entry)) {
    const result = await esbuild().build({
      entryPoints: { entry },
      absWorkingDir: root,
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      write: false,
      outdir: path.join(root, ASSET_PREFIX),
      entryNames: '[name].[hash]',
      chunkNames: 'chunks/[name].[hash]',
      target: ['es2022'],
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      alias: CLIENT_RUNTIME,
      logLevel: 'silent',
      metafile: true,
      plugins: options.componentIslands ? [] : [withoutComponentIslands],
    })
    inputs.push(...Object.keys(result.metafile.inputs).filter((input) => !input.includes(':')).map((input) => path.resolve(root, input)))
    for (const out of result.outputFiles) {
      const rel = posixRelative(root, out.path)
      assets.files.push({ path: rel, contents: out.text })
      if (/\/entry\.[A-Z0-9]+\.js$/.test(rel)) assets.script = `/${rel}`
    }
  }
  return { value: assets, inputs }
}

/** The page script of a site that cannot have component islands: their hydrator hydrates none, and their runtime is never bundled. */
const withoutComponentIslands: Plugin = {
  name: 'site-no-component-islands',
  setup(b) {
    b.onResolve({ filter: /^\.\/component-hydrator\.js$/ }, () => ({ path: 'component-hydrator', namespace: 'site-no-component-islands' }))
    b.onLoad({ filter: /./, namespace: 'site-no-component-islands' }, () => ({ contents: 'export const componentHydrator = () => undefined\n', loader: 'js' }))
  },
}

/** Body, display and code fonts: package, file (latin, variable weight), family name; the first is preloaded. */
const FONTS = [
  { pkg: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2', family: 'Inter Variable' },
  { pkg: '@fontsource-variable/space-grotesk', file: 'space-grotesk-latin-wght-normal.woff2', family: 'Space Grotesk Variable' },
  { pkg: '@fontsource-variable/jetbrains-mono', file: 'jetbrains-mono-latin-wght-normal.woff2', family: 'JetBrains Mono Variable' },
]
const LATIN_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

/** The font files under /_site/fonts/, their @font-face rules (font-display: swap) and the body font to preload. */
async function buildFonts(root: string): Promise<{ files: OutputFile[]; css: string; preload: string[] }> {
  const files: OutputFile[] = []
  const preload: string[] = []
  let css = ''
  for (const [i, font] of FONTS.entries()) {
    const source = path.join(root, 'node_modules', font.pkg, 'files', font.file)
    if (!existsSync(source)) continue
    const contents = await readFile(source)
    const file = `${ASSET_PREFIX}/fonts/${font.file.replace(/\.woff2$/, '')}.${hash(contents)}.woff2`
    files.push({ path: file, contents })
    if (i === 0) preload.push(`/${file}`)
    // Relative to the stylesheet beside the fonts folder: right under any basePath.
    css += `@font-face{font-family:'${font.family}';font-style:normal;font-display:swap;font-weight:100 900;src:url(${file.slice(ASSET_PREFIX.length + 1)}) format('woff2-variations');unicode-range:${LATIN_RANGE}}\n`
  }
  return { files, css, preload }
}
