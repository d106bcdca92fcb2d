/**
 * Island: the server half of a hydrated component. Writes the marker element (the hydration root,
 * `display: contents`), the SSR'd children, and the props in a sibling
 * `<script type="application/json">` block, never as executable script (XSS-6).
 * NOTE: the browser half is client/entry.ts (finds [data-island], reads the next sibling's JSON).
 */
import type { ReactNode } from 'react'
import { safeJson } from './support/json.js'

export type IslandWhen = 'load' | 'idle' | 'visible' | 'interaction'

export interface IslandProps<P extends object> {
  /** Kebab-case name, same as the file in client/islands (`theme-switch` → ThemeSwitch.tsx). */
  name: string
  props: P
  when?: IslandWhen
  children: ReactNode
}

export function Island<P extends object>({ name, props, when = 'idle', children }: IslandProps<P>) {
  return (
    <>
      <div data-island={name} data-when={when}>{children}</div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: safeJson(props) }} />
    </>
  )
}
