// Bundles the engine's TypeScript (core/, cli/, renderer/, templates/, api/) into .engine/ with esbuild:
// `cli.mjs` (the CLI, commands split into lazy chunks) and `page-worker.mjs` (the worker thread).
// npm packages stay external. bin/site.js runs this when .engine/ is missing or older than a source.
import { readdirSync, statSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outdir = path.join(root, '.engine')
const SOURCE_DIRS = ['core', 'cli', 'renderer', 'templates', 'api', 'client']

export async function buildEngine() {
  // Loaded here, not at the top: bin/site.js imports this module on every run, and esbuild's
  // API costs ~80 ms to load when the bundle is fresh and nothing needs building.
  const { build } = await import('esbuild')
  await build({
    entryPoints: { cli: path.join(root, 'cli/main.ts'), 'page-worker': path.join(root, 'renderer/workers/page-worker.ts') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  })
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
