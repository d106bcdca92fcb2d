/**
 * The build record: what the last build of an output folder read and wrote, kept in
 * `<root>/.site-cache/builds/<hash of the output folder>.json`. With it the next build
 *
 *   - does nothing when nothing changed: the same key (engine bundle, Node, config, the
 *     environment page code sees, installed packages) and git HEAD, every file under content/ and
 *     every file the pages imported from elsewhere with the same size and mtime, and the output
 *     folder still the one it wrote (its marker's inode and times), and no page runs getStaticProps.
 *     That costs the record, a walk of content/ and a stat per file;
 *   - otherwise writes only the outputs whose contents changed and removes those it wrote last
 *     time and no longer writes (update-sink.ts). A new commit checked out is such a change, not
 *     a new key: it moves only the last-commit times of the pages it touched, so the build after
 *     it renders and writes those pages alone (with HEAD in the key, it wrote every file: 10,000
 *     pages copied back from the render cache and read again for their scripts).
 *
 * The record is only trusted for the output folder it names, with the marker it saw: a build that
 * replaced or touched the folder since (`--no-cache`, a killed update) makes the next one a full
 * build. Outside content/ only the files pages and components imported are watched: a config that
 * imports a file outside content/ is re-read when the config changes, not when that file does.
 */
import { createHash } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SiteConfig } from '../core/config/schema.js'
import { wholeEngineFingerprint } from './engine-fingerprint.js'
import { engineRoot } from './engine-root.js'
import type { Diagnostic } from './diagnostics.js'
import { contentsId } from './hashes.js'
import { gitHead } from './git-head.js'
import { publicEnv } from './mdx/public-env.js'
import { OUTPUT_MARKER } from './output-marker.js'
import { entryPath, toPosix } from './paths.js'
import { HISTORY_FILE } from './redirects/route-history.js'
import type { FileStamp } from './source-pack.js'

const VERSION = 4

/** One output file as last written: an id of its contents, the CSP hashes of its inline scripts and the image variants it names (HTML). */
export interface OutputEntry {
  id: string
  scripts?: string[]
  /** Output paths of the image variants (`_site/img/…`) the file names. */
  variants?: string[]
}

/** Root-relative path → [size, mtime in ms]. */
export type InputStats = Record<string, [number, number]>

/** What a build did, for the summary line and tests: routes rendered (not taken from the cache), files changed in the output, files removed. */
export interface BuildChanges {
  rendered: string[]
  written: string[]
  removed: string[]
}

/**
 * What a build's pages were found under in the compile cache (cache.ts): the keys of their stored
 * compiles, and the source keys whose list of imported files (`<key>.deps.json`) led to them. The
 * next build of the folder drops what it no longer uses (build.ts `dropReplaced`).
 */
export interface CacheKeys {
  pages: string[]
  lists: string[]
}

export interface BuildRecord {
  version: number
  key: string
  /** The commit checked out (git-head.ts; empty outside a repository): a new one decides only the pages' last-commit times. */
  head?: string
  /** The output folder's marker as the build left it (inode, mtime, ctime). */
  marker: string
  inputs: InputStats
  outputs: Record<string, OutputEntry>
  pages: number
  changes: BuildChanges
  /** The routes (route-history.ts `routesDigest`) that build left the route history current for, as the history file then was. */
  historyRoutes?: string
  /** Pages of that build ran getStaticProps (its data may change with no file changed): the next build is never taken as unchanged. */
  dataPages?: number
  cacheKeys?: CacheKeys
  /** That build's warnings, without their files' texts: a build with nothing to do prints them again. */
  warnings?: RecordedDiagnostic[]
}

/** A diagnostic as the record keeps it: its code frame is made again from the file, unchanged by then. */
export type RecordedDiagnostic = Omit<Diagnostic, 'sourceText'>

