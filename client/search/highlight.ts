/**
 * Excerpts and highlighting as plain data: a list of text segments, each marked or not. The
 * island renders them as text nodes and <mark> elements, so page text is never parsed as HTML
 * (XSS-1, XSS-2). Matching is by `indexOf` on case-folded text: no regular expression is built
 * from the query, so `(`, `\`, `.*`, `(a+)+$` are literal and cannot loop (XSS-4).
 */
import { tokenize } from '../../core/search/tokenize.js'

export interface Segment {
  text: string
  match: boolean
}

/** Longest query the box acts on (longer input is cut; XSS-4's 2,000-character query). */
export const MAX_QUERY = 200
/** Most query terms used for searching and highlighting. */
export const MAX_TERMS = 10

/** The query cut to MAX_QUERY characters and trimmed. */
export function boundQuery(query: string): string {
  return query.slice(0, MAX_QUERY).trim()
}

/** The distinct terms of a query (longest first, so the longest match wins), at most MAX_TERMS. */
export function queryTerms(query: string): string[] {
  const terms = [...new Set(tokenize(boundQuery(query)))].slice(0, MAX_TERMS)
  return terms.sort((a, b) => b.length - a.length)
}

/** `text` split into segments where each occurrence of a term (case-insensitive) is marked. */
export function highlight(text: string, terms: string[]): Segment[] {
  const folded = fold(text)
  const segments: Segment[] = []
  let plainFrom = 0
  let i = 0
  while (i < text.length && terms.length) {
    const term = terms.find((t) => t && folded.startsWith(t, i))
    if (!term) {
      i++
      continue
    }
    if (i > plainFrom) segments.push({ text: text.slice(plainFrom, i), match: false })
    segments.push({ text: text.slice(i, i + term.length), match: true })
    i += term.length
    plainFrom = i
  }
  if (plainFrom < text.length) segments.push({ text: text.slice(plainFrom), match: false })
  return segments
}

/**
 * About `max` characters of `text` around its first match of a term (the start when none
 * matches), on one line, with '…' where it was cut.
 */
export function excerpt(text: string, terms: string[], max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const folded = fold(line)
  let first = -1
  for (const t of terms) {
    const at = t ? folded.indexOf(t) : -1
    if (at !== -1 && (first === -1 || at < first)) first = at
  }
  const start = first <= 40 ? 0 : Math.min(first - 40, line.length - max)
  const cut = line.slice(start, start + max)
  return `${start > 0 ? '…' : ''}${cut}${start + max < line.length ? '…' : ''}`
}

/**
 * Lower case (and NFKC per character) with the same length as `text`, so indexes found in the
 * folded text are indexes in `text`; characters whose folded form has another length stay as is.
 */
export function fold(text: string): string {
  const lower = text.toLowerCase()
  if (lower.length === text.length && /^[\x00-\x7f]*$/.test(text)) return lower
  let out = ''
  for (const ch of text) {
    const f = ch.normalize('NFKC').toLowerCase()
    out += f.length === ch.length ? f : ch
  }
  return out
}
