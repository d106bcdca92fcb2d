/**
 * The hast of a code block in the light and the dark code theme, as Shiki's `codeToHast` makes it
 * with `themes` and `defaultColor: false` and no decorations, built here from each line's tokens.
 * Shiki turns every token of every block into objects three or four times over (one per theme,
 * aligned across the themes, flattened into CSS variables, whitespace merged) before it makes its
 * hast: most of what a block of a few lines cost once its lines' tokens were kept (line-tokens.ts).
 * Here each line's spans (text and style) are made once, kept per thread with the states the line
 * ends in, and a block whose lines are all kept is assembled without tokenizing anything.
 *
 * The rules are Shiki 4.6's (pinned): lines split at `\n` and `\r\n`; a line of 2,000 characters or
 * more is one unstyled token; tokens split where either theme's tokens end; a whitespace-only token
 * joins the next one of its line, taking its style; a token's style is `--shiki-light` and
 * `--shiki-dark` for the colour, with `-font-style`, `-font-weight` and `-text-decoration` for what
 * either theme sets, `inherit` for what the other leaves unset. dual-hast.test.ts compares every
 * fence of content/ and the fixtures with Shiki's own.
 */
import type { Element, ElementContent, Root } from 'hast'
import type { Highlighter } from 'shiki'
import { keepBounded } from '../../core/bounded-map.js'
import { grammarKey, stateKey, type StateStack } from './line-tokens.js'
import { fontStyleOf, foregroundOf } from './dual-theme.js'

/** A token of a line as the block shows it: its text and its `style` ('' for none). */
type Span = readonly [text: string, style: string]

interface KeptLine {
  spans: Span[]
  /** The states the line ends in, in the light and the dark pass. */
  ends: readonly [StateStack, StateStack]
}

/** A theme's colours as Shiki resolves them for tokens. */
interface ThemeColors {
  colorMap: string[]
  replacements: Record<string, string>
}

/** Lines kept per thread: the oldest goes first past this. */
const LINES_KEPT = 20_000
const kept = new Map<string, KeptLine>()
/** Shiki's `tokenizeMaxLineLength` for code blocks (rehype-code.ts): longer lines stay unstyled. */
export const MAX_LINE_LENGTH = 2000
const NEWLINE = /(\r?\n)/g
const WHITESPACE_ONLY = /^\s+$/

/**
 * The `root > pre > code > span.line` hast of `code` in grammar `lang` for the `light` and `dark`
 * themes; `highlighted(n)` marks line n (from 1) with `data-highlighted`.
 */
export function dualThemeHast(shiki: Highlighter, code: string, lang: string, themes: { light: string; dark: string }, highlighted: (line: number) => boolean): Root {
  const grammar = shiki.getLanguage(lang)
  const lines = splitLines(code)
  const prefix = `${grammarKey(grammar)}/${themes.light}/${themes.dark}/`
  const found = keptLines(lines, prefix) ?? tokenizedLines(shiki, grammar, lines, prefix, themes)
  const rows: ElementContent[] = []
  found.forEach((spans, i) => {
    if (i) rows.push({ type: 'text', value: '\n' })
    const line: Element = { type: 'element', tagName: 'span', properties: { class: 'line' }, children: spans.map(spanOf) }
    if (highlighted(i + 1)) line.properties['data-highlighted'] = ''
    rows.push(line)
  })
  const [light, dark] = [shiki.getTheme(themes.light), shiki.getTheme(themes.dark)]
  // Shiki resolves these colours' replacements from the themes' names, which have none.
  const colour = (theme: typeof light, key: 'fg' | 'bg') => theme[key] || 'inherit'
  const style = `--shiki-light:${colour(light, 'fg')};--shiki-dark:${colour(dark, 'fg')};--shiki-light-bg:${colour(light, 'bg')};--shiki-dark-bg:${colour(dark, 'bg')}`
  const codeElement: Element = { type: 'element', tagName: 'code', properties: {}, children: rows }
  const pre: Element = { type: 'element', tagName: 'pre', properties: { class: `shiki shiki-themes ${light.name} ${dark.name}`, style, tabindex: '0' }, children: [codeElement] }
  return { type: 'root', children: [pre] }
}

function spanOf([text, style]: Span): Element {
  return { type: 'element', tagName: 'span', properties: style ? { style } : {}, children: [{ type: 'text', value: text }] }
}

/** Lines of `code` as Shiki splits them. */
function splitLines(code: string): string[] {
  const parts = code.split(NEWLINE)
  const lines: string[] = []
  for (let i = 0; i < parts.length; i += 2) lines.push(parts[i]!)
  return lines
}

/** Every line's spans from the kept lines, or undefined when one is missing. */
function keptLines(lines: string[], prefix: string): Span[][] | undefined {
  let states: readonly [StateStack | null, StateStack | null] = [null, null]
  const out: Span[][] = []
  for (const line of lines) {
    const found = kept.get(`${prefix}${stateKey(states[0])}/${stateKey(states[1])}\0${line}`)
    if (!found) return undefined
    out.push(found.spans)
    states = found.ends
  }
  return out
}

/** Tokenizes `lines` in a light pass and a dark pass, as Shiki does, and keeps each line's spans. */
function tokenizedLines(shiki: Highlighter, grammar: ReturnType<Highlighter['getLanguage']>, lines: string[], prefix: string, themes: { light: string; dark: string }): Span[][] {
  const light = themePass(shiki, grammar, lines, themes.light)
  const dark = themePass(shiki, grammar, lines, themes.dark)
  return lines.map((line, i) => {
    const spans = lineSpans(line, light.tokens[i], dark.tokens[i], light.colors, dark.colors)
    const key = `${prefix}${stateKey(light.states[i]!)}/${stateKey(dark.states[i]!)}\0${line}`
    keepBounded(kept, key, { spans, ends: [light.states[i + 1]!, dark.states[i + 1]!] }, LINES_KEPT)
    return spans
  })
}

