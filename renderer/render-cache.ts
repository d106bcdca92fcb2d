/**
 * Render cache: the HTML of each page stored under `<root>/.site-cache/html/` by a hash of all its
 * rendering reads — the page job (entry, breadcrumbs, previous/next, alternates, dates, blog data),
 * the compiled page (by its compile-cache key), the navigation it shows (nav-keys.ts: its navbar,
 * its sidebar as drawn, never every tree), the rest of the render context (site data, asset URLs,
 * the stable search pointers, image sizes), the environment page code sees (mdx/run-content.ts) and
 * the engine bundle that renders it, and the content-hashed paths of the files the page references
 * relatively (./img.png: the HTML names them, stages/relative-assets.ts). A build copies what did not change instead of rendering it
 * again: a page whose text changed renders alone; a changed title renders the pages that show it.
 * Off when the engine runs from its sources (no bundle to fingerprint). A committed build drops the
 * HTML its output folder's last build named and it no longer does (build.ts `dropReplaced`),
 * so the cache holds about one page's HTML per page, not one per edit. Beside the HTML, what the
 * builds collected from it (its inline scripts' hashes and image variants, collected-log.ts), for a
 * build without a record, which copies every kept page.
 */
import { createHash, hash as digest } from 'node:crypto'
import { copyFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileIn } from './paths.js'
import type { PageJob, RenderContext } from './stages/render.js'
import { engineFingerprint } from './engine-fingerprint.js'
import { publicProcess } from './mdx/run-content.js'
import { navKeys } from './nav-keys.js'
import { collectedLog, type Collected } from './collected-log.js'

export interface RenderCache {
  /** The key of a job whose compiled page has compile-cache key `compileKey` and whose relative references are published at `assets` (content-hashed paths). */
  key(job: PageJob, compileKey: string, assets: string[]): string
  /** The stored HTML file of `key`, when there is one. */
  file(key: string): string | undefined
  /** Stores the HTML of `key`: its text or bytes, or the file that holds it. */
  set(key: string, html: string | Uint8Array | { from: string }): Promise<void>
  /** Deletes the stored HTML of `keys` (pages rendered again under other keys). */
  drop(keys: Iterable<string>): void
  /** What a build collected from the stored HTML of `key` (collected-log.ts), when known. */
  collected(key: string): Collected | undefined
  /** Keeps what this build collected from the HTML stored under `key`, for the next builds (`save`). */
  noteCollected(key: string, collected: Collected): void
  /** Keeps what was noted (once the build is committed). */
  save(): void
}

/** A cache that stores nothing (`--no-cache`, or no engine bundle). */
export const noRenderCache: RenderCache = { key: () => '', file: () => undefined, set: async () => {}, drop: () => {}, collected: () => undefined, noteCollected: () => {}, save: () => {} }

/** The render cache in `dir` for builds with this `context`. */
export async function createRenderCache(dir: string, context: RenderContext): Promise<RenderCache> {
  const engine = engineFingerprint()
  if (!engine) return noRenderCache
  await mkdir(dir, { recursive: true })
  const stored = new Set(await readdir(dir))
  // Everything but the navigation trees: a page keys on the part of them it shows.
  const { trees: _trees, ...shared } = context
  const base = createHash('sha256').update(engine).update('\0').update(JSON.stringify(shared)).update(JSON.stringify(publicProcess().env)).digest('hex')
  const navKey = navKeys(context)
  const log = collectedLog(path.join(dir, 'collected.jsonl'))
  const named = fileIn(dir)
  const htmlFile = (key: string) => named(`${key}.html`)
  return {
    key(job, compileKey, assets) {
      const { compiled: _compiled, source: _source, ...rest } = job
      // One call over the joined text, not a chain of eight updates (10,000 pages' keys on every build).
      return digest('sha256', `${base}${compileKey}\0${navKey(job)}\0${assets.join('\0')}\0${JSON.stringify(rest)}`, 'hex').slice(0, 32)
    },
    file: (key) => (stored.has(`${key}.html`) ? htmlFile(key) : undefined),
    async set(key, html) {
      // Synchronous, as the sinks write (sinks.ts).
      if (typeof html === 'object' && 'from' in html) copyFileSync(html.from, htmlFile(key))
      else writeFileSync(htmlFile(key), html)
      stored.add(`${key}.html`)
    },
    drop(keys) {
      for (const key of keys) {
        rmSync(htmlFile(key), { force: true })
        stored.delete(`${key}.html`)
      }
    },
    collected: (key) => log.get(key),
    noteCollected: (key, collected) => log.note(key, collected),
    save: () => log.save({ has: (key) => stored.has(`${key}.html`), size: stored.size }),
  }
}
