/**
 * Validators, revalidation and byte ranges for `site serve`, as static hosts answer them
 * (RFC 9110 §8.8, §13, §14): an ETag and Last-Modified per file, 304 for a matching
 * If-None-Match (or, without it, an If-Modified-Since not older than the file), and one byte
 * range per request (206, or 416 when it lies past the end; If-Range guards against a changed file).
 *
 * sirv was tried first and not used: its production mode indexes the folder once at start-up
 * (following symlinks out of it, and never seeing the next build), its dev mode sends no-store,
 * and its Range parser serves the first bytes for a suffix range (`bytes=-500`) and ignores If-Range.
 */
import type { Stats } from 'node:fs'

export interface Validators {
  /** Strong ETag of the stored bytes; a compressed answer adds its encoding (`"…-br"`). */
  etag: string
  lastModified: string
  /** Modification time in whole seconds, as HTTP dates compare. */
  mtimeSeconds: number
}

export type RangeAnswer = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

/** The validators of a file from its size and modification time. */
export function validatorsOf(stats: Pick<Stats, 'size' | 'mtimeMs'>): Validators {
  const mtimeSeconds = Math.floor(stats.mtimeMs / 1000)
  return {
    etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    lastModified: new Date(mtimeSeconds * 1000).toUTCString(),
    mtimeSeconds,
  }
}

/** The ETag of the answer sent with `encoding` (distinct bytes, distinct strong tag). */
export function etagFor(v: Validators, encoding: string | undefined): string {
  return encoding ? `${v.etag.slice(0, -1)}-${encoding}"` : v.etag
}

/** The opaque part of an entity tag without W/ and an encoding suffix, for weak comparison. */
function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '').replace(/-(br|gzip)"$/, '"')
}

/** True when the client's cached copy is current: answer 304. */
export function isNotModified(headers: Record<string, string | string[] | undefined>, v: Validators): boolean {
  const ifNoneMatch = headers['if-none-match']
  if (typeof ifNoneMatch === 'string') {
    if (ifNoneMatch.trim() === '*') return true
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === v.etag)
  }
  const since = typeof headers['if-modified-since'] === 'string' ? Date.parse(headers['if-modified-since']) : NaN
  return !Number.isNaN(since) && v.mtimeSeconds * 1000 <= since
}

/**
 * The part of a `size`-byte file a GET asks for. Several ranges, a malformed header or a failed
 * If-Range mean the whole file (RFC 9110 allows ignoring Range); a range starting past the end is 416.
 */
export function rangeOf(headers: Record<string, string | string[] | undefined>, size: number, v: Validators): RangeAnswer {
  const range = headers.range
  if (typeof range !== 'string') return { kind: 'full' }
  const ifRange = headers['if-range']
  if (typeof ifRange === 'string' && ifRange.trim() !== v.etag && ifRange.trim() !== v.lastModified) return { kind: 'full' }
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim())
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'full' }
  if (match[1] === '') {
    // A suffix range: the last N bytes.
    const length = Number(match[2])
    if (length === 0) return { kind: 'unsatisfiable' }
    return size === 0 ? { kind: 'unsatisfiable' } : { kind: 'partial', start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (match[2] !== '' && Number(match[2]) < start) return { kind: 'full' }
  if (start >= size) return { kind: 'unsatisfiable' }
  return { kind: 'partial', start, end }
}
