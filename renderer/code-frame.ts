/** codeFrame: two lines of context around `line`, with a caret under `column`. Pure. */
export function codeFrame(source: string, line: number, column: number): string {
  const lines = source.split(/\r?\n/)
  const first = Math.max(1, line - 2)
  const last = Math.min(lines.length, line + 1)
  const width = String(last).length
  const out: string[] = []
  for (let n = first; n <= last; n++) {
    const text = (lines[n - 1] ?? '').replace(/\t/g, '  ')
    const mark = n === line ? '>' : ' '
    out.push(`${mark} ${String(n).padStart(width)} | ${text}`.trimEnd())
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`)
  }
  return out.join('\n')
}