/** The record of the last build into `outDir`, and whether the output is up to date with the inputs. */
export interface BuildState {
  /** The record when it still describes `outDir` and the key is unchanged; the update sink starts from it. */
  previous?: BuildRecord
  /**
   * The outputs of the last build into `outDir` by this engine and config, also when the folder
   * has changed or gone since (a fresh checkout with the cache restored): an output of the same
   * id has the same bytes, so the same scripts and image variants.
   */
  recorded?: Record<string, OutputEntry>
  /** The compile cache keys of that build's pages. */
  recordedKeys?: CacheKeys
  upToDate: boolean
  /**
   * True when the content file `file` (content-relative) has the size and mtime the recorded build
   * saw, and so has the route history: that build saved the history from it as it is.
   */
  unchanged(file: string): boolean
  /** The routes the recorded build left the route history current for, while the history file is as it left it. */
  historyCurrentFor?: string
  /** The stat of a file under content/ (root-relative) taken with the snapshot, so the scan need not take it again. */
  stat(file: string): FileStamp | undefined
  /** No other output folder has a record beside this one's: what this folder's builds no longer use, no other build does. */
  sole: boolean
  /** Stores the record of a committed build; `touched` are root-relative input files the build itself wrote (the route history), taken as it left them. */
  save(result: { outputs: Record<string, OutputEntry>; pages: number; dependencies: string[]; changes: BuildChanges; dataPages: number; cacheKeys?: CacheKeys; touched?: string[]; historyRoutes?: string; warnings?: RecordedDiagnostic[] }): Promise<void>
}

/** Reads the record of `outDir` and compares it with the inputs as they are now; undefined when the engine runs from its sources. */
export async function openBuildState(config: SiteConfig, outDir: string): Promise<BuildState | undefined> {
  const key = recordKey(config)
  if (!key) return undefined
  const head = await gitHead(config.contentDir)
  const file = recordFile(config.root, outDir)
  const stored = await readRecordFile(file)
  const marker = await markerIdentity(outDir)
  const recorded = stored?.version === VERSION && stored.key === key ? stored : undefined
  const previous = recorded && marker !== undefined && recorded.marker === marker ? recorded : undefined
  // Taken before the build: a file changed while it runs is seen as changed by the next one.
  const under = contentFolderTest(config)
  const stamps = stampTable()
  const inputs = snapshotInputs(config.root, config.contentDir, previous ? Object.keys(previous.inputs).filter((f) => !under(f)) : [], stamps)
  // Generators make pages from anything they read, getStaticProps fetches: a site with them is never taken as unchanged.
  const upToDate = !!previous && previous.head === head && config.generators.length === 0 && !previous.dataPages && sameInputs(previous.inputs, inputs)
  const same = (file: string) => sameStamp(previous?.inputs[file], inputs[file])
  const prefix = contentPrefix(config)
  const historyUnchanged = same(`${prefix}${HISTORY_FILE}`)
  return {
    previous,
    // Read only by a build that runs: a build with nothing to do never parses the outputs.
    get recorded() {
      return recorded?.outputs
    },
    get recordedKeys() {
      return recorded?.cacheKeys
    },
    upToDate,
    unchanged: (file) => historyUnchanged && same(`${prefix}${file}`),
    historyCurrentFor: historyUnchanged ? previous?.historyRoutes : undefined,
    stat: stamps.get,
    // Likewise: listed only by a build that runs.
    get sole() {
      return otherRecords(file).length === 0
    },
    async save(result) {
      const imported = result.dependencies.filter((f) => !under(f))
      const record: BuildRecord = {
        version: VERSION,
        key,
        head,
        marker: (await markerIdentity(outDir)) ?? '',
        // Inputs the build wrote itself (the route history) as it left them: they are inputs of the next one.
        inputs: { ...inputs, ...snapshotFiles(config.root, imported), ...snapshotFiles(config.root, result.touched ?? []) },
        outputs: result.outputs,
        pages: result.pages,
        changes: result.changes,
        ...(result.historyRoutes && { historyRoutes: result.historyRoutes }),
        ...(result.dataPages && { dataPages: result.dataPages }),
        ...(result.cacheKeys && { cacheKeys: result.cacheKeys }),
        ...(result.warnings?.length && { warnings: result.warnings }),
      }
      await mkdir(path.dirname(file), { recursive: true })
      const temp = `${file}.tmp-${process.pid}`
      await writeFile(temp, recordText(record))
      await rename(temp, file)
    },
  }
}

