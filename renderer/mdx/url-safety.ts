/**
 * Dangerous URL detection (XSS-7): `javascript:`, `vbscript:` and `data:` targets, also when hidden
 * by case, white space, control characters or character references. `data:image/*` is allowed
 * where an image is loaded (`img src`). Pure.
 */

const SAFE_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/

/** The dangerous scheme of `url` (`javascript`, `vbscript`, `data`), or undefined when it is safe. */
export function unsafeUrlScheme(url: string, options: { image?: boolean } = {}): string | undefined {
  const compact = decodeReferences(url).replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u2028\u2029\ufeff]/g, '').toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1]
  if (scheme === 'javascript' || scheme === 'vbscript' || scheme === 'livescript') return scheme
  if (scheme === 'data' && !(options.image && SAFE_IMAGE_DATA.test(compact))) return scheme
  return undefined
}

const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0', amp: '&', sol: '/', lpar: '(', rpar: ')' }

/** Decodes numeric and a few named character references, repeatedly (so `&amp;#58;` counts too). */
function decodeReferences(value: string): string {
  let current = value
  for (let i = 0; i < 3 && current.includes('&'); i++) {
    const next = current
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCode(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => fromCode(parseInt(dec, 10)))
      .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED[name.toLowerCase()] ?? whole)
    if (next === current) break
    current = next
  }
  return current
}

/** A code point as a string; invalid ones become U+FFFD. */
function fromCode(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
}
