/**
 * Code fences seen line by line, for the scans that read a page's source without parsing it (its
 * first heading, whether it imports modules, where an expression was left open, whether it has a
 * mermaid block). A fence opens with three or more backticks or tildes and closes with a run of
 * the same character at least as long, alone on its line. Any indentation counts: MDX has no
 * indented code blocks, and fences inside list items or components are indented. Pure.
 */

/** The run of backticks or tildes that opens a fence on this line, and the info string after it. */
export function fenceOpening(line: string): { marks: string; info: string } | undefined {
  const match = /^[ \t]*(`{3,}|~{3,})(.*)$/.exec(line)
  return match ? { marks: match[1]!, info: match[2]! } : undefined
}

/** Whether `line` closes the fence that `marks` opened. */
export function closesFence(line: string, marks: string): boolean {
  const opening = fenceOpening(line)
  return !!opening && opening.marks[0] === marks[0] && opening.marks.length >= marks.length && !opening.info.trim()
}

/** The lines of `source` outside code fences (the fence lines themselves excluded), with their 0-based indexes, from line `from` on. */
export function* linesOutsideFences(lines: readonly string[], from = 0): Generator<[line: string, index: number]> {
  let open: string | undefined
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!
    if (open) {
      if (closesFence(line, open)) open = undefined
      continue
    }
    open = fenceOpening(line)?.marks
    if (!open) yield [line, i]
  }
}
