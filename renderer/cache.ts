/**
 * Compile cache: compiled pages stored by a hash of their source, the compile options and the
 * engine version, under `<root>/.site-cache/compiled/`. A warm build compiles nothing unchanged.
 * Each page's facts (all but its code) are also stored on their own, for a build that renders
 * nothing new and only needs them for search and the link check, and the facts a build read are
 * kept for the next in one pack (`facts.pack`, pack-file.ts): an edit of 10,000 pages opened and
 * read 10,000 facts files (~45 ms more than one pack, stop 43). A key names what its page was
 * compiled from, so a pack's facts under a key are that page's for good.
 *
 * A page that imports files (partials, components, data) is stored under a key that also hashes
 * the current contents of those files: its source's key leads to the list of files it imported
 * when last compiled (`<key>.deps.json`), so a change to one of them is a miss for every page
 * that imports it. A committed build drops the pages (and lists) its output folder's last build
 * used and it no longer does (build.ts `dropReplaced`, from the build record's `cacheKeys`).
 */
import { createHash, hash as digest } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { readTextIfAny } from './read-text.js'
import { fileIn } from './paths.js'
import { openPackFile } from './pack-file.js'
import { factsOf, type CompiledPage, type PageFacts } from '../core/compiled-page.js'
import { elementNames } from './plain/elements.js'

export interface CompileCache {
  /** The key of a source alone. */
  key(source: string, format: string): string
  /** The key to look the page up with: `key` with the files it imported when last compiled. */
  resolve(key: string): Promise<string>
  /** Stores a page compiled from the source of `key` and its dependencies; returns the key it is stored under. */
  record(key: string, page: CompiledPage): Promise<string>
  get(key: string): Promise<CompiledPage | undefined>
  /** Whether a page is stored under `key` (its facts can be read). */
  known(key: string): boolean
  /** The facts of a stored page, without reading its code. */
  facts(key: string): Promise<PageFacts | undefined>
  set(key: string, page: CompiledPage): Promise<void>
  /** Where a page stored under `key` goes (a worker may write it: `storeCompiled`); none when nothing is stored. */
  files(key: string): CompiledFiles | undefined
  /** Takes note that a page was stored under `key` by someone else (`storeCompiled` on a worker). */
  adopt(key: string): void
  /** Deletes the pages stored under `keys` (pages compiled again from other sources) and the lists of imported files of the sources `lists`. */
  drop(keys: Iterable<string>, lists?: Iterable<string>): void
  /** Keeps the facts this build read for the next one (once the build is committed). */
  save(): Promise<void>
}

/** The two files of a stored page: its facts, and the whole page. */
export interface CompiledFiles {
  facts: string
  page: string
}

/**
 * Writes a compiled page to its files. Facts first: a facts file without its page is never read
 * alone (the render cache needs both). Synchronous, as the sinks write (sinks.ts).
 */
export function storeCompiled(files: CompiledFiles, page: CompiledPage): void {
  writeFileSync(files.facts, JSON.stringify(factsOf(page)))
  writeFileSync(files.page, JSON.stringify(page))
}

/**
 * The salt of a site's compile cache: the compiler's version, the options that change compiled code,
 * the engine's fingerprint (engine-fingerprint.ts), so a new engine never reuses pages an old one
 * compiled (an engine running from its sources has no fingerprint and keys on the version alone),
 * and the site's components that replace HTML elements (a plain page's HTML leaves those out).
 */
export function compileCacheSalt(version: string, options: { latex: unknown; mermaid: unknown; basePath?: string; headingIds?: string }, engine: string | undefined, siteComponents: string[] = []): string {
  return `${version}\0latex=${options.latex}\0mermaid=${options.mermaid}\0base=${options.basePath ?? ''}\0ids=${options.headingIds ?? 'github'}\0engine=${engine ?? 'sources'}\0elements=${elementNames(siteComponents).join(',')}`
}

