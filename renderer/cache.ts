/**
 * Compile cache: compiled pages stored by a hash of their source, the compile options and the
 * engine version, under `<root>/.site-cache/compiled/`. A warm build compiles nothing unchanged.
 * Each page's facts (all but its code) are also stored on their own, for a build that renders
 * nothing new and only needs them for search and the link check.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { CompiledPage, PageFacts } from '../core/compiled-page.js'

export interface CompileCache {
  key(source: string, format: string): string
  get(key: string): Promise<CompiledPage | undefined>
  /** The facts of a stored page, without reading its code. */
  facts(key: string): Promise<PageFacts | undefined>
  set(key: string, page: CompiledPage): Promise<void>
}

/** A cache in `dir`; `salt` changes whenever the compiler or its options change. */
export async function createCompileCache(dir: string, salt: string): Promise<CompileCache> {
  await mkdir(dir, { recursive: true })
  const file = (key: string) => path.join(dir, `${key}.json`)
  const factsFile = (key: string) => path.join(dir, `${key}.facts.json`)
  return {
    key: (source, format) => createHash('sha256').update(salt).update('\0').update(format).update('\0').update(source).digest('hex').slice(0, 32),
    get: (key) => readFile(file(key), 'utf8').then((t) => JSON.parse(t) as CompiledPage, () => undefined),
    async facts(key) {
      const stored = await readFile(factsFile(key), 'utf8').then((t) => JSON.parse(t) as PageFacts, () => undefined)
      if (stored) return stored
      // A page cached before facts were kept apart: split it once.
      const page = await readFile(file(key), 'utf8').then((t) => JSON.parse(t) as CompiledPage, () => undefined)
      if (!page) return undefined
      const { code: _code, ...facts } = page
      await writeFile(factsFile(key), JSON.stringify(facts))
      return facts
    },
    async set(key, page) {
      const { code: _code, ...facts } = page
      // Facts first: a facts file without its page is never read alone (the render cache needs both).
      await writeFile(factsFile(key), JSON.stringify(facts))
      await writeFile(file(key), JSON.stringify(page))
    },
  }
}

/** A cache that stores nothing (tests, `--no-cache`). */
export const noCache: CompileCache = { key: () => '', get: async () => undefined, facts: async () => undefined, set: async () => {} }
