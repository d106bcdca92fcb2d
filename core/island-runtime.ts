/**
 * The global a page's script puts the React API on before it loads a site's component island
 * (client/react-runtime.ts sets it; renderer/mdx/component-islands.ts builds the islands' `react`,
 * `react-dom` and JSX runtime imports as reads of it), so component islands share the one runtime
 * copy of the built-in islands instead of each carrying their own.
 */
export const ISLAND_REACT_GLOBAL = '__siteReact'

/**
 * What a component island's browser code knows of its page: the island's JSON block carries it
 * (templates/component-island.tsx) and client/component-island.tsx puts it at
 * `globalThis[Symbol.for(ISLAND_PAGE)]` before hydrating, so Nextra's `useRouter()` and `useData()`
 * (templates/mdx/nextra-hooks.ts) answer in the browser as they did on the server.
 */
export const ISLAND_PAGE = 'site.island.page'

export interface IslandPage {
  route: string
  locale: string
  locales: string[]
  defaultLocale: string
  /** The path the site is served under (the config's basePath), when it has one: Next's `useRouter().basePath`. */
  basePath?: string
  /** What the page's `getStaticProps` returned, on a page that has one. */
  props?: Record<string, unknown>
  /** What Nextra's `useConfig()` answers with besides the page map (templates/mdx/nextra-hooks.ts). */
  config: IslandConfig
}

/** The page's title and front matter and the site's settings that `useConfig()` gives. */
export interface IslandConfig {
  title: string
  frontMatter: Record<string, unknown>
  logo: string
  docsRepositoryBase?: string
  i18n: Array<{ locale: string; text: string }>
  /** The Nextra major version of the site's project, which decides how front matter dates are given. */
  nextraMajor?: number
}
