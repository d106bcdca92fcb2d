/**
 * What a page's `import`/`export` statements and JSX tags need from the build, recorded in
 * `file.data`:
 *
 *   imports     every `import … from 'x'` (and `export … from 'x'`) with its line:column, so a
 *               module that cannot be resolved is reported where it is written
 *   components  each component the content uses that no statement of the page defines
 *               (`<Callout>`, `<Tabs.Tab>` → `Tabs`), first use only: the render provides them
 *               (built-ins, the site's components, or a placeholder with a warning)
 *
 *   staticProps where the page exports `getStaticProps`: the render runs it, as `next build`
 *               does, and gives its `props` to the content and to Nextra's `useData`
 *
 * `getStaticPaths` and `getServerSideProps` mean nothing in a static build: they are kept (never
 * called) and noted once.
 */
import type { Root } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { Program } from 'estree'
import type { VFile } from 'vfile'
import { eachNode } from './each-node.js'
import type { ComponentRef, ImportRef } from '../../core/compiled-page.js'
import { rule } from '../../core/diagnostics/rules.js'

const IGNORED_NEXT_EXPORTS = new Set(['getStaticPaths', 'getServerSideProps'])

export function remarkEsm() {
  return (tree: Root, file: VFile) => {
    const imports: ImportRef[] = []
    const bound = new Set<string>()
    const nextExports: string[] = []
    eachNode<MdxjsEsm>(tree, 'mdxjsEsm', (node) => {
      const program = node.data?.estree as Program | undefined
      if (!program) return
      for (const statement of program.body) {
        const where = statement.loc ? { line: statement.loc.start.line, column: statement.loc.start.column + 1 } : startOf(node)
        if (statement.type === 'ImportDeclaration' || ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && statement.source)) {
          const names = statement.type === 'ImportDeclaration' ? statement.specifiers.map((s) => (s.type === 'ImportSpecifier' ? String(s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) : 'default')) : []
          imports.push({ source: String(statement.source!.value), names, ...where })
        }
        for (const name of declaredNames(statement)) {
          bound.add(name)
          if (!statement.type.startsWith('Export')) continue
          if (name === 'getStaticProps') file.data.staticProps = where
          else if (IGNORED_NEXT_EXPORTS.has(name)) nextExports.push(name)
        }
      }
      if (nextExports.length && !file.data.nextDataNoted) {
        file.data.nextDataNoted = true
        const note = file.message(`\`${nextExports.join('`, `')}\` ignored: a static build has one page per file and no server`, { place: node.position, ruleId: rule('mdx/next-data-export'), source: 'site' })
        note.fatal = undefined
        note.note = 'A page is built once, with the `props` its `getStaticProps` returns (called with `params: {}`); values can also be `export const` in the page.'
      }
    })
    file.data.imports = imports
    file.data.components = freeComponents(tree, bound)
  }
}

/** The first use of each component name the content needs from outside the page. */
function freeComponents(tree: Root, bound: Set<string>): ComponentRef[] {
  const seen = new Map<string, ComponentRef>()
  eachNode(tree, undefined, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
    const name = (node as MdxJsxFlowElement | MdxJsxTextElement).name
    if (!name) return
    const root = name.split('.')[0]!
    // `<div>` and `<my-element>` are HTML; `<Foo>` and `<foo.bar>` are references.
    if (!name.includes('.') && !/^[A-Z]/.test(name)) return
    if (bound.has(root) || seen.has(root)) return
    seen.set(root, { name: root, ...startOf(node) })
  })
  return [...seen.values()]
}

/** Names a top-level statement binds (imports, exported declarations). */
function declaredNames(statement: Program['body'][number]): string[] {
  if (statement.type === 'ImportDeclaration') return statement.specifiers.map((s) => s.local.name)
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement.type === 'ExportDefaultDeclaration' ? null : statement
  if (!declaration) return []
  if (declaration.type === 'VariableDeclaration') return declaration.declarations.flatMap((d) => patternNames(d.id))
  if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) return [declaration.id.name]
  return []
}

/** Identifiers bound by a declaration pattern (`a`, `{ a, b: c }`, `[d, ...e]`). */
function patternNames(pattern: import('estree').Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name]
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => patternNames(p.type === 'RestElement' ? p.argument : p.value))
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => (e ? patternNames(e) : []))
    case 'RestElement':
      return patternNames(pattern.argument)
    case 'AssignmentPattern':
      return patternNames(pattern.left)
    default:
      return []
  }
}

function startOf(node: { position?: { start: { line: number; column: number } } }): { line: number; column: number } {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 }
}
