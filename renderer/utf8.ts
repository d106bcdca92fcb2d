/** firstInvalidUtf8Offset: byte offset of the first malformed UTF-8 sequence, or -1; utf8Text: text or its UTF-8 bytes as text. Pure. */
import { isUtf8 } from 'node:buffer'

/** `text` as a string, decoding it when it is UTF-8 bytes (a page's HTML from a worker thread). */
export function utf8Text(text: string | Uint8Array): string {
  return typeof text === 'string' ? text : Buffer.from(text.buffer, text.byteOffset, text.byteLength).toString('utf8')
}

export function firstInvalidUtf8Offset(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]!
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1
    if (need < 0 || i + need >= bytes.length + (need === 0 ? 1 : 0)) return i
    for (let k = 1; k <= need; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i
    i += need + 1
  }
  return i
}
