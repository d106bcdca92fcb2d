/** outputText: the text of an output file's contents, as the build holds them. */
import { readFileSync } from 'node:fs'
import { utf8Text } from './utf8.js'

/**
 * `contents` as text: a string as it is, UTF-8 bytes (a page from a worker) decoded in place, a
 * file (a page from the render cache) read, synchronously (a read through fs/promises cost a
 * round trip through the thread pool, for each of 10,000 pages of a build without a record).
 */
export function outputText(contents: string | Uint8Array | { from: string }): string {
  return typeof contents === 'object' && 'from' in contents ? readFileSync(contents.from, 'utf8') : utf8Text(contents)
}
