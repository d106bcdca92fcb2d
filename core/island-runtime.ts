/**
 * The global a page's script puts the React API on before it loads a site's component island
 * (client/react-runtime.ts sets it; renderer/mdx/component-islands.ts builds the islands' `react`,
 * `react-dom` and JSX runtime imports as reads of it), so component islands share the one runtime
 * copy of the built-in islands instead of each carrying their own.
 */
export const ISLAND_REACT_GLOBAL = '__siteReact'
