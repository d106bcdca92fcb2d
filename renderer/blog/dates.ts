/** Post dates: the `datetime` attribute form and the reader's form ("January 5, 2024"). Pure. */
import { longDate } from '../../core/i18n/long-date.js'

/** `2024-01-05` stays as written; any other parseable date becomes a full ISO time (UTC). */
export function machineDate(date: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date
  const time = Date.parse(date)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/** The date in `locale`'s long form, read in UTC so a date-only value never shifts a day. */
export function formatPostDate(date: string, locale: string): string | undefined {
  const time = Date.parse(date)
  if (Number.isNaN(time)) return undefined
  return longDate(locale, new Date(time))
}
