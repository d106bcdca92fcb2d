/** SiteContext: the site data for MDX components that need it (e.g. href 'app' → brand.appUrl). */
import { createContext, useContext } from 'react'
import type { SiteData } from './page-data.js'

export const SiteContext = createContext<SiteData | null>(null)

/** The site data; null outside a layout (components then treat 'app' as a plain href). */
export function useSite(): SiteData | null {
  return useContext(SiteContext)
}
