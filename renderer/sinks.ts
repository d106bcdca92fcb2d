/**
 * Sinks: where the build's files go. `fsSink` writes into a fresh temporary folder beside the
 * output folder and swaps it in only on `commit` (a failed build leaves the previous output
 * intact, BLD-19; nothing is written through a pre-existing symlink, BLD-18). It replaces only a
 * folder that a previous build marked as its own (`output-marker.ts`), unless forced. `memorySink` keeps
 * everything in memory for `--dry-run`, `site dev` and tests.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { MARKER_TEXT, OUTPUT_MARKER, OutputFolderError, outputState, refusalOf } from './output-marker.js'
import { isInside } from './paths.js'

export interface Sink {
  /**
   * Writes `contents` (or copies the file at `from`) to the output-relative `file`. `id` names the
   * contents (build-record.ts `outputId`): a sink that updates a folder in place skips a file whose
   * id it already holds.
   */
  write(file: string, contents: string | Uint8Array | { from: string }, id?: string): Promise<void>
  /**
   * Where another thread may write output `file` itself (its folder made), when the sink stages
   * files on disk: a page worker writes a page there instead of sending its HTML back. The file
   * counts as written once `write(file, { from: <that path> }, id)` is called for it.
   */
  stage?(file: string): string
  /** A sink that updates a folder in place: the text of `file` as the last build wrote it, while this build has not committed, when it is there to read. */
  previous?(file: string): string | undefined
  commit(): Promise<void>
  abort(): Promise<void>
}

export interface MemorySink extends Sink {
  files: Map<string, string | Uint8Array | { from: string }>
}

/**
 * A sink that writes to `outDir` atomically. Throws `OutputFolderError` when `outDir` holds
 * something a build did not write (checked again just before the swap), unless `force`.
 */
export async function fsSink(outDir: string, options: { force?: boolean } = {}): Promise<Sink> {
  const parent = path.dirname(outDir)
  const base = path.basename(outDir)
  const ensureReplaceable = async () => {
    const refusal = options.force ? undefined : refusalOf(outDir, await outputState(outDir))
    if (refusal) throw new OutputFolderError(refusal)
  }
  await ensureReplaceable()
  await mkdir(parent, { recursive: true })
  await removeLeftovers(parent, base)
  const temp = path.join(parent, `.${base}.tmp-${process.pid}-${Date.now()}`)
  await mkdir(temp)
  const stage = stagingPaths(temp)
  return {
    async write(file, contents) {
      const target = stage(file)
      // Synchronous: a promise per file cost a round trip through the thread pool each (a cold 1,000-page build: 0.96× the CPU, stop 23).
      if (typeof contents === 'object' && 'from' in contents) copyStaged(contents.from, target)
      else writeFileSync(target, contents)
    },
    stage,
    async commit() {
      await writeFile(path.join(temp, OUTPUT_MARKER), MARKER_TEXT)
      await ensureReplaceable().catch(async (error: unknown) => {
        await rm(temp, { recursive: true, force: true })
        throw error
      })
      const old = path.join(parent, `.${base}.old-${process.pid}-${Date.now()}`)
      const hadOld = await rename(outDir, old).then(() => true, (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return false
        throw e
      })
      await rename(temp, outDir)
      if (hadOld) await rm(old, { recursive: true, force: true })
    },
    async abort() {
      await rm(temp, { recursive: true, force: true })
    },
  }
}

/** A sink that keeps files in a map. */
export function memorySink(): MemorySink {
  const files = new Map<string, string | Uint8Array | { from: string }>()
  return {
    files,
    async write(file, contents) {
      containedPath('/', file)
      files.set(file, contents)
    },
    async commit() {},
    async abort() {
      files.clear()
    },
  }
}

/** The path of output `file` in the staging folder `temp`, its folder made (once, synchronously, as the sinks write). */
export function stagingPaths(temp: string): (file: string) => string {
  const made = new Set<string>()
  return (file) => {
    const target = containedPath(temp, file)
    const dir = path.dirname(target)
    if (!made.has(dir)) mkdirSync(dir, { recursive: true })
    made.add(dir)
    return target
  }
}

/** Copies `from` to `target`, unless it is `target`: a file written where the sink staged it is in place already. */
export function copyStaged(from: string, target: string): void {
  if (from !== target) copyFileSync(from, target)
}

/**
 * The absolute path of output-relative `file` under `root`, or an error when it would leave it.
 * Checked independently of the code that built the path (BLD-18).
 */
export function containedPath(root: string, file: string): string {
  if (file.includes('\0') || file.includes('\\') || path.posix.isAbsolute(file) || file.split('/').some((p) => p === '..' || p === '.' || p === '')) {
    throw new Error(`Refusing to write outside the output folder: ${JSON.stringify(file)}`)
  }
  const target = path.resolve(root, file)
  if (!isInside(target, root)) throw new Error(`Refusing to write outside the output folder: ${JSON.stringify(file)}`)
  return target
}

/** Removes temporary and old folders left behind by builds that were killed. */
export async function removeLeftovers(parent: string, base: string): Promise<void> {
  const names = await readdir(parent).catch(() => [] as string[])
  await Promise.all(
    names
      .filter((n) => n.startsWith(`.${base}.tmp-`) || n.startsWith(`.${base}.old-`))
      .filter((n) => !isAlive(Number(n.split('-').at(-2))))
      .map((n) => rm(path.join(parent, n), { recursive: true, force: true })),
  )
}

/** True when a process with this id is running. */
function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
