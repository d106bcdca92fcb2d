/**
 * The content files' texts as the last build read them, kept together in one file
 * (`<root>/.site-cache/sources.pack`), each under its path and its stat stamp (size, mtime, ctime,
 * inode): the scan takes the text of a file whose stamp is unchanged from the pack instead of
 * opening and reading the file. One read of the pack replaces one open and read per file, which
 * is what reading 10,000 small pages cost (stop 32). The stamp holds ctime, which every write
 * changes and no tool sets back (tar and `rsync -t` restore mtime, not ctime). A file written in the
 * last two seconds is not kept (git's "racy" rule): on a file system that stamps whole seconds (or
 * FAT's two), a same-size write later in that second would leave its stamp as it was.
 *
 * Layout: `site-sources 2\n`, a JSON line `[[file, size, mtimeMs, ctimeMs, ino, bytes], …]`, then
 * each text's UTF-8 bytes in that order. A pack that does not add up is ignored whole; it is
 * replaced, never updated in place.
 */
import type { Stats } from 'node:fs'
import { readFileSync } from 'node:fs'
import { mkdir, open, rename } from 'node:fs/promises'
import path from 'node:path'

const MAGIC = 'site-sources 2\n'

export interface SourcePack {
  /** The text of content file `file` as it was when stat'ed as `info`, when the pack holds it. */
  text(file: string, info: Stats): string | undefined
  /** Keeps a text read from disk for the next pack. */
  add(file: string, info: Stats, text: string): void
  /** Writes the pack of every text taken or added since it was opened, unless it already holds exactly those. */
  save(): Promise<void>
}

/** A pack that holds nothing and keeps nothing (the cache is off). */
export const noSourcePack: SourcePack = { text: () => undefined, add: () => {}, save: async () => {} }

/** A text's file and stamp in the pack: any write changes its ctime, a move its path or inode. */
type Stamp = Pick<Stats, 'size' | 'mtimeMs' | 'ctimeMs' | 'ino'>

/** How recently written a file may be and still be kept: a later write is stamped differently on any file system. */
const RACY_MS = 2000

/** The pack at `file` (none when the cache is off); `racyMs`: tests keep files written just now. */
export function openSourcePack(file: string | undefined, racyMs = RACY_MS): SourcePack {
  if (!file) return noSourcePack
  const stored = readPack(file)
  /** This build's texts by file: a slice of the stored pack, or a text read from disk. */
  const used = new Map<string, { stamp: Stamp; text: Buffer | string }>()
  let added = false
  return {
    text(rel, info) {
      const entry = stored.get(rel)
      if (!entry || !sameStamp(entry.stamp, info)) return undefined
      used.set(rel, entry)
      return entry.text.toString('utf8')
    },
    add(rel, info, text) {
      if (Date.now() - Math.max(info.mtimeMs, info.ctimeMs) < racyMs) return
      used.set(rel, { stamp: info, text })
      added = true
    },
    async save() {
      if (!added && used.size === stored.size) return
      const parts = [...used.values()].map(({ text }) => (typeof text === 'string' ? Buffer.from(text) : text))
      const header = JSON.stringify([...used].map(([rel, { stamp }], i) => [rel, stamp.size, stamp.mtimeMs, stamp.ctimeMs, stamp.ino, parts[i]!.length]))
      await mkdir(path.dirname(file), { recursive: true })
      const temp = `${file}.tmp-${process.pid}`
      // Written as the parts are (slices of the old pack among them), not joined into one more copy.
      const handle = await open(temp, 'w')
      try {
        await handle.writev([Buffer.from(`${MAGIC}${header}\n`), ...parts])
      } finally {
        await handle.close()
      }
      await rename(temp, file)
    },
  }
}

function sameStamp(a: Stamp, b: Stamp): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino
}

/** The texts of the pack at `file` by content file, as byte slices; empty when there is none or it does not add up. */
function readPack(file: string): Map<string, { stamp: Stamp; text: Buffer }> {
  const texts = new Map<string, { stamp: Stamp; text: Buffer }>()
  let buffer: Buffer
  try {
    buffer = readFileSync(file)
  } catch {
    return texts
  }
  const headerEnd = buffer.indexOf(10, MAGIC.length)
  if (buffer.toString('latin1', 0, MAGIC.length) !== MAGIC || headerEnd === -1) return texts
  let entries: unknown
  try {
    entries = JSON.parse(buffer.toString('utf8', MAGIC.length, headerEnd))
  } catch {
    return texts
  }
  let at = headerEnd + 1
  for (const entry of Array.isArray(entries) ? (entries as unknown[]) : []) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || entry.slice(1).some((n) => typeof n !== 'number') || !Number.isInteger(entry[5]) || entry[5] < 0) break
    const [rel, size, mtimeMs, ctimeMs, ino, bytes] = entry as [string, number, number, number, number, number]
    texts.set(rel, { stamp: { size, mtimeMs, ctimeMs, ino }, text: buffer.subarray(at, at + bytes) })
    at += bytes
  }
  if (at !== buffer.length) texts.clear()
  return texts
}
