/**
 * The mdast of a simple page read with markdown-it instead of micromark (issue 20): micromark
 * parsed a docs page at about 1.7 ms, most of what a plain page's compile cost; markdown-it reads
 * the same page in under 0.1 ms. Only pages whose tree both parsers build alike take this way:
 * anything markdown-it reads differently or that needs MDX's own syntax returns `undefined`, and
 * the page is parsed by micromark as before. Refused: JSX, expressions and raw HTML (`<`, `{`,
 * `}` in an `.mdx` page's text), `import`/`export` lines, autolinks and GFM autolink literals,
 * reference links and definitions, admonitions (`:::note`), footnotes, task lists, single-tilde strikethrough, math (with
 * `latex`), loose lists, table rows with escaped pipes or a cell count of their own, and block
 * markers indented four columns in an `.mdx` page (MDX has no indented code, markdown-it cannot
 * turn that off for them).
 *
 * The tree has no positions but the start of each link and image (the link check reports them) and
 * of each blockquote and code block (alerts and npm2yarn tabs become components, whose places the
 * page's facts keep); a page whose plugins report anything is compiled again from micromark's tree
 * (compile.ts), so every diagnostic keeps its exact place. A test compares both parsers' trees,
 * those starts included, over every page of content/ and the fixtures.
 */
import markdownIt, { type MarkdownIt, type Token } from 'markdown-it'
import { CONTAINER_OPENING } from './remark-admonitions.js'
import type { Parents, PhrasingContent, Root, RootContent, Table } from 'mdast'

export interface QuickParseOptions {
  format: 'mdx' | 'md'
  /** `$` is math: such pages are left to micromark. */
  latex?: boolean
}

/** A construct this module does not read the way micromark does. */
class Refused extends Error {}

const parsers = new Map<string, MarkdownIt>()

/** micromark's tree of `source` (front matter included), or undefined when only micromark can say. */
export function quickTree(source: string, options: QuickParseOptions): Root | undefined {
  const front = /^---\n(?:([\s\S]*?)\n)?---[ \t]*(?:\n|$)/.exec(source)
  if (!front && source.startsWith('---')) return undefined
  // Front matter becomes blank lines: markdown-it's line numbers stay the file's.
  const body = front ? '\n'.repeat(front[0].split('\n').length - 1) + source.slice(front[0].length) : source
  if (CONTAINER_OPENING.test(body)) return undefined
  const env: Record<string, unknown> = {}
  const tokens = parserOf(options.format).parse(body, env)
  if (env.references && Object.keys(env.references).length) return undefined
  try {
    const root: Root = { type: 'root', children: [] }
    if (front) root.children.push({ type: 'yaml', value: front[1] ?? '' })
    new TreeBuilder(body, options).blocks(tokens, root)
    return root
  } catch (error) {
    if (error instanceof Refused) return undefined
    throw error
  }
}

function parserOf(format: 'mdx' | 'md'): MarkdownIt {
  let md = parsers.get(format)
  if (!md) {
    md = markdownIt('commonmark', { html: true })
    md.enable(['table', 'strikethrough'])
    if (format === 'mdx') md.disable('code')
    // mdast keeps URLs as written (escapes and references decoded); unsafe ones are remark-links' to report.
    md.normalizeLink = (url: string) => url
    md.normalizeLinkText = (text: string) => text
    md.validateLink = () => true
    md.inline.State = LinkStartState
    parsers.set(format, md)
  }
  return md
}

/** Notes where each link and image starts in its block's text (`[` or `!`). */
class LinkStartState extends markdownIt().inline.State {
  override push(type: string, tag: string, nesting: -1 | 0 | 1): Token {
    const token = super.push(type, tag, nesting)
    // The link rule pushes link_open with `pos` just past the `[`; the image rule with `pos` at the `!`.
    if (type === 'link_open') token.meta = { start: this.pos - 1 }
    else if (type === 'image') token.meta = { start: this.pos }
    return token
  }
}

/** An attribute of a token as text (null when absent). */
function attr(token: Token, name: string): string | null {
  const value = token.attrGet(name)
  return value === null ? null : String(value)
}

