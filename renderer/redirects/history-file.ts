/**
 * `content/.site-routes.json` as text: read with a position for every mistake, written one page a
 * line (sorted by file) so a move shows in review as the line it changed.
 */
import { positionAt } from '../../core/config/positions.js'
import { isSketch } from './sketch.js'
import type { HistoryEntry, RouteHistory } from './route-history.js'

const ABOUT = 'Routes each page has had, kept by `site build` to redirect old routes to where the page is now. Commit this file.'

export interface HistoryProblem {
  line: number
  column: number
  reason: string
}

/** The history written in `text`, or where and why it is not one. */
export function parseHistory(text: string): { history: RouteHistory } | { problem: HistoryProblem } {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    // Node 22 names the offset ("at position 42"); Node 20 does not, and the first line stands for the file.
    const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0)
    return { problem: { ...positionAt(text, offset), reason: `Not valid JSON: ${(error as Error).message.replace(/ in JSON at position.*$/s, '').replace(/\s+/g, ' ')}` } }
  }
  const pages = isRecord(data) ? data.pages : undefined
  if (!isRecord(pages)) return { problem: { line: 1, column: 1, reason: 'Expected an object with a `pages` object' } }
  for (const [file, entry] of Object.entries(pages)) {
    const mistake = entryMistake(entry)
    if (mistake) return { problem: { ...positionAt(text, Math.max(text.indexOf(JSON.stringify(file)), 0)), reason: `\`pages[${JSON.stringify(file)}]\`: ${mistake}` } }
  }
  return { history: { pages: pages as Record<string, HistoryEntry> } }
}

/** The text of `history`: the same history gives the same bytes. */
export function serializeHistory(history: RouteHistory): string {
  const lines = Object.entries(history.pages).map(([file, entry]) => `    ${JSON.stringify(file)}: ${JSON.stringify({ sketch: entry.sketch, routes: sortedRoutes(entry.routes) })}`)
  return `{\n  "about": ${JSON.stringify(ABOUT)},\n  "pages": {${lines.length ? `\n${lines.join(',\n')}\n  ` : ''}}\n}\n`
}

/** What is wrong with one entry, or undefined. */
function entryMistake(entry: unknown): string | undefined {
  if (!isRecord(entry)) return 'expected `{ "sketch": "…", "routes": { "<locale>": ["/route", …] } }`'
  if (typeof entry.sketch !== 'string' || !isSketch(entry.sketch)) return '`sketch` must be the hex string the build wrote'
  if (!isRecord(entry.routes)) return '`routes` must map each locale to a list of routes'
  for (const [locale, routes] of Object.entries(entry.routes)) {
    if (!Array.isArray(routes) || routes.some((r) => typeof r !== 'string' || !r.startsWith('/'))) return `\`routes.${locale}\` must be a list of routes starting with /`
  }
  return undefined
}

function sortedRoutes(routes: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(routes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
