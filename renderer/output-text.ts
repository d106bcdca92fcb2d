/** outputText: the text of an output file's contents, as the build holds them. */
import { readFile } from 'node:fs/promises'
import { utf8Text } from './utf8.js'

/** `contents` as text: a string as it is, UTF-8 bytes (a page from a worker) decoded in place, a file (a page from the render cache) read. */
export async function outputText(contents: string | Uint8Array | { from: string }): Promise<string> {
  return typeof contents === 'object' && 'from' in contents ? readFile(contents.from, 'utf8') : utf8Text(contents)
}
