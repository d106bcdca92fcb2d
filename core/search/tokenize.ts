/**
 * Tokens for search, the same at index time and at query time: NFKC, lower case, words of
 * letters and digits; runs of Chinese, Japanese and Korean text are split into words with
 * `Intl.Segmenter` (ICU's dictionary segmentation), since they have no spaces between words.
 * ICU splits a run differently depending on its context ('…退避重试' ends in '重', '试', while the
 * query '重试' is one word), so a CJK run also yields its character bigrams: a two-character query
 * word then matches wherever its characters are adjacent. Tokens are capped in length so a pathological page (10,000 `a`s) cannot blow up the prefix index.
 */

/** Longest token kept (longer ones are cut). */
export const MAX_TOKEN = 32

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3005\u30fc]+/gu
const WORD = /[\p{L}\p{N}\p{M}_]+/gu

let segmenter: Intl.Segmenter | undefined

/** The words of `text`, lower-cased, in order (duplicates kept). */
export function tokenize(text: string): string[] {
  if (ASCII_ONLY.test(text)) return asciiWords(text)
  const lower = text.normalize('NFKC').toLowerCase()
  const out: string[] = []
  let last = 0
  for (const run of lower.matchAll(CJK_RUN)) {
    words(lower.slice(last, run.index), out)
    segment(run[0], out)
    last = run.index + run[0].length
  }
  words(lower.slice(last), out)
  return out
}

/** True when `text` holds Chinese, Japanese or Korean characters. */
export function hasCjk(text: string): boolean {
  CJK_RUN.lastIndex = 0
  return CJK_RUN.test(text)
}

/**
 * ASCII text, most of an English site's: NFKC leaves it as it is, it has no CJK run, and its
 * letters, digits and marks are [a-z0-9] once lower-cased, so the same words come from one plain
 * regex (the search stage of a 1,000-page build: tokenizing 50 → 25 ms, stop 23).
 */
const ASCII_ONLY = /^[\x00-\x7f]*$/
const ASCII_WORD = /[a-z0-9_]+/g

function asciiWords(text: string): string[] {
  const found = text.toLowerCase().match(ASCII_WORD) ?? []
  for (let i = 0; i < found.length; i++) if (found[i]!.length > MAX_TOKEN) found[i] = found[i]!.slice(0, MAX_TOKEN)
  return found
}

function words(text: string, out: string[]): void {
  if (!text) return
  for (const m of text.matchAll(WORD)) out.push(m[0].length > MAX_TOKEN ? m[0].slice(0, MAX_TOKEN) : m[0])
}

function segment(text: string, out: string[]): void {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' })
  const seen = new Set<string>()
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) continue
    const word = s.segment.length > MAX_TOKEN ? s.segment.slice(0, MAX_TOKEN) : s.segment
    seen.add(word)
    out.push(word)
  }
  const chars = Array.from(text)
  for (let i = 0; i + 1 < chars.length; i++) {
    const pair = chars[i]! + chars[i + 1]!
    if (!seen.has(pair)) (seen.add(pair), out.push(pair))
  }
}
