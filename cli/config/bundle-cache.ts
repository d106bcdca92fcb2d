/**
 * The config's bundle, kept in `.site-cache/config-bundle.json` with the size and times of every
 * file esbuild read for it (the config and the files it imports): a build whose config did not
 * change loads the kept code and never starts esbuild, whose process and bundle cost ~120 ms of a
 * one-page edit's main thread (1,000 pages, stop 22). Packages stay external to the bundle, so a
 * changed package needs no new bundle. A cache that cannot be read or written is only a miss.
 */
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { bundleModule } from '../../renderer/bundle-module.js'

interface KeptBundle {
  /** The bundling code and the entry it was made for. */
  key: string
  code: string
  inputs: Array<{ file: string; stamp: string }>
}

/** The bundled code of the config file `configFile`, from the cache when none of its inputs changed. */
export async function bundledConfig(configFile: string, root: string): Promise<string> {
  const cacheFile = path.join(root, '.site-cache', 'config-bundle.json')
  const key = createHash('sha256').update(`${bundleModule.toString()}\0${configFile}`).digest('hex')
  const kept = readKept(cacheFile)
  if (kept?.key === key && kept.inputs.every((input) => stampOf(input.file) === input.stamp)) return kept.code
  const bundled = await bundleModule(configFile, root, { sourcemap: true })
  const entry: KeptBundle = { key, code: bundled.code, inputs: bundled.inputs.map((file) => ({ file, stamp: stampOf(file) })) }
  await keep(cacheFile, entry).catch(() => undefined)
  return bundled.code
}

/** Size, inode and modification and change times of `file`, or '' when it is gone. */
function stampOf(file: string): string {
  try {
    const info = statSync(file)
    return `${info.size}:${info.ino}:${info.mtimeMs}:${info.ctimeMs}`
  } catch {
    return ''
  }
}

function readKept(cacheFile: string): KeptBundle | undefined {
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as KeptBundle
  } catch {
    return undefined
  }
}

async function keep(cacheFile: string, entry: KeptBundle): Promise<void> {
  await mkdir(path.dirname(cacheFile), { recursive: true })
  const temp = `${cacheFile}.${process.pid}.tmp`
  await writeFile(temp, JSON.stringify(entry))
  await rename(temp, cacheFile)
}