/** One theme's pass over the lines: each line's tokens (none for an empty or too long line, which Shiki does not tokenize) and the states between them. */
function themePass(shiki: Highlighter, grammar: ReturnType<Highlighter['getLanguage']>, lines: string[], name: string) {
  const { theme, colorMap } = shiki.setTheme(name)
  const colors: ThemeColors = { colorMap, replacements: replacementsOf(theme) }
  let state: StateStack | null = null
  const states: Array<StateStack | null> = [state]
  const tokens: Array<Uint32Array | undefined> = []
  for (const line of lines) {
    if (line === '' || line.length >= MAX_LINE_LENGTH) tokens.push(undefined)
    else {
      const result = grammar.tokenizeLine2(line, state as Parameters<typeof grammar.tokenizeLine2>[1], 0)
      tokens.push(result.tokens)
      state = result.ruleStack as unknown as StateStack
    }
    states.push(state)
  }
  return { colors, tokens, states }
}

/** A theme's tokens of a line: where each ends, its colour and font style (zero-length tokens left out). */
function themeTokens(line: string, tokens: Uint32Array, colors: ThemeColors) {
  const ends: number[] = []
  const styles: Array<[color: string | undefined, fontStyle: number]> = []
  const count = tokens.length / 2
  for (let j = 0; j < count; j++) {
    const end = j + 1 < count ? tokens[2 * j + 2]! : line.length
    if (tokens[2 * j] === end) continue
    const metadata = tokens[2 * j + 1]!
    ends.push(end)
    styles.push([replaced(colors.colorMap[foregroundOf(metadata)], colors.replacements), fontStyleOf(metadata)])
  }
  return { ends, styles }
}

/** A line's spans: both themes' tokens split where either ends, whitespace-only ones joined to the next. */
function lineSpans(line: string, lightTokens: Uint32Array | undefined, darkTokens: Uint32Array | undefined, lightColors: ThemeColors, darkColors: ThemeColors): Span[] {
  if (!lightTokens || !darkTokens) return line === '' ? [] : [[line, '']]
  const a = themeTokens(line, lightTokens, lightColors)
  const b = themeTokens(line, darkTokens, darkColors)
  const pieces: Span[] = []
  for (let i = 0, j = 0, start = 0; i < a.ends.length && j < b.ends.length; ) {
    const end = Math.min(a.ends[i]!, b.ends[j]!)
    pieces.push([line.slice(start, end), styleOf(a.styles[i]!, b.styles[j]!)])
    if (a.ends[i] === end) i++
    if (b.ends[j] === end) j++
    start = end
  }
  const spans: Span[] = []
  let carry = ''
  pieces.forEach(([text, style], k) => {
    if (k + 1 < pieces.length && WHITESPACE_ONLY.test(text)) carry += text
    else {
      spans.push([carry + text, style])
      carry = ''
    }
  })
  return spans
}

/**
 * Styles made so far, by light colour, then light font style, dark colour, dark font style: the
 * colours are the themes' own strings, so each look-up hashes nothing new (a key string joined
 * for every token was 1.8 % of a page worker's profile in a cold 10,000-page build).
 */
const styles = new Map<string | undefined, Map<number, Map<string | undefined, Map<number, string>>>>()

/** A token's `style`: each theme's colour and font style as Shiki's CSS variables. */
function styleOf(light: [string | undefined, number], dark: [string | undefined, number]): string {
  const byLightStyle = styles.get(light[0]) ?? styles.set(light[0], new Map()).get(light[0])!
  const byDark = byLightStyle.get(light[1]) ?? byLightStyle.set(light[1], new Map()).get(light[1])!
  const byDarkStyle = byDark.get(dark[0]) ?? byDark.set(dark[0], new Map()).get(dark[0])!
  return byDarkStyle.get(dark[1]) ?? byDarkStyle.set(dark[1], styleText(light, dark)).get(dark[1])!
}

function styleText(light: [string | undefined, number], dark: [string | undefined, number]): string {
  const [l, d] = [styleObject(...light), styleObject(...dark)]
  const keys = [...new Set([...Object.keys(l), ...Object.keys(d)])]
  const variable = (variant: string, key: string) => `--shiki-${variant}${key === 'color' ? '' : `-${key}`}`
  return [...keys.map((k) => `${variable('light', k)}:${l[k] || 'inherit'}`), ...keys.map((k) => `${variable('dark', k)}:${d[k] || 'inherit'}`)].join(';')
}

/** Shiki's `getTokenStyleObject` of a token with this colour and font style (vscode-textmate's FontStyle bits). */
function styleObject(color: string | undefined, fontStyle: number): Record<string, string> {
  const out: Record<string, string> = {}
  if (color) out.color = color
  if (fontStyle & 1) out['font-style'] = 'italic'
  if (fontStyle & 2) out['font-weight'] = 'bold'
  const decorations = [...(fontStyle & 4 ? ['underline'] : []), ...(fontStyle & 8 ? ['line-through'] : [])]
  if (decorations.length) out['text-decoration'] = decorations.join(' ')
  return out
}

/** A theme's colour replacements (Shiki's `resolveColorReplacements` without options of its own). */
function replacementsOf(theme: { colorReplacements?: Record<string, string | Record<string, string>> }): Record<string, string> {
  return { ...(theme.colorReplacements as Record<string, string> | undefined) }
}

function replaced(color: string | undefined, replacements: Record<string, string>): string | undefined {
  if (!color) return color
  return replacements[color.toLowerCase()] || color
}
