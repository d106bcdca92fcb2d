/**
 * Bundles api/worker.ts into one ES module for Cloudflare Workers (no Node built-ins, no npm
 * imports left). The site build calls it to write `<root>/worker/index.js`.
 */
import { build } from 'esbuild'
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
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
  const { code } = await workerBundle(options)
  await mkdir(path.dirname(outFile), { recursive: true })
  await writeFile(outFile, code)
  return Buffer.byteLength(code)
}

/** The Workers bundle's code, and the absolute paths of the files esbuild read for it. */
export async function workerBundle(options: { minify?: boolean } = {}): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    entryPoints: [workerEntry()],
    write: false,
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
  // Input paths are relative to esbuild's working folder, this process's.
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes(':')).map((input) => path.resolve(input))
  return { code: result.outputFiles[0]!.text, inputs }
}
