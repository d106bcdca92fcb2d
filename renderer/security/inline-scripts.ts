/**
 * The inline scripts a build emits, hashed from the bytes written: every `<script>` without `src`
 * whose type runs (none, a JavaScript MIME type or `module`) in every HTML file, so the
 * Content-Security-Policy can allow exactly them (reliability case XSS-11). Data blocks
 * (`application/json`, `application/ld+json`) never run and need no hash.
 */
import { createHash } from 'node:crypto'
import { outputText } from '../output-text.js'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const RUNNABLE_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i

export interface InlineScripts {
  /** Adds the scripts of an HTML file and returns their hashes; `known`, the hashes recorded or taken for the same contents, spares reading it. */
  collect(file: string, contents: string | Uint8Array | { from: string }, known?: string[]): Promise<string[] | undefined>
  /** CSP source expressions (`'sha256-…'`), sorted. */
  sources(): string[]
}

export function inlineScriptCollector(): InlineScripts {
  const hashes = new Set<string>()
  return {
    async collect(file, contents, known) {
      if (!file.endsWith('.html')) return undefined
      const found = known ?? scriptHashes(await outputText(contents))
      for (const hash of found) hashes.add(hash)
      return found
    },
    sources: () => [...hashes].sort(),
  }
}

/** The CSP source expression (`'sha256-…'`) of each runnable inline script of `html`, once each. */
export function scriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`))]
}

/** The text of each runnable inline script of `html`. */
export function inlineScripts(html: string): string[] {
  const found: string[] = []
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attrs}`)
    if (RUNNABLE_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) found.push(body!)
  }
  return found
}
