/**
 * Storage failures of the SQLite store in words an operator can act on: a read-only file or
 * folder, a full disk, a file that cannot be opened. Each becomes a StoreUnavailableError, so the
 * API answers 503 and logs the reason instead of a bare 500 (issue 13 item 7).
 */
import { accessSync, constants, existsSync } from 'node:fs'
import path from 'node:path'
import { StoreUnavailableError } from './types.js'

const REASONS: [RegExp, string][] = [
  [/^(SQLITE_FULL|ENOSPC|EDQUOT)/, 'the disk holding it is full; free some space'],
  [/^(SQLITE_READONLY|EROFS|EACCES|EPERM|SQLITE_PERM)/, 'it is read-only; make the file and its folder writable'],
  [/^SQLITE_CANTOPEN/, 'it cannot be opened; check that its folder exists and is writable'],
  [/^SQLITE_IOERR/, 'the disk reported an I/O error'],
]

/** The error's SQLite or system code; libsql reports a failed open only as "…: 14" (SQLITE_CANTOPEN). */
function codeOf(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown }
  if (typeof e?.code === 'string' && e.code !== 'SQLITE_UNKNOWN') return e.code
  return /Unable to open connection to local database .*: 14\b/.test(String(e?.message)) ? 'SQLITE_CANTOPEN' : ''
}

/** A StoreUnavailableError naming `file` and what to do, or the error itself when it is not a storage failure. */
export function asUnavailable(error: unknown, file: string): unknown {
  if (error instanceof StoreUnavailableError) return error
  const code = codeOf(error)
  const reason = REASONS.find(([pattern]) => pattern.test(code))?.[1]
  return reason ? new StoreUnavailableError(error, `${file}: ${reason} (${code})`) : error
}

/**
 * Throws a StoreUnavailableError when `file` (or, for a new file, its folder) cannot be written.
 * SQLite itself opens a read-only file without complaint and fails only at the first write.
 */
export function assertWritable(file: string): void {
  const target = existsSync(file) ? file : path.dirname(file)
  try {
    accessSync(target, constants.W_OK)
  } catch (error) {
    throw asUnavailable(error, file)
  }
}
