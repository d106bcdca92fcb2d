/**
 * bundlePage: a page compiled as an ES module (`program` output) → one CommonJS bundle with what it
 * imports, built by esbuild at compile time:
 *
 *   nextra/components, nextra-theme-docs, nextra-theme-blog, nextra/icons, next/link, next/image
 *                          → the built-in components (`site:builtins…`, provided by run-content)
 *   ./part.mdx, ./_part.md → compiled like pages, rendered as components
 *   ./x.tsx, ./x.js, …     → bundled (esbuild's loaders; JSX with React's automatic runtime)
 *   ./data.json            → its data
 *   ./image.png, ./a.mp4   → the published URL of a copy with a content-hashed name (EmittedAsset)
 *   ./logo.svg             → a component drawing it inline that also converts to its URL (svg-module.ts)
 *   ./x.css, ./x.module.css → one stylesheet of the page, published (`stylesheet`); modules give class names
 *   ../public/x.png        → the root URL of a file of content/public
 *   installed npm packages → bundled; react and react-dom are the engine's (required at render time)
 *
 * Every file read is a dependency of the page (the compile cache keys on their contents). An
 * import that cannot be resolved is an error at the `import` of the file that wrote it.
 */
import { hash } from '../hashes.js'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type * as Esbuild from 'esbuild'
import type { Message, Plugin } from 'esbuild'
import { lazyPackage } from '../lazy-package.js'
import { VFile } from 'vfile'
import type { Diagnostic } from '../diagnostics.js'
import type { ComponentRef, EmittedAsset, ImportRef } from '../../core/compiled-page.js'
import { publicPath } from '../stages/relative-assets.js'
import { getProcessor } from './processor.js'
import { publicImports } from './public-imports.js'
import { rawImports, rawInput } from './raw-imports.js'
import { foreignComponentHint, unresolvedHint } from './unresolved-hint.js'
import { isCommonMark } from './imports-modules.js'
import { posixRelative } from '../paths.js'
import { svgModule } from './svg-module.js'
import { BUILTIN_MODULE } from '../../templates/mdx/builtins.js'
import { buildBrowserIslands, islandResolver, withIslandUrls, type IslandFiles } from './component-islands.js'
import { inlineSourceMap } from '../render-error.js'
import { implicitBaseUrl } from './implicit-base-url.js'
import { compiledPartial, type PartialModule } from './partial-modules.js'
import type { HeadingIdStyle } from './heading-slug.js'

const esbuild = lazyPackage<typeof Esbuild>('esbuild')

export interface BundleInput {
  /** The page's `program` code. */
  code: string
  /** The page's imports, from remark-esm (to place resolution errors on their line). */
  imports: ImportRef[]
  /** Absolute path of the page (its folder resolves relative imports). */
  absPath: string
  root: string
  /** Emit an inline source map (chained to the MDX one in `code`). */
  sourceMap?: boolean
  /** Imported MDX files get math too (config `latex`). */
  latex?: boolean
  /** Imported MDX files get diagrams too (config `mermaid`). */
  mermaid?: boolean
  /** Imported MDX files' heading ids are the page's kind (config `headingIds`). */
  headingIds?: HeadingIdStyle
  /** The content folder (default `<root>/content`): `../public/x.png` from a page finds its `public/` there. */
  contentDir?: string
}

export interface BundleResult {
  code?: string
  dependencies: string[]
  assets: EmittedAsset[]
  /** URL of the stylesheet of the CSS it imports (plain and `.module.css`), when it imports any. */
  stylesheet?: string
  /** Free components of imported `.mdx` partials. */
  components: ComponentRef[]
  diagnostics: Diagnostic[]
}

/** Imports whose value is the published URL of the file. */
const ASSET_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|ogv|mov|mp3|ogg|wav|pdf|zip|woff2?|ttf|otf|txt|csv)$/i
/** The URL folder of imported files. */
export const MEDIA_PREFIX = '_site/media'

