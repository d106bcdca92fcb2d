/**
 * The config's bundle, kept in `.site-cache/config-bundle.json` with the stamps of every file
 * esbuild read for it (the config and the files it imports; renderer/stamped-cache.ts): a build
 * whose config did not change loads the kept code and never starts esbuild, whose process and
 * bundle cost ~120 ms of a one-page edit's main thread (1,000 pages, stop 22). Packages stay
 * external to the bundle, so a changed package needs no new bundle.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { bundleModule } from '../../renderer/bundle-module.js'
import { keptOrMade } from '../../renderer/stamped-cache.js'

/** The bundled code of the config file `configFile`, from the cache (unless `useKept` is false) when none of its inputs changed. */
export async function bundledConfig(configFile: string, root: string, useKept = true): Promise<string> {
  const cacheFile = useKept ? path.join(root, '.site-cache', 'config-bundle.json') : undefined
  const key = createHash('sha256').update(`${bundleModule.toString()}\0${configFile}`).digest('hex')
  return keptOrMade(cacheFile, key, async () => {
    const bundled = await bundleModule(configFile, root, { sourcemap: true })
    return { value: bundled.code, inputs: bundled.inputs }
  })
}
