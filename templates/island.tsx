/**
 * Island: the server half of a hydrated component. Writes the marker element (the hydration root,
 * `display: contents`), the SSR'd children, and the props in a sibling
 * `<script type="application/json">` block, never as executable script (XSS-6).
 * The island's code loads on the first sign of use (pointer over, focus, press, key), or as `when`
 * says (`visible`, `idle`, `load`), or at once when the URL has the `loadWith` query parameter.
 * NOTE: the browser half is client/entry.tsx (finds [data-island], reads the next sibling's JSON).
 */
import type { ReactNode } from 'react'
import { safeJson } from './support/json.js'

export type IslandWhen = 'load' | 'idle' | 'visible' | 'interaction'

export interface IslandProps<P extends object> {
  /** Kebab-case name, same as the file in client/islands (`theme-switch` → ThemeSwitch.tsx). */
  name: string
  props: P
  when?: IslandWhen
  /** A query parameter whose presence in the page's URL loads the island at once (a result to show). */
  loadWith?: string
  children: ReactNode
}

export function Island<P extends object>({ name, props, when = 'interaction', loadWith, children }: IslandProps<P>) {
  return (
    <>
      <div data-island={name} data-when={when} data-load-with={loadWith}>{children}</div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: safeJson(props) }} />
    </>
  )
}