/** The text of `record` in its file (`readRecordFile`). */
export function recordText(record: BuildRecord): string {
  const { outputs, cacheKeys, ...head } = record
  return `${JSON.stringify(head)}\n${JSON.stringify(outputs)}\n${JSON.stringify(cacheKeys ?? null)}`
}

/**
 * The record in `file`: a line of everything but the outputs and the cache keys, then a line of
 * the outputs and one of the cache keys (JSON writes no line break of its own), each parsed when
 * first read. A build with nothing to do reads only the first line: the outputs were five sixths
 * of a 10,000-page record (3.1 of 3.8 MB) and of the time it took to read it (stop 33). Undefined
 * when there is none or its first line is not a record; outputs that do not parse are none (the
 * next build writes every file), cache keys that do not parse are none (nothing is dropped).
 */
export async function readRecordFile(file: string): Promise<BuildRecord | undefined> {
  const bytes = await readFile(file).catch(() => undefined)
  const lineEnd = bytes?.indexOf(10) ?? -1
  if (!bytes || lineEnd === -1) return undefined
  let head: Omit<BuildRecord, 'outputs'>
  try {
    head = JSON.parse(bytes.toString('utf8', 0, lineEnd)) as Omit<BuildRecord, 'outputs'>
  } catch {
    return undefined
  }
  if (typeof head !== 'object' || head === null) return undefined
  const keysStart = bytes.indexOf(10, lineEnd + 1)
  const outputsEnd = keysStart === -1 ? bytes.length : keysStart
  let outputs: Record<string, OutputEntry> | undefined
  let keys: { parsed?: CacheKeys } | undefined
  return Object.defineProperties(head, {
    outputs: { enumerable: true, get: () => (outputs ??= parseOutputs(bytes.toString('utf8', lineEnd + 1, outputsEnd))) },
    cacheKeys: { enumerable: true, get: () => (keys ??= { parsed: parseCacheKeys(bytes.toString('utf8', outputsEnd + 1)) }).parsed },
  }) as BuildRecord
}

function parseOutputs(text: string): Record<string, OutputEntry> {
  try {
    const parsed = JSON.parse(text) as unknown
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, OutputEntry>) : {}
  } catch {
    return {}
  }
}

function parseCacheKeys(text: string): CacheKeys | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<CacheKeys> | null
    const strings = (list: unknown) => Array.isArray(list) && list.every((k) => typeof k === 'string')
    return parsed && strings(parsed.pages) && strings(parsed.lists) ? (parsed as CacheKeys) : undefined
  } catch {
    return undefined
  }
}

/** The records of other output folders beside `file`. */
function otherRecords(file: string): string[] {
  try {
    return readdirSync(path.dirname(file)).filter((name) => name.endsWith('.json') && name !== path.basename(file))
  } catch {
    return []
  }
}

/** The record file of builds into `outDir`. */
export function recordFile(root: string, outDir: string): string {
  return path.join(root, '.site-cache', 'builds', `${createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16)}.json`)
}

/** Whether a build of `contents` would write the same bytes as the output entry `id`: a hash of strings and bytes, the path, size and mtime of a copied file. */
export async function outputId(contents: string | Uint8Array | { from: string }): Promise<string> {
  if (typeof contents === 'object' && 'from' in contents) {
    const info = await stat(contents.from)
    return `f:${info.size}:${info.mtimeMs}:${contents.from}`
  }
  return contentsId(contents)
}

