/**
 * Code blocks highlighted at build time with Shiki (one highlighter per process, `highlighter.ts`),
 * light and dark colours as CSS variables (`--shiki-light`, `--shiki-dark`), switched by the theme's
 * CSS. Each `<pre><code class="language-x">` becomes the markup documented in
 * `templates/mdx/README.md`: a `figure[data-code-block]` with an optional `figcaption` (the
 * `filename="…"` meta), the highlighted `pre`, and the copy and wrap buttons.
 *
 * NOTE: the `[data-copy]` and `[data-wrap]` buttons are handled by one delegated listener in the
 * client's copy-code behaviour; keep the markup and that script in step.
 *
 * Lines marked in the code itself (Docusaurus's `// highlight-next-line`, Shiki's `// [!code ++]`)
 * are read by code-annotations.ts.
 *
 * An unknown language is highlighted as plain text with a `content/unknown-language` warning.
 * With `mermaid`, a ```mermaid block becomes a diagram figure instead (mermaid.ts).
 */
import type { Element, ElementContent, Parents, Root } from 'hast'
import type { DecorationItem } from 'shiki'
import { isSpecialLang } from 'shiki/bundle/full'
import { toString } from 'hast-util-to-string'
import type { VFile } from 'vfile'
import { eachNode, SKIP } from './each-node.js'
import { CODE_THEMES, ensureLanguage, getHighlighter, languageName } from './highlighter.js'
import { blockKey, storeBlock, storedBlock } from './code-block-store.js'
import { dualThemeHast, MAX_LINE_LENGTH } from './dual-hast.js'
import { keepBounded } from '../../core/bounded-map.js'
import { parseCodeMeta, peerFenceInfo, type CodeMeta } from './code-meta.js'
import { hasNotation, magicComments, notationTransformers } from './code-annotations.js'
import { rule } from '../../core/diagnostics/rules.js'
import { mermaidFigure } from './mermaid.js'

interface Block {
  pre: Element
  parent: Parents
  index: number
  lang: string
  meta: string
  code: string
}

/** Highlighted blocks by language, meta and code: pages often repeat the same snippet. */
const cache = new Map<string, Element>()
const CACHE_SIZE = 500

export function rehypeCode(options: { mermaid?: boolean } = {}) {
  return async (tree: Root, file: VFile) => {
    for (const block of findBlocks(tree)) {
      if (options.mermaid && block.lang === 'mermaid') {
        block.parent.children[block.index] = { ...mermaidFigure(block.code), position: block.pre.position }
        continue
      }
      let lang = block.lang ? languageName(block.lang) : 'text'
      if (!lang) {
        const message = file.message(`Unknown code block language \`${block.lang}\`: highlighted as plain text`, {
          place: block.pre.position,
          ruleId: rule('content/unknown-language'),
          source: 'site',
        })
        message.note = 'Use a language Shiki knows (ts, js, json, yaml, bash, python, go, …) or `text`.'
        lang = 'text'
      }
      // The figure's elements are shared by every page of this thread that shows the same block
      // (no step after this one changes an element of the tree): a deep copy per block cost
      // 0.08-0.15 ms, as much as highlighting a block whose lines are all kept.
      block.parent.children[block.index] = { ...(await figureOf(block, lang)), position: block.pre.position }
    }
  }
}

/** The highlighted figure of a block: from this thread's memory, the block store, or Shiki. */
async function figureOf(block: Block, lang: string): Promise<Element> {
  const label = block.lang || 'text'
  const key = blockKey(`${lang}\0${label}`, block.meta, block.code)
  let figure = cache.get(key)
  if (!figure) {
    figure = storedBlock(key)
    if (!figure) {
      const shiki = await getHighlighter()
      await ensureLanguage(shiki, lang)
      figure = highlight(shiki, block.code, lang, label, parseCodeMeta(block.meta))
      storeBlock(key, figure)
    }
    if (FREEZE_SHARED) deepFreeze(figure)
    keepBounded(cache, key, figure, CACHE_SIZE)
  }
  return figure
}

/**
 * Under the tests (vitest.config.ts sets SITE_FREEZE_SHARED=1, which the builds they start
 * inherit), a shared figure is frozen: a later step that changed one of its elements in place, and
 * so the same block on every other page, throws instead.
 */
const FREEZE_SHARED = process.env.SITE_FREEZE_SHARED === '1'

function deepFreeze(value: object): void {
  Object.freeze(value)
  for (const inner of Object.values(value)) if (inner && typeof inner === 'object' && !Object.isFrozen(inner)) deepFreeze(inner)
}

