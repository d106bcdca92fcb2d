/**
 * Island: the server half of a hydrated component. Writes the marker element (the hydration root,
 * `display: contents`), the SSR'd children, and the props in a sibling
 * `<script type="application/json">` block, never as executable script (XSS-6).
 * The island's code loads on the first sign of use (pointer over, focus, press, key), or as `when`
 * says (`visible`, `idle`, `load`), or at once when the URL has the `loadWith` query parameter.
 * NOTE: the browser half is client/entry.tsx (finds [data-island], reads the next sibling's JSON).
 */
import { isValidElement, type ReactNode } from 'react'
import { keepBounded } from '../core/bounded-map.js'
import { safeJson } from './support/json.js'
import { useRawHtml } from './support/raw-parts.js'
import { renderToString } from './react-server.js'
import { useSite } from './site-context.js'
import { propsUnderBase } from './support/base-path-html.js'

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
  const raw = useRawHtml()
  // Its markup's paths go under the base with the document's; what it renders from its props once hydrated, here.
  // (Read before keptMarkup: its nested render ends this one's hooks.)
  const base = useSite()?.basePath ?? ''
  const kept = raw && keptMarkup(children, props)
  return (
    <>
      <div data-island={name} data-when={when} data-load-with={loadWith}>{kept === undefined ? children : raw!(kept)}</div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: safeJson(propsUnderBase(props, base)) }} />
    </>
  )
}

/**
 * The markup of an island's component, kept per thread by component and props (issue 20): the
 * navbar, sidebar and footer islands (search boxes, theme switches, the mobile menu) render the
 * same on every page of a locale. An island renders from its props alone (it hydrates as its own
 * root, with nothing but them), so when its element's props are the island's props, its markup is
 * theirs. Inside a document render only (support/raw-parts.tsx); undefined for anything else.
 */
const keptIslands = new WeakMap<object, Map<string, string>>()
const KEPT_PER_COMPONENT = 200

function keptMarkup(children: ReactNode, props: object): string | undefined {
  if (!isValidElement(children) || typeof children.type !== 'function') return undefined
  const json = JSON.stringify(props)
  if (JSON.stringify(children.props) !== json) return undefined
  let kept = keptIslands.get(children.type)
  if (!kept) keptIslands.set(children.type, (kept = new Map()))
  let html = kept.get(json)
  if (html === undefined) {
    html = keepBounded(kept, json, renderToString(children), KEPT_PER_COMPONENT)
  }
  return html
}
