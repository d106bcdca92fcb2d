/**
 * The shapes real front matter takes for a value, and the one shape the build reads: dates in the
 * forms people write them, comma-separated tag strings, authors as a name, a list of names, split
 * one-key items or `{ name, image_url }` objects. Each function returns the canonical value, or
 * the input unchanged when it does not understand it (the schema then reports it). Pure.
 */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** What `date` accepts, for hints. */
export const DATE_SHAPES = 'an ISO date (2024-01-20, or 2024-01-20T10:00:00Z), 2024/01/20, 27 February 2023 or December 9th, 2022'
/** What `authors` accepts, for hints. */
export const AUTHOR_SHAPES = 'a name, a list of names, or a list of { name, image_url } items (image_url optional)'

const ISO = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** True for an ISO date or date-time that names a real day. */
export function isIsoDate(value: string): boolean {
  return ISO.test(value) && validDay(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))) && !Number.isNaN(Date.parse(value))
}

/** `2024/01/20`, `27 February 2023`, `December 9th, 2022` → `YYYY-MM-DD`; ISO stays as written. */
export function normalizeDate(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString()
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (ISO.test(text)) return text
  let match = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text)
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3])) ?? value
  match = /^(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]+)\.?,? (\d{4})$/.exec(text)
  if (match) return isoDay(Number(match[3]), monthOf(match[2]!), Number(match[1])) ?? value
  match = /^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/.exec(text)
  if (match) return isoDay(Number(match[3]), monthOf(match[1]!), Number(match[2])) ?? value
  return value
}

/** 1–12 for a month name or its first three letters (any case), else 0. */
function monthOf(name: string): number {
  const lower = name.toLowerCase()
  const index = MONTHS.findIndex((m) => m === lower || (lower.length === 3 && m.startsWith(lower)) || (lower === 'sept' && m === 'september'))
  return index + 1
}

function isoDay(year: number, month: number, day: number): string | undefined {
  if (!validDay(year, month, day)) return undefined
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

function validDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** `"a, b"` → `['a', 'b']`; a list keeps its strings (numbers become strings); null stays null. */
export function normalizeList(value: unknown): unknown {
  if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean)
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'number' ? String(v) : v))
  return value
}

/**
 * Authors in every shape real sites use → `[{ name, image_url?, … }]`: `"Name"`, `["id", …]`,
 * `{ name }`, `[{ name, image_url }]`, and split one-key items `[{ name }, { image_url }]`
 * (a nameless item completes the author before it). `avatar` or `image` stand for `image_url`.
 */
export function normalizeAuthors(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() ? [{ name: value.trim() }] : []
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : undefined
  if (!list) return value
  const out: unknown[] = []
  for (const item of list) {
    if (typeof item === 'string') {
      out.push({ name: item })
      continue
    }
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      out.push(item)
      continue
    }
    const { avatar, image, ...rest } = item as Record<string, unknown>
    const author: Record<string, unknown> = { ...rest }
    if (author.image_url === undefined && (avatar ?? image) !== undefined) author.image_url = avatar ?? image
    const previous = out.at(-1) as Record<string, unknown> | undefined
    if (author.name === undefined && previous && typeof previous === 'object' && !Object.keys(author).some((k) => k in previous)) Object.assign(previous, author)
    else out.push(author)
  }
  return out
}

/** `null`, `''` and blank strings mean "not set". */
export function emptyToUndefined(value: unknown): unknown {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value
}

/** A title written as a number or a date stays text; blank means "not set". */
export function normalizeText(value: unknown): unknown {
  const v = emptyToUndefined(value)
  return typeof v === 'number' || typeof v === 'boolean' ? String(v) : v
}
