/**
 * A date in a locale's long form ("January 5, 2024"), read in UTC so a date-only value never
 * shifts a day. One formatter per locale: creating an `Intl.DateTimeFormat` costs about a
 * millisecond, which every page paid for its "Last updated" line (issue 20 profile).
 */
const formats = new Map<string, Intl.DateTimeFormat>()

/** The long-date formatter of `locale`, or of en-US when the locale is not a valid tag. */
export function longDateFormat(locale: string): Intl.DateTimeFormat {
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
