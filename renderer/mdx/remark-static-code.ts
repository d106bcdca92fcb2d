/**
 * Code blocks a page writes as components, when their code is known as the page compiles:
 * Docusaurus's `<CodeBlock language="ts" title="client.ts" showLineNumbers>{code}</CodeBlock>`
 * (from `@theme/CodeBlock`) and Starlight's `<Code code={code} lang="ts" title="client.ts" />`
 * (from `@astrojs/starlight/components`), where `code` is a string, a template literal without
 * `${}`, or a name imported as a file's text (`!!raw-loader!./client.ts`, `./client.ts?raw`,
 * raw-imports.ts). They become Markdown code blocks, so Shiki colours them at build time as it
 * colours fences, with the fences' title, line numbers and line marks. Code known only when the
 * page renders stays the components' (templates/mdx/docusaurus.tsx), shown as written.
 */
import path from 'node:path'
import type { Expression, Program } from 'estree'
import type { Code, Parents, Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import type { VFile } from 'vfile'
import { eachNode } from './each-node.js'
import { rawTarget } from './raw-imports.js'
import { projectText } from './project-text.js'

const RAW_IMPORT = /^!!raw-loader!|\?raw$/

/** Which prop holds a component's code and its language. */
const CODE_COMPONENTS: Record<string, { module: string; exported: string; code: 'children' | 'code'; lang: string }> = {
  docusaurus: { module: '@theme/CodeBlock', exported: 'default', code: 'children', lang: 'language' },
  starlight: { module: '@astrojs/starlight/components', exported: 'Code', code: 'code', lang: 'lang' },
}

type CodeComponent = (typeof CODE_COMPONENTS)[string]

export function remarkStaticCode() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value)
    if (!Object.values(CODE_COMPONENTS).some((c) => source.includes(c.module))) return
    const { components, texts } = importsOf(tree, file)
    if (!components.size) return
    eachNode<MdxJsxFlowElement, Parents>(tree, 'mdxJsxFlowElement', (node, index, parent) => {
      const component = node.name ? components.get(node.name) : undefined
      const code = component && codeOf(node, component, texts)
      if (code === undefined) return
      parent.children[index] = codeNode(node, component!, code)
      return index + 1
    })
  }
}

/** The page's CodeBlock and Code components by local name, and the texts of its raw imports by local name. */
function importsOf(tree: Root, file: VFile): { components: Map<string, CodeComponent>; texts: Map<string, string> } {
  const components = new Map<string, CodeComponent>()
  const texts = new Map<string, string>()
  const page = file.data.root && file.path ? path.resolve(file.data.root, file.path) : undefined
  eachNode<MdxjsEsm>(tree, 'mdxjsEsm', (node) => {
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue
      const from = String(statement.source.value)
      for (const specifier of statement.specifiers) {
        const imported = specifier.type === 'ImportSpecifier' ? (specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value)) : 'default'
        const component = Object.values(CODE_COMPONENTS).find((c) => c.module === from && c.exported === imported)
        if (component) components.set(specifier.local.name, component)
        else if (RAW_IMPORT.test(from) && imported === 'default' && page && file.data.root) {
          const read = projectText(path.resolve(path.dirname(page), rawTarget(from)), file.data.root)
          // One that cannot be read stays the component's: the bundle reports it.
          if ('text' in read) texts.set(specifier.local.name, read.text)
        }
      }
    }
  })
  return { components, texts }
}

/** The element's code when the page compiles, or undefined. */
function codeOf(node: MdxJsxFlowElement, component: CodeComponent, texts: Map<string, string>): string | undefined {
  if (component.code === 'code') {
    const attribute = attributeOf(node, 'code')
    if (typeof attribute?.value === 'string') return attribute.value
    return staticValue(attribute?.value?.data?.estree as Program | undefined, texts)
  }
  // Children: one expression, alone or in the paragraph of a one-line element.
  const [only, ...rest] = node.children
  const inner = only?.type === 'paragraph' && only.children.length === 1 ? only.children[0] : only
  if (rest.length || (inner?.type !== 'mdxFlowExpression' && inner?.type !== 'mdxTextExpression')) return undefined
  return staticValue(inner.data?.estree as Program | undefined, texts)
}

/** A string, a template literal without substitutions, or a raw import's name. */
function staticValue(program: Program | undefined, texts: Map<string, string>): string | undefined {
  const statement = program?.body[0]
  if (program?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined
  const expression: Expression = statement.expression
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined
  if (expression.type === 'Identifier') return texts.get(expression.name)
  return undefined
}

function attributeOf(node: MdxJsxFlowElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name)
}

/** The Markdown code block of the element: its language, and its title and line numbers as a fence's meta. */
function codeNode(node: MdxJsxFlowElement, component: CodeComponent, code: string): Code {
  const text = (name: string) => {
    const value = attributeOf(node, name)?.value
    return typeof value === 'string' ? value : undefined
  }
  const numbered = attributeOf(node, 'showLineNumbers') !== undefined && attributeOf(node, 'showLineNumbers')?.value === null
  const title = text('title')
  const meta = [title !== undefined && `title=${JSON.stringify(title)}`, numbered && 'showLineNumbers', text('metastring')].filter(Boolean).join(' ')
  return { type: 'code', lang: text(component.lang) ?? null, meta: meta || null, value: code.replace(/\n$/, ''), position: node.position }
}
