/**
 * URL slugs of content paths (the documented slug policy, BLD-5, BLD-6): NFC, lower case,
 * white space to `-`, only letters, digits, `-`, `_` and `.` kept. `a b` → `a-b`, `c#` → `c`,
 * `what?` → `what`, `100%` → `100`, `v1.2` → `v1.2`, `Café` → `café`. Pure.
 */
export function slugSegment(segment: string): string {
  return PLAIN_SEGMENT.test(segment) ? segment : slugged(segment)
}

/**
 * A segment that is its own slug: lower-case ASCII letters, digits, `-`, `_` and `.`, no run of
 * dashes, not dots alone (most file and folder names: a plan slugs every segment of every page's
 * path, 30,000 at 10,000 pages, ~10 ms of an edit through the regular expressions, stop 43).
 */
const PLAIN_SEGMENT = /^(?!\.+$)(?!.*--)[a-z0-9_.-]+$/

/** `slugSegment` through every rule (exported for the test that compares it with the shortcut). */
export function slugged(segment: string): string {
  return segment
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}\-_.]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^\.+$/, '')
}

/** Why a front matter slug could escape the output folder, or undefined when it is safe (BLD-18). */
export function unsafeSlugReason(slug: string): string | undefined {
  let decoded = slug
  try {
    for (let i = 0; i < 3 && decoded.includes('%'); i++) decoded = decodeURIComponent(decoded)
  } catch {
    return 'it contains a malformed percent-encoding'
  }
  if (/[\\:\0]/.test(decoded)) return 'it contains `\\`, `:` or a NUL character'
  if (decoded.split('/').some((part) => part === '..' || part === '.')) return 'it contains a `.` or `..` segment'
  if (slug.includes('%')) return 'it contains percent-encoding'
  return undefined
}
