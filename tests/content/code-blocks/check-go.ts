/**
 * Go samples, checked by the real toolchain where one is installed (CI images have none; the test
 * skips then). Every block must parse and be gofmt-formatted (`gofmt -e`); a block that is not a
 * whole file is first wrapped by its shape: declarations (func/type/const/var, with any leading
 * `import`) under `package example`, statements in a function body, and `"key": value,` elements
 * in a map literal. Whole programs (blocks with `package`) whose imports are all standard library
 * also pass `go vet`; one importing a third-party module (an SDK we only describe) is not vetted,
 * as its module cannot be fetched. Errors name the page line: `file:line go: message`.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { CodeBlock } from './extract.ts'

/** True when `command` runs from PATH. */
export function onPath(command: string): boolean {
  return !spawnSync(command, ['-h'], { encoding: 'utf8' }).error
}

/** A Go source made from a block, and for each of its lines the block line (0-based) or -1. */
interface Wrapped {
  source: string
  lines: number[]
  /** Whether the block's lines were indented one tab (wrapped in a body or literal). */
  indented: boolean
}

const DECLARATION = /^(func|type|const|var)\b/

/** The block as a Go file, wrapped by its shape (see the top of this file). */
export function wrapGo(code: string): Wrapped {
  const lines = code.split('\n')
  if (/^package\s/m.test(code)) return { source: code + '\n', lines: lines.map((_, i) => i), indented: false }
  const out: string[] = ['package example', '']
  const map: number[] = [-1, -1]
  const push = (line: string, at: number) => (out.push(line), map.push(at))
  const i = importEnd(lines)
  lines.slice(0, i).forEach(push)
  const rest = lines.slice(i)
  const first = rest.find((line) => line.trim() && !line.trim().startsWith('//')) ?? ''
  const indented = !DECLARATION.test(first)
  if (!indented) rest.forEach((line, k) => push(line, i + k))
  else {
    const elements = first.startsWith('"')
    push(elements ? 'var _ = map[string]any{' : 'func example() {', -1)
    rest.forEach((line, k) => push(line ? `\t${line}` : line, i + k))
    push('}', -1)
  }
  return { source: out.join('\n') + '\n', lines: map, indented }
}

/** How many leading lines are an `import` declaration (single or parenthesized). */
function importEnd(lines: string[]): number {
  if (!/^import\b/.test(lines[0] ?? '')) return 0
  let end = /^import\s*\($/.test(lines[0]!) ? lines.indexOf(')') + 1 : 1
  while (lines[end] === '') end++
  return end
}

/** The first gofmt parse error or formatting difference of each Go block, as `file:line go: message`. */
export function checkGoFormat(blocks: CodeBlock[]): string[] {
  return blocks.flatMap((block) => {
    const { source, lines, indented } = wrapGo(block.code)
    const at = (wrappedLine: number) => block.file + ':' + (block.line + 1 + Math.max(0, lines[wrappedLine - 1] ?? 0))
    const run = spawnSync('gofmt', ['-e'], { input: source, encoding: 'utf8' })
    if (run.status !== 0) {
      const first = run.stderr.split('\n')[0]!
      const parsed = /^<standard input>:(\d+):\d+: (.*)$/.exec(first)
      return [parsed ? `${at(Number(parsed[1]))} go: ${parsed[2]}` : `${block.file}:${block.line} go: ${first}`]
    }
    if (run.stdout === source) return []
    const formatted = run.stdout.split('\n')
    const differs = source.split('\n').findIndex((line, k) => line !== formatted[k])
    const expected = indented ? formatted[differs]!.replace(/^\t/, '') : formatted[differs]
    return [`${at(differs + 1)} go: not gofmt-formatted; gofmt writes ${JSON.stringify(expected)}`]
  })
}

/** `go vet` findings of the whole programs that import only the standard library. */
export function vetGo(blocks: CodeBlock[]): string[] {
  return blocks.filter((block) => /^package\s/m.test(block.code) && standardOnly(block.code)).flatMap((block) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'go-vet-'))
    try {
      writeFileSync(path.join(dir, 'go.mod'), 'module example\n\ngo 1.19\n')
      writeFileSync(path.join(dir, 'main.go'), block.code + '\n')
      const run = spawnSync('go', ['vet', '.'], { cwd: dir, encoding: 'utf8', env: { ...process.env, GOFLAGS: '', GOPROXY: 'off' } })
      if (run.status === 0) return []
      return run.stderr.split('\n').map((line) => /^\.\/main\.go:(\d+):\d+: (.*)$/.exec(line)).flatMap((found) =>
        found ? [`${block.file}:${block.line + Number(found[1])} go vet: ${found[2]}`] : [],
      ).concat(/main\.go:\d+/.test(run.stderr) ? [] : [`${block.file}:${block.line} go vet: ${run.stderr.trim()}`])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
}

/** True when every import path of the source is standard library (no dot in its first element). */
function standardOnly(code: string): boolean {
  const imports = [...code.matchAll(/^import\s*(?:\(([^)]*)\)|(.*))/gm)].map((m) => m[1] ?? m[2]!).join('\n')
  const paths = [...imports.matchAll(/"([^"]+)"/g)].map((m) => m[1]!)
  return paths.every((p) => !p.split('/')[0]!.includes('.'))
}