/** Bundles a page compiled as a module; never throws for content problems. */
export async function bundlePage(input: BundleInput): Promise<BundleResult> {
  const state: BundleState = { latex: input.latex, mermaid: input.mermaid, headingIds: input.headingIds, sourceMap: input.sourceMap, root: input.root, contentDir: input.contentDir ?? path.join(input.root, 'content'), assets: new Map(), components: [], diagnostics: [], imports: new Map([[input.absPath, input.imports]]), islands: [] }
  const display = rootRelative(input.root, input.absPath)
  try {
    const result = await esbuild().build({
      stdin: { contents: withIconImports(input.code), resolveDir: path.dirname(input.absPath), sourcefile: input.absPath, loader: 'jsx' },
      absWorkingDir: input.root,
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      loader: { '.js': 'jsx', '.css': 'css', '.module.css': 'local-css' },
      // CSS imports make a stylesheet beside the code (never written: its text is published). In the
      // project folder, so the source map names files from the root, as render-error reads them.
      outdir: input.root,
      nodePaths: implicitBaseUrl(input.root),
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      sourcemap: input.sourceMap ? 'inline' : false,
      logLevel: 'silent',
      plugins: [sitePlugin(state)],
    })
    const dependencies = Object.keys(result.metafile.inputs)
      .map(rawInput)
      .filter((file) => !file.startsWith('<') && !file.includes(':'))
      .map((file) => rootRelative(input.root, path.resolve(input.root, file)))
      .filter((file, i, all) => file !== display && all.indexOf(file) === i)
      .sort()
    const failed = state.diagnostics.some((d) => d.severity === 'error')
    const browser = failed ? undefined : await buildBrowserIslands(state.islands, input.root, state.contentDir)
    for (const asset of browser?.assets ?? []) state.assets.set(asset.path, asset)
    state.diagnostics.push(...(browser?.diagnostics ?? []))
    const code = withIslandUrls(result.outputFiles.find((f) => f.path.endsWith('.js'))!.text, browser?.urls ?? [])
    const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text
    const stylesheet = css?.trim() ? publishText(css, 'page', '.css', state) : undefined
    return { code: failed ? undefined : code, dependencies, assets: [...state.assets.values()], stylesheet, components: state.components, diagnostics: state.diagnostics }
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors
    if (!messages?.length) throw error
    return { dependencies: [], assets: [], components: state.components, diagnostics: [...state.diagnostics, ...messages.map((m) => fromEsbuild(m, state, display))] }
  }
}

interface BundleState {
  root: string
  contentDir: string
  latex?: boolean
  mermaid?: boolean
  headingIds?: HeadingIdStyle
  sourceMap?: boolean
  assets: Map<string, EmittedAsset>
  components: ComponentRef[]
  diagnostics: Diagnostic[]
  /** The import statements of each MDX file compiled into the bundle, by absolute path. */
  imports: Map<string, ImportRef[]>
  /** Interactive component files the page imports (component-islands.ts). */
  islands: IslandFiles
}

function sitePlugin(state: BundleState): Plugin {
  return {
    name: 'site-page',
    setup(b) {
      // React comes from the engine (one copy, so hooks and context work across the page).
      b.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) => ({ path: args.path, external: true }))
      b.onResolve({ filter: /^site:/ }, (args) => ({ path: args.path, external: true }))
      b.onResolve({ filter: BUILTIN_MODULE }, (args) => ({ path: `site:builtins/${args.path}`, external: true }))
      // An interactive component file becomes an island (its wrapper; the real file is bundled through it).
      islandResolver(b, state.islands)
      // Installed packages are bundled (so their React is the engine's); one not installed fails here.
      // A path into the project's public/ is its root URL.
      publicImports(b, state.root, state.contentDir)
      // `./example.ts?raw` and `!!raw-loader!./example.ts`: the file's text.
      rawImports(b, state.root)
      // Files a stylesheet references are published like imported ones; root paths stay as written.
      b.onResolve({ filter: /./ }, (args) => (args.kind === 'url-token' || args.kind === 'import-rule' ? cssReference(args.path, args.resolveDir, state) : undefined))
      b.onLoad({ filter: /\.mdx?$/ }, (args) => loadPartial(args.path, state))
      b.onLoad({ filter: /\.svg$/i }, (args) => ({ contents: svgModule(readFileSync(args.path, 'utf8'), publish(args.path, state)), loader: 'js', resolveDir: path.dirname(args.path) }))
      b.onLoad({ filter: ASSET_FILE }, (args) => ({ contents: `module.exports = ${JSON.stringify(publish(args.path, state))}`, loader: 'js' }))
    },
  }
}

