/**
 * No function of the product is longer than a screen (STYLE.md: ~80 lines). Every `.ts`/`.tsx` file
 * outside tests/ and content/ is parsed with the TypeScript compiler, and every function body
 * (declarations, methods, accessors, constructors, function expressions and arrows) is measured
 * from its opening to its closing line.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const MAX_LINES = 80

interface LongFunction {
  where: string
  name: string
  lines: number
}

function productFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  return listed.split('\n').filter((file) => file && !/^(tests|content|node_modules)\//.test(file) && !file.endsWith('.d.ts'))
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node }
  if (named.name) return named.name.getText(source)
  if (ts.isConstructorDeclaration(node)) return 'constructor'
  const parent = node.parent
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source)
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source)
  return '(anonymous)'
}

/** Every function in `text` (the file `file`) whose body spans more than `max` lines. */
export function longFunctions(file: string, text: string, max = MAX_LINES): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: LongFunction[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const body = node.body as ts.Node
      const start = source.getLineAndCharacterOfPosition(body.getStart(source)).line
      const end = source.getLineAndCharacterOfPosition(body.getEnd()).line
      const lines = end - start + 1
      if (lines > max) found.push({ where: `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`, name: nameOf(node, source), lines })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('function length', () => {
  it(`no function of the product is longer than ${MAX_LINES} lines`, () => {
    const files = productFiles()
    expect(files.length).toBeGreaterThan(100)
    const long = files.flatMap((file) => longFunctions(file, readFileSync(path.join(root, file), 'utf8')))
    expect(long.map((f) => `${f.where} ${f.name}: ${f.lines} lines`)).toEqual([])
  })

  it('measures declarations, methods and arrows, and can fail', () => {
    const body = Array.from({ length: MAX_LINES }, (_, i) => `  const a${i} = ${i}`).join('\n')
    const text = `export function tooLong() {\n${body}\n}\nclass A { m() {\n${body}\n} }\nconst f = () => {\n${body}\n}\nfunction fine() {\n  return 1\n}\n`
    expect(longFunctions('x.ts', text).map((f) => `${f.where} ${f.name}`)).toEqual(['x.ts:1 tooLong', `x.ts:${MAX_LINES + 3} m`, `x.ts:${2 * MAX_LINES + 5} f`])
  })
})
