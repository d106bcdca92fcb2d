/**
 * BlogProvider / useBlog: the blog data of the page, for blog components deep in the tree.
 * Using a blog component outside a BlogProvider is a developer mistake and throws.
 */
import { createContext, useContext, type ReactNode } from 'react'
import type { BlogData } from './types.js'

const BlogContext = createContext<BlogData | null>(null)

export function BlogProvider({ value, children }: { value: BlogData; children: ReactNode }) {
  return <BlogContext.Provider value={value}>{children}</BlogContext.Provider>
}

/** The page's BlogData; throws outside a BlogProvider (spec §8). */
export function useBlog(): BlogData {
  const blog = useContext(BlogContext)
  if (!blog) throw new Error('useBlog must be used within a BlogProvider')
  return blog
}