/** The icons Nextra 3 puts in scope of a page with code blocks (its rehype-icon), which pages then use freely. */
const NEXTRA_SCOPE_ICONS = ['JavaScriptIcon', 'TypeScriptIcon', 'MarkdownIcon', 'MdxIcon', 'TerminalIcon', 'CssIcon', 'CPPIcon', 'CsharpIcon', 'GraphQLIcon', 'PythonIcon', 'RustIcon', 'TerraformIcon', 'MoveIcon', 'GoIcon']

/** The page's code with an import of each such icon it uses without declaring it. */
export function withIconImports(code: string): string {
  const used = NEXTRA_SCOPE_ICONS.filter((name) => new RegExp(`\\b${name}\\b`).test(code) && !new RegExp(`\\b(import|const|let|var|function|class)\\b[^;\\n]*\\b${name}\\b`).test(code))
  // Appended (imports are hoisted) so the lines of the page's source map stay true.
  return used.length ? `${code}\nimport { ${used.join(', ')} } from 'nextra/icons'\n` : code
}

/** Compiles an imported `.mdx`/`.md` file like a page (front matter skipped), once per thread (partial-modules.ts). */
async function loadPartial(absPath: string, state: BundleState) {
  const file = rootRelative(state.root, absPath)
  const source = readFileSync(absPath, 'utf8').replace(/^\ufeff/, '').replace(/\r\n?/g, '\n')
  const key = [absPath, state.root, state.latex, state.mermaid, state.sourceMap, hash(source)].join('\0')
  const module = await compiledPartial(key, () => compilePartial(file, absPath, source, state))
  state.diagnostics.push(...module.diagnostics)
  state.imports.set(absPath, module.imports)
  state.components.push(...module.components)
  return { contents: module.contents, loader: 'jsx' as const, resolveDir: path.dirname(absPath) }
}

async function compilePartial(file: string, absPath: string, source: string, state: BundleState): Promise<PartialModule> {
  const vfile = new VFile({ value: source, path: file })
  vfile.data.searchCodeBlocks = false
  vfile.data.headingIds = state.headingIds ?? 'github'
  try {
    const processor = await getProcessor(isCommonMark(absPath, source) ? 'md' : 'mdx', { output: 'program', latex: state.latex, mermaid: state.mermaid, sourceMap: state.sourceMap })
    const result = await processor.process(vfile)
    const map = state.sourceMap && vfile.map ? inlineSourceMap(vfile.map, state.root) : ''
    return {
      contents: String(result.value) + map,
      diagnostics: vfile.messages.map((message) => partialDiagnostic(file, message, message.fatal ? 'error' : 'warning')),
      imports: vfile.data.imports ?? [],
      components: (vfile.data.components ?? []).map((c) => ({ ...c, file })),
    }
  } catch (error) {
    return { contents: 'export default function Partial() { return null }', diagnostics: [partialDiagnostic(file, error as MessageLike, 'error')], imports: [], components: [] }
  }
}

interface MessageLike {
  reason?: string
  message?: string
  line?: number | null
  column?: number | null
}

function partialDiagnostic(file: string, message: MessageLike, severity: Diagnostic['severity']): Diagnostic {
  return { file, line: message.line ?? undefined, column: message.column ?? undefined, severity, reason: message.reason ?? String(message.message), ruleId: 'mdx/syntax', source: 'mdx' }
}

