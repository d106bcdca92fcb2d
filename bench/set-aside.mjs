// What a benchmark clears between timed runs (an output folder, a cache, a finished corpus) is
// moved aside and deleted once, when every benchmark has run (`emptyAside`, bench/run.mjs).
//
// On a filesystem whose inode allocator passes over recently freed inodes (ext4 without a journal,
// as on these machines: `recently_deleted()` skips an inode freed in the last minute, five if its
// table block is still dirty, and scans its group from the start for each new file), every file
// created soon after many were deleted pays for the scan: 3,000 files written right after an
// `rm -rf` of 3,000 others took 0.49-0.68 s of system time against 0.08 s. A build timed right
// after the benchmark's own `rm -rf dist` paid that for the benchmark: cold 1,000 pages, 6 pairs,
// moved aside against removed: wall 0.932, CPU 0.944, system time 0.60 against 1.03 s. A cold
// build of a fresh checkout never pays it; `rm -rf dist && site build` does, whatever builds.
import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

/** The folders holding what was set aside, to empty at the end. */
const bins = new Set()
let count = 0

/** Moves `target` (if it exists) into a folder beside it, on the same filesystem, for `emptyAside` to delete. */
export async function setAside(target) {
  const bin = path.join(path.dirname(target), `.bench-aside-${process.pid}`)
  await mkdir(bin, { recursive: true })
  bins.add(bin)
  await rename(target, path.join(bin, String(count++))).catch((error) => {
    if (error.code !== 'ENOENT') throw error
  })
}

/** Deletes everything set aside. */
export async function emptyAside() {
  for (const bin of bins) await rm(bin, { recursive: true, force: true })
  bins.clear()
}
