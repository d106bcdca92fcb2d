/**
 * Path containment and display, one rule for every caller (scan, private files, the sinks, relative
 * assets, the output-folder checks, `site dev`'s change classifier, `site serve`): a path is inside
 * a folder when the relative path between them neither climbs out (`..` as a whole segment) nor is
 * absolute (another drive). Comparing strings (`startsWith(dir)`) would take `/a/bc` for inside
 * `/a/b`; testing `rel.startsWith('..')` would take the file `..notes` for outside.
 */
import path from 'node:path'

/** `child` relative to `parent` with forward slashes (`''` for `parent` itself), or undefined when it lies outside. */
export function relativeInside(parent: string, child: string): string | undefined {
  const rel = path.relative(parent, child)
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return undefined
  return toPosix(rel)
}

/** True when `child` is `parent` itself or lies below it. */
export function isInside(child: string, parent: string): boolean {
  return relativeInside(parent, child) !== undefined
}

/** `file` relative to `root` with forward slashes, as messages and output paths show it (may start with `../`). */
export function posixRelative(root: string, file: string): string {
  return toPosix(path.relative(root, file))
}

/** Forward-slash form of a native path. */
export function toPosix(p: string): string {
  return path.sep === '/' ? p : p.split(path.sep).join('/')
}

/**
 * The path of a file named `name` directly in `dir`, for names a cache makes itself (hex keys,
 * content hashes: no separator, no `.` segment), joined without `path.join`'s normalizing: the
 * compile, render and card caches name a file per page on every build (~25 ms of a 10,000-page
 * edit's main thread through `path.join`).
 */
export function fileIn(dir: string): (name: string) => string {
  const folder = path.resolve(dir) + path.sep
  return (name) => folder + name
}

/**
 * The path of the entry `name` of folder `dir` as a listing gives them (`dir` normalized, as the
 * listing's own paths are; `name` without a separator, never `.` or `..`), joined without
 * `path.join`'s normalizing: the snapshot and the scan join every content file's name (~12 ms of
 * 10,000 files, stop 43).
 */
export function entryPath(dir: string, name: string): string {
  return dir.endsWith(path.sep) ? dir + name : dir + path.sep + name
}
