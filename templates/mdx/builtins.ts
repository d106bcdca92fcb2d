/**
 * What a page gets when it imports a module the built-ins stand in for (renderer/mdx/bundle-page.ts):
 * `nextra/components`, `nextra-theme-docs`, `nextra-theme-blog`, `nextra/icons` (every built-in, the icons of `icons.tsx`,
 * `useMDXComponents`, Nextra's hooks and page-map helpers (`nextra-hooks.ts`), and a stand-in for
 * any other component name), `next/link`, `next/image`, `next/head` (their default export),
 * `next/router` (`useRouter`, `withRouter`), and the App Router's `next/navigation`, `next/dynamic`
 * and `next/script` (`next-modules.ts`), and Docusaurus's `@theme/Tabs`, `@theme/TabItem`,
 * `@theme/Admonition`, `@theme/Details`, `@theme/CodeBlock`, `@theme/DocCardList`, `@theme/TOCInline`, `@docusaurus/Link`,
 * `@docusaurus/useBaseUrl` and `@docusaurus/useDocusaurusContext` (`docusaurus.tsx`), and Starlight's
 * `@astrojs/starlight/components` (`starlight.tsx`).
 */
import { createElement, type ComponentType } from 'react'
import { mdxComponents } from './components.js'
import { nextraIcons } from './icons.js'
import { missingComponent } from './Missing.js'
import * as hooks from './nextra-hooks.js'
import * as next from './next-modules.js'
import * as docusaurus from './docusaurus.js'
import * as starlight from './starlight.js'

const { dynamic: _dynamic, Script: _script, ...navigation } = next

/** Modules Nextra pages (and `_meta` files) import that the built-ins stand in for. */
export const BUILTIN_MODULE = /^(nextra(-theme-(docs|blog))?(\/.*)?|next\/(link|image|head|router|navigation|dynamic|script)|server-only|client-only|@theme\/(Tabs|TabItem|Admonition|Details|CodeBlock|DocCardList|TOCInline)|@docusaurus\/(Link|useBaseUrl|useDocusaurusContext)|@astrojs\/starlight\/components)$/

const modules = new Map<string, object>()

/** The module object for an import of `specifier`. */
export function builtinModule(specifier: string): object {
  let found = modules.get(specifier)
  if (!found) {
    found = makeModule(specifier)
    modules.set(specifier, found)
  }
  return found
}

/** The names the built-in modules export (besides stand-ins). */
export const BUILTIN_NAMES: ReadonlySet<string> = new Set([...Object.keys(mdxComponents), 'useMDXComponents', 'default'])

function makeModule(specifier: string): object {
  if (specifier === 'next/link') return withDefault(mdxComponents.Link)
  if (specifier === 'next/image') return withDefault(mdxComponents.Image)
  if (specifier === 'next/head') return withDefault(hooks.Head)
  if (specifier === 'nextra/filter-route-locale') return withDefault(hooks.filterRouteLocale)
  if (specifier === 'next/router') return { __esModule: true, useRouter: hooks.useRouter, withRouter, default: {} }
  if (specifier === 'next/navigation') return { __esModule: true, ...navigation }
  if (specifier === 'next/dynamic') return withDefault(next.dynamic)
  if (specifier === 'next/script') return withDefault(next.Script)
  // Docusaurus's theme components (docusaurus.tsx).
  if (specifier === '@theme/Tabs') return withDefault(docusaurus.Tabs)
  if (specifier === '@theme/TabItem') return withDefault(docusaurus.TabItem)
  if (specifier === '@theme/Admonition') return withDefault(docusaurus.Admonition)
  if (specifier === '@theme/Details') return withDefault(mdxComponents.Details)
  if (specifier === '@theme/CodeBlock') return withDefault(docusaurus.CodeBlock)
  if (specifier === '@theme/DocCardList') return withDefault(docusaurus.DocCardList)
  if (specifier === '@theme/TOCInline') return withDefault(docusaurus.TOCInline)
  if (specifier === '@docusaurus/Link') return withDefault(docusaurus.Link)
  if (specifier === '@docusaurus/useBaseUrl') return withDefault(docusaurus.useBaseUrl)
  if (specifier === '@docusaurus/useDocusaurusContext') return withDefault(docusaurus.useDocusaurusContext)
  if (specifier === '@astrojs/starlight/components') return withStandIns({ __esModule: true, ...starlight })
  // Markers that a module runs only on the server (or only in the browser): nothing to export.
  if (specifier === 'server-only' || specifier === 'client-only') return { __esModule: true }
  const { setCurrentPage: _set, ...nextra } = hooks
  const names: Record<string | symbol, unknown> = {
    __esModule: true,
    ...nextra,
    useSSG: hooks.useData,
    useThemeConfig: hooks.useConfig,
    ...nextraIcons,
    ...mdxComponents,
    useMDXComponents: (given?: Record<string, unknown>) => ({ ...mdxComponents, ...given }),
    // Nextra 4's wrappers for mdx-components: language icons on code blocks (not drawn here) and
    // GitHub alert blockquotes (`> [!NOTE]`), which the built-in blockquote already renders.
    // The element they wrap may be a theme component the built-ins leave to HTML (`pre`, `blockquote`).
    withIcons: (component: unknown) => component ?? 'pre',
    withGitHubAlert: (_alert: unknown, blockquote: unknown) => blockquote ?? 'blockquote',
  }
  return withStandIns(names)
}

/**
 * `names` answering a component name it lacks with a visible stand-in (a page that imports
 * `Banner` gets the labelled placeholder): `__esModule` makes esbuild's interop read names from
 * the object itself, so the trap sees them.
 */
function withStandIns(names: Record<string | symbol, unknown>): object {
  return new Proxy(names, {
    get: (target, key) => (key in target || typeof key !== 'string' || !/^[A-Z]/.test(key) ? target[key] : missingComponent(key)),
  })
}

/** next/router's withRouter: the component with the page's router as its `router` prop. */
function withRouter<P extends object>(Component: ComponentType<P & { router: ReturnType<typeof hooks.useRouter> }>) {
  return function WithRouter(props: P) {
    return createElement(Component, { ...props, router: hooks.useRouter() })
  }
}

/**
 * A module whose default export is `value`, that is also `value` itself: a file of a package with
 * `"type": "module"` imports a CommonJS module's default as the whole module (Node's rule).
 */
function withDefault(value: unknown): object {
  const fn = value as (...args: unknown[]) => unknown
  const module = (...args: unknown[]) => fn(...args)
  Object.defineProperty(module, 'name', { value: fn.name })
  return Object.assign(module, { __esModule: true, default: value })
}
