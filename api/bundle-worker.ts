/**
 * Bundles api/worker.ts into one ES module for Cloudflare Workers (no Node built-ins, no npm
 * imports left). The site build calls it to write `worker/index.js` next to the output folder.
 */
import { build } from 'esbuild'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts')

/** Writes the Workers bundle to `outFile` and returns its size in bytes. */
export async function bundleWorker(outFile: string, options: { minify?: boolean } = {}): Promise<number> {
  const result = await build({
    entryPoints: [entry],
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
