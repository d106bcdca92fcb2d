/**
 * Response headers by object class, the one table shared by `site serve`, `site dev` and the
 * publish step, so the local servers behave like the static host.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
}

/** Cache-Control for an output path: hashed assets forever, everything else revalidated. */
export function cacheControl(outputPath: string): string {
  return /(^|\/)_site\//.test(outputPath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate'
}
