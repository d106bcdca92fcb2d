/**
 * Collects every element id the page defines (headings, footnotes, explicit `id` attributes on
 * HTML elements, also when written as JSX like `<div id="x">`), and the headings of the Markdown
 * partials it shows (remark-partials.ts), into `file.data.ids`, for `#anchor` checks. Ids given to
 * components (`<Callout id>`) are not counted: a component may not render them.
 */
import type { Root } from 'hast'
import type { VFile } from 'vfile'
import { eachNode } from './each-node.js'

export function rehypeIds() {
  return (tree: Root, file: VFile) => {
    const ids = new Set<string>()
    eachNode(tree, undefined, (node) => {
      if (node.type === 'element') {
        const id = (node as { properties?: { id?: unknown } }).properties?.id
        if (typeof id === 'string' && id) ids.add(id)
      } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && isIntrinsic(node as { name?: string | null })) {
        for (const attribute of (node as unknown as { attributes: Array<{ type: string; name?: string; value?: unknown }> }).attributes) {
          if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'id' && typeof attribute.value === 'string' && attribute.value) ids.add(attribute.value)
        }
      }
    })
    for (const id of file.data.partialIds ?? []) ids.add(id)
    file.data.ids = [...ids]
  }
}

/** A lowercase JSX name (`div`, `a`) is an HTML element; capitalised or dotted names are components. */
function isIntrinsic(node: { name?: string | null }): boolean {
  return typeof node.name === 'string' && /^[a-z][a-z0-9-]*$/.test(node.name)
}
