/**
 * The Markdown twin of the trees most docs pages make, written directly (issue 20): headings,
 * paragraphs of plain text, emphasis, inline code, links and images, lists, fenced code, tables,
 * quotes and rules.
 * The output is what mdast-util-to-markdown 2.2 writes with the twin's options (twin.ts
 * MARKDOWN_OPTIONS and the fast text handler, plain-text.ts): the same join rules, list markers,
 * indentation, fences and table layout (markdown-table, as mdast-util-gfm-table calls it).
 * Emphasis and strong are written with `*` and `**` where the library's search for markers
 * (container-phrasing.js) keeps them: around text that starts and ends with a letter or digit,
 * not next to another one. There its guess keeps the first marker (no neighbour starts with `*`),
 * its encodeInfo encodes nothing (a letter inside, whatever outside) and its check pairs each
 * opening run with its closing one (`*` may open and close inside words). Anything it does not
 * write that way (other emphasis, breaks, HTML, math, footnotes, definitions, task items, empty
 * items, text or a URL that needs escaping) makes it return undefined, and the library writes
 * the page.
 *
 * Measured on the synthetic 1,000-page site: the twin cost ~0.8 s of a cold build's CPU, ~6 %
 * (the library's generic container and escaping machinery, 0.2-0.3 ms a page in one thread and
 * twice that in two warming workers).
 */
import type { Code, Heading, Image, InlineCode, Link, List, ListItem, Nodes, Parents, PhrasingContent, Root, RootContent, Table } from 'mdast'
import { longestStreak } from 'longest-streak'
import { markdownTable } from 'markdown-table'
import { isPlainText } from './plain-text.js'

/** Thrown (and caught by quickMarkdown) at the first node written otherwise. */
const BAIL = Symbol('bail')

interface State {
  /** The marker of the list being written (the library's `bulletCurrent`). */
  bullet?: string
  /** The marker of the list just written, when nothing else came after it (`bulletLastUsed`). */
  lastBullet?: string
  inTable: boolean
}

/** The twin body of `tree` (already degraded), or undefined when the library must write it. */
export function quickMarkdown(tree: Root): string | undefined {
  try {
    const result = flow(tree, { inTable: false })
    const last = result.charCodeAt(result.length - 1)
    return result && last !== 10 && last !== 13 ? result + '\n' : result
  } catch (error) {
    if (error === BAIL) return undefined
    throw error
  }
}

function bail(): never {
  throw BAIL
}

/** Block children joined as containerFlow joins them. */
function flow(parent: Parents, state: State): string {
  const children = parent.children as RootContent[]
  let out = ''
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!
    out += block(child, parent, state)
    if (child.type !== 'list') state.lastBullet = undefined
    if (i < children.length - 1) out += between(child, children[i + 1]!, parent)
  }
  return out
}

function block(node: RootContent, parent: Parents, state: State): string {
  switch (node.type) {
    case 'paragraph':
      return phrasing(node.children, '\n', '\n', state)
    case 'heading':
      return heading(node, state)
    case 'code':
      return code(node)
    case 'thematicBreak':
      return '---'
    case 'blockquote':
      return indentLines(flow(node, state), (line, _, blank) => '>' + (blank ? '' : ' ') + line)
    case 'list':
      return list(node, state)
    case 'listItem':
      return listItem(node, parent, state)
    case 'table':
      return table(node, state)
    default:
      return bail()
  }
}

/** The blank lines between two blocks (mdast-util-to-markdown's join, with GFM's table rule). */
function between(left: RootContent, right: RootContent, parent: Parents): string {
  const spread = 'spread' in parent ? parent.spread : undefined
  if (typeof spread !== 'boolean') return '\n\n'
  // mdast-util-gfm-table's join, asked first.
  if (left.type === 'table' && parent.type === 'listItem' && spread === false && (right.type === 'paragraph' || right.type === 'table')) return '\n\n'
  if (spread) return '\n\n'
  if (left.type === 'blockquote' && right.type === 'blockquote') return '\n\n'
  if (left.type === 'paragraph' && right.type === 'list' && ((right.ordered && typeof right.start === 'number' && right.start !== 1) || right.children[0]?.children.length === 0)) return '\n\n'
  if (left.type === 'paragraph' && right.type === 'thematicBreak') return '\n\n'
  let tail: Nodes = left
  while ((tail.type === 'blockquote' || tail.type === 'list' || tail.type === 'listItem') && tail.children.length > 0) tail = tail.children[tail.children.length - 1]!
  if ((tail as Nodes).type !== 'paragraph') return '\n'
  return (left.type === 'paragraph' || left !== tail) && right.type === 'paragraph' ? '\n\n' : '\n'
}

