/**
 * Contexts for MDX components: the site data (`useSite`, e.g. href 'app' → brand.appUrl, the
 * locale's texts) and the page's link rule (`useHref`: 'app', then the locale's page of a site path).
 */
import { createContext, useContext } from 'react'
import type { SiteData } from './page-data.js'
import { resolveHref } from './support/links.js'

export const SiteContext = createContext<SiteData | null>(null)

/** The site data; null outside a layout (components then treat 'app' as a plain href). */
export function useSite(): SiteData | null {
  return useContext(SiteContext)
}

/** The page's locale rule for site paths (`/docs/x` → `/fr/docs/x` on a French page); none on default-locale pages. */
export const LocalizeHrefContext = createContext<((href: string) => string) | undefined>(undefined)

/** Where a component's `href` goes on this page: 'app' → `brand.appUrl`, a site path → the locale's page when it has one. */
export function useHref(): (href: string) => string {
  const site = useSite()
  const localize = useContext(LocalizeHrefContext)
  return (href) => {
    const resolved = site ? resolveHref(site, href) : href
    return localize ? localize(resolved) : resolved
  }
}
