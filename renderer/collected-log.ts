/**
 * What builds collected from the pages the render cache stores (render-cache.ts): each page's
 * inline scripts' hashes and the image variants it names, by render key, in
 * `<html cache>/collected.jsonl`, one `[key, scripts, variants]` line each, appended once a
 * build is committed. The key decides the stored HTML's bytes, so what was collected from it
 * once holds for good. A build without a record (the first after a commit, or into a fresh
 * output folder) copies every kept page: it takes their hashes from here instead of reading
 * them back. A line cut short (a killed build's) is skipped, and the log is written again with
 * the stored keys only once it has grown to twice what they need.
 */
import { appendFileSync, readFileSync, statSync } from 'node:fs'
import type { OutputEntry } from './build-record.js'
import { writeWhole } from './write-whole.js'

/** What a build collects from a page's HTML. */
export type Collected = Pick<OutputEntry, 'scripts' | 'variants'>

/** Bytes a line takes at most for a typical page (a key, a few script hashes, some variants): the log is written again past twice this per stored page. */
const LINE_BYTES = 400

export interface CollectedLog {
  /** What was collected from the HTML of `key`, when the log says (read on first use). */
  get(key: string): Collected | undefined
  /** Keeps what was collected from the HTML of `key` for `save`. */
  note(key: string, collected: Collected): void
  /** Adds what was noted to the log, or writes it again with the `stored` keys only once it has grown. */
  save(stored: StoredKeys): void
}

/** The keys the render cache stores HTML under. */
export interface StoredKeys {
  has(key: string): boolean
  size: number
}

/** The log in `file`. */
export function collectedLog(file: string): CollectedLog {
  let table: Map<string, Collected> | undefined
  const noted = new Map<string, Collected>()
  return {
    get: (key) => noted.get(key) ?? (table ??= readLog(file)).get(key),
    note: (key, collected) => void noted.set(key, { scripts: collected.scripts, variants: collected.variants }),
    save(stored) {
      if (!noted.size) return
      try {
        if (sizeOf(file) <= 2 * LINE_BYTES * stored.size) appendFileSync(file, linesOf(noted))
        else rewrite(file, new Map([...(table ?? readLog(file)), ...noted]), stored)
      } catch {
        // Read-only or full disk: the next build without a record reads its pages back.
      }
      noted.clear()
    },
  }
}

function readLog(file: string): Map<string, Collected> {
  const table = new Map<string, Collected>()
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return table
  }
  for (const line of text.split('\n')) {
    try {
      const [key, scripts, variants] = JSON.parse(line) as [string, string[] | null, string[] | null]
      table.set(key, { ...(scripts && { scripts }), ...(variants && { variants }) })
    } catch {
      // An empty line, or one a killed build cut short.
    }
  }
  return table
}

function linesOf(entries: Iterable<[string, Collected]>): string {
  let text = ''
  for (const [key, { scripts, variants }] of entries) text += `${JSON.stringify([key, scripts ?? null, variants ?? null])}\n`
  return text
}

/** Writes the log again with the entries of `stored` keys only. */
function rewrite(file: string, table: Map<string, Collected>, stored: StoredKeys): void {
  writeWhole(file, linesOf([...table].filter(([key]) => stored.has(key))))
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}
