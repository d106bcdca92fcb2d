/**
 * `<div style="color: red">` in an `.mdx` page, as HTML writes it: React takes a style object, and
 * the page failed to render ("The `style` prop expects a mapping…", with no place to look at). On
 * an HTML element (a lower-case name) a string style becomes the object React wants, its
 * properties named as style-to-js names them (as MDX's own HTML handling does); a component's
 * `style` is left as written. CSS that cannot be read is a located warning and the attribute is
 * dropped.
 */
import type { Nodes, Root } from 'mdast'
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx'
import styleToJs from 'style-to-js'
import type { VFile } from 'vfile'
import { rule } from '../../core/diagnostics/rules.js'
import { eachNode } from './each-node.js'

export function remarkStyleStrings() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('style=')) return
    eachNode<Nodes>(tree, undefined, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name || !/^[a-z]/.test(node.name)) return
      node.attributes = node.attributes.filter((attribute) => {
        if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'style' || typeof attribute.value !== 'string') return true
        const style = styleObject(attribute.value)
        if (style) attribute.value = objectExpression(style)
        else {
          const message = file.message(`Could not read the CSS of this \`style\` attribute: it is left out`, { place: attribute.position ?? node.position, ruleId: rule('content/invalid-style'), source: 'site' })
          message.note = 'Write declarations as in CSS (`style="color: red; margin-top: 1rem"`), or an object (`style={{ color: "red" }}`).'
        }
        return style !== undefined
      })
    })
  }
}

function styleObject(css: string): Record<string, string> | undefined {
  try {
    return styleToJs(css)
  } catch {
    return undefined
  }
}

/** An attribute value `{{"color":"red"}}` with the estree MDX compiles from. */
function objectExpression(style: Record<string, string>): MdxJsxAttribute['value'] {
  const literal = (value: string) => ({ type: 'Literal' as const, value, raw: JSON.stringify(value) })
  const properties = Object.entries(style).map(([key, value]) => ({ type: 'Property' as const, key: literal(key), value: literal(value), kind: 'init' as const, method: false, shorthand: false, computed: false }))
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: JSON.stringify(style),
    data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'ObjectExpression', properties } }] } },
  }
}
