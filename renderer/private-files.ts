/**
 * Files that are never read as content, published or served: dotfiles (but `.well-known`) and key
 * or certificate files (DEV-19), and anything a symlink reaches outside the folder it was found
 * in. One rule for `site build` (scan), `site dev` and `site serve`: a file is judged by its real
 * path (symlinks resolved), never by the name of the link.
 */
import { relativeInside } from './paths.js'

const SECRET_FILE = /\.(pem|crt|cer|der|key|p12|pfx|jks|keystore|kdbx)$|^id_(rsa|dsa|ecdsa|ed25519)$/i

/** True for a path segment that is never served or copied into a build. */
export function isPrivateName(segment: string): boolean {
  return (segment.startsWith('.') && segment !== '.well-known') || SECRET_FILE.test(segment)
}

/**
 * A name Windows resolves to another file (DEV-7): a trailing dot or space (`x.crt.` is `x.crt`), an
 * alternate data stream (`.env::$DATA`), an 8.3 short name (`KEY~1.PEM`). Never served (on every
 * system, so a server answers the same on Linux as on Windows) and never copied into a build.
 */
export function isWindowsAlias(segment: string): boolean {
  if (/[. ]$/.test(segment) || segment.includes(':')) return true
  const [base = '', ext, ...more] = segment.split('.')
  return more.length === 0 && base.length <= 8 && (ext ?? '').length <= 3 && /~\d/.test(base)
}

/**
 * Why the file or folder whose real path is `real` may not be used from `allowedRoot` (itself a
 * real path), or undefined when it may: it lies outside it, or is (or is inside) a private file.
 */
export function realPathProblem(real: string, allowedRoot: string): string | undefined {
  const rel = relativeInside(allowedRoot, real)
  if (rel === undefined) return `it leads outside ${allowedRoot} (to ${real})`
  const secret = rel.split('/').find(isPrivateName)
  if (secret) return `it leads to a private file (${secret}: dotfiles, .env files, keys and certificates are never read or published)`
  return undefined
}
