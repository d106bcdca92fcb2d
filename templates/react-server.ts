/**
 * React's server renderer, loaded on the first render instead of when the engine loads: a build
 * whose pages all come from the caches renders nothing in its main thread, and loading
 * react-dom/server cost ~150 ms of a one-page edit's main thread (1,000 pages, stop 22).
 */
import { createRequire } from 'node:module'
import type { ReactNode } from 'react'
import type * as ReactDOMServer from 'react-dom/server'

const requirePackage = createRequire(import.meta.url)
let server: typeof ReactDOMServer | undefined
const loaded = () => (server ??= requirePackage('react-dom/server') as typeof ReactDOMServer)

export const renderToString = (node: ReactNode): string => loaded().renderToString(node)
export const renderToStaticMarkup = (node: ReactNode): string => loaded().renderToStaticMarkup(node)
