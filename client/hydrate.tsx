/**
 * Hydrates one island with React. Loaded lazily by entry.ts (after the load event), so React is
 * never part of the script that runs before first paint.
 */
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'

export function hydrate(el: HTMLElement, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): void {
  hydrateRoot(el, <Component {...props} />)
  el.dataset.hydrated = ''
}
