/**
 * The route history of a site (`content/.site-routes.json`, committed with the content): every
 * route each page has had, so the build can send an old route to where the page lives now. Pure:
 * the file is read by stages/scan.ts and written by `saveRouteHistory` (save-history.ts).
 *
 * Pages are known by their source file. A file that left the content is the same page as a new
 * file when their texts share at least half their shingles (sketch.ts), so a page moved and edited
 * in one change keeps its history; the best-matching pairs are taken first. A route that another
 * page now has is dropped from every other page's history (the old route came back as a page).
 */
import { createHash } from 'node:crypto'
import { similarity, similarityOf, sketchValues } from './sketch.js'

export const HISTORY_FILE = '.site-routes.json'

/** One source file's history: its text's sketch at the last build and, per locale, its routes oldest first (the last is its route at the last build). */
export interface HistoryEntry {
  sketch: string
  routes: Record<string, string[]>
}

export interface RouteHistory {
  /** By content-relative source file. */
  pages: Record<string, HistoryEntry>
}

/** A page as planned now. */
export interface CurrentPage {
  file: string
  locale: string
  route: string
}

/** The content files as the history needs them. */
export interface ContentFiles {
  exists(file: string): boolean
  sketch(file: string): string
}

export interface HistoryUpdate {
  history: RouteHistory
  /** Source files taken for moved ones: old file → new file. */
  moves: Array<{ from: string; to: string }>
  /** The history is the one read (`previous`, the same object): nothing to save. */
  unchanged?: boolean
  /** What the pages' routes hash to (`routesDigest`): the history is current for these routes. */
  routes: string
}

/** Shares of common text from which two files are the same page (git's rename detection default). */
const SAME_PAGE = 0.5
/** A stored sketch is kept while the text stays this alike, so small edits leave the history file as it was. */
const STILL_CURRENT = 0.75

/**
 * The history after this build: files that still exist keep their entry, a new file like one
 * that left takes its entry, and every planned page's route is appended to its locale's list.
 * `files` says which content files exist and gives their sketch (sketch.ts), which is asked only
 * when needed: for new files while some file left, and, with `refresh` (a build that saves the
 * history), for every planned file, to keep its sketch current; `refresh` may name the files to
 * refresh instead (a build that knows which files are as the last build that saved it saw them),
 * and a file without a sketch then gets one.
 */
export function updateHistory(previous: RouteHistory, pages: CurrentPage[], files: ContentFiles, options: { refresh: boolean | ((file: string) => boolean); currentFor?: string }): HistoryUpdate {
  const routes = routesDigest(pages)
  const current = options.currentFor === routes ? sketchesCurrent(previous, files, options.refresh) : isCurrent(previous, pages, files, options.refresh)
  if (current) return { history: previous, moves: [], unchanged: true, routes }
  return { ...nextHistory(previous, pages, files, options), routes }
}

/**
 * A digest of the pages' files, locales and routes, in plan order. The build record keeps the one
 * a build left its history current for (`currentFor`): while the history file and the routes are
 * as they were, only the sketches of the files changed since can make it out of date (`isCurrent`
 * walked every entry and route for that: ~35 ms of a one-page edit of 10,000 pages, stop 43).
 */
export function routesDigest(pages: CurrentPage[]): string {
  let text = ''
  for (const { file, locale, route } of pages) text += `${file}\0${locale}\0${route}\n`
  return createHash('sha256').update(text).digest('hex').slice(0, 32)
}

/** Whether every sketch to refresh is still alike: `isCurrent` for a history already current for the same routes. */
function sketchesCurrent(previous: RouteHistory, files: ContentFiles, refresh: boolean | ((file: string) => boolean)): boolean {
  for (const [file, entry] of Object.entries(previous.pages)) {
    if (needsSketch(file, entry, refresh) && similarity(entry.sketch, files.sketch(file)) < STILL_CURRENT) return false
  }
  return true
}

/** `updateHistory` by copying every entry (exported for the test that compares it with the shortcut). */
export function nextHistory(previous: RouteHistory, pages: CurrentPage[], files: ContentFiles, options: { refresh: boolean | ((file: string) => boolean) }): Omit<HistoryUpdate, 'routes'> {
  const current = routesByFile(pages)
  const next: Record<string, HistoryEntry> = {}
  const exists = (file: string) => current.has(file) || files.exists(file)
  for (const [file, entry] of Object.entries(previous.pages)) if (exists(file)) next[file] = clone(entry)
  const gone = Object.keys(previous.pages).filter((file) => !exists(file))
  const fresh = [...current.keys()].filter((file) => !Object.hasOwn(previous.pages, file))
  const moves = gone.length ? matchMoves(gone, fresh, (file) => previous.pages[file]!.sketch, files.sketch) : []
  for (const { from, to } of moves) next[to] = clone(previous.pages[from]!)
  for (const [file, routes] of current) {
    const entry = (next[file] ??= { sketch: '', routes: {} })
    if (needsSketch(file, entry, options.refresh) || (entry.sketch === '' && gone.length)) {
      const now = files.sketch(file)
      if (similarity(entry.sketch, now) < STILL_CURRENT) entry.sketch = now
    }
    for (const [locale, route] of routes) entry.routes[locale] = [...(entry.routes[locale] ?? []).filter((r) => r !== route), route]
  }
  dropTakenRoutes(next, current)
  return { history: { pages: sortedByKey(next) }, moves }
}

