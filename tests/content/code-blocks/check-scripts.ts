/**
 * Python and shell samples, checked by the real toolchains: Python's own compiler (`compile()`,
 * which reports syntax errors without running anything) and `bash -n` (parse only). Go has its
 * own checker, check-go.ts.
 */
import { spawnSync } from 'node:child_process'
import type { CodeBlock } from './extract.ts'

const PYTHON_COMPILE = `
import json, sys
for index, source in enumerate(json.load(sys.stdin)):
    try:
        compile(source, f"block-{index}", "exec")
    except SyntaxError as error:
        print(json.dumps({"index": index, "line": error.lineno or 1, "message": error.msg}))
`

/** Syntax errors of the Python blocks, as `file:line message`. */
export function compilePython(blocks: CodeBlock[]): string[] {
  const run = spawnSync('python3', ['-c', PYTHON_COMPILE], { input: JSON.stringify(blocks.map((b) => b.code)), encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`)
  return run.stdout.split('\n').filter(Boolean).map((line) => {
    const { index, line: at, message } = JSON.parse(line) as { index: number; line: number; message: string }
    const block = blocks[index]!
    return `${block.file}:${block.line + at} python: ${message}`
  })
}

/** Syntax errors of the shell blocks (`bash -n`), as `file:line message`. */
export function parseShell(blocks: CodeBlock[]): string[] {
  return blocks.flatMap((block) => {
    const run = spawnSync('bash', ['-n'], { input: block.code, encoding: 'utf8' })
    if (run.status === 0) return []
    const at = /line (\d+)/.exec(run.stderr)
    return [`${block.file}:${block.line + Number(at?.[1] ?? 1)} bash: ${run.stderr.trim().replace(/^bash: /, '')}`]
  })
}