/** Everything besides the files and the commit checked out that decides the output: a change rebuilds everything. */
function recordKey(config: SiteConfig): string | undefined {
  const engine = wholeEngineFingerprint()
  if (!engine) return undefined
  const hash = createHash('sha256').update(`${VERSION}\0${engine}\0${process.version}\0`)
  hash.update(JSON.stringify(config, (_key, value: unknown) => (typeof value === 'function' ? `function ${value.toString()}` : value)))
  hash.update(JSON.stringify(publicEnv()))
  for (const [size, mtime] of Object.values(snapshotFiles(engineRoot(), ['package-lock.json']))) hash.update(`\0${size}:${mtime}`)
  return hash.digest('hex')
}

/** The output folder's marker identity, or undefined when there is none. */
async function markerIdentity(outDir: string): Promise<string | undefined> {
  const info = await stat(path.join(outDir, OUTPUT_MARKER)).catch(() => undefined)
  return info && `${info.ino}:${info.mtimeMs}:${info.ctimeMs}`
}

/** Every file under content/ (each one's stamp kept in `stamps`), and the root-relative `extra` files (the project's package files, imports from outside content/). */
function snapshotInputs(root: string, contentDir: string, extra: string[], stamps: StampTable): InputStats {
  const inputs: InputStats = {}
  const dir = path.resolve(contentDir)
  const prefix = toPosix(path.relative(root, dir))
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue
    const full = entryPath(entry.parentPath, entry.name)
    const info = statSync(full, { throwIfNoEntry: false })
    // The path below the content folder, after its root-relative prefix: one path.relative per build, not per file.
    const rel = toPosix(full.slice(dir.length + 1))
    if (!info?.isFile()) continue
    const file = prefix ? `${prefix}/${rel}` : rel
    inputs[file] = [info.size, info.mtimeMs]
    stamps.add(file, info)
  }
  return { ...inputs, ...snapshotFiles(root, [...new Set(['package.json', 'package-lock.json', ...extra])]) }
}

type StampTable = ReturnType<typeof stampTable>

/**
 * Each content file's stamp as the snapshot saw it, by root-relative path: four numbers a file and
 * no object kept (10,000 Stats objects kept to the scan made a warm build 4 % slower).
 */
function stampTable() {
  const rows = new Map<string, number>()
  const values: number[] = []
  return {
    add(file: string, info: FileStamp) {
      rows.set(file, values.length)
      values.push(info.size, info.mtimeMs, info.ctimeMs, info.ino)
    },
    get(file: string): FileStamp | undefined {
      const at = rows.get(file)
      return at === undefined ? undefined : { size: values[at]!, mtimeMs: values[at + 1]!, ctimeMs: values[at + 2]!, ino: values[at + 3]! }
    },
  }
}

/** Size and mtime of root-relative `files`; a missing file is [-1, 0]. */
function snapshotFiles(root: string, files: string[]): InputStats {
  const stats: InputStats = {}
  for (const file of files) {
    const info = statSync(path.join(root, file), { throwIfNoEntry: false })
    stats[file] = info ? [info.size, info.mtimeMs] : [-1, 0]
  }
  return stats
}

function sameInputs(a: InputStats, b: InputStats): boolean {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((k) => sameStamp(a[k], b[k]))
}

/** Whether a file was recorded and is now with the same size and mtime (asked once per content file: no object made per call). */
function sameStamp(a: [number, number] | undefined, b: [number, number] | undefined): boolean {
  return a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1]
}

/** The root-relative prefix of content files ('content/'; '' when the content folder is the root). */
function contentPrefix(config: SiteConfig): string {
  const rel = toPosix(path.relative(config.root, config.contentDir))
  return rel ? `${rel}/` : ''
}

/** Whether a root-relative file is under content/ (the walk sees those): a prefix test, as this runs once per input file. */
function contentFolderTest(config: SiteConfig): (file: string) => boolean {
  const prefix = contentPrefix(config)
  return (file) => file.startsWith(prefix)
}
