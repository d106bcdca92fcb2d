/**
 * isUnsafeUrl: true for URLs a browser would run as script (`javascript:`, `vbscript:`) or treat as
 * a document (`data:`), however they are obfuscated (case, leading blanks, tabs and newlines
 * inside the scheme, HTML entities). `data:image/*` stays allowed where `allowDataImage`. Pure.
 */
export function isUnsafeUrl(url: string, allowDataImage = false): boolean {
  const decoded = url
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
  // Browsers strip leading control characters and spaces, and tabs and newlines anywhere.
  const normalized = decoded.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '').toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(normalized)?.[1]
  if (!scheme) return false
  if (scheme === 'javascript' || scheme === 'vbscript') return true
  if (scheme === 'data') return !(allowDataImage && /^data:image\/(png|gif|jpe?g|webp|avif);/.test(normalized))
  return false
}
