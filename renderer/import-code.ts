/** importCode: runs bundled ESM code through a temporary file in the cache folder. */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Imports bundled ESM code through a temporary file in the cache folder; returns its default export. */
export async function importCode(code: string, root: string): Promise<unknown> {
  const dir = path.join(root, '.site-cache', 'modules')
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`)
  await writeFile(file, code)
  try {
    const mod = (await import(pathToFileURL(file).href)) as { default?: unknown }
    return mod.default
  } finally {
    await rm(file, { force: true })
  }
}
