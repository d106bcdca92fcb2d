/** writeWhole: a file written under a temporary name and renamed into place, so that a reader never sees half of it. */
import { renameSync, writeFileSync } from 'node:fs'
import { threadId } from 'node:worker_threads'

/** Writes `data` to `file` whole (synchronously; throws as `writeFileSync` does). The temporary name is this thread's own. */
export function writeWhole(file: string, data: string | Uint8Array): void {
  const temp = `${file}.${process.pid}-${threadId}.tmp`
  writeFileSync(temp, data)
  renameSync(temp, file)
}
