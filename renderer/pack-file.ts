/**
 * A pack: many small texts kept in one file, each under a key and, when the caller has one, a
 * stamp of numbers that must match for the text to be taken (a file's stat). A build that needs
 * thousands of small cached texts reads one file instead of opening each (10,000 opens and reads
 * cost 150-300 ms on this machine, stop 32).
 *
 * Layout: `<magic>\n`, a JSON line `[[key, bytes, ...stamp], …]`, then each text's bytes in that
 * order. A pack that does not add up is ignored whole. It is never updated in place: the next
 * pack (what was taken and put since it was opened) replaces it, written from the kept byte slices
 * as they are, and only when it differs.
 */
import { readFileSync } from 'node:fs'
import { mkdir, open, rename } from 'node:fs/promises'
import path from 'node:path'

export interface PackFile {
  /** The bytes under `key`, when the pack holds them with this `stamp`; they go into the next pack. */
  take(key: string, stamp?: readonly number[]): Buffer | undefined
  /** Puts `text` under `key` (with `stamp`) into the next pack. */
  put(key: string, text: Buffer | string, stamp?: readonly number[]): void
  /** Writes the next pack, unless it holds exactly what the one read held. */
  save(): Promise<void>
}

interface Entry {
  text: Buffer | string
  stamp: readonly number[]
}

/** An entry read from the pack: a slice of its bytes. */
type StoredEntry = Entry & { text: Buffer }

/** The pack at `file` (none, keeping nothing, when it is undefined: the cache is off), marked `magic`. */
export function openPackFile(file: string | undefined, magic: string): PackFile {
  if (!file) return { take: () => undefined, put: () => {}, save: async () => {} }
  const head = `${magic}\n`
  const stored = readPack(file, head)
  const next = new Map<string, Entry>()
  let put = false
  return {
    take(key, stamp = []) {
      const entry = stored.get(key)
      if (!entry || !sameStamp(entry.stamp, stamp)) return undefined
      next.set(key, entry)
      return entry.text
    },
    put(key, text, stamp = []) {
      next.set(key, { text, stamp })
      put = true
    },
    async save() {
      if (!put && next.size === stored.size) return
      const parts = [...next.values()].map(({ text }) => (typeof text === 'string' ? Buffer.from(text) : text))
      const header = JSON.stringify([...next].map(([key, { stamp }], i) => [key, parts[i]!.length, ...stamp]))
      await mkdir(path.dirname(file), { recursive: true })
      const temp = `${file}.tmp-${process.pid}`
      // Written as the parts are (slices of the old pack among them), not joined into one more copy.
      const handle = await open(temp, 'w')
      try {
        await handle.writev([Buffer.from(`${head}${header}\n`), ...parts])
      } finally {
        await handle.close()
      }
      await rename(temp, file)
    },
  }
}

function sameStamp(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i])
}

/** The entries of the pack at `file` by key, as byte slices; empty when there is none or it does not add up. */
function readPack(file: string, head: string): Map<string, StoredEntry> {
  const entries = new Map<string, StoredEntry>()
  let buffer: Buffer
  try {
    buffer = readFileSync(file)
  } catch {
    return entries
  }
  const headerEnd = buffer.indexOf(10, head.length)
  if (buffer.toString('latin1', 0, head.length) !== head || headerEnd === -1) return entries
  let listed: unknown
  try {
    listed = JSON.parse(buffer.toString('utf8', head.length, headerEnd))
  } catch {
    return entries
  }
  let at = headerEnd + 1
  for (const item of Array.isArray(listed) ? (listed as unknown[]) : []) {
    if (!Array.isArray(item) || typeof item[0] !== 'string' || !Number.isInteger(item[1]) || item[1] < 0 || item.slice(2).some((n) => typeof n !== 'number')) break
    const [key, bytes, ...stamp] = item as [string, number, ...number[]]
    entries.set(key, { text: buffer.subarray(at, at + bytes), stamp })
    at += bytes
  }
  if (at !== buffer.length) entries.clear()
  return entries
}
