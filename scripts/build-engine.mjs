// Bundles the engine's TypeScript (core/, cli/, renderer/, templates/, api/) into .engine/ with esbuild:
// `cli.mjs` (the CLI, commands split into lazy chunks), `page-worker.mjs` (the page worker thread)
// and `card-worker.mjs` (the social cards' thread); then the shared assets every site's pages load
// (the stylesheet and the client bundle, in `client-assets/`: renderer/stages/assets.ts).
// The unified/MDX family and the other small pure-JavaScript packages of the hot path are bundled
// in (BUNDLED); every other npm package stays external. bin/site.js runs this when .engine/ is
// missing or older than a source (`ensureEngine`).
//
// One process builds at a time (`.engine.lock`, file-lock.mjs), and a process that finds the
// engine fresh still waits for one building it. Each file is written whole (a temporary file
// renamed over it), chunks before the entry points that import them, and a chunk whose bytes did
// not change is left alone: a `site dev` running from the old bundle keeps importing its lazy
// chunks while another process rebuilds (chunk names hash their contents; old ones are not
// deleted).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, renameSync, statSync, existsSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { untilUnlocked, withLock } from './file-lock.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outdir = path.join(root, '.engine')
const lockFile = path.join(root, '.engine.lock')
const SOURCE_DIRS = ['core', 'cli', 'renderer', 'templates', 'api', 'client']

/** Builds the engine when it is missing or older than a source, after any build another process has under way (which usually leaves nothing to do). */
export async function ensureEngine() {
  await untilUnlocked(lockFile)
  if (engineIsStale()) await withLock(lockFile, async () => engineIsStale() && writeEngine())
}

/** Builds the engine, whether or not it is stale (the test suite's setup, the benchmarks, `site dev` after a template changed). */
export async function buildEngine() {
  await withLock(lockFile, writeEngine)
}

