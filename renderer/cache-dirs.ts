/**
 * Where the caches live: `<root>/.site-cache/<name>/`. The caches whose entries only the engine
 * that wrote them can read (compiled pages, rendered pages, highlighted code: their keys hash the
 * engine's fingerprint) keep each engine's entries in a folder of its own,
 * `<root>/.site-cache/<name>/<engine>/`, and a successful build removes the other engines'
 * folders: nothing will read them again. Before, every new engine added a whole site's worth of
 * entries beside the old ones (a 10,000-page site kept 3.1 GB in these three caches after four
 * engine versions, and each build listed every entry).
 */
import { spawn } from 'node:child_process'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { engineFingerprint } from './engine-fingerprint.js'

/** The caches kept per engine. */
const ENGINE_CACHES = ['compiled', 'html', 'code'] as const
type EngineCache = (typeof ENGINE_CACHES)[number]

interface CacheOwner {
  config: { root: string }
  options: { cache?: boolean }
}

/** `<root>/.site-cache/<name>`, or undefined when the cache is off. */
export function cacheDir(config: CacheOwner['config'], options: CacheOwner['options'], name: string): string | undefined {
  return options.cache === false ? undefined : path.join(config.root, '.site-cache', name)
}

/** This engine's folder of the cache `name` (`sources` when the engine runs from its sources), or undefined when the cache is off. */
export function engineCacheDir(config: CacheOwner['config'], options: CacheOwner['options'], name: EngineCache): string | undefined {
  const dir = cacheDir(config, options, name)
  return dir && path.join(dir, engineGeneration())
}

/**
 * Removes what other engines left in the per-engine caches: their folders, and the entries of the
 * layout before them. They are moved into `.site-cache/trash/` at once and deleted there by a
 * process of their own, which the build does not wait for: deleting a 10,000-page site's caches
 * (40,000 files, 790 MB) kept the first build after an upgrade 5 s longer (stop 32). What a killed
 * deletion leaves in the trash, the next successful build deletes.
 */
export async function dropOtherEngines(config: CacheOwner['config'], options: CacheOwner['options']): Promise<void> {
  const trash = cacheDir(config, options, 'trash')
  if (!trash) return
  let dropped = false
  for (const name of ENGINE_CACHES) {
    const dir = cacheDir(config, options, name)!
    const others = (await readdir(dir).catch(() => [] as string[])).filter((entry) => entry !== engineGeneration())
    for (const entry of others) {
      await mkdir(trash, { recursive: true })
      // Another file system under the cache (a mounted folder): deleted where it is.
      await rename(path.join(dir, entry), path.join(trash, `${name}-${entry}-${process.pid}`)).catch(() => rm(path.join(dir, entry), { recursive: true, force: true }))
      dropped = true
    }
  }
  // Also what a killed deletion left.
  if (dropped || (await readdir(trash).catch(() => [])).length) deleteInBackground(trash)
}

/** Deletes what `dir` holds (not `dir`: another build may be moving something into it) in a detached process. */
function deleteInBackground(dir: string): void {
  const script = "const fs = require('node:fs'), path = require('node:path'); const dir = process.argv[1]; for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true })"
  spawn(process.execPath, ['-e', script, dir], { detached: true, stdio: 'ignore' }).unref()
}

function engineGeneration(): string {
  return engineFingerprint()?.slice(0, 16) ?? 'sources'
}
