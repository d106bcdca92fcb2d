/**
 * What a static host reads beside the files of a build: `_headers` (the response headers of each
 * path) and `_redirects` (old route → new route, answered with 301). `site serve` loads both from
 * the output folder, so it sends exactly what the host will. A build without `_headers` (older
 * engine) gets the security headers of cli/http/headers.ts and no CSP.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { headersFor, IMMUTABLE, parseHeadersFile, type HeaderRule } from '../../renderer/security/headers.js'
import { parseRedirectsFile } from '../../renderer/security/redirects.js'
import { SECURITY_HEADERS } from './headers.js'

export interface HostRules {
  /** The headers of a request path (decoded, without query). */
  headers(pathname: string): Record<string, string>
  /** Where an old route now lives, when `_redirects` says. */
  redirect(pathname: string): string | undefined
}

export async function loadHostRules(outDir: string): Promise<HostRules> {
  const read = (name: string) => readFile(path.join(outDir, name), 'utf8').catch(() => undefined)
  const [headersText, redirectsText] = await Promise.all([read('_headers'), read('_redirects')])
  const rules: HeaderRule[] = headersText !== undefined
    ? parseHeadersFile(headersText)
    : [{ path: '/*', headers: SECURITY_HEADERS }, { path: '/_site/*', headers: { 'Cache-Control': IMMUTABLE } }]
  const redirects = parseRedirectsFile(redirectsText ?? '')
  return { headers: (pathname) => headersFor(pathname, rules), redirect: (pathname) => redirects.get(pathname) }
}
