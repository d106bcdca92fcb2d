/** Test helper: compile a page and render its content to static HTML with the built-in components. */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { runPage } from '../../../../renderer/mdx/run-content.js'
import { compilePage, type CompileInput } from '../../../../renderer/stages/compile.js'
import { mdxComponents } from '../../../../templates/mdx/components.js'

export async function compileAndRender(input: CompileInput) {
  const result = await compilePage(input)
  const html = result.page ? renderToStaticMarkup(createElement(runPage(result.page.code!, { module: result.page.module, root: input.root }).Content, { components: mdxComponents })) : undefined
  return { ...result, html }
}
