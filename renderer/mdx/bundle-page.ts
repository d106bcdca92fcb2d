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
 *   react, installed npm packages → required at render time from the project
 *
 * Every file read is a dependency of the page (the compile cache keys on their contents). An
 * import that cannot be resolved is an error at the `import` of the file that wrote it.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build, type Message, type Plugin } from 'esbuild'
import { VFile } from 'vfile'
import type { Diagnostic } from '../diagnostics.js'
import type { ComponentRef, EmittedAsset, ImportRef } from '../../core/compiled-page.js'
import { getProcessor } from './processor.js'
import { posixRelative } from '../paths.js'

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
}

export interface BundleResult {
  code?: string
  dependencies: string[]
  assets: EmittedAsset[]
  /** Free components of imported `.mdx` partials. */
  components: ComponentRef[]
  diagnostics: Diagnostic[]
}

/** Modules Nextra pages import that the built-ins stand in for. */
export const BUILTIN_MODULE = /^(nextra(-theme-(docs|blog))?(\/.*)?|next\/(link|image))$/
/** Imports whose value is the published URL of the file. */
const ASSET_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|ogv|mov|mp3|ogg|wav|pdf|zip|woff2?|ttf|otf|txt|csv)$/i
/** The URL folder of imported files. */
export const MEDIA_PREFIX = '_site/media'

/** Bundles a page compiled as a module; never throws for content problems. */
export async function bundlePage(input: BundleInput): Promise<BundleResult> {
  const state: BundleState = { latex: input.latex, root: input.root, assets: new Map(), components: [], diagnostics: [], imports: new Map([[input.absPath, input.imports]]) }
  const display = rootRelative(input.root, input.absPath)
  try {
    const result = await build({
      stdin: { contents: input.code, resolveDir: path.dirname(input.absPath), sourcefile: input.absPath, loader: 'jsx' },
      absWorkingDir: input.root,
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      loader: { '.js': 'jsx', '.css': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      sourcemap: input.sourceMap ? 'inline' : false,
      logLevel: 'silent',
      plugins: [sitePlugin(state)],
    })
    const dependencies = Object.keys(result.metafile.inputs)
      .filter((file) => !file.startsWith('<') && !file.includes(':'))
      .map((file) => rootRelative(input.root, path.resolve(input.root, file)))
      .filter((file) => file !== display)
      .sort()
    const failed = state.diagnostics.some((d) => d.severity === 'error')
    return { code: failed ? undefined : result.outputFiles[0]!.text, dependencies, assets: [...state.assets.values()], components: state.components, diagnostics: state.diagnostics }
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors
    if (!messages?.length) throw error
    return { dependencies: [], assets: [], components: state.components, diagnostics: [...state.diagnostics, ...messages.map((m) => fromEsbuild(m, state, display))] }
  }
}

interface BundleState {
  root: string
  latex?: boolean
  assets: Map<string, EmittedAsset>
  components: ComponentRef[]
  diagnostics: Diagnostic[]
  /** The import statements of each MDX file compiled into the bundle, by absolute path. */
  imports: Map<string, ImportRef[]>
}

function sitePlugin(state: BundleState): Plugin {
  return {
    name: 'site-page',
    setup(b) {
      // React comes from the engine (one copy, so hooks and context work across the page).
      b.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) => ({ path: args.path, external: true }))
      b.onResolve({ filter: /^site:/ }, (args) => ({ path: args.path, external: true }))
      b.onResolve({ filter: BUILTIN_MODULE }, (args) => ({ path: `site:builtins/${args.path}`, external: true }))
      // Installed packages are required at render time; one that is not installed fails here.
      b.onResolve({ filter: /^[^./]/ }, (args) => (isInstalled(args.path, args.resolveDir) ? { path: args.path, external: true } : undefined))
      b.onLoad({ filter: /\.mdx?$/ }, (args) => loadPartial(args.path, state))
      b.onLoad({ filter: ASSET_FILE }, (args) => ({ contents: `module.exports = ${JSON.stringify(publish(args.path, state))}`, loader: 'js' }))
    },
  }
}

/** Compiles an imported `.mdx`/`.md` file like a page (front matter skipped). */
async function loadPartial(absPath: string, state: BundleState) {
  const file = rootRelative(state.root, absPath)
  const source = readFileSync(absPath, 'utf8').replace(/^\ufeff/, '').replace(/\r\n?/g, '\n')
  const vfile = new VFile({ value: source, path: file })
  vfile.data.searchCodeBlocks = false
  try {
    const result = await getProcessor(absPath.endsWith('.md') ? 'md' : 'mdx', { output: 'program', latex: state.latex }).process(vfile)
    for (const message of vfile.messages) state.diagnostics.push(partialDiagnostic(file, message, message.fatal ? 'error' : 'warning'))
    state.imports.set(absPath, vfile.data.imports ?? [])
    state.components.push(...(vfile.data.components ?? []).map((c) => ({ ...c, file })))
    return { contents: String(result.value), loader: 'jsx' as const, resolveDir: path.dirname(absPath) }
  } catch (error) {
    state.diagnostics.push(partialDiagnostic(file, error as MessageLike, 'error'))
    return { contents: 'export default function Partial() { return null }', loader: 'jsx' as const }
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
  const out = `${MEDIA_PREFIX}/${base}.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}${ext}`
  state.assets.set(out, { path: out, from: absPath })
  return `/${out}`
}

/** True when `specifier` resolves from `dir` as Node would require it (or its package folder exists). */
function isInstalled(specifier: string, dir: string): boolean {
  const require = createRequire(path.join(dir, 'noop.js'))
  try {
    require.resolve(specifier)
    return true
  } catch {
    const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!
    try {
      require.resolve(`${name}/package.json`)
      return true
    } catch {
      return false
    }
  }
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

function unresolvedHint(module: string): string {
  if (module.startsWith('.') || module.startsWith('/')) return `No file \`${module}\` from this file's folder: check the path and its extension, or add the file.`
  return `Install it (\`npm install ${module}\`), give its components in \`content/mdx-components.tsx\` (or the \`components\` map of the config) and remove the import, or replace it with a local file.`
}

function rootRelative(root: string, absPath: string): string {
  return posixRelative(root, absPath)
}
