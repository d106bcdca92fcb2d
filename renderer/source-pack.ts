/**
 * The content files' texts as the last build read them, in one pack (`pack-file.ts`,
 * `<root>/.site-cache/sources.pack`), each under its path and its stat stamp (size, mtime, ctime,
 * inode): the scan takes the text of a file whose stamp is unchanged from the pack instead of
 * opening and reading the file (scanContent on a one-page edit of 10,000 pages: 364 → 145 ms with
 * the build record's stats, stop 32). The stamp holds ctime, which every write changes and no tool
 * sets back (tar and `rsync -t` restore mtime, not ctime). A file written in the last two seconds
 * is not kept (git's "racy" rule): on a file system that stamps whole seconds (or FAT's two), a
 * same-size write later in that second would leave its stamp as it was.
 */
import type { Stats } from 'node:fs'
import { openPackFile } from './pack-file.js'

/** What of a file's stat says it is as it was. */
export type FileStamp = Pick<Stats, 'size' | 'mtimeMs' | 'ctimeMs' | 'ino'>

export interface SourcePack {
  /** The text of content file `file` as it was when stat'ed as `info`, when the pack holds it. */
  text(file: string, info: FileStamp): string | undefined
  /** Keeps a text read from disk for the next pack. */
  add(file: string, info: FileStamp, text: string): void
  /** Writes the pack of every text taken or added since it was opened, unless it already holds exactly those. */
  save(): Promise<void>
}

/** How recently written a file may be and still be kept: a later write is stamped differently on any file system. */
const RACY_MS = 2000

/** The pack at `file` (none when the cache is off); `racyMs`: tests keep files written just now. */
export function openSourcePack(file: string | undefined, racyMs = RACY_MS): SourcePack {
  const pack = openPackFile(file, 'site-sources 3')
  return {
    text: (rel, info) => pack.take(rel, stampOf(info)),
    add(rel, info, text) {
      if (Date.now() - Math.max(info.mtimeMs, info.ctimeMs) >= racyMs) pack.put(rel, text, stampOf(info))
    },
    save: () => pack.save(),
  }
}

/** A pack that holds nothing and keeps nothing (the cache is off). */
export const noSourcePack: SourcePack = openSourcePack(undefined)

/** What says a file is as it was: any write changes its ctime, a move its path or inode. */
function stampOf(info: FileStamp): number[] {
  return [info.size, info.mtimeMs, info.ctimeMs, info.ino]
}