async function writeEngine() {
  // Loaded here, not at the top: bin/site.js imports this module on every run, and esbuild's
  // API costs ~80 ms to load when the bundle is fresh and nothing needs building.
  const { build } = await import('esbuild')
  const { outputFiles } = await build({
    entryPoints: { cli: path.join(root, 'cli/main.ts'), 'page-worker': path.join(root, 'renderer/workers/page-worker.ts'), 'card-worker': path.join(root, 'renderer/cards/card-worker.ts') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [externalsPlugin(), unnamedVisitsPlugin()],
    // CommonJS packages in the bundle require Node's modules: give them a `require`.
    banner: { js: "import { createRequire as __engineRequire } from 'node:module'; const require = __engineRequire(import.meta.url);" },
    jsx: 'automatic',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    write: false,
  })
  writeOutputs(outputFiles)
  // In a Node process of its own: a loader that transforms what it imports (Vitest's, in the test
  // suite's global setup) would change the code its key hashes, and builds would never match it.
  const cli = pathToFileURL(path.join(outdir, 'cli.mjs')).href
  execFileSync(process.execPath, ['--input-type=module', '-e', `await (await import(${JSON.stringify(cli)})).prebuildClientAssets()`], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
}

/**
 * Writes esbuild's outputs, each whole: chunks first (those whose bytes are already there are left
 * alone), then the entry points, `cli.mjs` last, so its new mtime says the bundle is complete.
 */
function writeOutputs(files) {
  const entries = ['page-worker.mjs', 'card-worker.mjs', 'cli.mjs'].map((name) => path.join(outdir, name))
  const chunks = files.filter((file) => !entries.includes(file.path))
  for (const file of chunks) if (!sameBytes(file.path, file.contents)) writeWhole(file.path, file.contents)
  for (const entry of entries) {
    const file = files.find((f) => f.path === entry)
    if (file) writeWhole(file.path, file.contents)
  }
}

function sameBytes(file, contents) {
  try {
    return readFileSync(file).equals(contents)
  } catch {
    return false
  }
}

/** Writes `file` through a temporary file renamed over it: a reader sees the old bytes or the new, never part of them. */
function writeWhole(file, contents) {
  mkdirSync(path.dirname(file), { recursive: true })
  const temp = `${file}.tmp-${process.pid}`
  writeFileSync(temp, contents)
  renameSync(temp, file)
}

/**
 * Packages bundled into the engine. Node's ESM loader resolves, reads and compiles each module
 * file on its own, and a build loaded hundreds of these small ones in each thread: bundled, a cold
 * build of a 4-page site took 1.95-2.02 s and 2.4-2.7 s of CPU against 2.35-2.88 s and 3.0-3.7 s,
 * with byte-identical output (that site and our website). Kept external: React (one copy with the
 * site's own components), packages with native code or files read from their own folder (sharp,
 * esbuild, shiki's grammars, themes and WASM, KaTeX, source-map, fonts), and the API's and
 * publisher's clients. Shiki's core and the recma/estree family MDX imports were external too,
 * and pulled their own copies of hast-util-to-html, property-information and the rest: a page
 * worker resolved 156 modules at start (29 now), and its engine took 487-689 ms of CPU to load
 * against 239-311 ms (stop 22; the fixtures build to the same pages).
 */
const BUNDLED = /^(micromark|markdown-it$|mdurl$|uc\.micro$|linkify-it$|entities$|punycode\.js$|mdast-|hast-|unist-|remark-|rehype-(?!katex)|unified$|vfile|estree-|@mdx-js\/|property-information|space-separated-tokens|comma-separated-tokens|style-to-|zwitch|bail$|trough|devlop|ccount|character-|decode-named-character-reference|longest-streak|markdown-table|parse-entities|html-void-elements|stringify-entities|web-namespaces|zod|yaml|acorn|astring|github-slugger|collapse-white-space|trim-lines|is-plain-obj|extend$|inline-style-parser|html-url-attributes|markdown-extensions|periscopic|is-reference|commander|mrmime|culori|feed|xml-js|sax|fault$|format$|recma-|is-(alphabetical|alphanumerical|decimal|hexadecimal)$|@ungap\/structured-clone|shiki(\/bundle\/full)?$|@shikijs\/(core|engine-oniguruma|primitive|types|vscode-textmate)$)/
/**
 * Leaves every package import external but those BUNDLED names (and Node's modules). An external
 * CommonJS package (React, esbuild, source-map, …) is imported through `require`: Node's ESM loader
 * runs a lexer over a CommonJS module's whole source to find its export names (cjs-module-lexer,
 * 82 ms of a 4-page build's CPU over its two threads), which `require` never does; esbuild's
 * interop gives the same default and named exports.
 */
function externalsPlugin() {
  return {
    name: 'externals',
    setup(b) {
      b.onResolve({ filter: /^[^./#]/ }, (args) => {
        if (!args.path.startsWith('node:') && BUNDLED.test(args.path)) return undefined
        if (args.kind !== 'require-call' && isCommonJs(args.path)) return { path: args.path, namespace: 'required' }
        return { path: args.path, external: true }
      })
      b.onLoad({ filter: /.*/, namespace: 'required' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)})`, loader: 'js' }))
    },
  }
}

/**
 * unist-util-visit-parents (6.1.0, the latest) names the function it makes for every node it
 * visits, `Object.defineProperty(visit, 'name', …)`, for stack traces. Each remark and rehype
 * plugin of a page's compile visits the whole tree, and the naming was 2 % of a page worker's
 * time in a cold 10,000-page build (`--cpu-prof`: `factory` 257 ms and `set natives` 201 ms of
 * 22.7 s). The bundle leaves that statement out; the walk is the library's. A new version whose
 * code differs fails the engine's build here, to be looked at again.
 */
function unnamedVisitsPlugin() {
  const naming = /\n\s*Object\.defineProperty\(visit, 'name', \{\n\s*value:\n\s*'node \(' \+ color\(node\.type \+ \(name \? '<' \+ name \+ '>' : ''\)\) \+ '\)'\n\s*\}\)/
  return {
    name: 'unnamed-visits',
    setup(b) {
      b.onLoad({ filter: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, (args) => {
        const code = readFileSync(args.path, 'utf8')
        if (!naming.test(code)) throw new Error(`${args.path}: the statement that names each visit is not where build-engine.mjs expects it; look at unnamedVisitsPlugin again`)
        return { contents: code.replace(naming, ''), loader: 'js' }
      })
    },
  }
}

/** True when Node's `import` of the package path `spec` loads a CommonJS module. */
function isCommonJs(spec) {
  if (spec.startsWith('node:')) return false
  let file
  try {
    file = fileURLToPath(import.meta.resolve(spec))
  } catch {
    return false
  }
  if (file.endsWith('.cjs')) return true
  if (!file.endsWith('.js')) return false
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type !== 'module'
  }
  return true
}

/** True when .engine/cli.mjs is missing or older than any source file of the engine. */
export function engineIsStale() {
  const built = path.join(outdir, 'cli.mjs')
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  const stack = SOURCE_DIRS.map((d) => path.join(root, d))
  while (stack.length) {
    const dir = stack.pop()
    if (!existsSync(dir)) continue
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) stack.push(full)
      else if (/\.(ts|tsx|css)$/.test(entry.name) && statSync(full).mtimeMs > builtAt) return true
    }
  }
  return false
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildEngine()
