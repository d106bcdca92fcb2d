/**
 * Link check: every internal link and `#anchor` found in content must resolve to a route, a
 * public file or another output of the build (BLD-1, BLD-2). One pass, a set lookup per link.
 *
 *   pages' links + known outputs ──checkLinks──▶ diagnostics
 */
import type { Report, Severity } from '../diagnostics.js'
import type { LinkRef } from '../../core/compiled-page.js'
import { isPlainPath } from '../../core/absolute-url.js'
import { closestKey } from '../../core/config/hints.js'

export interface LinkSource {
  route: string
  /** Path for diagnostics, relative to the project root. */
  file: string
  links: LinkRef[]
  ids: string[]
}

export interface LinkTargets {
  /** Routes of pages and redirects. */
  routes: Set<string>
  /** Output-relative paths of every other file (public files, feeds, indexes), with a leading `/`. */
  files: Set<string>
  /** Element ids of each page route. */
  ids: Map<string, Set<string>>
}

/** Severity of broken links and of broken anchors, when they differ (config `links`, `anchors`). */
export interface LinkSeverity {
  link: Severity
  anchor: Severity
}

/** Reports every broken internal link or anchor at its source position. */
export function checkLinks(sources: LinkSource[], targets: LinkTargets, severity: Severity | LinkSeverity, report: Report): number {
  let broken = 0
  for (const source of sources) {
    for (const link of source.links) {
      const problem = checkOne(link.href, source.route, targets)
      if (!problem) continue
      broken++
      const level = typeof severity === 'string' ? severity : problem.startsWith('Broken anchor') ? severity.anchor : severity.link
      reportBroken(report, level, source.file, link, problem, closestTarget(link.href, source.route, targets))
    }
  }
  return broken
}

const LINK_HINT = 'Link to an existing route without trailing slash or extension (e.g. /docs/intro), or to a heading id on that page.'

/** Adds the diagnostic of one broken link at its place. */
export function reportBroken(report: Report, severity: Severity, file: string, at: Pick<LinkRef, 'line' | 'column'>, problem: string, closest?: string): void {
  const anchor = problem.startsWith('Broken anchor')
  const hint = severity === 'error' && !anchor ? `${LINK_HINT} To publish anyway, build with --on-broken-links=warn (or set links: 'warn' in the config).` : LINK_HINT
  report.add({
    file,
    line: at.line,
    column: at.column,
    severity,
    reason: problem,
    ruleId: anchor ? 'links/broken-anchor' : 'links/broken-link',
    source: 'site',
    hint: closest ? `Did you mean \`${closest}\`? ${hint}` : hint,
  })
}

/**
 * What a broken `href` on page `route` most likely meant: on a page that exists, its id closest to
 * the anchor (`#id` on the page itself); else the route or file closest to the missing one among
 * those of the same folder. Undefined when nothing is close (core/config/hints.ts `closestKey`).
 */
export function closestTarget(href: string, route: string, targets: LinkTargets): string | undefined {
  const target = plainPath(href.trim()) ?? resolved(href.trim(), route)
  if (!target || typeof target === 'string') return undefined
  const targetRoute = target.pathname.length > 1 ? target.pathname.replace(/\/$/, '') : target.pathname
  if (targets.routes.has(targetRoute)) {
    const id = target.anchor ? closestKey(target.anchor, [...(targets.ids.get(targetRoute) ?? [])]) : undefined
    return id === undefined ? undefined : `${targetRoute === route ? '' : targetRoute}#${id}`
  }
  const folder = folderOf(targetRoute)
  const name = closestKey(targetRoute.slice(folder.length), namesByFolder(targets).get(folder) ?? [])
  return name === undefined ? undefined : `${folder}${name}`
}

/** The folder part of a path, with its trailing slash (`/docs/` of `/docs/intro`). */
function folderOf(pathname: string): string {
  return pathname.slice(0, pathname.lastIndexOf('/') + 1)
}

/**
 * The names of the routes and files of each folder, made on the first broken link: 300 broken links
 * among 10,000 pages each scanning every path took 917 ms, against 108-169 ms with this (one-off
 * script, two runs).
 */
const folderNames = new WeakMap<LinkTargets, Map<string, string[]>>()

function namesByFolder(targets: LinkTargets): Map<string, string[]> {
  let byFolder = folderNames.get(targets)
  if (!byFolder) {
    byFolder = new Map()
    for (const p of [...targets.routes, ...targets.files]) {
      const folder = folderOf(p)
      if (p.length === folder.length) continue
      const names = byFolder.get(folder)
      if (names) names.push(p.slice(folder.length))
      else byFolder.set(folder, [p.slice(folder.length)])
    }
    folderNames.set(targets, byFolder)
  }
  return byFolder
}

/** Where a link points: a path and an anchor, decoded. */
interface Target {
  pathname: string
  anchor: string
}

/**
 * A root-relative path the URL parser keeps as written (absolute-url.ts `isPlainPath`), with an
 * anchor of letters, digits, `-` and `_`: read as it is (most links of a docs site: 10,000 pages'
 * links parsed cost ~17 ms of a one-page edit, stop 43).
 */
function plainPath(href: string): Target | undefined {
  const hash = href.indexOf('#')
  const pathname = hash === -1 ? href : href.slice(0, hash)
  const anchor = hash === -1 ? '' : href.slice(hash + 1)
  return isPlainPath(pathname) && PLAIN_ANCHOR.test(anchor) ? { pathname, anchor } : undefined
}

const PLAIN_ANCHOR = /^[A-Za-z0-9_-]*$/

/** The path and anchor `href` points to from `route` (decoded), as a URL parser resolves it; undefined for another host, the reason for a malformed one. */
function resolved(href: string, route: string): Target | string | undefined {
  const url = new URL(href, `https://site.invalid${route === '/' ? '/' : route}`)
  if (url.host !== 'site.invalid') return undefined
  try {
    return { pathname: decodeURIComponent(url.pathname).normalize('NFC'), anchor: url.hash ? decodeURIComponent(url.hash.slice(1)) : '' }
  } catch {
    return 'malformed percent-encoding'
  }
}

/** Why `href` on page `route` does not resolve, or undefined when it does (or is external). */
export function checkOne(href: string, route: string, targets: LinkTargets): string | undefined {
  const trimmed = href.trim()
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return undefined
  const target = plainPath(trimmed) ?? resolved(trimmed, route)
  if (!target) return undefined
  if (typeof target === 'string') return `Broken link \`${href}\`: ${target}`
  const { pathname, anchor } = target
  const targetRoute = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  if (targets.routes.has(targetRoute)) {
    if (!anchor) return undefined
    const ids = targets.ids.get(targetRoute)
    if (!ids || ids.has(anchor)) return undefined
    return `Broken anchor \`${href}\`: no heading or element with id \`${anchor}\` on ${targetRoute}`
  }
  if (targets.files.has(pathname)) return undefined
  return `Broken link \`${href}\`: no page or file at ${targetRoute}`
}
