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
  /** The text under `key`, when the pack holds it with this `stamp`; it goes into the next pack. */
  take(key: string, stamp?: readonly number[]): string | undefined
  /** Puts `text` under `key` (with `stamp`) into the next pack. */
  put(key: string, text: string, stamp?: readonly number[]): void
  /** Writes the next pack, unless it holds exactly what the one read held. */
  save(): Promise<void>
}

/** A text of the next pack: put as a string, or taken from the pack read (its bytes `start` to `end`). */
interface Entry {
  text?: string
  start: number
  end: number
  stamp: readonly number[]
}

/** The pack at `file` (none, keeping nothing, when it is undefined: the cache is off), marked `magic`. */
export function openPackFile(file: string | undefined, magic: string): PackFile {
  if (!file) return { take: () => undefined, put: () => {}, save: async () => {} }
  const head = `${magic}\n`
  const { buffer, entries: stored, textOf } = readPack(file, head)
  const next = new Map<string, Entry>()
  let put = false
  return {
    take(key, stamp = []) {
      const entry = stored.get(key)
      if (!entry || !sameStamp(entry.stamp, stamp)) return undefined
      next.set(key, entry)
      return textOf(entry)
    },
    put(key, text, stamp = []) {
      next.set(key, { text, start: 0, end: 0, stamp })
      put = true
    },
    async save() {
      if (!put && next.size === stored.size) return
      const parts = packParts(buffer, [...next.values()])
      const header = JSON.stringify([...next].map(([key, { stamp }], i) => [key, parts.lengths[i], ...stamp]))
      await mkdir(path.dirname(file), { recursive: true })
      const temp = `${file}.tmp-${process.pid}`
      // Written from the old pack's bytes as they are (runs of taken texts as one slice each), not joined into one more copy.
      const handle = await open(temp, 'w')
      try {
        await handle.writev([Buffer.from(`${head}${header}\n`), ...parts.slices])
      } finally {
        await handle.close()
      }
      await rename(temp, file)
    },
  }
}

/** The bytes of `entries` in order, as few slices as they make (texts taken one after the other from `buffer` are one run), and each one's length. */
function packParts(buffer: Buffer, entries: Entry[]): { slices: Buffer[]; lengths: number[] } {
  const slices: Buffer[] = []
  const lengths: number[] = []
  let run: { start: number; end: number } | undefined
  const endRun = () => run && slices.push(buffer.subarray(run.start, run.end))
  for (const entry of entries) {
    if (entry.text === undefined && run?.end === entry.start) run.end = entry.end
    else if (entry.text === undefined) {
      endRun()
      run = { start: entry.start, end: entry.end }
    } else {
      endRun()
      run = undefined
      slices.push(Buffer.from(entry.text))
    }
    lengths.push(entry.text === undefined ? entry.end - entry.start : slices.at(-1)!.length)
  }
  endRun()
  return { slices, lengths }
}

function sameStamp(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i])
}

/**
 * The entries of the pack at `file` by key, as byte ranges; none when there is none or it does not
 * add up. `textOf` decodes one.
 */
function readPack(file: string, head: string): { buffer: Buffer; entries: Map<string, Entry>; textOf: (entry: Entry) => string } {
  const entries = new Map<string, Entry>()
  let buffer: Buffer
  try {
    buffer = readFileSync(file)
  } catch {
    return { buffer: Buffer.alloc(0), entries, textOf: () => '' }
  }
  const none = { buffer, entries, textOf: () => '' }
  const headerEnd = buffer.indexOf(10, head.length)
  if (buffer.toString('latin1', 0, head.length) !== head || headerEnd === -1) return none
  let listed: unknown
  try {
    listed = JSON.parse(buffer.toString('utf8', head.length, headerEnd))
  } catch {
    return none
  }
  let at = headerEnd + 1
  for (const item of Array.isArray(listed) ? (listed as unknown[]) : []) {
    if (!Array.isArray(item) || typeof item[0] !== 'string' || !Number.isInteger(item[1]) || item[1] < 0 || !numbersFrom(item, 2)) break
    entries.set(item[0], { start: at, end: at + (item[1] as number), stamp: item.slice(2) as number[] })
    at += item[1] as number
  }
  if (at !== buffer.length) entries.clear()
  // Each text decoded alone. Decoding an ASCII pack whole and slicing it (stop 33) was no faster in
  // a one-page edit of 10,000 pages (10 pairs: wall 1.005, CPU 1.013) and held the whole pack's
  // string alive while any slice lived (peak RSS 413 against 388 MB).
  return { buffer, entries, textOf: (entry) => entry.text ?? buffer.toString('utf8', entry.start, entry.end) }
}

/** Whether every item of `list` from `from` on is a number. */
function numbersFrom(list: unknown[], from: number): boolean {
  for (let i = from; i < list.length; i++) if (typeof list[i] !== 'number') return false
  return true
}
