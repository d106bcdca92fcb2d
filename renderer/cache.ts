/**
 * Compile cache: compiled pages stored by a hash of their source, the compile options and the
 * engine version, under `<root>/.site-cache/compiled/`. A warm build compiles nothing unchanged.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { CompiledPage } from './types.js'

export interface CompileCache {
  key(source: string, format: string): string
  get(key: string): Promise<CompiledPage | undefined>
  set(key: string, page: CompiledPage): Promise<void>
}

/** A cache in `dir`; `salt` changes whenever the compiler or its options change. */
export async function createCompileCache(dir: string, salt: string): Promise<CompileCache> {
  await mkdir(dir, { recursive: true })
  const file = (key: string) => path.join(dir, `${key}.json`)
  return {
    key: (source, format) => createHash('sha256').update(salt).update('\0').update(format).update('\0').update(source).digest('hex').slice(0, 32),
    get: (key) => readFile(file(key), 'utf8').then((t) => JSON.parse(t) as CompiledPage, () => undefined),
    set: (key, page) => writeFile(file(key), JSON.stringify(page)),
  }
}

/** A cache that stores nothing (tests, `--no-cache`). */
export const noCache: CompileCache = { key: () => '', get: async () => undefined, set: async () => {} }
