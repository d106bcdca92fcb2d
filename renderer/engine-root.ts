/** engineRoot: the folder of the `site` package, whether running from source or from the bundle. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export function engineRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const pkg = path.join(dir, 'package.json')
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'site') return dir
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('Cannot find the site package root')
    dir = parent
  }
}
