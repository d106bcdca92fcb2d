import { closesFence, fenceOpening } from '../code-fences.js'

/**
 * True when a line outside code fences starts an `import` (or `export … from`): the page is
 * compiled as a module (stages/compile.ts bundles those; site.ts plans the component islands'
 * runtime by it). A false positive only costs a bundling; `export const` alone runs as is.
 *
 * Two kinds of line matter, and they are found with `indexOf` rather than by walking every line:
 * a line that starts with `import` or `export`, and a line whose first characters after spaces
 * and tabs are three backticks or tildes (only such a line opens or closes a fence, code-fences.ts).
 * The fence lines before an import line say whether it is inside a fence. The plan (site.ts), the
 * render keys (nav-keys.ts) and the worker pool ask about every page of a build: walking the lines
 * of 10,000 synthetic pages (their fences show `import`) took ~30 ms of a one-page edit, and the
 * memo by source text that spared the later walks ~25 ms more, hashing every text (stop 43).
 */
export function importsModules(source: string): boolean {
  return someImportLine(source, (line) => /^import[\s{*'"]/.test(line) || /^export\s.*\sfrom\s*['"]/.test(line))
}

/**
 * True when a `.md` page is MDX by what it writes (Docusaurus compiles `.md` as MDX): a line outside
 * code fences, after a blank line, is a whole ESM import (`import Tabs from '@theme/Tabs';`, or the
 * first line of one across lines, `import {`). A wrapped sentence that starts with "import the…" is
 * not one.
 */
export function writesEsmImports(source: string): boolean {
  return someImportLine(source, (line, at) => (at === 0 || /(^|\n)(---)?[ \t]*\n$/.test(source.slice(Math.max(0, at - 80), at))) && ESM_IMPORT.test(line))
}

/** Whether the page or partial `file` is CommonMark: a `.md` file that does not import (else it is MDX). */
export function isCommonMark(file: string, text: string): boolean {
  return file.endsWith('.md') && !writesEsmImports(text)
}

const ESM_IMPORT = /^import\s+(?:(?:[\w$]+\s*,\s*)?(?:[\w$]+|\{[^}]*\}|\*\s+as\s+[\w$]+)\s+from\s+|)(['"])[^'"\n]+\1;?\s*$|^import\s+(?:[\w$]+\s*,\s*)?\{\s*$/

/** Whether `test` holds for a line outside code fences that starts with `import` or `export` (`at`: where it starts). */
function someImportLine(source: string, test: (line: string, at: number) => boolean): boolean {
  let importAt = nextImportLine(source, 0)
  if (importAt === -1) return false
  const nextFence = fenceLines(source)
  let fenceAt = nextFence(0)
  let open: string | undefined
  while (importAt !== -1) {
    for (; fenceAt !== -1 && fenceAt < importAt; fenceAt = nextFence(lineEnd(source, fenceAt) + 1)) {
      const line = source.slice(fenceAt, lineEnd(source, fenceAt))
      if (!open) open = fenceOpening(line)?.marks
      else if (closesFence(line, open)) open = undefined
    }
    const line = source.slice(importAt, lineEnd(source, importAt))
    if (!open && test(line, importAt)) return true
    importAt = nextImportLine(source, lineEnd(source, importAt) + 1)
  }
  return false
}

/** Where the line holding `at` ends: its `\n`, or the end of the text. */
function lineEnd(source: string, at: number): number {
  const newline = source.indexOf('\n', at)
  return newline === -1 ? source.length : newline
}

/** The start of the first line from the line start `from` on that starts with `import` or `export`, or -1. */
function nextImportLine(source: string, from: number): number {
  if (source.startsWith('import', from) || source.startsWith('export', from)) return from
  const imports = source.indexOf('\nimport', from)
  const exports = source.indexOf('\nexport', from)
  const first = imports === -1 ? exports : exports === -1 ? imports : Math.min(imports, exports)
  return first === -1 ? -1 : first + 1
}

/**
 * The start of the first line from the line start `from` on whose first characters after spaces
 * and tabs are three backticks or tildes, or -1. Each mark's next place is kept: most pages have
 * no tildes, and a search for them would read the rest of the text at every fence.
 */
function fenceLines(source: string): (from: number) => number {
  const next = { '```': -2, '~~~': -2 }
  const find = (mark: keyof typeof next, from: number) => (next[mark] === -1 || next[mark] >= from ? next[mark] : (next[mark] = source.indexOf(mark, from)))
  return (from) => {
    for (let at = from; at < source.length; ) {
      const ticks = find('```', at)
      const tildes = find('~~~', at)
      const mark = ticks === -1 ? tildes : tildes === -1 ? ticks : Math.min(ticks, tildes)
      if (mark === -1) return -1
      const start = source.lastIndexOf('\n', mark - 1) + 1
      if (onlyBlanks(source, start, mark)) return start
      at = lineEnd(source, mark) + 1
    }
    return -1
  }
}

/** Whether `source` holds only spaces and tabs from `start` to `end`. */
function onlyBlanks(source: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = source.charCodeAt(i)
    if (c !== SPACE && c !== TAB) return false
  }
  return true
}

const [SPACE, TAB] = [' ', '\t'].map((c) => c.charCodeAt(0))
