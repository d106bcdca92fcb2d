/**
 * One tokenization of a code line for both code themes. Shiki tokenizes a block once per theme,
 * and the grammar's regular expressions (most of its cost) match the same way in each pass: a
 * theme only decides each scope's style. Here the grammar asks a theme provider that answers, for
 * each scope path, a number standing for the pair of styles the light and the dark theme give it;
 * each theme's tokens are then read back from the pairs, merging neighbours of equal style as
 * vscode-textmate does. The tokens equal each pass's own (line-tokens.test.ts compares every
 * fence of content/ and the fixtures with a plain highlighter).
 *
 * A style is vscode-textmate's: font style, foreground and background, each inherited from the
 * parent scope where the theme leaves it unset (its `EncodedTokenMetadata.set`). A pair's number
 * is written where the foreground (9 bits) and background (8 bits) go, both never 0 (unset).
 */
import type { Grammar } from 'shiki'

/** A scope path as vscode-textmate builds it (one object per push). */
interface ScopePath {
  parent: ScopePath | null
  scopeName: string
}

interface StyleAttributes {
  fontStyle: number
  foregroundId: number
  backgroundId: number
}

/** vscode-textmate's Theme: the style of a scope path, and the theme's defaults. */
export interface TextmateTheme {
  match(path: ScopePath): StyleAttributes | null
  getDefaults(): StyleAttributes
}

/**
 * Font style, foreground and background, resolved, in one number: the font style in bits 0-3, the
 * foreground colour id in bits 4-12 and the background's in bits 13-20 (a token's metadata holds
 * them in as many bits). A pair of styles is `light * 2^21 + dark`.
 */
type Style = number

const packedStyle = (fontStyle: number, foreground: number, background: number): Style => fontStyle | (foreground << 4) | (background << 13)
const PAIR = 2 ** 21

export interface LineResult {
  tokens: Uint32Array
  ruleStack: unknown
  stoppedEarly: boolean
}

type TokenizeLine2 = (line: string, state: unknown, timeLimit?: number) => LineResult

const FOREGROUND_IDS = 511
const BACKGROUND_IDS = 255
/** Language, token type and bracket bits of a token's metadata: kept as the grammar set them. */
const GRAMMAR_BITS = 0x7ff

/** vscode-textmate's token metadata: the font style (bits 11-14) and the foreground colour id (bits 15-23); the background is in bits 24-31. */
export const fontStyleOf = (metadata: number): number => (metadata >>> 11) & 0b1111
export const foregroundOf = (metadata: number): number => (metadata >>> 15) & FOREGROUND_IDS

/** Thrown when the pairs of styles met outgrow the bits a token has for them. */
export class TooManyStylePairs extends Error {
  constructor() {
    super(`more than ${FOREGROUND_IDS * BACKGROUND_IDS} pairs of code theme styles`)
  }
}

/** Tokenizes lines of `grammar` once for the `light` and `dark` themes; `tokenize` is its own tokenizeLine2. */
export function dualTokenizer(grammar: Grammar, tokenize: TokenizeLine2, light: TextmateTheme, dark: TextmateTheme) {
  const themes = [light, dark] as const
  // Both themes' styles of a path, kept on the path itself under a symbol of this tokenizer's: each
  // push makes a new path, and a map of them (two, one a theme, with a string key a pair, before)
  // took a quarter of a line's tokenization (issue 20); a WeakMap, still a fifth.
  const pairOfPath = Symbol('dual-theme pair')
  const [lightDefaults, darkDefaults] = themes.map((theme): Style => {
    const d = theme.getDefaults()
    return packedStyle(d.fontStyle === -1 ? 0 : d.fontStyle, d.foregroundId, d.backgroundId)
  }) as [Style, Style]
  const defaults = lightDefaults * PAIR + darkDefaults
  /** Pair ids by pair of styles, and each id's pair and attributes. */
  const pairIds = new Map<number, number>()
  const pairs: number[] = []
  const attributes: StyleAttributes[] = []

  /**
   * The styles `path` has in both themes: its parent's, with what each theme sets for it. A root
   * the grammar never asked about (vscode-textmate's "unknown") has the defaults.
   */
  const pairOf = (path: ScopePath & { [pairOfPath]?: number }, asked: boolean): number => {
    let pair = path[pairOfPath]
    if (pair !== undefined) return pair
    const base = path.parent ? pairOf(path.parent, false) : defaults
    pair = asked || path.parent ? merged(Math.floor(base / PAIR), light.match(path)) * PAIR + merged(base % PAIR, dark.match(path)) : base
    path[pairOfPath] = pair
    return pair
  }
  const attributesOf = (pair: number): StyleAttributes => {
    let id = pairIds.get(pair)
    if (id === undefined) {
      if (pairs.length >= FOREGROUND_IDS * BACKGROUND_IDS) throw new TooManyStylePairs()
      id = pairs.push(pair) - 1
      pairIds.set(pair, id)
      attributes.push({ fontStyle: 0, foregroundId: (id % FOREGROUND_IDS) + 1, backgroundId: Math.floor(id / FOREGROUND_IDS) + 1 })
    }
    return attributes[id]!
  }
  const target = grammar as unknown as { _grammarRepository: object }
  const registry = target._grammarRepository
  const themeMatch = (path: ScopePath) => attributesOf(pairOf(path, true))
  const getDefaults = () => attributesOf(defaults)
  const dualRegistry = new Proxy(registry, {
    get(real, property) {
      if (property === 'themeMatch') return themeMatch
      if (property === 'getDefaults') return getDefaults
      const value = Reflect.get(real, property, real) as unknown
      return typeof value === 'function' ? value.bind(real) : value
    },
  })

  /** The line's tokens in each theme, and the state after it (one state for both). */
  return (line: string, state: unknown, timeLimit?: number): [LineResult, LineResult] => {
    target._grammarRepository = dualRegistry
    let result: LineResult
    try {
      result = tokenize(line, state, timeLimit)
    } finally {
      target._grammarRepository = registry
    }
    return [0, 1].map((t) => ({ tokens: themeTokens(result.tokens, pairs, t as 0 | 1), ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly })) as [LineResult, LineResult]
  }
}

function merged(base: Style, set: StyleAttributes | null): Style {
  if (!set) return base
  return packedStyle(set.fontStyle === -1 ? base & 0xf : set.fontStyle, set.foregroundId || (base >>> 4) & 0x1ff, set.backgroundId || base >>> 13)
}

/** Theme `t`'s tokens (start, metadata, …) from tokens whose metadata hold pairs of styles; neighbours of equal metadata merged. */
function themeTokens(tokens: Uint32Array, pairs: readonly number[], t: 0 | 1): Uint32Array {
  const out: number[] = []
  let last = -1
  for (let i = 0; i < tokens.length; i += 2) {
    const metadata = tokens[i + 1]!
    const id = ((metadata >>> 24) - 1) * FOREGROUND_IDS + (foregroundOf(metadata) - 1)
    const style = t === 0 ? Math.floor(pairs[id]! / PAIR) : pairs[id]! % PAIR
    const own = ((metadata & GRAMMAR_BITS) | ((style & 0xf) << 11) | (((style >>> 4) & 0x1ff) << 15) | ((style >>> 13) << 24)) >>> 0
    if (own === last) continue
    out.push(tokens[i]!, own)
    last = own
  }
  return Uint32Array.from(out)
}
