/** A file's UTF-8 text, read synchronously; undefined when it cannot be read (missing, a folder, no permission). */
import { readFileSync } from 'node:fs'

export function readTextIfAny(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}
