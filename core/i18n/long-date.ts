/**
 * A date in a locale's long form ("January 5, 2024"), read in UTC so a date-only value never
 * shifts a day. One formatter per locale: creating an `Intl.DateTimeFormat` costs about a
 * millisecond, which every page paid for its "Last updated" line (issue 20 profile).
 */
import { keepBounded } from '../bounded-map.js'

const formats = new Map<string, Intl.DateTimeFormat>()

/** The long-date formatter of `locale`, or of en-US when the locale is not a valid tag. */
function longDateFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    } catch {
      format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    }
    formats.set(locale, format)
  }
  return format
}

/** Texts made so far by locale and day: pages of one site share few days. */
const texts = new Map<string, string>()
const TEXTS_KEPT = 2000

/**
 * `date` in `locale`'s long form, made once per locale and UTC day in a thread. A page worker's
 * "Last updated" line took 16-30 µs a page in `format` (ICU's data out of the cache between pages;
 * 2 µs in a loop of its own): 1 % of the worker in a cold 10,000-page build.
 */
export function longDate(locale: string, date: Date): string {
  const key = `${locale}\0${date.getUTCFullYear()}-${date.getUTCMonth()}-${date.getUTCDate()}`
  return texts.get(key) ?? keepBounded(texts, key, longDateFormat(locale).format(date), TEXTS_KEPT)
}
