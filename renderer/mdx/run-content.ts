/**
 * Runs the code of a compiled page and returns its MDX content component and its exports. Pass the components
 * (built-ins, the site's, stand-ins) as the `components` prop.
 *
 * `function-body` code runs with React's JSX runtime. A CommonJS bundle (a page with imports,
 * mdx/bundle-page.ts) runs with a `require` that gives React and the built-in modules from the
 * engine and any other package from the project at `root`.
 *
 * Page code sees a `process` whose `env` holds only `NODE_ENV` and the `SITE_PUBLIC_*` variables,
 * so a page (or a component it bundles) that prints `process.env.X` cannot put a secret of the
 * build's environment into the HTML (reliability case XSS-9).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { isMainThread } from 'node:worker_threads'
import type { MDXComponents } from 'mdx/types'
import * as React from 'react'
import * as ReactDOM from 'react-dom'
import * as runtime from 'react/jsx-runtime'
import { createElement, Fragment, type ComponentType } from 'react'
import { builtinModule } from '../../templates/mdx/builtins.js'
import { componentIsland } from '../../templates/component-island.js'
import { ComponentsContext, useMDXComponents } from './provider.js'
import { publicEnv } from './public-env.js'

/** Props of page content; a plain record of components is accepted too. */
export type ContentProps = { components?: MDXComponents | Record<string, unknown> }

export interface RunOptions {
  module?: 'cjs'
  /** The project folder its packages are required from (CommonJS bundles). */
  root?: string
  /** URL of the page's stylesheet (its CSS imports), linked before its content. */
  stylesheet?: string
  /** The name stack traces give the code (`site-page:<file>`), to locate render errors. */
  sourceUrl?: string
}

/** Runs a compiled page: its content component and its exports (`getStaticProps`, `export const` values). */
export function runPage(code: string, options: RunOptions = {}): { Content: ComponentType<ContentProps>; exports: Record<string, unknown> } {
  const named = options.sourceUrl ? `${code}\n//# sourceURL=${options.sourceUrl}` : code
  // Like @mdx-js/mdx's runSync (the body reads the runtime as arguments[0]), with the public `process`.
  if (options.module !== 'cjs') {
    const exports = new Function('__siteRuntime', 'process', named)({ ...runtime, baseUrl: import.meta.url }, publicProcess()) as Record<string, unknown>
    return { Content: exports.default as ComponentType<ContentProps>, exports }
  }
  const exports = runModule(named, options.root)
  const Inner = exports.default as ComponentType<ContentProps>
  // Partials read the page's components through the provider.
  const { stylesheet } = options
  function Content(props: ContentProps) {
    const content = createElement(ComponentsContext.Provider, { value: (props.components ?? {}) as Record<string, unknown> }, createElement(Inner, props))
    return stylesheet ? createElement(Fragment, null, createElement('link', { rel: 'stylesheet', href: stylesheet }), content) : content
  }
  return { Content, exports }
}

/**
 * React's other entry points (`react-dom/server`, `react-dom/client`) from the engine's copy, as the
 * bundle leaves every `react` and `react-dom` import to it: from the project's, a page's
 * `renderToString(<Mdx />)` rendered the engine's elements with another React (the Safe docs' API
 * pages: "Objects are not valid as a React child"), or failed where the project has none.
 */
const fromEngine = createRequire(import.meta.url)

/** The exports of a CommonJS bundle of mdx/bundle-page.ts. */
export function runModule(code: string, root = process.cwd()): Record<string, unknown> {
  const fromProject = createRequire(path.join(root, 'package.json'))
  const require = (id: string): unknown => {
    if (id === 'react') return React
    if (id === 'react/jsx-runtime' || id === 'react/jsx-dev-runtime') return runtime
    if (id === 'react-dom') return ReactDOM
    if (/^(react|react-dom)\//.test(id)) return fromEngine(id)
    if (id === 'site:mdx-provider') return { useMDXComponents }
    if (id === 'site:island') return { componentIsland }
    if (id.startsWith('site:builtins/')) return builtinModule(id.slice('site:builtins/'.length))
    return fromProject(id)
  }
  const module = { exports: {} as Record<string, unknown> }
  new Function('require', 'module', 'exports', 'process', code)(require, module, module.exports, publicProcess())
  return module.exports
}

/**
 * The `process` page code sees: only `NODE_ENV` and `SITE_PUBLIC_*` of the environment, and
 * `exit`, which reaches the real one at call time (a page that exits is reported by the pool, or
 * by the in-process guard with --threads 0). Packages bundled into a page read a little more of it
 * (`debug` asks `process.stderr.fd`, others `platform`, `version`, `nextTick`): those are the real
 * ones, as none of them holds a secret.
 */
export function publicProcess(): PublicProcess {
  // A worker thread's environment is its own copy, fixed at its start: made once there (reading
  // process.env cost about half a millisecond per page). The main thread's may change between builds.
  if (!isMainThread && inWorker) return inWorker
  const env = publicEnv()
  const { platform, arch, version, versions, stdout, stderr, nextTick, hrtime, emitWarning } = process
  const made = Object.freeze({ env: Object.freeze(env), exit: (code?: number) => process.exit(code), platform, arch, version, versions, stdout, stderr, nextTick, hrtime, emitWarning, argv: [], browser: false })
  if (!isMainThread) inWorker = made
  return made
}

type PublicProcess = Readonly<{ env: Readonly<Record<string, string | undefined>>; exit: (code?: number) => never } & Record<string, unknown>>

let inWorker: PublicProcess | undefined