/** A cache in `dir`; `salt` changes whenever the compiler or its options change; dependencies are relative to `root`. */
export async function createCompileCache(dir: string, salt: string, root = process.cwd()): Promise<CompileCache> {
  await mkdir(dir, { recursive: true })
  // What the cache holds, listed once: most pages have no list of imported files, a cold build has
  // no facts, and a failed open per page cost more.
  const listed = keysByKind(await readdir(dir))
  const named = fileIn(dir)
  const file = (key: string) => named(`${key}.json`)
  const factsFile = (key: string) => named(`${key}.facts.json`)
  const depsFile = (key: string) => named(`${key}.deps.json`)
  const filesOf = (key: string): CompiledFiles => ({ facts: factsFile(key), page: file(key) })
  const pack = openPackFile(named('facts.pack'), 'site-facts 1')
  /** `key` combined with the current bytes of `deps` (a missing file hashes as missing). */
  const withDeps = async (key: string, deps: string[]) => {
    const hash = createHash('sha256').update(key)
    for (const dep of deps) hash.update('\0').update(dep).update('\0').update(await readFile(path.join(root, dep)).catch(() => '\0missing'))
    return hash.digest('hex').slice(0, 32)
  }
  const self: CompileCache = {
    // One call over the joined text, the same bytes a chain of updates hashed (10,000 sources of 1 KB in a one-off script: 50 → 25 ms on code not yet optimized, the same once optimized).
    key: (source, format) => digest('sha256', `${salt}\0${format}\0${source}`, 'hex').slice(0, 32),
    async resolve(key) {
      if (!listed.deps.has(key)) return key
      const deps = await readFile(depsFile(key), 'utf8').then((t) => JSON.parse(t) as string[], () => undefined)
      return deps?.length ? withDeps(key, deps) : key
    },
    async record(key, page) {
      const deps = page.dependencies ?? []
      if (deps.length) {
        await writeFile(depsFile(key), JSON.stringify(deps))
        listed.deps.add(key)
      }
      const stored = deps.length ? await withDeps(key, deps) : key
      await self.set(stored, page)
      return stored
    },
    // Not a read of a file the listing lacks: a new page's job goes to its worker without waiting for the thread pool.
    get: async (key) => (listed.pages.has(key) ? readFile(file(key), 'utf8').then((t) => JSON.parse(t) as CompiledPage, () => undefined) : undefined),
    known: (key) => listed.facts.has(key) || listed.pages.has(key),
    async facts(key) {
      if (!self.known(key)) return undefined
      const packed = pack.take(key)
      const unpacked = packed === undefined ? undefined : parsed<PageFacts>(packed)
      if (unpacked) return unpacked
      // Read synchronously: a build reads the facts of every page it did not pack, small files in the page cache,
      // where a promise per read cost a thread-pool round trip (146 ms of 1,000 pages' edit at load ~9, stop 22).
      const stored = readTextIfAny(factsFile(key))
      const read = stored === undefined ? undefined : parsed<PageFacts>(stored)
      const facts = read ?? (await splitFacts(filesOf(key)))
      if (facts) pack.put(key, read ? stored! : JSON.stringify(facts))
      return facts
    },
    async set(key, page) {
      storeCompiled(filesOf(key), page)
      self.adopt(key)
    },
    files: filesOf,
    adopt(key) {
      listed.facts.add(key)
      listed.pages.add(key)
    },
    drop(keys, lists = []) {
      for (const key of keys) {
        for (const stored of [factsFile(key), file(key)]) rmSync(stored, { force: true })
        listed.facts.delete(key)
        listed.pages.delete(key)
      }
      for (const key of lists) {
        rmSync(depsFile(key), { force: true })
        listed.deps.delete(key)
      }
    },
    save: () => pack.save().catch(() => {}),
  }
  return self
}

/**
 * The keys of the files in the cache's folder, by kind: `<key>.facts.json`, `<key>.json`,
 * `<key>.deps.json`. Looked up by key, not by a file name made for each page (10,000 pages: ~15 ms
 * of an edit, stop 43).
 */
function keysByKind(names: string[]): Record<'facts' | 'pages' | 'deps', Set<string>> {
  const kinds = { facts: new Set<string>(), pages: new Set<string>(), deps: new Set<string>() }
  const byEnding = new Map([['.facts.json', kinds.facts], ['.json', kinds.pages], ['.deps.json', kinds.deps]])
  for (const name of names) {
    const dot = name.indexOf('.')
    if (dot > 0) byEnding.get(name.slice(dot))?.add(name.slice(0, dot))
  }
  return kinds
}

/** The facts of a page cached before facts were kept apart, split from its whole file once. */
async function splitFacts(files: CompiledFiles): Promise<PageFacts | undefined> {
  const page = await readFile(files.page, 'utf8').then((t) => JSON.parse(t) as CompiledPage, () => undefined)
  if (!page) return undefined
  const facts = factsOf(page)
  await writeFile(files.facts, JSON.stringify(facts))
  return facts
}

/** A cache that stores nothing (tests, `--no-cache`). */
export const noCache: CompileCache = { key: () => '', resolve: async () => '', record: async () => '', get: async () => undefined, known: () => false, facts: async () => undefined, set: async () => {}, files: () => undefined, adopt: () => {}, drop: () => {}, save: async () => {} }

function parsed<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T
  } catch {
    return undefined
  }
}
