/**
 * The inline scripts a build emits, hashed from the bytes written: every `<script>` without `src`
 * whose type runs (none, a JavaScript MIME type or `module`) in every HTML file, so the
 * Content-Security-Policy can allow exactly them (reliability case XSS-11). Data blocks
 * (`application/json`, `application/ld+json`) never run and need no hash.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { keepBounded } from '../../core/bounded-map.js'

// HTML's whitespace is ASCII's (a no-break space is part of a name or value, as browsers read it):
// so the patterns match the same in a page's text and in its UTF-8 bytes read one character each.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\t\n\f\r ]*>/gi
const SRC = /[\t\n\f\r ]src[\t\n\f\r ]*=/i
const TYPE = /[\t\n\f\r ]type[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r >]+))/i
const RUNNABLE_TYPE = /^[\t\n\f\r ]*(|module|(text|application)\/(x-)?(java|ecma)script)[\t\n\f\r ]*$/i

export interface InlineScripts {
  /** Adds the scripts of an HTML file and returns their hashes; `known`, the hashes recorded or taken for the same contents, spares reading it. */
  collect(file: string, contents: string | Uint8Array | { from: string }, known?: string[]): string[] | undefined
  /** CSP source expressions (`'sha256-…'`), sorted. */
  sources(): string[]
}

export function inlineScriptCollector(): InlineScripts {
  const hashes = new Set<string>()
  return {
    collect(file, contents, known) {
      if (!file.endsWith('.html')) return undefined
      const found = known ?? scriptHashesOf(contents)
      for (const hash of found) hashes.add(hash)
      return found
    },
    sources: () => [...hashes].sort(),
  }
}

/**
 * The CSP source expression (`'sha256-…'`) of each runnable inline script of `html`, once each;
 * `latin1` when `html` holds a document's UTF-8 bytes one character each (`scriptHashesOf`).
 */
export function scriptHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  return [...new Set(inlineScripts(html).map((body) => scriptHash(body, encoding)))]
}

/**
 * Hashes made so far, by encoding and script: every page of a site carries the same theme script,
 * and hashing it again cost a page worker ~25 µs a page (cold 10,000 pages under `--cpu-prof`).
 */
const hashed = { utf8: new Map<string, string>(), latin1: new Map<string, string>() }
const HASHES_KEPT = 64

function scriptHash(body: string, encoding: 'utf8' | 'latin1'): string {
  const known = hashed[encoding]
  return known.get(body) ?? keepBounded(known, body, `'sha256-${createHash('sha256').update(body, encoding).digest('base64')}'`, HASHES_KEPT)
}

/**
 * The script hashes of an output's contents. Bytes (a page from a worker, or a file: a page from
 * the render cache, read synchronously) are scanned as they are, one character a byte, never
 * decoded: a build without a record reads every kept page back, and decoding 10,000 of them
 * through fs/promises cost ~1.2 s of its main thread.
 */
function scriptHashesOf(contents: string | Uint8Array | { from: string }): string[] {
  if (typeof contents === 'string') return scriptHashes(contents)
  const bytes = 'from' in contents ? readFileSync(contents.from) : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength)
  return scriptHashes(bytes.toString('latin1'), 'latin1')
}

/** The text of each runnable inline script of `html`. */
export function inlineScripts(html: string): string[] {
  const found: string[] = []
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (SRC.test(` ${attrs}`)) continue
    const type = TYPE.exec(` ${attrs}`)
    if (RUNNABLE_TYPE.test(type?.[1] ?? type?.[2] ?? type?.[3] ?? '')) found.push(body!)
  }
  return found
}
