import { linesOutsideFences } from '../code-fences.js'

/**
 * True when a line outside code fences starts an `import` (or `export … from`): the page is
 * compiled as a module (stages/compile.ts bundles those; site.ts plans the component islands'
 * runtime by it). A false positive only costs a bundling; `export const` alone runs as is.
 */
export function importsModules(source: string): boolean {
  // Most pages have no line that starts with either word, in a fence or not: a search of the text
  // answers them without splitting it into lines (116 ms of 1,000 pages' plan, stop 22).
  if (!startsALine(source, 'import') && !startsALine(source, 'export')) return false
  for (const [line] of linesOutsideFences(source.split('\n'))) {
    if (/^import[\s{*'"]/.test(line) || /^export\s.*\sfrom\s*['"]/.test(line)) return true
  }
  return false
}

/** True when a line of `source` (split at `\n`) starts with `word`. */
function startsALine(source: string, word: string): boolean {
  return source.startsWith(word) || source.includes(`\n${word}`)
}
