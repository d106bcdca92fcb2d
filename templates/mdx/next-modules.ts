/**
 * The Next.js App Router modules Nextra 4 sites' components import, answered for a static page, on
 * the server and in a browser island alike (templates/mdx/builtins.ts):
 *
 *   next/navigation  usePathname (the page's route), useRouter (push/replace load the URL),
 *                    useSearchParams (the address's query in the browser, none while building),
 *                    useParams ({}), layout segments, notFound/redirect (they throw: a static
 *                    page has no server to answer them)
 *   next/dynamic     dynamic(() => import('./Chart'), { ssr: false, loading }): the component,
 *                    awaited while rendering; with `ssr: false`, its `loading` (or nothing)
 *   next/script      <Script src strategy>: a <script>, deferred unless `beforeInteractive`
 */
import { createElement, lazy, type ComponentType, type ReactNode } from 'react'
import { usePageData } from '../page-context.js'

/** The browser's address and history when an island runs in one (templates are typed without the DOM). */
interface BrowserWindow {
  location: { pathname: string; search: string; assign(url: string): void; replace(url: string): void; reload(): void }
  history: { back(): void; forward(): void }
}
const browser = (globalThis as { window?: BrowserWindow }).window

export function usePathname(): string {
  const data = usePageData()
  return browser ? browser.location.pathname : (data?.route ?? '/')
}

export function useRouter() {
  return {
    push: (href: string) => browser?.location.assign(href),
    replace: (href: string) => browser?.location.replace(href),
    refresh: () => browser?.location.reload(),
    back: () => browser?.history.back(),
    forward: () => browser?.history.forward(),
    prefetch: () => undefined,
  }
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(browser ? browser.location.search : '')
}

export function useParams(): Record<string, string> {
  return {}
}

export function useSelectedLayoutSegment(): string | null {
  return null
}

export function useSelectedLayoutSegments(): string[] {
  return []
}

export function notFound(): never {
  throw new Error('notFound() was called: a static page cannot answer 404 while it is built; remove the page or its condition')
}

export function redirect(url: string): never {
  throw new Error(`redirect(${JSON.stringify(url)}) was called: a static page cannot redirect while it is built; add the route to the config's redirects`)
}

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> }
interface DynamicOptions {
  ssr?: boolean
  loading?: ComponentType
}

/** next/dynamic: the loaded component (the page's render waits for it), or with `ssr: false` its `loading` component. */
export function dynamic<P extends object>(load: () => Promise<Loaded<P>>, options: DynamicOptions = {}): ComponentType<P> {
  const Lazy = lazy(async () => {
    const loaded = await load()
    return { default: 'default' in loaded ? loaded.default : loaded }
  })
  return function Dynamic(props: P) {
    if (options.ssr === false) return options.loading ? createElement(options.loading) : null
    return createElement(Lazy as ComponentType<P>, props)
  }
}

interface ScriptProps {
  src?: string
  id?: string
  strategy?: 'beforeInteractive' | 'afterInteractive' | 'lazyOnload' | 'worker'
  children?: ReactNode
  dangerouslySetInnerHTML?: { __html: string }
  [attribute: string]: unknown
}

/** next/script: a <script> (deferred unless `beforeInteractive`); `onLoad`-style callbacks mean nothing in static HTML. */
export function Script({ src, id, strategy, children, dangerouslySetInnerHTML, onLoad: _onLoad, onReady: _onReady, onError: _onError, ...rest }: ScriptProps) {
  const inline = dangerouslySetInnerHTML ?? (typeof children === 'string' ? { __html: children } : undefined)
  return createElement('script', { ...rest, id, src, defer: src && strategy !== 'beforeInteractive' ? true : undefined, dangerouslySetInnerHTML: src ? undefined : inline })
}
