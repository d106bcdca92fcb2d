/**
 * rehypeCode: highlights fenced code at build time with Shiki and wraps it in the code-block
 * markup the theme styles and `client/behaviors/copy-code.ts` handles:
 *
 *   <figure data-code-block data-language="ts">
 *     <figcaption>filename</figcaption>?           (fence meta filename="…")
 *     <pre class="shiki" data-line-numbers?>…<span class="line highlighted?">…</pre>
 *     <button type="button" data-copy aria-label="Copy code">…</button>
 *   </figure>
 *
 * Meta: filename="…", line highlights {1,3-5}, showLineNumbers, word highlights /word/.
 */
import type { Element, ElementContent, Root } from 'hast'
import { transformerMetaHighlight, transformerMetaWordHighlight } from '@shikijs/transformers'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { DARK_THEME, getHighlighter, LIGHT_THEME, resolveLanguage } from './highlighter.js'

export function rehypeCode() {
  return async (tree: Root, file: VFile) => {
    const hl = await getHighlighter()
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return
      const code = node.children[0]
      if (!code || code.type !== 'element' || code.tagName !== 'code') return
      const classes = ((code.properties.className as string[] | undefined) ?? []).map(String)
      const requested = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length)
      const meta = String((code.data as { meta?: string } | undefined)?.meta ?? code.properties.metastring ?? '')
      let lang = resolveLanguage(hl, requested)
      if (!lang) {
        file.message(`Unknown code language \`${requested}\`; shown as plain text`, { place: node.position, ruleId: 'code/unknown-language', source: 'site' })
        lang = 'text'
      }
      const text = textOf(code).replace(/\n$/, '')
      const root = hl.codeToHast(text, {
        lang,
        themes: { light: LIGHT_THEME, dark: DARK_THEME },
        defaultColor: false,
        meta: { __raw: meta },
        transformers: [transformerMetaHighlight(), transformerMetaWordHighlight()],
      })
      const pre = root.children[0] as Element
      pre.properties.tabIndex = 0
      if (/\bshowLineNumbers\b/.test(meta)) pre.properties.dataLineNumbers = ''
      const filename = /filename="([^"]*)"/.exec(meta)?.[1] ?? /title="([^"]*)"/.exec(meta)?.[1]
      const children: ElementContent[] = []
      if (filename) children.push({ type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: filename }] })
      children.push(pre, copyButton())
      parent.children[index] = { type: 'element', tagName: 'figure', properties: { dataCodeBlock: '', dataLanguage: lang }, children, position: node.position }
      return 'skip'
    })
  }
}

/** The copy button; its behaviour lives in client/behaviors/copy-code.ts (NOTE: keep in step). */
function copyButton(): Element {
  return { type: 'element', tagName: 'button', properties: { type: 'button', dataCopy: '', ariaLabel: 'Copy code', title: 'Copy code' }, children: [] }
}

/** Concatenated text of a hast subtree. */
function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value
  if (node.type === 'element') return node.children.map(textOf).join('')
  return ''
}
