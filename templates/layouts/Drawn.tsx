import { createElement } from 'react'
import type { PageData } from '../page-data.js'

/** What a page's `_meta` theme draws above or below its content: a component is rendered, an element shown as it is (as Nextra 3 does). */
export function Drawn({ content }: { content: PageData['topContent'] }) {
  if (!content) return null
  return typeof content === 'function' ? createElement(content) : <>{content}</>
}
