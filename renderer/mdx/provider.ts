/**
 * `site:mdx-provider`: how components reach MDX compiled as a module (a page with imports and the
 * `.mdx` partials it imports). The page's content is rendered inside ComponentsContext with the
 * components of the render; `useMDXComponents` is what the compiled code calls to read them.
 */
import { createContext, useContext } from 'react'

export const ComponentsContext = createContext<Record<string, unknown>>({})

export function useMDXComponents(given?: Record<string, unknown>): Record<string, unknown> {
  const provided = useContext(ComponentsContext)
  return given ? { ...provided, ...given } : provided
}
