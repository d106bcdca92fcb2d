/**
 * The browser half of a site's interactive component (templates/component-island.tsx): part of the
 * runtime the component islands share (client/react-runtime.ts), called by client/entry.tsx with
 * the marker, the component its island code exports and its JSON block.
 */
import { createElement, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLAND_PAGE, type IslandPage } from '../core/island-runtime.js'

interface Payload {
  props?: Record<string, unknown>
  slot?: string
  page?: IslandPage
}

export function mount(el: HTMLElement, Component: ComponentType<Record<string, unknown>> | undefined, payload: Payload): void {
  if (!Component) return
  const children: ReactNode | undefined =
    payload.slot === undefined ? undefined : createElement('div', { 'data-island-slot': '', style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: payload.slot } })
  if (payload.page) (globalThis as Record<symbol, unknown>)[Symbol.for(ISLAND_PAGE)] = payload.page
  hydrateRoot(el, createElement(Component, { ...payload.props, ...(children === undefined ? {} : { children }) }))
  el.dataset.hydrated = ''
}
