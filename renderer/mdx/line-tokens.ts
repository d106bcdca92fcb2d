/**
 * Tokens of a code line kept per thread and reused when the same line comes again in the same
 * state: the grammar, the theme, and the state the line starts in (the rule stack the previous
 * line left) are equal. Pages repeat lines (imports, client set-up, closing braces) across their
 * code blocks; matching a line against a TextMate grammar is most of what Shiki costs.
 *
 * Two rule stacks are the same state when vscode-textmate's own `StateStack.equals` says so
 * (rules, end patterns and scopes, frame by frame: what VS Code trusts to stop re-tokenizing an
 * edited document), plus whether the rule that opened each frame captured the line's end.
 * A line's cached result hands back its end state, so the next line of a repeated run finds its
 * own tokens too. Each grammar's `tokenizeLine2` is wrapped once (`keepLineTokens`); the theme
 * comes from the grammar's registry (Shiki sets it before each pass, one theme at a time).
 */
import type { Grammar } from 'shiki'
import { keepBounded } from '../../core/bounded-map.js'
import { dualTokenizer, type TextmateTheme } from './dual-theme.js'

interface LineResult {
  tokens: Uint32Array
  ruleStack: StateStack
  stoppedEarly: boolean
}

/** The parts of vscode-textmate's StateStackImpl that make a state (all set at construction). */
export interface StateStack {
  parent: StateStack | null
  ruleId: number
  endRule: string | null
  beginRuleCapturedEOL: boolean
  contentNameScopesList: ScopeList | null
}

interface ScopeList {
  parent: ScopeList | null
  scopeName: string
  tokenAttributes: number
}

type TokenizeLine2 = (line: string, state: StateStack | null, timeLimit?: number) => LineResult

/** Lines kept per thread, all grammars and themes together: the oldest goes first past this. */
const LINES_KEPT = 20_000
const lines = new Map<string, LineResult>()
const wrapped = new WeakSet<object>()
/**
 * States by their description, as small numbers: a description holds each frame's end pattern
 * (TypeScript's run to hundreds of characters), too long to repeat in every line's key. A number is
 * never given twice, so forgetting the descriptions (past STATES_KEPT) costs only misses.
 */
const stateIds = new Map<string, number>()
const stateKeys = new WeakMap<StateStack, number>()
const STATES_KEPT = 10_000
let nextState = 0
const themeIds = new WeakMap<object, number>()
const grammarIds = new WeakMap<object, number>()
let nextId = 0
let reused = 0
let dualLines = 0

/** Lines kept, lines answered from them, and lines tokenized for both themes at once, in this thread so far. */
export function lineTokenStats(): { kept: number; reused: number; dual: number } {
  return { kept: lines.size, reused, dual: dualLines }
}

/**
 * Makes `grammar` reuse the tokens of lines it has tokenized before in the same state and theme.
 * For the pair `themesOf` gives (light, dark; asked once, when the grammar is first wrapped), a
 * line is tokenized once for both (dual-theme.ts) and the other theme's tokens are kept for its
 * pass; the states of those passes hold both themes' styles and are keyed apart from a single
 * theme's (any other theme).
 */
export function keepLineTokens(grammar: Grammar, themesOf: () => readonly [TextmateTheme, TextmateTheme]): void {
  if (wrapped.has(grammar)) return
  wrapped.add(grammar)
  const target = grammar as unknown as { tokenizeLine2: TokenizeLine2; themeProvider: { _theme?: object } }
  const tokenize = target.tokenizeLine2.bind(grammar)
  const grammarId = idOf(grammarIds, grammar)
  const themes = themesOf()
  const both = dualTokenizer(grammar, tokenize as Parameters<typeof dualTokenizer>[1], themes[0], themes[1])
  target.tokenizeLine2 = (line, state, timeLimit) => {
    const theme = target.themeProvider._theme
    if (!theme) return tokenize(line, state, timeLimit)
    const pass = themes.indexOf(theme as TextmateTheme)
    if (pass !== -1) return dualLine(both, `${grammarId}/`, themes, pass as 0 | 1, line, state, timeLimit)
    const key = `${grammarId}/${idOf(themeIds, theme)}/${stateKey(state)}\0${line}`
    const kept = lines.get(key)
    if (kept) {
      reused++
      return kept
    }
    const result = tokenize(line, state, timeLimit)
    if (result.stoppedEarly) return result
    return keepBounded(lines, key, result, LINES_KEPT)
  }
}

/** Theme `pass`'s tokens of a line tokenized for both themes, kept for each theme's pass. */
function dualLine(both: ReturnType<typeof dualTokenizer>, prefix: string, themes: readonly [TextmateTheme, TextmateTheme], pass: 0 | 1, line: string, state: StateStack | null, timeLimit?: number): LineResult {
  const keyOf = (t: 0 | 1) => `${prefix}d${idOf(themeIds, themes[t])}/${stateKey(state)}\0${line}`
  const kept = lines.get(keyOf(pass))
  if (kept) {
    reused++
    return kept
  }
  const results = both(line, state, timeLimit) as [LineResult, LineResult]
  dualLines++
  if (results[pass].stoppedEarly) return results[pass]
  keepBounded(lines, keyOf(pass === 0 ? 1 : 0), results[pass === 0 ? 1 : 0], LINES_KEPT)
  return keepBounded(lines, keyOf(pass), results[pass], LINES_KEPT)
}

/** A number standing for `grammar` in this thread (for keys of kept results). */
export function grammarKey(grammar: Grammar): number {
  return idOf(grammarIds, grammar)
}

function idOf(ids: WeakMap<object, number>, value: object): number {
  let id = ids.get(value)
  if (id === undefined) ids.set(value, (id = nextId++))
  return id
}

/** A number equal for equal states (and for no state: a block's first line, as vscode-textmate's INITIAL). */
export function stateKey(state: StateStack | null): number {
  if (!state) return -1
  let key = stateKeys.get(state)
  if (key === undefined) {
    const frames: Array<[number, boolean, string | null]> = []
    for (let frame: StateStack | null = state; frame; frame = frame.parent) frames.push([frame.ruleId, frame.beginRuleCapturedEOL, frame.endRule])
    const scopes: Array<[string, number]> = []
    for (let scope = state.contentNameScopesList; scope; scope = scope.parent) scopes.push([scope.scopeName, scope.tokenAttributes])
    const description = JSON.stringify([frames, scopes])
    key = stateIds.get(description)
    if (key === undefined) {
      if (stateIds.size >= STATES_KEPT) stateIds.clear()
      stateIds.set(description, (key = nextState++))
    }
    stateKeys.set(state, key)
  }
  return key
}
