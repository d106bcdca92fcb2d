/**
 * Writes the route history a successful `site build` leaves to `content/.site-routes.json`, when
 * it changed: to a temporary file renamed over it, so a build killed meanwhile leaves the old one
 * whole (and a symlink there is replaced, never written through).
 */
import { access, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Site } from '../site.js'
import { serializeHistory } from './history-file.js'
import { HISTORY_FILE } from './route-history.js'

/** Saves `site`'s route history; returns the file written, or undefined when it was current. */
export async function saveRouteHistory(site: Site): Promise<string | undefined> {
  const file = path.join(site.config.contentDir, HISTORY_FILE)
  // The history read from this file, kept as it was.
  if (site.routeHistory.unchanged && (await access(file).then(() => true, () => false))) return undefined
  const text = serializeHistory(site.routeHistory.history)
  if ((await readFile(file, 'utf8').catch(() => undefined)) === text) return undefined
  const temp = `${file}.tmp-${process.pid}`
  try {
    await writeFile(temp, text)
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  return file
}
