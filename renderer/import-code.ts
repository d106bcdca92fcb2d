/** importCode: runs bundled ESM code through a temporary file in the cache folder. */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { threadId } from 'node:worker_threads'

/**
 * Imports bundled ESM code through a temporary file in the cache folder; returns its default export.
 * The file is named by the code and the thread: page workers (renderer/drawn-content.ts) and other
 * builds may import the same code at once, and one removing the file must not take it from another.
 */
export async function importCode(code: string, root: string): Promise<unknown> {
  const dir = path.join(root, '.site-cache', 'modules')
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${createHash('sha256').update(code).digest('hex').slice(0, 16)}-${process.pid}-${threadId}.mjs`)
  await writeFile(file, code)
  try {
    const mod = (await import(pathToFileURL(file).href)) as { default?: unknown }
    return mod.default
  } finally {
    await rm(file, { force: true })
  }
}
