/**
 * The response headers of a build, one table: security headers and the Content-Security-Policy
 * for every path, immutable caching for hashed assets under `/_site/`. Written as `_headers`
 * (the format Netlify and Cloudflare Pages read), read back by `site serve`, so the local server
 * sends exactly what the host will. Paths without a Cache-Control rule are revalidated (the
 * hosts' default for HTML, feeds and indexes, and `site serve`'s).
 */
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

/** The header table of a build. */
export function headerRules(scriptHashes: string[]): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        ...SECURITY_HEADERS,
      },
    },
    { path: '/_site/*', headers: { 'Cache-Control': IMMUTABLE } },
  ]
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

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1)) || pathname === pattern.slice(0, -2)
  return pattern === pathname
}