function heading(node: Heading, state: State): string {
  const rank = Math.max(Math.min(6, node.depth || 1), 1)
  // A line ending or a break in a heading makes the library write it setext-style.
  const value = phrasing(node.children, '# ', '\n', state)
  if (/^[\t ]/.test(value)) bail()
  const sequence = '#'.repeat(rank)
  return value ? `${sequence} ${value}` : sequence
}

/** A fence's language and meta words the library writes as they are. */
const PLAIN_LANG = /^[\w+.#-]+$/
const PLAIN_META = /^[^`\\&\r\n$]*$/

function code(node: Code): string {
  const raw = node.value || ''
  const sequence = '`'.repeat(Math.max(longestStreak(raw, '`') + 1, 3))
  let value = sequence
  if (node.lang) {
    if (!PLAIN_LANG.test(node.lang)) bail()
    value += node.lang
    if (node.meta) {
      if (!PLAIN_META.test(node.meta)) bail()
      value += ' ' + node.meta
    }
  }
  return value + '\n' + (raw ? raw + '\n' : '') + sequence
}

function list(node: List, state: State): string {
  let bullet = node.ordered ? '.' : '-'
  const other = node.ordered ? ')' : '*'
  let different = state.lastBullet ? bullet === state.lastBullet : false
  if (node.children.some((item) => item.children.length === 0)) bail()
  // A rule at the start of an item would read as one with the bullet.
  if (!node.ordered && node.children.some((item) => item.children[0]?.type === 'thematicBreak')) different = true
  if (different) bullet = other
  const outer = state.bullet
  state.bullet = bullet
  const value = flow(node, state)
  state.lastBullet = bullet
  state.bullet = outer
  return value
}

function listItem(node: ListItem, parent: Parents, state: State): string {
  if (typeof node.checked === 'boolean' || parent.type !== 'list') bail()
  let bullet = state.bullet ?? '-'
  if (parent.ordered) bullet = (typeof parent.start === 'number' && parent.start > -1 ? parent.start : 1) + parent.children.indexOf(node) + bullet
  const size = bullet.length + 1
  return indentLines(flow(node, state), (line, index, blank) => {
    if (index) return (blank ? '' : ' '.repeat(size)) + line
    return (blank ? bullet : bullet + ' ') + line
  })
}

function table(node: Table, state: State): string {
  state.inTable = true
  const matrix = node.children.map((row) => row.children.map((cell) => phrasing(cell.children, '|', '|', state)))
  state.inTable = false
  const head = matrix[0]
  if (head) {
    const columns = node.align?.length || Math.max(...matrix.map((row) => row.length))
    while (head.length < columns) head.push('')
  }
  return markdownTable(matrix, { align: node.align, fillRows: false })
}

/** Inline children written one after the other, each knowing the characters around it (containerPhrasing). */
function phrasing(children: PhrasingContent[], before: string, after: string, state: State): string {
  let out = ''
  let previous = before
  for (let i = 0; i < children.length; i++) {
    const next = children[i + 1]
    // Two emphasis nodes side by side make the library pick other markers for one of them.
    if (next && isAttention(children[i]!) && isAttention(next)) bail()
    const value = inline(children[i]!, previous, next ? peek(next) : after, state)
    if (!value) continue
    out += value
    previous = lastCharacter(value)
  }
  return out
}

function inline(node: PhrasingContent, before: string, after: string, state: State): string {
  switch (node.type) {
    case 'text':
      return isPlainText(node.value, before, after) ? node.value : bail()
    case 'inlineCode':
      return inlineCode(node, state)
    case 'link':
      return link(node, before, state)
    case 'emphasis':
      return attention(node.children, '*', state)
    case 'strong':
      return attention(node.children, '**', state)
    case 'image':
      return image(node)
    default:
      return bail()
  }
}

function isAttention(node: PhrasingContent): boolean {
  return node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete'
}

/** Emphasis (`*`) or strong (`**`) around text, code and links that start and end with a letter or digit. */
function attention(children: PhrasingContent[], sequence: string, state: State): string {
  for (const child of children) if (child.type !== 'text' && child.type !== 'inlineCode' && child.type !== 'link') bail()
  const inner = phrasing(children, sequence, sequence, state)
  if (!inner) return ''
  if (!/^[\p{L}\p{N}]/u.test(inner) || !/[\p{L}\p{N}]$/u.test(inner)) bail()
  return sequence + inner + sequence
}

function image(node: Image): string {
  if (node.title != null || !PLAIN_URL.test(node.url) || !isPlainText(node.alt ?? '', '![', ']')) bail()
  return `![${node.alt ?? ''}](${node.url})`
}

/** The first character the library writes for `node`, as its peek (or its handler with nothing around). */
function peek(node: PhrasingContent): string {
  if (node.type === 'inlineCode') return '`'
  if (node.type === 'link') return isAutolink(node) ? '<' : '['
  if (node.type === 'emphasis' || node.type === 'strong') return '*'
  if (node.type === 'image') return '!'
  if (node.type === 'text' && isPlainText(node.value, '', '')) return firstCharacter(node.value)
  return bail()
}

function inlineCode(node: InlineCode, state: State): string {
  let value = node.value || ''
  // Line endings become spaces in the library (and pipes in a table cell change): written there.
  if (/[\r\n]/.test(value) || (state.inTable && value.includes('|'))) bail()
  let sequence = '`'
  while (new RegExp('(^|[^`])' + sequence + '([^`]|$)').test(value)) sequence += '`'
  if (/[^\n\r ]/.test(value) && ((/^[\n\r ]/.test(value) && /[\n\r ]$/.test(value)) || /^`|`$/.test(value))) value = ' ' + value + ' '
  return sequence + value + sequence
}

/** A link destination the library writes as it is. */
const PLAIN_URL = /^[\w/#.:?=%+,;@-]*$/

function link(node: Link, before: string, state: State): string {
  if (node.title != null || isAutolink(node) || !PLAIN_URL.test(node.url)) bail()
  for (const child of node.children) if (child.type !== 'text' && child.type !== 'inlineCode') bail()
  // The library's fast text handler leaves a label's text to `safe` for the `](` after it, which
  // writes plain text as it is there: as plain as before a `]`.
  const text = phrasing(node.children, '[', ']', state)
  // At the start of a line, `[text]:` would read as a definition: the library adds an empty title.
  const last = before.charAt(before.length - 1)
  if (last === '\n' || last === '\r') {
    let index = 0
    while (index < text.length && text.charCodeAt(index) !== 93) index += text.charCodeAt(index) === 92 ? 2 : 1
    if (text.charCodeAt(index + 1) === 58) bail()
  }
  return `[${text}](${node.url})`
}

/** The library's formatLinkAsAutolink: a link whose text is its URL, written `<url>`. */
function isAutolink(node: Link): boolean {
  const only = node.children.length === 1 ? node.children[0] : undefined
  if (!node.url || node.title || only?.type !== 'text') return false
  return (only.value === node.url || 'mailto:' + only.value === node.url) && /^[a-z][+\-.a-z]+:/i.test(node.url) && !/[\0- <>\u007F]/.test(node.url)
}

/** `value` with `map` applied to each line (mdast-util-to-markdown's indentLines). */
function indentLines(value: string, map: (line: string, index: number, blank: boolean) => string): string {
  const eol = /\r?\n|\r/g
  let out = ''
  let start = 0
  let line = 0
  let match: RegExpExecArray | null
  while ((match = eol.exec(value))) {
    const text = value.slice(start, match.index)
    out += map(text, line, !text) + match[0]
    start = match.index + match[0].length
    line++
  }
  const text = value.slice(start)
  return out + map(text, line, !text)
}

function firstCharacter(value: string): string {
  const code = value.codePointAt(0)
  return code === undefined ? '' : String.fromCodePoint(code)
}

function lastCharacter(value: string): string {
  const last = value.charCodeAt(value.length - 1)
  return last >= 0xdc00 && last <= 0xdfff && value.length > 1 ? value.slice(-2) : value.slice(-1)
}
