/** Reading time of a post from its text (search sections), in whole minutes, at least 1. Pure. */

/** Words per minute of an average technical reader. */
export const WORDS_PER_MINUTE = 230

/** Counts words; each Han/Kana/Hangul character counts as one word, since those scripts have no spaces. */
export function countWords(text: string): number {
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0
  const rest = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, ' ')
  const words = rest.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’_-]*/gu)?.length ?? 0
  return words + cjk
}

/** Minutes to read `texts`. */
export function readingMinutes(texts: string[]): number {
  const words = texts.reduce((sum, t) => sum + countWords(t), 0)
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}
