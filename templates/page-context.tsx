/** PageContext: the page being rendered, for the hooks Nextra pages call (templates/mdx/nextra-hooks.ts). */
import { createContext, useContext } from 'react'
import type { PageData } from './page-data.js'

export const PageContext = createContext<PageData | null>(null)

/** The page being rendered; null outside a layout. */
export function usePageData(): PageData | null {
  return useContext(PageContext)
}
