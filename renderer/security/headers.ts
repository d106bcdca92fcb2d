/**
 * The response headers of a build, one table: security headers and the Content-Security-Policy
 * for every path, immutable caching for the hashed assets (everything under `/_site/`: scripts,
 * styles, fonts, search indexes and shards, image variants, media, social cards; each name carries
 * its content hash), revalidation for everything else the build writes (HTML, `.md` twins, feeds,
 * sitemaps, robots.txt, llms.txt, public files). Written as `_headers` (the format Netlify and
 * Cloudflare Pages read), read back by `site serve` and `site publish`, so the local server and
 * the bucket send exactly what the host will.
 *
 * Cache-Control rules never overlap (a host joins the values of two matching rules with a comma):
 * one rule per top-level entry of the output besides `/_site/`, `/docs/*` for a folder, `/about`
 * and `/about.html` for a page, `/` for the home page.
 */
import { withBase } from '../../core/base-path.js'

export interface HeaderRule {
  /** A path pattern: `/*` or a prefix ending in `/*`, or an exact path. */
  path: string
  headers: Record<string, string>
}

/** Headers of every answer, besides the CSP (also sent by `site dev`). */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
}

export const REVALIDATE = 'public, max-age=0, must-revalidate'
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The Content-Security-Policy of a site whose inline scripts hash to `scriptHashes`. */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    // Style attributes (code highlighting, component sizes) are inline; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The header table of a build whose inline scripts hash to `scriptHashes` and which wrote `outputs` (output-relative paths), its paths under `base` (the config's basePath). */
export function headerRules(scriptHashes: string[], outputs: string[], base = ''): HeaderRule[] {
  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        ...SECURITY_HEADERS,
      },
    },
    { path: '/_site/*', headers: { 'Cache-Control': IMMUTABLE } },
    ...revalidatedPaths(outputs).map((path) => ({ path, headers: { 'Cache-Control': REVALIDATE } })),
  ]
  return base ? rules.map((rule) => ({ ...rule, path: withBase(base, rule.path) })) : rules
}

/** Host files: read by the host, never served. */
const HOST_FILES = new Set(['_headers', '_redirects'])

/** The path patterns covering every output outside `_site/`: one per top-level folder, the routes of each top-level file. */
function revalidatedPaths(outputs: string[]): string[] {
  const paths = new Set<string>()
  for (const file of outputs) {
    // The first segment found, not split off: 30,000 outputs split into arrays cost ~15 ms of an edit (stop 43).
    const slash = file.indexOf('/')
    const top = slash === -1 ? file : file.slice(0, slash)
    if (top === '_site' || HOST_FILES.has(file)) continue
    if (slash !== -1) paths.add(`/${top}/*`)
    else if (file === 'index.html') paths.add('/').add('/index.html')
    else if (file.endsWith('.html')) paths.add(`/${file.slice(0, -5)}`).add(`/${file}`)
    else paths.add(`/${file}`)
  }
  return [...paths].sort()
}

/** The `_headers` file of a table. */
export function headersFile(rules: HeaderRule[]): string {
  return rules.map((r) => `${r.path}\n${Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}\n`).join('')}`).join('')
}

/** Reads a `_headers` file back into its table (blank lines and `#` comments skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} })
    else {
      const at = line.indexOf(':')
      const rule = rules[rules.length - 1]
      if (rule && at > 0) rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim()
    }
  }
  return rules
}

/** The headers of a request path: every matching rule in order, later ones winning, revalidation by default. */
export function headersFor(pathname: string, rules: HeaderRule[]): Record<string, string> {
  const out: Record<string, string> = { 'Cache-Control': REVALIDATE }
  for (const rule of rules) if (matches(rule.path, pathname)) Object.assign(out, rule.headers)
  return out
}

/** `/docs/*` matches what is under `/docs/` (as on the hosts; `/docs` is the page `docs.html`), `/*` every path. */
function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1))
  return pattern === pathname
}
