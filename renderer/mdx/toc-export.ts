/**
 * Docusaurus's `toc`: every MDX page there exports its headings as `toc` (`{ value, id, level }`),
 * which its pages hand to `<TOCInline toc={toc} />`, often cut first (`toc.slice(2)`,
 * `toc.filter(…)`). A page that names TOCInline gets the same export, so such an expression runs;
 * templates/mdx/docusaurus.tsx draws the list. Pure.
 */
import type { Expression, Program } from 'estree'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import type { Root } from 'mdast'
import type { Heading } from '../../core/compiled-page.js'

/** Appends `export const toc = [...]` to an MDX tree whose source names TOCInline and does not declare `toc` itself. */
export function addTocExport(tree: Root, source: string, headings: Heading[]): void {
  if (!source.includes('TOCInline')) return
  const esm = tree.children.filter((node): node is MdxjsEsm => node.type === 'mdxjsEsm')
  // A `.md` page compiled as Markdown has no ESM (nor a TOCInline to render); a page that declares `toc` keeps its own.
  if (!esm.length || esm.some((node) => /\btoc\b/.test(node.value))) return
  tree.children.push({ type: 'mdxjsEsm', value: '', data: { estree: tocProgram(headings) } })
}

function tocProgram(headings: Heading[]): Program {
  const items: Expression[] = headings.map((h) => ({
    type: 'ObjectExpression',
    properties: [property('value', h.value), property('id', h.id), property('level', h.depth)],
  }))
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: { type: 'ArrayExpression', elements: items } }] },
        specifiers: [],
        source: null,
        attributes: [],
      },
    ],
  }
}

function property(key: string, value: string | number) {
  return { type: 'Property' as const, key: { type: 'Identifier' as const, name: key }, value: { type: 'Literal' as const, value }, kind: 'init' as const, method: false, shorthand: false, computed: false }
}
