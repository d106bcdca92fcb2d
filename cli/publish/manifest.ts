/**
 * The manifest of the published release, stored in the bucket at `<prefix>.site-publish/manifest.json`.
 * The next publish compares the build against it instead of listing the bucket, and it remembers
 * what only a manifest can: hashed assets of earlier releases kept for the grace period
 * (`retired`, key → when it left the build) and deletions not yet done (`pendingDeletes`).
 */
import type { ObjectClass } from './local-files.js'

export const MANIFEST_KEY = '.site-publish/manifest.json'

export interface Manifest {
  version: 1
  publishedAt: string
  objects: Record<string, { sha256: string; size: number; class: ObjectClass }>
  retired: Record<string, number>
  pendingDeletes: string[]
}

export function emptyManifest(): Manifest {
  return { version: 1, publishedAt: new Date(0).toISOString(), objects: {}, retired: {}, pendingDeletes: [] }
}

/** Parses a stored manifest; a missing or unreadable one counts as empty (every object is checked by HEAD). */
export function parseManifest(text: string | undefined): Manifest {
  if (!text) return emptyManifest()
  try {
    const m = JSON.parse(text) as Partial<Manifest>
    if (m.version !== 1 || typeof m.objects !== 'object' || !m.objects) return emptyManifest()
    return { version: 1, publishedAt: String(m.publishedAt), objects: m.objects, retired: m.retired ?? {}, pendingDeletes: m.pendingDeletes ?? [] }
  } catch {
    return emptyManifest()
  }
}

export interface Cleanup {
  /** Keys to delete now: stale non-assets, assets past their grace period, deletions left by a crashed run. */
  remove: string[]
  /** Hashed assets no longer in the build, kept until their grace period ends. */
  retired: Record<string, number>
}

/**
 * What happens to objects of earlier releases that the new build does not hold. Only keys a
 * publish wrote (listed in the manifest) are ever deleted: nothing else in the bucket is touched.
 */
export function planCleanup(previous: Manifest, current: Set<string>, now: number, graceMs: number): Cleanup {
  const remove = new Set<string>()
  const retired: Record<string, number> = {}
  const keep = (key: string, since: number) => {
    if (now - since >= graceMs) remove.add(key)
    else retired[key] = since
  }
  for (const [key, entry] of Object.entries(previous.objects)) {
    if (current.has(key)) continue
    if (entry.class === 'asset') keep(key, now)
    else remove.add(key)
  }
  for (const [key, since] of Object.entries(previous.retired)) if (!current.has(key)) keep(key, since)
  for (const key of previous.pendingDeletes) if (!current.has(key)) remove.add(key)
  return { remove: [...remove].sort(), retired: Object.fromEntries(Object.entries(retired).sort(([a], [b]) => (a < b ? -1 : 1))) }
}
