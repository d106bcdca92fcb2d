/**
 * A request to a site served under a `basePath` (core/base-path.ts), as `site serve` and `site dev`
 * answer it: the host's root sends the browser to the site's home, a path under the base is
 * answered as the site path after it, any other path is not the site's.
 */
import { withoutBase } from '../../core/base-path.js'

export type BaseAnswer = { kind: 'site'; target: string } | { kind: 'home'; location: string } | { kind: 'outside' }

/** What request `target` (path and query) is under `base`. */
export function underBase(base: string, target: string): BaseAnswer {
  if (!base) return { kind: 'site', target }
  const query = target.includes('?') ? target.slice(target.indexOf('?')) : ''
  const pathname = target.slice(0, target.length - query.length)
  if (pathname === '/' || pathname === '') return { kind: 'home', location: `${base}/${query}` }
  const inside = withoutBase(base, pathname)
  return inside === undefined ? { kind: 'outside' } : { kind: 'site', target: inside + query }
}
