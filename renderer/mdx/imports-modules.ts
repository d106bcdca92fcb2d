import { closesFence, fenceOpening } from '../code-fences.js'

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
  // The lines outside fences (code-fences.ts `linesOutsideFences`), walked in place: only a line
  // whose first character after spaces and tabs is a backtick or a tilde can open or close a
  // fence, and only one starting with `i` or `e` can import. Most docs pages show an `import`
  // in a code block, so this walk is what they cost: 10,000 synthetic sources in a fresh process
  // 77 → 45 ms (stop 31).
  let open: string | undefined
  for (let start = 0; start <= source.length; ) {
    const newline = source.indexOf('\n', start)
    const end = newline === -1 ? source.length : newline
    let first = start
    while (first < end && (source.charCodeAt(first) === SPACE || source.charCodeAt(first) === TAB)) first++
    const mark = source.charCodeAt(first)
    const lead = source.charCodeAt(start)
    if (mark === BACKTICK || mark === TILDE || (!open && (lead === LOWER_I || lead === LOWER_E))) {
      const line = source.slice(start, end)
      if (open) {
        if (closesFence(line, open)) open = undefined
      } else {
        open = fenceOpening(line)?.marks
        if (!open && (/^import[\s{*'"]/.test(line) || /^export\s.*\sfrom\s*['"]/.test(line))) return true
      }
    }
    start = end + 1
  }
  return false
}

const [SPACE, TAB, BACKTICK, TILDE, LOWER_I, LOWER_E] = [' ', '\t', '`', '~', 'i', 'e'].map((c) => c.charCodeAt(0))

/** True when a line of `source` (split at `\n`) starts with `word`. */
function startsALine(source: string, word: string): boolean {
  return source.startsWith(word) || source.includes(`\n${word}`)
}
