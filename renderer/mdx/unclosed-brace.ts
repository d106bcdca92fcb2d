/**
 * Where an unclosed MDX expression starts. MDX reports "Unexpected end of file in expression" at the
 * end of the file; this finds the `{` that was never closed so the diagnostic points at it (BLD-11).
 * A scan that skips front matter, fenced code, inline code and escaped braces. Pure.
 */
import { closesFence, fenceOpening } from '../code-fences.js'

/** 1-based line and column of the first unmatched `{`, or undefined. */
export function findUnclosedBrace(source: string): { line: number; column: number } | undefined {
  const lines = source.split('\n')
  const stack: Array<{ line: number; column: number }> = []
  let fence: string | undefined
  let start = 0
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1)
    if (end > 0) start = end + 1
  }
  for (let n = start; n < lines.length; n++) {
    const line = lines[n]!
    if (fence) {
      if (closesFence(line, fence)) fence = undefined
      continue
    }
    fence = stack.length === 0 ? fenceOpening(line)?.marks : undefined
    if (fence) continue
    let ticks = 0
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]
      if (ch === '\\') {
        i++
        continue
      }
      if (ch === '`' && stack.length === 0) {
        let run = 1
        while (line[i + run] === '`') run++
        ticks = ticks === run ? 0 : ticks === 0 ? run : ticks
        i += run - 1
        continue
      }
      if (ticks) continue
      if (ch === '{') stack.push({ line: n + 1, column: i + 1 })
      else if (ch === '}') stack.pop()
    }
  }
  return stack[0]
}
