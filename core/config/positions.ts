/**
 * Where each value of the config object is written in content/site.config.ts: a small scanner of
 * the object literal passed to `defineConfig(…)` (or exported as default) that maps key paths
 * (`footer.links.2.href`) to the line and column where their value starts (a string's first
 * character, inside the quote). It reads nested object
 * and array literals, skipping strings, template literals, comments and any other expression
 * whole; after a spread (`...others`) in an array the indices are unknown, so no position is
 * recorded there. Pure; used to point messages about config values at their place.
 */

export interface SourcePosition {
  line: number
  column: number
}

/** Key path (`a.b.0.c`) → offset of the value's first character, for every value of the config literal. */
export function configValuePositions(source: string): Map<string, SourcePosition> {
  const offsets = new Map<string, number>()
  const start = configLiteralStart(source)
  if (start !== undefined) new Scanner(source, offsets).value(start, [])
  const positions = new Map<string, SourcePosition>()
  for (const [key, offset] of offsets) positions.set(key, positionAt(source, offset))
  return positions
}

/** 1-based line and column of an offset. */
export function positionAt(source: string, offset: number): SourcePosition {
  const before = source.slice(0, offset)
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') }
}

/** The offset of the `{` of `defineConfig({` or of `export default {`. */
function configLiteralStart(source: string): number | undefined {
  const match = /\bdefineConfig\s*\(\s*\{|\bexport\s+default\s+\{/.exec(source)
  return match ? match.index + match[0].length - 1 : undefined
}

const CLOSERS: Record<string, string> = { '{': '}', '[': ']', '(': ')' }

class Scanner {
  constructor(
    private readonly src: string,
    private readonly out: Map<string, number>,
  ) {}

  /** Reads the value at `at` (recording it under `path`); returns the offset after it. */
  value(at: number, path: Array<string | number>): number {
    const i = this.skipSpace(at)
    // A string value is placed at its first character, inside the quote.
    if (path.length) this.out.set(path.join('.'), /['"`]/.test(this.src[i]!) ? i + 1 : i)
    if (this.src[i] === '{') return this.object(i + 1, path)
    if (this.src[i] === '[') return this.array(i + 1, path)
    return this.expression(i)
  }

  private object(at: number, path: Array<string | number>): number {
    let i = this.skipSpace(at)
    while (i < this.src.length && this.src[i] !== '}') {
      if (this.src.startsWith('...', i)) i = this.expression(i + 3)
      else {
        const key = this.key(i)
        i = this.skipSpace(key.end)
        if (this.src[i] === ':') i = this.value(i + 1, [...path, key.name])
        else if (this.src[i] === '(') i = this.expression(i)
        else this.out.set([...path, key.name].join('.'), key.start)
      }
      i = this.skipSpace(i)
      if (this.src[i] === ',') i = this.skipSpace(i + 1)
      else if (this.src[i] !== '}') return this.expression(i)
    }
    return i + 1
  }

  private array(at: number, path: Array<string | number>): number {
    let i = this.skipSpace(at)
    let index: number | undefined = 0
    while (i < this.src.length && this.src[i] !== ']') {
      if (this.src.startsWith('...', i)) {
        index = undefined
        i = this.expression(i + 3)
      } else {
        i = index === undefined ? this.expression(i) : this.value(i, [...path, index])
        if (index !== undefined) index++
      }
      i = this.skipSpace(i)
      if (this.src[i] === ',') i = this.skipSpace(i + 1)
      else if (this.src[i] !== ']') return this.expression(i)
    }
    return i + 1
  }

  /** A property key: identifier, number, quoted string or `[computed]`. */
  private key(at: number): { name: string; start: number; end: number } {
    const c = this.src[at]!
    if (c === "'" || c === '"') {
      const end = this.skipString(at)
      return { name: this.src.slice(at + 1, end - 1), start: at, end }
    }
    if (c === '[') {
      const end = this.skipBalanced(at)
      return { name: this.src.slice(at, end), start: at, end }
    }
    const word = /^[\w$]+/.exec(this.src.slice(at, at + 200))
    const end = at + (word ? word[0].length : 1)
    return { name: this.src.slice(at, end), start: at, end }
  }

  /** Skips any expression up to the `,` or closing bracket that ends it (at depth 0). */
  private expression(at: number): number {
    let i = at
    while (i < this.src.length) {
      const c = this.src[i]!
      if (c === ',' || c === '}' || c === ']' || c === ')') return i
      if (c === "'" || c === '"' || c === '`') i = this.skipString(i)
      else if (CLOSERS[c]) i = this.skipBalanced(i)
      else if (c === '/' && (this.src[i + 1] === '/' || this.src[i + 1] === '*')) i = this.skipSpace(i)
      else i++
    }
    return i
  }

  private skipBalanced(at: number): number {
    const close = CLOSERS[this.src[at]!]!
    let i = at + 1
    while (i < this.src.length && this.src[i] !== close) {
      const c = this.src[i]!
      if (c === "'" || c === '"' || c === '`') i = this.skipString(i)
      else if (CLOSERS[c]) i = this.skipBalanced(i)
      else if (c === '/' && (this.src[i + 1] === '/' || this.src[i + 1] === '*')) i = this.skipSpace(i)
      else i++
    }
    return i + 1
  }

  /** The offset after the string or template literal starting at `at` (`${…}` parts included). */
  private skipString(at: number): number {
    const quote = this.src[at]!
    let i = at + 1
    while (i < this.src.length && this.src[i] !== quote) {
      if (this.src[i] === '\\') i += 2
      else if (quote === '`' && this.src.startsWith('${', i)) i = this.skipBalanced(i + 1)
      else i++
    }
    return i + 1
  }

  /** Skips white space and comments. */
  private skipSpace(at: number): number {
    let i = at
    for (;;) {
      while (i < this.src.length && /\s/.test(this.src[i]!)) i++
      if (this.src.startsWith('//', i)) i = this.src.indexOf('\n', i) === -1 ? this.src.length : this.src.indexOf('\n', i)
      else if (this.src.startsWith('/*', i)) i = this.src.indexOf('*/', i) === -1 ? this.src.length : this.src.indexOf('*/', i) + 2
      else return i
    }
  }
}
