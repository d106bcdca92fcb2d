/**
 * Our site's committed route history (content/.site-routes.json, issue 18): it is present and holds
 * the routes a build of content/ would record, so every page's current route is there and the next
 * move of a page gets its redirect. Planned with the engine's own createSite.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../cli/config/load.ts'
import { createSite, type Site } from '../../renderer/index.ts'
import { parseHistory } from '../../renderer/redirects/history-file.ts'
import type { RouteHistory } from '../../renderer/redirects/route-history.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let site: Site

beforeAll(async () => {
  site = await createSite(await loadConfig(root), { cache: false })
}, 300_000)

describe('content/.site-routes.json', () => {
  it('holds the routes a build of content/ records (run `site build` and commit the file when this fails)', () => {
    const committed = parseHistory(readFileSync(path.join(root, 'content/.site-routes.json'), 'utf8'))
    if (!('history' in committed)) throw new Error(`content/.site-routes.json:${committed.problem.line}: ${committed.problem.reason}`)
    const routesOf = (history: RouteHistory) => Object.fromEntries(Object.entries(history.pages).map(([file, entry]) => [file, entry.routes]))
    expect(site.routeHistory.moves).toEqual([])
    // Sketches are left out: a page rewritten in place changes its sketch, not its routes.
    expect(routesOf(committed.history)).toEqual(routesOf(site.routeHistory.history))
  })

  it('records the route of every page of both locales as its latest', () => {
    const { pages } = site.routeHistory.history
    const missing = site.pageMap.pages.filter((p) => pages[p.file]?.routes[p.locale]?.at(-1) !== p.route).map((p) => p.route)
    expect(missing).toEqual([])
    expect(site.pageMap.pages.filter((p) => p.locale === 'fr').length).toBeGreaterThan(100)
  })
})
