// A lock between processes: a file created exclusively, holding its holder's pid. Used around the
// engine's build (build-engine.mjs): two `site` commands started at once while the engine's
// sources were newer than its bundle both rebuilt `.engine/`, and one could load the other's
// half-written files.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/** How often a waiting process looks at the lock again. */
const POLL_MS = 50
/** A lock whose holder has not written its pid yet, or whose pid cannot be read, is taken for held this long after it was created. */
const UNREAD_GRACE_MS = 5000

/**
 * Runs `task` holding the lock `file`: while another live process holds it, waits; a lock left by
 * a process that is gone (killed mid-build) is taken over. Two processes taking over the same
 * stale lock at the same moment may both run, as they did before there was a lock.
 */
export async function withLock(file, task) {
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      break
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    }
    if (isHeld(file)) await sleep(POLL_MS)
    else rmSync(file, { force: true })
  }
  try {
    return await task()
  } finally {
    rmSync(file, { force: true })
  }
}

/** Resolves once no live process holds the lock `file`. */
export async function untilUnlocked(file) {
  while (existsSync(file) && isHeld(file)) await sleep(POLL_MS)
}

/** Whether the lock `file` is held: its pid names a live process, or it was created too recently to have one yet. */
export function isHeld(file) {
  let text
  let created
  try {
    text = readFileSync(file, 'utf8')
    created = statSync(file).mtimeMs
  } catch {
    return false
  }
  const pid = Number(text)
  if (!Number.isInteger(pid) || pid <= 0) return Date.now() - created < UNREAD_GRACE_MS
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process lives, under another user.
    return error.code === 'EPERM'
  }
}
