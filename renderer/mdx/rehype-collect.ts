/**
 * rehypeCollect: one walk over the final tree that records every link target with its position
 * (for the link check), every element id (for anchor checks), and removes dangerous URLs
 * (`javascript:`, `vbscript:`, `data:` other than images in `src`), reporting each (XSS-7).
 */
import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import type { LinkRef } from '../types.js'
import { isUnsafeUrl } from './safe-url.js'

const URL_PROPS = ['href', 'src', 'action', 'formAction', 'poster', 'data', 'srcDoc'] as const

interface JsxAttribute {
  type: string
  name?: string
  value?: unknown
  position?: { start: { line: number; column: number } }
}

export function rehypeCollect() {
  return (tree: Root, file: VFile) => {
    const links: LinkRef[] = []
    const ids: string[] = []
    const record = (href: string, place: { line: number; column: number } | undefined, isImage: boolean) => {
      if (!isImage) links.push({ href, line: place?.line ?? 1, column: place?.column ?? 1 })
      else if (href.startsWith('/')) links.push({ href, line: place?.line ?? 1, column: place?.column ?? 1 })
    }
    visit(tree, (node) => {
      if (node.type === 'element') {
        const el = node as Element
        for (const prop of URL_PROPS) {
          const value = el.properties[prop]
          if (typeof value !== 'string') continue
          const isImage = prop === 'src' && el.tagName === 'img'
          if (isUnsafeUrl(value, isImage)) {
            file.message(`Unsafe URL removed from <${el.tagName} ${prop}>: ${JSON.stringify(value)}`, { place: el.position, ruleId: 'content/unsafe-url', source: 'site' })
            delete el.properties[prop]
          } else if (prop === 'href' || isImage) record(value, el.position?.start, isImage)
        }
        if (typeof el.properties.id === 'string') ids.push(el.properties.id)
        return
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const jsx = node as unknown as { name: string | null; attributes: JsxAttribute[]; position?: { start: { line: number; column: number } } }
        jsx.attributes = jsx.attributes.filter((attr) => {
          if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'string') return true
          if (attr.name === 'id') ids.push(attr.value)
          if (attr.name !== 'href' && attr.name !== 'src') return true
          const isImage = attr.name === 'src'
          if (isUnsafeUrl(attr.value, isImage)) {
            file.message(`Unsafe URL removed from <${jsx.name} ${attr.name}>: ${JSON.stringify(attr.value)}`, { place: (attr.position ?? jsx.position) as never, ruleId: 'content/unsafe-url', source: 'site' })
            return false
          }
          record(attr.value, (attr.position ?? jsx.position)?.start, isImage)
          return true
        })
      }
    })
    file.data.links = links
    file.data.ids = ids
  }
}
