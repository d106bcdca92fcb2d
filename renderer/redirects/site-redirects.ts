/**
 * The redirects of a build: the config's `redirects` and the moved pages' old routes
 * (route-history.ts), each sent straight to its final target. Config entries win over moved
 * routes with the same source; a moved route that is a real output again (a page, a blog page, a
 * public file) is no redirect. Pure.
 */
import { configValuePositions } from '../../core/config/positions.js'
import type { Report } from '../diagnostics.js'

/** The redirects to write, config ones first in their order, then moved routes by source; chains collapsed to their last target. */
export function siteRedirects(config: Record<string, string>, moved: Map<string, string>, isOutput: (route: string) => boolean): Record<string, string> {
  const all = new Map<string, string>(Object.entries(config))
  const auto = [...moved].filter(([from]) => !all.has(from) && !isOutput(from)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  for (const [from, to] of auto) all.set(from, to)
  return Object.fromEntries([...all].map(([from, to]) => [from, finalTarget(all, from, to)]))
}

/** Reports each loop among the config's redirects (`/a → /b → /a`), which no host can answer. */
export function checkRedirectLoops(redirects: Record<string, string>, configSource: string | undefined, report: Report): void {
  const map = new Map(Object.entries(redirects))
  const reported = new Set<string>()
  const positions = configSource ? configValuePositions(configSource) : undefined
  for (const from of map.keys()) {
    const chain = [from]
    let at = pathOf(map.get(from)!)
    while (map.has(at) && !chain.includes(at)) {
      chain.push(at)
      at = pathOf(map.get(at)!)
    }
    if (at !== from || chain.some((route) => reported.has(route))) continue
    for (const route of chain) reported.add(route)
    report.error({
      file: 'content/site.config.ts',
      ...positions?.get(`redirects.${from}`),
      reason: `Redirect loop: ${[...chain, from].join(' → ')}`,
      ruleId: 'redirects/loop',
      source: 'config',
      sourceText: configSource,
      hint: 'Point one of these redirects at a page, or remove it.',
    })
  }
}

/** Follows `to` through other redirects to the route that is not one (`?query` and `#hash` kept from the last hop that has them). */
function finalTarget(all: Map<string, string>, from: string, to: string): string {
  const seen = new Set([from])
  let target = to
  while (all.has(pathOf(target)) && !seen.has(pathOf(target))) {
    seen.add(pathOf(target))
    const next = all.get(pathOf(target))!
    target = pathOf(next) === next ? next + target.slice(pathOf(target).length) : next
  }
  return target
}

function pathOf(target: string): string {
  return target.split(/[?#]/)[0]!
}