/** The published URL of an imported file, recording the copy to write. */
function publish(absPath: string, state: BundleState): string {
  const bytes = readFileSync(absPath)
  const ext = path.extname(absPath).toLowerCase()
  const base = path.basename(absPath, path.extname(absPath)).replace(/[^\w-]+/g, '-') || 'file'
  const out = `${MEDIA_PREFIX}/${base}.${hash(bytes)}${ext}`
  state.assets.set(out, { path: out, from: absPath })
  return `/${out}`
}

/** A `url()` or `@import` of a stylesheet: a root path as written, a file next to it published. */
function cssReference(specifier: string, resolveDir: string, state: BundleState) {
  if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(specifier)) return { path: specifier, external: true }
  const clean = specifier.replace(/[?#].*$/, '')
  if (!ASSET_FILE.test(clean) || clean.endsWith('.css')) return undefined
  const absPath = path.resolve(resolveDir, clean)
  const served = publicPath(absPath, state.contentDir)
  if (served !== undefined) return { path: `/${served}`, external: true }
  return existsSync(absPath) ? { path: publish(absPath, state), external: true } : undefined
}

/** The published URL of text the bundle made (the page's stylesheet). */
function publishText(text: string, base: string, ext: string, state: BundleState): string {
  const out = `${MEDIA_PREFIX}/${base}.${hash(text)}${ext}`
  state.assets.set(out, { path: out, text })
  return `/${out}`
}

/** An esbuild error as a diagnostic at the `import` that caused it. */
function fromEsbuild(message: Message, state: BundleState, pageFile: string): Diagnostic {
  const location = message.location
  const absFile = location ? path.resolve(state.root, location.file) : undefined
  const file = absFile ? rootRelative(state.root, absFile) : pageFile
  const module = /Could not resolve "([^"]+)"/.exec(message.text)?.[1]
  const known = absFile ? state.imports.get(absFile) : undefined
  // Positions in an MDX file's compiled code are not its lines: use the import statement's own.
  const where = known ? known.find((i) => i.source === module) : location ? { line: location.line, column: location.column + 1 } : undefined
  const foreign = /^No loader is configured for "\.(astro|vue|svelte)" files: (.+)$/.exec(message.text)
  if (foreign) return foreignComponent(foreign[2]!, foreign[1]!, file, state)
  if (!module) return { file, line: where?.line, column: where?.column, severity: 'error', reason: message.text, ruleId: 'mdx/bundle-failed', source: 'esbuild' }
  return {
    file,
    line: where?.line,
    column: where?.column,
    severity: 'error',
    reason: `Cannot resolve the import of \`${module}\``,
    hint: unresolvedHint(module),
    ruleId: 'mdx/unresolved-import',
    source: 'esbuild',
  }
}

/**
 * A component file of another framework that exists (esbuild has no loader for it), at the import
 * of the page that names it (esbuild gives no place: the file was found, not read).
 */
function foreignComponent(target: string, kind: string, pageFile: string, state: BundleState): Diagnostic {
  const base = path.basename(target)
  const found = [...state.imports.entries()].flatMap(([abs, refs]) => refs.filter((ref) => path.basename(ref.source) === base).map((ref) => ({ abs, ref })))[0]
  return {
    file: found ? rootRelative(state.root, found.abs) : pageFile,
    line: found?.ref.line,
    column: found?.ref.column,
    severity: 'error',
    reason: `Cannot import \`${found?.ref.source ?? target}\`: ${kind === 'astro' ? 'Astro' : kind === 'vue' ? 'Vue' : 'Svelte'} components do not render here`,
    hint: foreignComponentHint(found?.ref.source ?? target, kind),
    ruleId: 'mdx/unresolved-import',
    source: 'esbuild',
  }
}

function rootRelative(root: string, absPath: string): string {
  return posixRelative(root, absPath)
}
