/**
 * The highlighted code of a page that compiles to JavaScript (one with JSX, expressions or
 * imports) as one piece of HTML: each fence's `code` element becomes `<code
 * dangerouslySetInnerHTML={{ __html }} />`, its HTML written as React would render its token spans
 * (plain/html.ts), instead of a JSX element per span. A code block is most of such a page's
 * elements: every span went through hast-util-to-estree, MDX's three walks of the program (its
 * document, JSX rewrite and JSX build steps), the page's code and React's render. On the SWR docs
 * (256 pages of code-heavy MDX in 8 locales) those walks took ~1.8 s of a worker's 11 s.
 *
 * Only where nothing could tell: a `code` whose elements are all `span`s, when neither `code` nor
 * `span` is an element a component replaces (the site's lowercase components: `replaceable`).
 * The figures are shared by the pages of a thread that show the same block (rehype-code.ts): the
 * path to each `code` is copied, never changed in place.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'
import type { MdxJsxTextElementHast } from 'mdast-util-mdx-jsx'
import { toParts } from '../plain/html.js'

/** Each shared `code` element's HTML, made once per thread. */
const htmlOf = new WeakMap<Element, string>()

/** Replaces the highlighted `code` of each code figure of `tree` by its HTML, unless `replaceable` holds `code` or `span`. */
export function rawCodeBlocks(tree: Root, replaceable: ReadonlySet<string>): void {
  if (replaceable.has('code') || replaceable.has('span')) return
  // Into elements and JSX alike: a fence inside `<Tabs>` is a figure too.
  const visit = (parent: { children: RootContent[] }) => {
    const children = parent.children
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!
      if (child.type === 'element' && child.tagName === 'figure' && child.properties['data-code-block'] !== undefined) children[i] = withRawCode(child)
      else if ('children' in child) visit(child as { children: RootContent[] })
    }
  }
  visit(tree)
}

/** A copy of `figure` whose `pre > code` is raw HTML (the figure itself when its code is not only spans). */
function withRawCode(figure: Element): Element {
  let changed = false
  const children = figure.children.map((child) => {
    if (child.type !== 'element' || child.tagName !== 'pre') return child
    return {
      ...child,
      children: child.children.map((inner) => {
        const raw = inner.type === 'element' && inner.tagName === 'code' ? rawCode(inner) : undefined
        if (raw) changed = true
        return raw ?? inner
      }),
    }
  })
  return changed ? { ...figure, children } : figure
}

/** `<code dangerouslySetInnerHTML={{ __html }} />` with `code`'s HTML, or undefined when `code` holds anything but spans and text. */
function rawCode(code: Element): ElementContent | undefined {
  if (Object.keys(code.properties).length > 0 || !onlySpans(code)) return undefined
  let html = htmlOf.get(code)
  if (html === undefined) {
    const written = toParts(code, () => undefined).parts[0]!
    html = written.slice('<code>'.length, -'</code>'.length)
    htmlOf.set(code, html)
  }
  const element: MdxJsxTextElementHast = {
    type: 'mdxJsxTextElement',
    name: 'code',
    attributes: [{ type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: htmlObject(html) } } }],
    children: [],
  }
  return element as unknown as ElementContent
}

function onlySpans(node: Element): boolean {
  return node.children.every((child) => child.type === 'text' || (child.type === 'element' && child.tagName === 'span' && onlySpans(child)))
}

/** The program `({ __html: html })`, as an attribute expression holds it. */
function htmlObject(html: string) {
  return {
    type: 'Program' as const,
    sourceType: 'module' as const,
    body: [
      {
        type: 'ExpressionStatement' as const,
        expression: {
          type: 'ObjectExpression' as const,
          properties: [{ type: 'Property' as const, kind: 'init' as const, method: false, shorthand: false, computed: false, key: { type: 'Identifier' as const, name: '__html' }, value: { type: 'Literal' as const, value: html } }],
        },
      },
    ],
  }
}
