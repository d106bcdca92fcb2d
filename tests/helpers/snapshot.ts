// What a build wrote, for comparing two builds' outputs file by file.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/** Map of output-relative path → sha256 of every file under `dir`. */
export async function snapshotTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    out[path.relative(dir, full)] = createHash('sha256').update(await readFile(full)).digest('hex')
  }
  return out
}
