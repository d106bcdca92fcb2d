/**
 * Runs the code of a compiled page and returns its MDX content component. Pass the components
 * (built-ins, the site's, stand-ins) as the `components` prop.
 *
 * `function-body` code runs with React's JSX runtime. A CommonJS bundle (a page with imports,
 * mdx/bundle-page.ts) runs with a `require` that gives React and the built-in modules from the
 * engine and any other package from the project at `root`.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { runSync } from '@mdx-js/mdx'
import type { MDXComponents } from 'mdx/types'
import * as React from 'react'
import * as ReactDOM from 'react-dom'
import * as runtime from 'react/jsx-runtime'
import { createElement, type ComponentType } from 'react'
import { builtinModule } from '../../templates/mdx/builtins.js'
import { ComponentsContext, useMDXComponents } from './provider.js'

/** Props of page content; a plain record of components is accepted too. */
export type ContentProps = { components?: MDXComponents | Record<string, unknown> }

export interface RunOptions {
  module?: 'cjs'
  /** The project folder its packages are required from (CommonJS bundles). */
  root?: string
  /** The name stack traces give the code (`site-page:<file>`), to locate render errors. */
  sourceUrl?: string
}

export function runContent(code: string, options: RunOptions = {}): ComponentType<ContentProps> {
  const named = options.sourceUrl ? `${code}\n//# sourceURL=${options.sourceUrl}` : code
  if (options.module !== 'cjs') return runSync(named, { ...runtime, baseUrl: import.meta.url }).default as ComponentType<ContentProps>
  const Inner = runModule(named, options.root).default as ComponentType<ContentProps>
  // Partials read the page's components through the provider.
  return function Content(props: ContentProps) {
    return createElement(ComponentsContext.Provider, { value: (props.components ?? {}) as Record<string, unknown> }, createElement(Inner, props))
  }
}

/** The exports of a CommonJS bundle of mdx/bundle-page.ts. */
export function runModule(code: string, root = process.cwd()): Record<string, unknown> {
  const fromProject = createRequire(path.join(root, 'package.json'))
  const require = (id: string): unknown => {
    if (id === 'react') return React
    if (id === 'react/jsx-runtime' || id === 'react/jsx-dev-runtime') return runtime
    if (id === 'react-dom') return ReactDOM
    if (id === 'site:mdx-provider') return { useMDXComponents }
    if (id.startsWith('site:builtins/')) return builtinModule(id.slice('site:builtins/'.length))
    return fromProject(id)
  }
  const module = { exports: {} as Record<string, unknown> }
  new Function('require', 'module', 'exports', code)(require, module, module.exports)
  return module.exports
}
