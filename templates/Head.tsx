/**
 * A page's `<head>` (head-tags.ts says what it holds), as the HTML React writes for it: written
 * here from the tags, in React's order (`<meta>`, `<title>` and `<link>` but stylesheets hoisted
 * ahead of the rest, each group in document order) and with its escaping. A head rendered by
 * React took a page worker 100-160 µs a page, 4 % of it, in a cold 1,000-page build. A page whose
 * head has a tag only React knows how to write (the config's `head` tags, of any attributes, or a
 * link without an `href`) is rendered by React. `SITE_REACT_HEAD=on` renders every head with React,
 * which the tests compare with.
 */
import { createElement, type ReactElement } from 'react'
import type { PageData } from './page-data.js'
import { assetTags, headTags, type HeadTag } from './head-tags.js'
import { renderToString } from './react-server.js'

export function headHtml(data: PageData, script: string | undefined): string {
  const tags = headTags(data, script)
  if (process.env.SITE_REACT_HEAD === 'on' || !tags.every(writable)) return renderToString(<head>{tags.map(element)}</head>)
  const hoisted = tags.filter(isHoisted)
  return `<head>${[...hoisted, ...tags.filter((tag) => !isHoisted(tag))].map(tagHtml).join('')}</head>`
}

/** Font preloads, stylesheets and the module script, for React's renderers (the error pages' head). */
export function AssetLinks({ preload, css, script }: { preload: string[]; css: string[]; script?: string }) {
  return <>{assetTags(preload, css, script).map(element)}</>
}

/** A tag as a React element. */
function element(tag: HeadTag, key: number): ReactElement {
  const html = tag.html === undefined ? {} : { dangerouslySetInnerHTML: { __html: tag.html } }
  return createElement(tag.name, { key, ...tag.attributes, ...html }, tag.text)
}

/** Whether this file writes `tag` as React would; React writes the others. */
function writable(tag: HeadTag): boolean {
  return !tag.config && (tag.name !== 'link' || !!tag.attributes.href)
}

/** What React 19 writes before the rest of the head: meta, title and links but stylesheets (its hoistable elements). */
function isHoisted(tag: HeadTag): boolean {
  return tag.name === 'meta' || tag.name === 'title' || (tag.name === 'link' && tag.attributes.rel !== 'stylesheet')
}

/** React's names for the attributes it writes differently from its props. */
const ATTRIBUTE_NAMES: Record<string, string> = { crossOrigin: 'crossorigin' }

function tagHtml(tag: HeadTag): string {
  let attributes = ''
  for (const [name, value] of Object.entries(tag.attributes)) if (value !== undefined) attributes += ` ${ATTRIBUTE_NAMES[name] ?? name}="${escape(value)}"`
  if (tag.name === 'meta' || tag.name === 'link') return `<${tag.name}${attributes}/>`
  return `<${tag.name}${attributes}>${tag.html ?? escape(tag.text ?? '')}</${tag.name}>`
}

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' }

/** Text and attribute values as React escapes them. */
function escape(text: string): string {
  return text.replace(/["&'<>]/g, (c) => ESCAPES[c]!)
}
