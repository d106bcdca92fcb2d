/**
 * A value kept in one JSON file with the stamp (size, inode, modification and change times) of
 * every file it was made from: read back while none of them changed, for outputs of esbuild
 * (the config's bundle, the shared assets) that warm builds would otherwise make again. A file
 * that cannot be read or written is only a miss.
 */
import { readFileSync, statSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { threadId } from 'node:worker_threads'

interface Kept<T> {
  /** What else the value depends on (the code that made it, its options). */
  key: string
  inputs: Array<{ file: string; stamp: string }>
  value: T
}

/** The value kept in `file` for `key`, when every input it was made from is as it was then. */
export function readStamped<T>(file: string, key: string): T | undefined {
  let kept: Kept<T>
  try {
    kept = JSON.parse(readFileSync(file, 'utf8')) as Kept<T>
  } catch {
    return undefined
  }
  return kept.key === key && Array.isArray(kept.inputs) && kept.inputs.every((input) => stampOf(input.file) === input.stamp) ? kept.value : undefined
}

/** Keeps `value`, made for `key` from the files `inputs` (absolute paths), in `file`. */
export async function keepStamped<T>(file: string, key: string, inputs: string[], value: T): Promise<void> {
  const kept: Kept<T> = { key, inputs: inputs.map((input) => ({ file: input, stamp: stampOf(input) })), value }
  try {
    await mkdir(path.dirname(file), { recursive: true })
    const temp = `${file}.${process.pid}-${threadId}.tmp`
    await writeFile(temp, JSON.stringify(kept))
    await rename(temp, file)
  } catch {
    // Read-only project: the next build makes the value again.
  }
}

/** Size, inode, modification and change times of `file` (a folder's change with its entries), or '' when it is gone. */
function stampOf(file: string): string {
  try {
    const info = statSync(file)
    return `${info.size}:${info.ino}:${info.mtimeMs}:${info.ctimeMs}`
  } catch {
    return ''
  }
}
