/**
 * Markup a component already holds as text, put into the document after React has rendered it
 * (issue 20). A docs page's sidebar repeats every link of its section and, past
 * SIDEBAR_FULL_TREE_LIMIT, one link per other folder of the site, twice (the sidebar and the
 * small-screen bar): 400 folder links a page at 20,000 pages, each an element React made again on
 * every page (islands and a plain page's HTML go the same way: island.tsx, renderer/plain/
 * content.ts). Inside a document render (`bodyOf` provides the parts), `useRawHtml` gives a
 * component one marker element for a whole run of such markup, and `fillRawParts` puts each run in
 * place of its marker. Markers carry a per-thread random nonce and a counter, so no content can
 * name one. Outside such a render `useRawHtml` is undefined and the component renders its
 * elements itself.
 */
import { randomBytes } from 'node:crypto'
import { createContext, createElement, useContext, type ReactElement } from 'react'

const MARKER = 'site-raw-part'
const THREAD_NONCE = randomBytes(6).toString('hex')
let nonces = 0

/**
 * A nonce for one render's markers: this thread's random one and a counter, unknown to any content
 * and never the same twice (a plain page's content took a `randomBytes(8)` of its own, stop 34).
 */
export function markerNonce(): string {
  return `${THREAD_NONCE}${(nonces++).toString(36)}`
}

/** The runs of markup of one document render. */
export class RawParts {
  readonly parts: string[] = []
  readonly nonce = markerNonce()
}

export const RawPartsContext = createContext<RawParts | undefined>(undefined)

/** A function making the marker of a run of markup, or undefined outside a render whose parts are filled in. */
export function useRawHtml(): ((html: string) => ReactElement) | undefined {
  const raw = useContext(RawPartsContext)
  if (!raw) return undefined
  return (html) => {
    raw.parts.push(html)
    return createElement(MARKER, { key: `raw:${raw.parts.length}`, 'data-n': raw.nonce, 'data-i': raw.parts.length - 1 })
  }
}

/** `html` with each of the render's markers replaced by its run. */
export function fillRawParts(html: string, raw: RawParts): string {
  return raw.parts.length ? fillMarkers(html, MARKER, raw.nonce, raw.parts) : html
}

/**
 * `html` with each `<tag data-n="nonce" data-i="i"></tag>` replaced by `parts[i]`; found with
 * indexOf (a regular expression over the document cost 0.4 ms a page).
 */
export function fillMarkers(html: string, tag: string, nonce: string, parts: readonly string[]): string {
  const start = `<${tag} data-n="${nonce}" data-i="`
  const end = `"></${tag}>`
  let out = ''
  let from = 0
  for (let at = html.indexOf(start); at !== -1; at = html.indexOf(start, from)) {
    const close = html.indexOf(end, at + start.length)
    out += html.slice(from, at) + parts[Number(html.slice(at + start.length, close))]!
    from = close + end.length
  }
  return out + html.slice(from)
}
