import { linesOutsideFences } from '../code-fences.js'

/**
 * True when a line outside code fences starts an `import` (or `export … from`): the page is
 * compiled as a module (stages/compile.ts bundles those; site.ts plans the component islands'
 * runtime by it). A false positive only costs a bundling; `export const` alone runs as is.
 */
export function importsModules(source: string): boolean {
  let answer = answers.get(source)
  if (answer === undefined) {
    answer = scan(source)
    if (answers.size >= ANSWERS_KEPT) answers.clear()
    answers.set(source, answer)
  }
  return answer
}

/**
 * Answers by source text: the plan (site.ts, the islands' runtime) and the render keys
 * (nav-keys.ts) ask about every page of a build, and a page whose fences hold `import` lines
 * needs the line scan (1,000 such pages: 33 ms of a one-page edit, stop 23).
 */
const answers = new Map<string, boolean>()
const ANSWERS_KEPT = 50_000

function scan(source: string): boolean {
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
