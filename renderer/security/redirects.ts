/**
 * The `_redirects` file (Netlify and Cloudflare Pages syntax: `from to status`) of a build's
 * redirects, read back by `site serve`, which answers each with a 301 like the host does. Each old
 * route also keeps its meta-refresh page for hosts without rules.
 */
export function redirectsFile(redirects: Record<string, string>): string {
  return Object.entries(redirects).map(([from, to]) => `${from} ${to} 301\n`).join('')
}

/** Reads `_redirects` back: from → to (only the 301/302/308 lines `redirectsFile` writes). */
export function parseRedirectsFile(text: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/)
    if (from && to && !from.startsWith('#') && (!status || /^30[128]$/.test(status))) map.set(from, to)
  }
  return map
}