/** Every `pre` whose only element child is a `code`, with its language, meta and text. */
function findBlocks(tree: Root): Block[] {
  const blocks: Block[] = []
  eachNode<Element, Block['parent']>(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'pre') return
    const code = node.children.find((c): c is Element => c.type === 'element')
    if (!code || code.tagName !== 'code') return
    const classes = Array.isArray(code.properties.className) ? code.properties.className : []
    const langClass = classes.find((c) => typeof c === 'string' && c.startsWith('language-')) as string | undefined
    const { lang, meta } = peerFenceInfo(langClass?.slice(9) ?? '', (code.data as { meta?: string } | undefined)?.meta ?? '')
    blocks.push({ pre: node, parent, index, lang, meta, code: toString(code).replace(/\n$/, '') })
    return SKIP
  })
  return blocks
}

type Shiki = Awaited<ReturnType<typeof getHighlighter>>

/** The `figure` of one code block. */
function highlight(shiki: Shiki, written: string, lang: string, label: string, writtenMeta: CodeMeta): Element {
  const { code, meta } = withMagicComments(written, writtenMeta)
  const decorations = wordDecorations(code, meta.words, meta.occurrences)
  const notation = hasNotation(code)
  // Shiki's own hast when words are marked (its decorations), lines by notation, or there is no grammar (plain text, ANSI).
  const own = decorations.length || notation || lang === 'text' || isSpecialLang(lang)
  const root = own
    ? shiki.codeToHast(code, {
        lang,
        themes: CODE_THEMES,
        defaultColor: false,
        // No time limit: Shiki's default (500 ms per line) cuts tokenizing short on a busy machine and
        // makes the output depend on load. Very long lines are left plain instead, which is deterministic.
        tokenizeTimeLimit: 0,
        tokenizeMaxLineLength: MAX_LINE_LENGTH,
        decorations,
        transformers: [
          {
            line(node, line) {
              if (meta.lines.has(line)) node.properties['data-highlighted'] = ''
            },
          },
          ...(notation ? notationTransformers : []),
        ],
      })
    : dualThemeHast(shiki, code, lang, CODE_THEMES, (line) => meta.lines.has(line))
  const pre = root.children[0] as Element
  pre.properties['data-language'] = label.toLowerCase()
  if (meta.lineNumbersFrom !== undefined) {
    pre.properties['data-line-numbers'] = ''
    if (meta.lineNumbersFrom !== 1) {
      const codeEl = pre.children[0] as Element
      codeEl.properties.style = `counter-set:line ${meta.lineNumbersFrom - 1}`
    }
  }
  const children: ElementContent[] = []
  if (meta.filename) children.push(el('figcaption', { 'data-code-title': '' }, [{ type: 'text', value: meta.filename }]))
  children.push(pre)
  if (meta.copy) children.push(el('button', { type: 'button', 'data-copy': '', 'aria-label': 'Copy code', title: 'Copy code' }, []))
  children.push(el('button', { type: 'button', 'data-wrap': '', 'aria-label': 'Toggle word wrap', title: 'Toggle word wrap', 'aria-pressed': 'false' }, []))
  return el('figure', { 'data-code-block': '', 'data-language': label.toLowerCase() }, children)
}

/** The code without Docusaurus's magic comment lines, the lines they name highlighted with the meta's. */
function withMagicComments(code: string, meta: CodeMeta): { code: string; meta: CodeMeta } {
  const magic = magicComments(code)
  if (!magic) return { code, meta }
  return { code: magic.code, meta: { ...meta, lines: new Set([...meta.lines, ...magic.lines]) } }
}

/** Non-overlapping decorations for every occurrence of each `/word/` (or those of its range). */
function wordDecorations(code: string, words: string[], occurrences: Record<string, [number, number]> = {}): DecorationItem[] {
  const ranges: Array<[number, number]> = []
  for (const word of words) {
    if (!word || word.includes('\n')) continue
    const [first, last] = occurrences[word] ?? [1, Infinity]
    let nth = 0
    for (let at = code.indexOf(word); at !== -1; at = code.indexOf(word, at + word.length)) {
      nth++
      if (nth >= first && nth <= last) ranges.push([at, at + word.length])
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const decorations: DecorationItem[] = []
  let end = -1
  for (const [start, stop] of ranges) {
    if (start < end) continue
    decorations.push({ start, end: stop, properties: { 'data-highlighted-word': '' }, alwaysWrap: true })
    end = stop
  }
  return decorations
}

/** A hast element. */
function el(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children }
}
