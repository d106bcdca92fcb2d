/**
 * Static file resolution shared by `site serve`: maps a request path to a file of the build the
 * way the static host does (clean URLs: `/docs/intro` → docs/intro.html), refusing anything that
 * could leave the output folder or reveal a dotfile, also through a symlink, and source maps.
 */
import { realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { lookup } from 'mrmime'
import { isPrivateName, isWindowsAlias, realPathProblem } from '../renderer/private-files.js'

export type Resolution =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | { kind: 'forbidden' }
  | { kind: 'bad-request' }

/** Where our hosts' answer differs from mrmime's: feeds and sitemaps as application/xml, icons as browsers expect. */
const TYPE_OVERRIDES: Record<string, string> = { xml: 'application/xml', ico: 'image/x-icon' }

/** Types that are text and get `charset=utf-8` (all our text output is UTF-8). */
const TEXT_TYPE = /^(text\/|application\/(json|xml|javascript|[a-z.+-]+\+(xml|json))$)/

/** The Content-Type of a file name (mrmime's table, with charset for text); unknown extensions are octet-stream. */
export function contentType(file: string): string {
  const ext = path.extname(file).slice(1).toLowerCase()
  const type = TYPE_OVERRIDES[ext] ?? lookup(ext) ?? 'application/octet-stream'
  return TEXT_TYPE.test(type) ? `${type}; charset=utf-8` : type
}

/** The plain-text answer to a refused request target. */
export const REFUSED = {
  'bad-request': { status: 400, body: 'Bad request\n' },
  'not-found': { status: 404, body: 'Not found\n' },
  forbidden: { status: 403, body: 'Forbidden\n' },
} as const

/**
 * Checks a raw request target before any file lookup (DEV-2, DEV-3, DEV-19): `#`, NUL, backslashes,
 * malformed or double encoding are bad requests; dot segments and names Windows reads as another
 * file (DEV-7) are not found; dotfiles and key files are forbidden.
 */
export function checkTarget(target: string): 'ok' | 'bad-request' | 'not-found' | 'forbidden' {
  if (target.includes('#') || target.includes('\0') || !target.startsWith('/')) return 'bad-request'
  const rawPath = target.split('?')[0]!
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return 'bad-request'
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /%2e|%2f|%5c|%00/i.test(decoded)) return 'bad-request'
  const segments = decoded.split('/').slice(1)
  if (segments.some((s) => s === '..' || s === '.' || isWindowsAlias(s))) return 'not-found'
  if (segments.some(isPrivateName)) return 'forbidden'
  return 'ok'
}

/**
 * Where a checked target whose path ends in `/` redirects, or undefined when it does not. The
 * location is built from the decoded path without its empty segments: `/docs/intro%2F` goes to
 * `/docs/intro` (cutting the raw `/` left `%2F` and redirected to itself forever), and `//host/`
 * to `/host` (a location starting `//` would send the browser to another site).
 */
export function trailingSlashLocation(target: string): string | undefined {
  const decoded = decodeURIComponent(target.split('?')[0]!)
  if (decoded.length <= 1 || !decoded.endsWith('/')) return undefined
  const query = target.includes('?') ? target.slice(target.indexOf('?')) : ''
  return `/${decoded.split('/').filter(Boolean).map(encodeURIComponent).join('/')}${query}`
}

/** Resolves the raw request target (path and query) against the output folder `root` (a real path). */
export async function resolveStatic(root: string, target: string): Promise<Resolution> {
  const check = checkTarget(target)
  if (check !== 'ok') return { kind: check }
  const location = trailingSlashLocation(target)
  if (location !== undefined) return { kind: 'redirect', location }
  const decoded = decodeURIComponent(target.split('?')[0]!)
  if (isSourceMap(decoded)) return { kind: 'not-found' }
  const rel = decoded.split('/').slice(1).join('/')
  const candidates = rel === '' ? ['index.html'] : [rel, `${rel}.html`]
  for (const candidate of candidates) {
    const file = await safeFile(root, candidate)
    if (file) return { kind: 'file', file }
  }
  return { kind: 'not-found' }
}

/** Source maps give away the sources: never served, whatever the build or a public folder holds. */
function isSourceMap(file: string): boolean {
  return /\.map$/i.test(file)
}

/**
 * The real path of `rel` under `root` when it is a regular file that the build's rule accepts
 * (inside root and not private once symlinks are resolved: `realPathProblem`) and not a source map.
 */
async function safeFile(root: string, rel: string): Promise<string | undefined> {
  const full = path.join(root, rel)
  try {
    const real = await realpath(full)
    if (realPathProblem(real, root) || isSourceMap(real)) return undefined
    return (await stat(real)).isFile() ? real : undefined
  } catch {
    return undefined
  }
}
