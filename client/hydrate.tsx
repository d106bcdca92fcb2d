/**
 * Hydrates one island. Written against React's API; the browser bundle runs it on Preact's
 * compatibility layer (renderer/stages/assets.ts), hydrating the markup React rendered on the
 * server. Loaded lazily by entry.ts, so the runtime is never part of the script that runs before
 * first paint.
 */
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'

export function hydrate(el: HTMLElement, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): void {
  hydrateRoot(el, <Component {...props} />)
  el.dataset.hydrated = ''
}
