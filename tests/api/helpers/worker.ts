// Builds the Workers bundle (api/bundle-worker.ts) and runs it under workerd with Miniflare 3 and a
// real local D1 database.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { Miniflare } from 'miniflare'
import { bundleWorker } from '../../../api/bundle-worker.js'

let bundled: Promise<string> | null = null

/** Returns the path of the production worker bundle, built once per test file. */
export function workerBundle(): Promise<string> {
  bundled ??= (async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'site-worker-')), 'index.js')
    await bundleWorker(out, { minify: false })
    return out
  })()
  return bundled
}

/** Starts the production worker with a fresh (or the given persisted) D1 database. */
export async function startWorker(bindings: Record<string, string>, persistDir?: string): Promise<Miniflare> {
  const scriptPath = await workerBundle()
  const mf = new Miniflare({
    modules: true,
    modulesRoot: path.dirname(scriptPath),
    scriptPath,
    compatibilityDate: '2024-09-23',
    d1Databases: { DB: 'newsletter-db' },
    d1Persist: persistDir ?? false,
    bindings,
  })
  await mf.ready
  return mf
}

/** Bundles a test-only worker that exposes the D1 store's methods over fetch (tests only). */
export async function d1StoreWorker(): Promise<string> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'site-d1-')), 'store-worker.js')
  await build({
    entryPoints: [path.resolve(import.meta.dirname, '../fixtures/d1-store-worker.ts')],
    outfile: out,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'warning',
  })
  return out
}
