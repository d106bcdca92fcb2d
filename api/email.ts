/**
 * Newsletter address validation and normalisation. Pure, runs on Node and on workerd (only the
 * WHATWG URL parser is used for IDN → punycode). Linear in the input: no backtracking regexes.
 */

/** A validated address: `address` is what we store and send to, `key` is the dedupe key. */
export interface NormalizedEmail {
  /** NFC local part @ lowercased ASCII (punycode) domain, e.g. `User+tag@xn--bcher-kva.de`. */
  address: string
  /** Whole address lowercased: the unique key, so `A@Example.COM` and `a@example.com` are one row. */
  key: string
}

export const MAX_EMAIL_LENGTH = 254
const MAX_LOCAL_BYTES = 64
const MAX_LABEL_LENGTH = 63

// RFC 5322 atext (ASCII), plus any letter, mark or number beyond ASCII (RFC 6531 EAI addresses).
const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\-\p{L}\p{M}\p{N}]+$/u
// A Unicode domain label before IDNA conversion: letters, marks, numbers and hyphens.
const UNICODE_LABEL = /^[\p{L}\p{M}\p{N}-]+$/u
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/
// Control characters anywhere (C0, DEL, C1) and the Unicode line/paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** Returns the normalised address, or null when `input` is not an address we accept. */
export function normalizeEmail(input: unknown): NormalizedEmail | null {
  if (typeof input !== 'string') return null
  // Cheap bound first, so a 10 KB input costs nothing; the header-injection check runs before the
  // trim so a trailing "\r\n" is refused rather than silently removed (STO-7).
  if (input.length > MAX_EMAIL_LENGTH + 64 || CONTROL.test(input)) return null
  const trimmed = input.trim().normalize('NFC')
  if (trimmed.length === 0 || trimmed.length > MAX_EMAIL_LENGTH) return null
  const at = trimmed.indexOf('@')
  if (at <= 0 || at !== trimmed.lastIndexOf('@')) return null
  const local = trimmed.slice(0, at)
  const domain = toAsciiDomain(trimmed.slice(at + 1))
  if (!domain || !validLocal(local)) return null
  const address = `${local}@${domain}`
  if (address.length > MAX_EMAIL_LENGTH) return null
  return { address, key: address.toLowerCase() }
}

/** True when `local` is a dot-atom of at most 64 UTF-8 bytes (no quoted strings, no comments). */
function validLocal(local: string): boolean {
  if (new TextEncoder().encode(local).length > MAX_LOCAL_BYTES) return false
  return local.split('.').every((atom) => atom.length > 0 && LOCAL_ATOM.test(atom))
}

/** Returns the lowercased ASCII form of a (possibly Unicode) domain, or null if it is not a DNS name. */
function toAsciiDomain(domain: string): string | null {
  if (domain.length === 0 || domain.length > 253) return null
  const labels = domain.split('.')
  if (labels.length < 2 || !labels.every((l) => l.length > 0 && UNICODE_LABEL.test(l))) return null
  let ascii: string
  try {
    // The URL parser applies UTS #46 (IDNA) mapping: lowercase, NFC, punycode.
    ascii = new URL(`http://${domain}/`).hostname
  } catch {
    return null
  }
  if (ascii.length > 253) return null
  const asciiLabels = ascii.split('.')
  if (asciiLabels.length !== labels.length) return null
  const tld = asciiLabels[asciiLabels.length - 1]
  if (tld.length < 2 || /^[0-9]+$/.test(tld)) return null
  return asciiLabels.every((l) => l.length <= MAX_LABEL_LENGTH && ASCII_LABEL.test(l)) ? ascii : null
}

/** Returns a short, non-reversible tag for logs: never log an address (STO-11). */
export async function emailTag(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`newsletter:${key}`))
  return [...new Uint8Array(digest).slice(0, 6)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
