/**
 * The security headers every answer of `site dev` carries; `site serve` sends the build's
 * `_headers` table (renderer/security/headers.ts, read by cli/http/host-rules.ts), which holds the
 * same headers plus the Content-Security-Policy and HSTS.
 */
export { SECURITY_HEADERS } from '../../renderer/security/headers.js'
