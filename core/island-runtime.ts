/**
 * The global a page's script puts the React API on before it loads a site's component island
 * (client/react-runtime.ts sets it; renderer/mdx/component-islands.ts builds the islands' `react`,
 * `react-dom` and JSX runtime imports as reads of it), so component islands share the one runtime
 * copy of the built-in islands instead of each carrying their own.
 */
export const ISLAND_REACT_GLOBAL = '__siteReact'

/**
 * Where a component island's browser code finds what the page's `getStaticProps` returned
 * (`globalThis[Symbol.for(ISLAND_PAGE_PROPS)]`): the island's JSON block carries it
 * (templates/component-island.tsx) and client/component-island.tsx puts it there before hydrating,
 * so Nextra's `useData()` (templates/mdx/nextra-hooks.ts) gives the island what it gave the page.
 */
export const ISLAND_PAGE_PROPS = 'site.island.pageProps'
