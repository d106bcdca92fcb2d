/**
 * The shapes real front matter takes for a value, and the one shape the build reads: dates in the
 * forms people write them, comma-separated tag strings, authors as a name, a list of names, split
 * one-key items or `{ name, image_url }` objects. Each function returns the canonical value, or
 * the input unchanged when it does not understand it (the schema then reports it). Pure.
 */

/** Languages whose month names a written date may use (Intl gives their long, short and genitive forms). */
const MONTH_LANGUAGES = ['en', 'fr', 'es', 'pt', 'it', 'de', 'nl', 'ca', 'ru', 'uk', 'pl', 'cs', 'sv', 'da', 'nb', 'fi', 'tr', 'id', 'ro', 'hu']
/** Words that may sit between the parts of a written date (`27 de Agosto de 2021`, `27 августа 2021 г.`). */
const FILLER = new Set(['de', 'del', 'of', 'the', 'г', 'года', 'le', 'el'])
let monthTable: Map<string, number> | undefined
/** What `date` accepts, for hints. */
export const DATE_SHAPES = 'an ISO date (2024-01-20, or 2024-01-20T10:00:00Z), 2024/01/20, 27 February 2023 or December 9th, 2022 (month names in English and other common languages, or 2022年12月9日)'
/** What `authors` accepts, for hints. */
export const AUTHOR_SHAPES = 'a name, a list of names, or a list of { name, image_url } items (image_url optional)'

const ISO = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** True for an ISO date or date-time that names a real day. */
export function isIsoDate(value: string): boolean {
  return ISO.test(value) && validDay(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))) && !Number.isNaN(Date.parse(value))
}

/**
 * `2024/01/20`, `27 February 2023`, `December 9th, 2022` → `YYYY-MM-DD`, in English and the other
 * languages of MONTH_LANGUAGES (`27 Août 2021`, `27 de Agosto de 2021`, `27 августа 2021 г.`), and
 * `2021年8月27日` / `2021년 8월 27일`; ISO stays as written.
 */
export function normalizeDate(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString()
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (ISO.test(text)) return text
  const slashed = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text)
  if (slashed) return isoDay(Number(slashed[1]), Number(slashed[2]), Number(slashed[3])) ?? value
  const cjk = /^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]?$/.exec(text)
  if (cjk) return isoDay(Number(cjk[1]), Number(cjk[2]), Number(cjk[3])) ?? value
  return writtenDate(text) ?? value
}

/** A day, a month name and a year in either order (`27 February 2023`, `December 9th, 2022`). */
function writtenDate(text: string): string | undefined {
  const words = text.toLowerCase().split(/[\s,]+/).map((w) => w.replace(/\.$/, '')).filter((w) => w && !FILLER.has(w))
  if (words.length !== 3) return undefined
  const year = words.findIndex((w) => /^\d{4}$/.test(w))
  const day = words.findIndex((w) => /^\d{1,2}(st|nd|rd|th|er|º|°)?$/.test(w))
  const month = words.findIndex((_, i) => i !== year && i !== day)
  if (year !== 2 || day === -1 || month === -1) return undefined
  return isoDay(Number(words[year]), monthOf(words[month]!), Number.parseInt(words[day]!, 10))
}

/** 1–12 for a month name, its abbreviation or genitive form in a language of MONTH_LANGUAGES, else 0. */
function monthOf(name: string): number {
  if (!monthTable) {
    monthTable = new Map()
    for (const language of MONTH_LANGUAGES) {
      for (let m = 0; m < 12; m++) {
        const date = new Date(Date.UTC(2021, m, 15))
        const forms = [
          new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(date),
          new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(date),
          ...new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).formatToParts(date).filter((p) => p.type === 'month').map((p) => p.value),
        ]
        for (const form of forms) {
          const key = form.toLowerCase().replace(/\.$/, '')
          if (!monthTable.has(key)) monthTable.set(key, m + 1)
        }
      }
    }
    monthTable.set('sept', 9)
  }
  return monthTable.get(name) ?? 0
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
