/**
 * One image per theme: `<img src="a.svg" srcDark="a-dark.svg" alt="…" />` (or `<Image … srcDark>`)
 * becomes two elements with the same attributes, `data-theme-image="light"` (src) and
 * `data-theme-image="dark"` (srcDark as its src). The theme's CSS (templates/styles/content.css)
 * shows the one matching `data-theme` on <html>, which the head script sets before paint from the
 * reader's theme choice, so a drawing follows the site's theme, not the operating system's.
 * A literal `img` without `loading` becomes lazy (and decodes async): the hidden image, display:none,
 * is then never fetched. The link check has already recorded srcDark (remark-links.ts).
 */
import type { Nodes, Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { eachNode } from './each-node.js'

const THEMED = new Set(['img', 'Image'])

type Jsx = MdxJsxFlowElement | MdxJsxTextElement

export function remarkThemedImages() {
  return (tree: Root) => {
    eachNode<Nodes>(tree, undefined, (node, index, parent) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !THEMED.has(node.name ?? '')) return
      const dark = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'srcDark')
      if (!dark) return
      const pair = [themed(node, 'light'), themed(node, 'dark', dark)]
      ;(parent.children as Jsx[]).splice(index, 1, ...pair)
      return index + pair.length
    })
  }
}

/** A copy of the element for one theme: srcDark gone (or made its src), marked, lazy when it is a literal img. */
function themed(node: Jsx, theme: 'light' | 'dark', dark?: MdxJsxAttribute): Jsx {
  const attributes = node.attributes.flatMap((a): Jsx['attributes'] => {
    if (a.type !== 'mdxJsxAttribute') return [a]
    if (a.name === 'srcDark') return []
    if (a.name === 'src' && theme === 'dark') return [{ ...a, value: dark!.value }]
    return [a]
  })
  const has = (name: string) => attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  const add = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value })
  if (theme === 'dark' && !has('src')) attributes.push({ ...dark!, name: 'src' })
  attributes.push(add('data-theme-image', theme))
  if (node.name === 'img' && !has('loading')) attributes.push(add('loading', 'lazy'))
  if (node.name === 'img' && !has('decoding')) attributes.push(add('decoding', 'async'))
  return { ...node, attributes }
}
