/**
 * Bundles api/worker.ts into one ES module for Cloudflare Workers (no Node built-ins, no npm
 * imports left). The site build calls it to write `<root>/worker/index.js`.
 */
import { build } from 'esbuild'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** api/worker.ts, found from this module whether it runs from source or from the engine bundle. */
function workerEntry(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'api', 'worker.ts')) && !existsSync(path.join(dir, 'worker.ts'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('Cannot find api/worker.ts')
    dir = parent
  }
  return existsSync(path.join(dir, 'worker.ts')) ? path.join(dir, 'worker.ts') : path.join(dir, 'api', 'worker.ts')
}

/** Writes the Workers bundle to `outFile` and returns its size in bytes. */
export async function bundleWorker(outFile: string, options: { minify?: boolean } = {}): Promise<number> {
  const result = await build({
    entryPoints: [workerEntry()],
    outfile: outFile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    minify: options.minify ?? true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  })
  return Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0)
}
