/** writeWhole: a file written under a temporary name and renamed into place, so that a reader never sees half of it. */
import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { threadId } from 'node:worker_threads'

/**
 * Writes `data` to `file` whole (synchronously; throws as `writeFileSync` does). The temporary name
 * is this thread's own, and a write that fails (a full disk) removes what it left under it: the
 * card thread writes into the output's staging folder, which a build commits as it is.
 */
export function writeWhole(file: string, data: string | Uint8Array): void {
  const temp = `${file}.${process.pid}-${threadId}.tmp`
  try {
    writeFileSync(temp, data)
    renameSync(temp, file)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}
