/**
 * The `_redirects` file (Netlify and Cloudflare Pages syntax: `from to status`) of a build's
 * redirects, read back by `site serve`, which answers each with a 301 like the host does. Each old
 * route also keeps its meta-refresh page for hosts without rules.
 */
import { withBase } from '../../core/base-path.js'

/** The file of `redirects` (old route → new), and of the locale roots by browser language, its paths under `base` (the config's basePath). */
export function redirectsFile(redirects: Record<string, string>, languageRoots: Array<{ language: string; route: string }> = [], base = ''): string {
  const moved = Object.entries(redirects).map(([from, to]) => `${withBase(base, from)} ${withBase(base, to)} 301\n`)
  // The root by the browser's language where the host supports it (Netlify's Language condition).
  const languages = languageRoots.map(({ language, route }) => `${withBase(base, '/')} ${withBase(base, route)} 302 Language=${language}\n`)
  return [...moved, ...languages].join('')
}

/** Reads `_redirects` back: from → to (only the 301/302/308 lines `redirectsFile` writes). */
export function parseRedirectsFile(text: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status, condition] = line.trim().split(/\s+/)
    // A conditional line (Language=…, Country=…) is the host's; `site serve` answers the unconditional ones.
    if (from && to && !condition && !from.startsWith('#') && (!status || /^30[128]$/.test(status))) map.set(from, to)
  }
  return map
}