/**
 * Whether `nextHistory` would give back `previous` as it is: the same files, each page's route
 * already the last of its locale's list (and only there), no route another page has now, every
 * sketch to refresh still alike, and the files in order. Most builds change no route: the update
 * copied, sorted and filtered every entry to find that (90 ms of a one-page edit of 10,000 pages).
 */
export function isCurrent(previous: RouteHistory, pages: CurrentPage[], files: ContentFiles, refresh: boolean | ((file: string) => boolean)): boolean {
  const current = routesByFile(pages)
  const entries = Object.entries(previous.pages)
  if (entries.length !== current.size) return false
  const live = new Set<string>()
  for (const routes of current.values()) for (const route of routes.values()) live.add(route)
  let last = ''
  for (const [file, entry] of entries) {
    const routes = current.get(file)
    if (!routes || (last !== '' && !(last < file))) return false
    last = file
    for (const [locale, route] of routes) {
      const list = entry.routes[locale]
      if (!list || list.indexOf(route) !== list.length - 1) return false
    }
    for (const [locale, list] of Object.entries(entry.routes)) {
      const own = routes.get(locale)
      if (!list.length || list.some((r) => r !== own && live.has(r))) return false
    }
    if (needsSketch(file, entry, refresh) && similarity(entry.sketch, files.sketch(file)) < STILL_CURRENT) return false
  }
  return true
}

function needsSketch(file: string, entry: HistoryEntry, refresh: boolean | ((file: string) => boolean)): boolean {
  return typeof refresh === 'function' ? entry.sketch === '' || refresh(file) : refresh
}

/** Old route → the route its page has now, for every planned page with older routes. */
export function movedRoutes(history: RouteHistory, pages: CurrentPage[]): Map<string, string> {
  const moved = new Map<string, string>()
  for (const page of pages) {
    for (const old of history.pages[page.file]?.routes[page.locale] ?? []) if (old !== page.route && !moved.has(old)) moved.set(old, page.route)
  }
  return moved
}

/** Pairs of a file that left and a new file with the same page, most alike first, each file in one pair at most. */
function matchMoves(gone: string[], fresh: string[], oldSketch: (file: string) => string, newSketch: (file: string) => string): Array<{ from: string; to: string }> {
  const freshValues = fresh.map((to) => ({ to, values: sketchValues(newSketch(to)) }))
  const candidates = gone.flatMap((from) => {
    const values = sketchValues(oldSketch(from))
    return freshValues.map(({ to, values: other }) => ({ from, to, score: similarityOf(values, other) }))
  })
  const alike = candidates.filter((c) => c.score >= SAME_PAGE).sort((a, b) => b.score - a.score || Number(baseName(b.to) === baseName(b.from)) - Number(baseName(a.to) === baseName(a.from)) || a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
  const used = new Set<string>()
  const moves: Array<{ from: string; to: string }> = []
  for (const { from, to } of alike) {
    if (used.has(from) || used.has(to)) continue
    used.add(from).add(to)
    moves.push({ from, to })
  }
  return moves
}

/** Removes from each entry the routes another page has now; a locale left without routes goes. */
function dropTakenRoutes(entries: Record<string, HistoryEntry>, current: Map<string, Map<string, string>>): void {
  const live = new Set([...current.values()].flatMap((routes) => [...routes.values()]))
  for (const [file, entry] of Object.entries(entries)) {
    for (const [locale, routes] of Object.entries(entry.routes)) {
      const own = current.get(file)?.get(locale)
      const kept = routes.filter((r) => r === own || !live.has(r))
      if (kept.length) entry.routes[locale] = kept
      else delete entry.routes[locale]
    }
  }
}

function routesByFile(pages: CurrentPage[]): Map<string, Map<string, string>> {
  const byFile = new Map<string, Map<string, string>>()
  for (const { file, locale, route } of pages) {
    if (!byFile.has(file)) byFile.set(file, new Map())
    byFile.get(file)!.set(locale, route)
  }
  return byFile
}

function clone(entry: HistoryEntry): HistoryEntry {
  return { sketch: entry.sketch, routes: Object.fromEntries(Object.entries(entry.routes).map(([l, r]) => [l, [...r]])) }
}

function baseName(file: string): string {
  return file.split('/').at(-1)!.replace(/\.mdx?$/, '')
}

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}
