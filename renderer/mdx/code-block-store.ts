/**
 * Highlighted code blocks kept between builds, under `.site-cache/code/` (issue 20): one JSON file
 * per block, named by a hash of the engine's fingerprint, the language, the fence's meta and the
 * code. A page compiled again whose blocks did not change (an edited paragraph) needs no Shiki:
 * creating the highlighter and compiling a grammar's expressions cost about half a second of a
 * one-page build's worker. Without a store (`--no-cache`, a build from sources) nothing is kept.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Element } from 'hast'

export interface BlockStoreOptions {
  /** The folder of the stored blocks. */
  dir: string
  /** What else makes a block's markup (the engine's fingerprint): a new engine highlights again. */
  salt: string
}

let store: BlockStoreOptions | undefined

/** Keeps blocks in `options.dir` from now on in this thread (none: keeps nothing). */
export function useBlockStore(options: BlockStoreOptions | undefined): void {
  store = options
}

/** The key of a block. */
export function blockKey(lang: string, meta: string, code: string): string {
  return createHash('sha256').update(`${store?.salt ?? ''}\0${lang}\0${meta}\0${code}`).digest('hex').slice(0, 32)
}

/**
 * The stored figure of `key`, or undefined. A missing file is asked for first: a read that fails
 * throws, and a cold build misses every block (20,000 at 10,000 pages).
 */
export function storedBlock(key: string): Element | undefined {
  if (!store) return undefined
  const file = path.join(store.dir, `${key}.json`)
  if (!existsSync(file)) return undefined
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Element
  } catch {
    // Half written by another thread, or cut short by a killed build: highlighted (and written) again.
    return undefined
  }
}

/** The folder each store was made in by this thread. */
const made = new Set<string>()

/**
 * Stores the figure of `key`, written in place: a reader that finds it half written (another
 * thread's, or a killed build's) does not parse it and highlights the block again, which
 * writes it whole. A failed write only costs the next build a highlight.
 */
export function storeBlock(key: string, figure: Element): void {
  if (!store) return
  try {
    if (!made.has(store.dir)) mkdirSync(store.dir, { recursive: true })
    made.add(store.dir)
    writeFileSync(path.join(store.dir, `${key}.json`), JSON.stringify(figure))
  } catch {
    // Read-only or full disk, or the folder removed: the block is highlighted again next time.
    made.delete(store.dir)
  }
}
