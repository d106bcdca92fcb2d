/**
 * The last rehype step: decides from the final tree whether a page is plain — no JSX element,
 * expression, import or export (remark plugins add JSX too: alerts become `<Callout>`, npm2yarn
 * fences `<Tabs>`), no raw HTML or comment, and only elements React renders without special rules
 * (no `svg`, `textarea`/`select`, `script`, `style`, document-level tags). A plain page
 * does not need to become JavaScript: when the compile asked for it (`file.data.plainWanted`), its
 * tree is kept in `file.data.plain` and the compile stops there (processor.ts `getStages`;
 * renderer/plain/ makes the page's HTML from it).
 */
import type { Root, RootContent } from 'hast'
import type { VFile } from 'vfile'

/** Elements with rules of their own in React or in another namespace: a page with one goes through MDX. */
const NOT_PLAIN = new Set(['svg', 'textarea', 'select', 'option', 'optgroup', 'listing', 'script', 'style', 'title', 'noscript', 'template', 'html', 'head', 'body', 'meta', 'link', 'base', 'iframe', 'object', 'form'])

export function rehypePlain() {
  return (tree: Root, file: VFile) => {
    if (file.data.plainWanted && isPlain(tree)) file.data.plain = tree
  }
}

/** True when every node under `tree` is an element or a text, and no element needs React's own rules. */
export function isPlain(tree: Root): boolean {
  const plain = (node: RootContent): boolean => {
    if (node.type === 'text') return true
    if (node.type !== 'element' || NOT_PLAIN.has(node.tagName)) return false
    return node.children.every(plain)
  }
  return tree.children.every(plain)
}
