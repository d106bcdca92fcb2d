/**
 * Highlighted code blocks kept between builds, under `.site-cache/code/` (issue 20): one JSON file
 * per block, named by a hash of the engine's fingerprint, the language, the fence's meta and the
 * code. A page compiled again whose blocks did not change (an edited paragraph) needs no Shiki:
 * creating the highlighter and compiling a grammar's expressions cost about half a second of a
 * one-page build's worker. Without a store (`--no-cache`, a build from sources) nothing is kept.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
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

/** The stored figure of `key`, or undefined. */
export function storedBlock(key: string): Element | undefined {
  if (!store) return undefined
  try {
    return JSON.parse(readFileSync(path.join(store.dir, `${key}.json`), 'utf8')) as Element
  } catch {
    return undefined
  }
}

/** Stores the figure of `key` (written whole, then renamed: a reader never sees half a file); a failed write only costs the next build a highlight. */
export function storeBlock(key: string, figure: Element): void {
  if (!store) return
  const file = path.join(store.dir, `${key}.json`)
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  try {
    mkdirSync(store.dir, { recursive: true })
    writeFileSync(partial, JSON.stringify(figure))
    renameSync(partial, file)
  } catch {
    // Read-only or full disk: the block is highlighted again next time.
  }
}
