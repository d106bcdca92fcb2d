/**
 * componentIsland: the server half of a site's interactive component (renderer/mdx/component-islands.ts
 * wraps each capitalised export of such a file with it). Renders the component inside an island
 * marker naming its browser code (`data-module`, `data-export`), with its props as JSON beside it
 * (XSS-6); children that are markup are rendered here once and given back to the component, on
 * both sides, as a static slot, so the browser hydrates what the server wrote. Props that are not
 * data (functions, elements other than children) cannot cross to the browser: the component then
 * renders on the server only, as it did before islands, and so does what it renders (no island
 * inside another's server-only tree, where it would hydrate without its parent's context).
 * NOTE: the browser half is client/component-island.tsx, loaded by client/entry.tsx.
 */
import { createContext, createElement, Fragment, isValidElement, useContext, type ComponentType, type ReactNode } from 'react'
import { renderToStaticMarkup } from './react-server.js'
import { safeJson } from './support/json.js'
import { usePageData } from './page-context.js'
import { islandPageOf } from './island-page.js'
import type { IslandPage } from '../core/island-runtime.js'

/** What the marker's JSON block holds. */
export interface IslandPayload {
  props: Record<string, unknown>
  /** Server-rendered children, when they are markup (null: they could not be rendered alone). */
  slot?: string | null
  /** What the page hooks need of the page in the browser (core/island-runtime.ts). */
  page?: IslandPage
}

/** True below an island's component: what it renders is its own (the browser renders it unwrapped), never another island. */
const InsideIsland = createContext(false)

/** The component as an island, or the value unchanged when it is not a component or has no browser code. */
export function componentIsland(Component: unknown, url: string, exportName: string): unknown {
  if (!url || !isComponent(Component)) return Component
  const Inner = Component as ComponentType<Record<string, unknown>>
  function Island(allProps: Record<string, unknown>) {
    const inside = useContext(InsideIsland)
    const data = usePageData()
    const serverOnly = () => createElement(InsideIsland.Provider, { value: true }, createElement(Inner, allProps))
    if (inside) return createElement(Inner, allProps)
    const { children, ...props } = allProps
    const payload: IslandPayload = { props, ...(data && { page: islandPageOf(data) }) }
    if (typeof children === 'string' || typeof children === 'number') props.children = children
    else if (children != null) payload.slot = slotMarkup(children as ReactNode)
    if (payload.slot === null || !isData(props)) return serverOnly()
    return createElement(
      Fragment,
      null,
      createElement('div', { 'data-island': 'component', 'data-when': 'visible', 'data-module': url, 'data-export': exportName }, createElement(InsideIsland.Provider, { value: true }, createElement(Inner, { ...props, ...slotChildren(payload.slot ?? undefined) }))),
      createElement('script', { type: 'application/json', 'data-island-props': '', dangerouslySetInnerHTML: { __html: safeJson(payload) } }),
    )
  }
  Island.displayName = (Inner as { displayName?: string }).displayName ?? Inner.name ?? exportName
  return Island
}

/**
 * Children rendered on their own, or null when they cannot be: children that need a context their
 * parent provides (an animation library's elements inside its container) throw outside it, and the
 * component then renders on the server only, with its children in place.
 */
function slotMarkup(children: ReactNode): string | null {
  try {
    return renderToStaticMarkup(createElement(Fragment, null, children))
  } catch {
    return null
  }
}

/** The `children` prop for a slot: the same element on the server and in the browser. */
export function slotChildren(slot: string | undefined): { children?: ReactNode } {
  return slot === undefined ? {} : { children: createElement('div', { 'data-island-slot': '', style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: slot } }) }
}

/** What React renders as a component besides functions: `memo(…)` and `forwardRef(…)` objects. */
const COMPONENT_OBJECTS = new Set([Symbol.for('react.memo'), Symbol.for('react.forward_ref')])

/**
 * True for a function component, a React class component, a memo or forwardRef. A context (also a
 * `$$typeof` object, and a provider in React 19), a plain class or any other value a `'use client'`
 * module exports under a capitalised name is not: it passes through as it is (wrapped, a context's
 * readers got a function, as framer-motion 11's MotionContext did).
 */
function isComponent(value: unknown): boolean {
  if (typeof value === 'function') return !/^class[\s{]/.test(Function.prototype.toString.call(value)) || Boolean((value.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent)
  return typeof value === 'object' && value !== null && COMPONENT_OBJECTS.has((value as { $$typeof?: symbol }).$$typeof!)
}

/** True when the value survives JSON as it is: strings, numbers, booleans, null, arrays and plain objects of those. */
function isData(value: unknown): boolean {
  if (value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(isData)
  if (typeof value !== 'object' || isValidElement(value) || Object.getPrototypeOf(value) !== Object.prototype) return false
  return Object.values(value).every(isData)
}