/** Where a link or image starts in its block's text (LinkStartState). */
function startOf(token: Token): number | undefined {
  return (token.meta as { start?: number } | null)?.start
}

/** What an image's alt may hold: its text is the alt (mdast's alt is the label as plain text). */
const ALT_PARTS = new Set(['text', 'code_inline', 'softbreak', 'em_open', 'em_close', 'strong_open', 'strong_close', 's_open', 's_close'])
const BLOCK_MARKER = /^[#>*+\-_=`~|\d]/
const AUTOLINK_LITERAL = /www\.|:\/\/|@|mailto:|xmpp:/i

class TreeBuilder {
  private readonly lines: string[]
  private readonly lineStarts: number[] = []
  private readonly fences: Array<[number, number]> = []
  /** Blockquotes open around the current token: a new one's `>` follows theirs on its line. */
  private openQuotes = 0
  private readonly refusedText: RegExp

  constructor(body: string, private readonly options: QuickParseOptions) {
    this.lines = body.split('\n')
    let at = 0
    for (const line of this.lines) {
      this.lineStarts.push(at)
      at += line.length + 1
    }
    const mdx = options.format === 'mdx'
    this.refusedText = new RegExp(`${mdx ? '[<{}]|' : ''}${options.latex ? '\\$|' : ''}~|\\[\\^|${AUTOLINK_LITERAL.source}`, 'i')
  }

  /** Appends the blocks of `tokens` to `root`, checking the lines outside code for what markdown-it reads otherwise. */
  blocks(tokens: Token[], root: Root): void {
    for (const token of tokens) if ((token.type === 'fence' || token.type === 'code_block') && token.map) this.fences.push([token.map[0], token.map[1]])
    if (this.options.format === 'mdx') this.checkEsmLines()
    const stack: Parents[] = [root]
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]
      const parent = stack[stack.length - 1]
      if (token.nesting === -1) {
        if (token.type === 'blockquote_close') this.openQuotes--
        stack.pop()
        continue
      }
      if (token.type === 'inline') {
        this.checkParagraph(token, parent)
        ;(parent as Parents).children.push(...(this.inline(token) as never[]))
        continue
      }
      if (token.type === 'table_open') {
        i = this.table(tokens, i, parent)
        continue
      }
      const node = this.block(token)
      ;(parent.children as RootContent[]).push(node)
      if (token.nesting === 1) stack.push(node as Parents)
    }
  }

  private block(token: Token): RootContent {
    switch (token.type) {
      case 'paragraph_open':
        return { type: 'paragraph', children: [] }
      case 'heading_open':
        return { type: 'heading', depth: Number(token.tag.slice(1)) as 1, children: [] }
      case 'blockquote_open':
        return { type: 'blockquote', children: [], position: this.markerPlace(token) }
      case 'bullet_list_open':
      case 'ordered_list_open':
        this.checkTight(token)
        return { type: 'list', ordered: token.type === 'ordered_list_open', start: token.type === 'ordered_list_open' ? Number(attr(token, 'start') ?? 1) : null, spread: false, children: [] }
      case 'list_item_open':
        return { type: 'listItem', spread: false, checked: null, children: [] }
      case 'hr':
        return { type: 'thematicBreak' }
      case 'fence':
        return this.fence(token)
      case 'code_block':
        return { type: 'code', lang: null, meta: null, value: token.content.replace(/\n$/, ''), position: this.markerPlace(token) }
      default:
        // html_block, and anything a newer markdown-it adds.
        throw new Refused(token.type)
    }
  }

  private fence(token: Token): RootContent {
    if (/[&\\]/.test(token.info)) throw new Refused('fence info with escapes or references')
    const info = token.info.trim()
    const space = info.search(/\s/)
    const lang = space < 0 ? info : info.slice(0, space)
    const meta = space < 0 ? '' : info.slice(space).trim()
    return { type: 'code', lang: lang || null, meta: meta || null, value: token.content.replace(/\n$/, ''), position: this.markerPlace(token) }
  }

  /**
   * Where a blockquote or code block starts (alerts and npm2yarn tabs become components, whose
   * places the page's facts keep): its `>` (after those of the quotes around it),
   * its fence, or the start of a top-level indented block's line.
   */
  private markerPlace(token: Token) {
    if (!token.map) throw new Refused('block without lines')
    const line = token.map[0]
    const text = this.lines[line]
    let at: number
    if (token.type === 'blockquote_open') {
      at = -1
      for (let n = 0; n <= this.openQuotes; n++) at = text.indexOf('>', at + 1)
      this.openQuotes++
    } else if (token.type === 'fence') at = text.indexOf(token.markup)
    // An indented block starts at its line's start; inside a container, where its prefix ends.
    else at = token.level === 0 ? 0 : -1
    if (at < 0) throw new Refused('block marker not found')
    const point = { line: line + 1, column: at + 1, offset: this.lineStarts[line] + at }
    return { start: point, end: point }
  }

  /** A GFM table: header and body rows as rows, alignment from the cells' style. */
  private table(tokens: Token[], open: number, parent: Parents): number {
    const align: Table['align'] & object = []
    const table: Table = { type: 'table', align, children: [] }
    let i = open + 1
    let columns = 0
    let rowMap: Token['map'] = null
    for (; tokens[i].type !== 'table_close'; i++) {
      const token = tokens[i]
      if (token.type === 'tr_open') {
        table.children.push({ type: 'tableRow', children: [] })
        this.checkRow(token, columns)
        rowMap = token.map
      } else if (token.type === 'th_open' || token.type === 'td_open') {
        if (token.type === 'th_open') {
          align.push((/text-align:(left|right|center)/.exec(attr(token, 'style') ?? '')?.[1] as 'left') ?? null)
          columns++
        }
        const row = table.children[table.children.length - 1]
        row.children.push({ type: 'tableCell', children: this.inline(tokens[i + 1], rowMap) as PhrasingContent[] })
      }
    }
    ;(parent.children as RootContent[]).push(table)
    return i
  }

  /** A body row must hold as many cells as the header (GFM's tree keeps a short row short) and no escaped pipe. */
  private checkRow(row: Token, columns: number): void {
    const line = row.map ? this.lines[row.map[0]] : undefined
    if (line === undefined || line.includes('\\|')) throw new Refused('table row')
    if (columns === 0) return
    const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').length
    if (cells !== columns) throw new Refused('table row with a cell count of its own')
  }

  /** Tight lists only: a blank line between a list's lines (outside code) makes micromark's `spread` its own matter. */
  private checkTight(token: Token): void {
    if (!token.map) throw new Refused('list without lines')
    let last = token.map[1] - 1
    while (last > token.map[0] && this.lines[last].trim() === '') last--
    for (let line = token.map[0]; line < last; line++) if (this.lines[line].trim() === '' && !this.inFence(line)) throw new Refused('loose list')
  }

  /** MDX's ESM: an `import`/`export` line outside code. */
  private checkEsmLines(): void {
    for (let line = 0; line < this.lines.length; line++) if (/^(?:import|export)\b/.test(this.lines[line]) && !this.inFence(line)) throw new Refused('ESM')
  }

  /**
   * In MDX a block marker indented four columns still starts a block, where markdown-it reads
   * paragraph text: a paragraph line whose text starts like a block, after four columns of
   * whitespace in the file, is refused (so is a task list item's `[ ]`).
   */
  private checkParagraph(token: Token, parent: Parents): void {
    if (parent.type !== 'paragraph' || !token.map) return
    if (/^\[[ xX]\]/.test(token.content)) throw new Refused('task list')
    if (this.options.format !== 'mdx') return
    token.content.split('\n').forEach((text: string, row: number) => {
      const content = text.trimStart()
      if (!BLOCK_MARKER.test(content)) return
      const source = this.lines[token.map![0] + row] ?? ''
      const at = source.indexOf(content)
      const space = /[ \t]*$/.exec(source.slice(0, Math.max(at, 0)))![0]
      if (at < 0 || space.replace(/\t/g, '    ').length >= 4) throw new Refused('indented block marker')
    })
  }

  private inFence(line: number): boolean {
    return this.fences.some(([from, to]) => line >= from && line < to)
  }

  /** The phrasing of one inline token. */
  private inline(token: Token, map = token.map): PhrasingContent[] {
    const out: PhrasingContent[] = []
    const stack: PhrasingContent[][] = [out]
    const append = (node: PhrasingContent) => stack[stack.length - 1].push(node)
    const text = (value: string) => {
      const siblings = stack[stack.length - 1]
      const last = siblings[siblings.length - 1]
      if (last?.type === 'text') last.value += value
      else siblings.push({ type: 'text', value })
    }
    for (const child of token.children ?? []) {
      switch (child.type) {
        case 'text':
          if (this.refusedText.test(child.content)) throw new Refused('text')
          if (child.content) text(child.content)
          break
        case 'softbreak':
          text('\n')
          break
        case 'hardbreak':
          append({ type: 'break' })
          break
        case 'code_inline':
          append({ type: 'inlineCode', value: child.content })
          break
        case 'em_open':
        case 'strong_open':
        case 's_open':
        case 'link_open': {
          const node = this.opening(child, token.content, map)
          append(node)
          stack.push((node as Parents & PhrasingContent).children as PhrasingContent[])
          break
        }
        case 'em_close':
        case 'strong_close':
        case 's_close':
        case 'link_close':
          stack.pop()
          break
        case 'image':
          append(this.image(child, token.content, map))
          break
        default:
          // html_inline, and anything a newer markdown-it adds.
          throw new Refused(child.type)
      }
    }
    return out
  }

  private opening(child: Token, content: string, map: Token['map']): PhrasingContent {
    if (child.type === 'em_open') return { type: 'emphasis', children: [] }
    if (child.type === 'strong_open') return { type: 'strong', children: [] }
    if (child.type === 's_open') return { type: 'delete', children: [] }
    if (child.markup === 'autolink' || child.markup === 'linkify') throw new Refused('autolink')
    this.checkUrl(attr(child, 'href') ?? '')
    return { type: 'link', url: attr(child, 'href') ?? '', title: attr(child, 'title') ?? null, children: [], position: this.place(content, map, startOf(child)) }
  }

  private image(child: Token, content: string, map: Token['map']): PhrasingContent {
    const parts = child.children ?? []
    if (parts.some((part: Token) => !ALT_PARTS.has(part.type))) throw new Refused('image alt with markup')
    for (const part of parts) if (part.type === 'text' && this.refusedText.test(part.content)) throw new Refused('image alt')
    this.checkUrl(attr(child, 'src') ?? '')
    const alt = parts.map((part: Token) => (part.type === 'softbreak' ? '\n' : part.type.endsWith('_open') || part.type.endsWith('_close') ? '' : part.content)).join('')
    return { type: 'image', url: attr(child, 'src') ?? '', title: attr(child, 'title') ?? null, alt, position: this.place(content, map, startOf(child)) }
  }

  private checkUrl(url: string): void {
    if (this.options.format === 'mdx' && /[<{}]/.test(url)) throw new Refused('URL')
  }

  /**
   * The file position of `offset` in the text `content` of an inline token: its lines are the
   * source lines `map` without their indentation or container markers, so the line is
   * found by counting line breaks and the column by finding that line's text (which must occur
   * once) in the source line.
   */
  private place(content: string, map: Token['map'], offset: number | undefined) {
    if (offset === undefined || !map) throw new Refused('no place')
    const before = content.slice(0, offset)
    const row = before.split('\n').length - 1
    const lineStart = before.lastIndexOf('\n') + 1
    const textLine = content.slice(lineStart).split('\n')[0]
    const trimmed = textLine.trimStart()
    const line = map[0] + row
    const source = this.lines[line]
    const at = source === undefined || trimmed === '' ? -1 : source.indexOf(trimmed)
    if (at < 0 || source.indexOf(trimmed, at + 1) >= 0) throw new Refused('ambiguous place')
    const column = at + (offset - lineStart - (textLine.length - trimmed.length)) + 1
    const point = { line: line + 1, column, offset: this.lineStarts[line] + column - 1 }
    return { start: point, end: point }
  }
}

