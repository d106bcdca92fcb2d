/**
 * Type-checks TypeScript samples the way a reader would paste them into a project: strictly,
 * against Node's types and the SDK declarations in sdk-types.d.ts. Each block is its own module;
 * a block with `filename="src/x.ts"` sits at that path in a folder of its page, so the samples of
 * one guide can import each other as the guide's files do. A block whose fence meta says
 * `excerpt` also sees excerpt-globals.d.ts (the client and types the page set up earlier).
 * Problems come back as `file:line:column TSnnnn message` of the page.
 */
import path from 'node:path'
import ts from 'typescript'
import type { CodeBlock } from './extract.ts'

const here = import.meta.dirname
const DECLARATIONS = ['sdk-types.d.ts', 'zod-openapi.d.ts'].map((name) => path.join(here, name))
const EXCERPT_GLOBALS = path.join(here, 'excerpt-globals.d.ts')

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts'],
  types: ['node'],
  skipLibCheck: true,
  experimentalDecorators: true,
}

export function isExcerpt(block: CodeBlock): boolean {
  return /(^|\s)excerpt(\s|$)/.test(block.meta)
}

/** Type errors of the given TypeScript blocks; whole samples and excerpts are checked apart. */
export function typeCheckBlocks(blocks: CodeBlock[]): string[] {
  return [
    ...checkProgram(blocks.filter((b) => !isExcerpt(b)), DECLARATIONS),
    ...checkProgram(blocks.filter(isExcerpt), [...DECLARATIONS, EXCERPT_GLOBALS]),
  ]
}

function checkProgram(blocks: CodeBlock[], declarations: string[]): string[] {
  const virtual = new Map(blocks.map((block, i) => [virtualPath(block, i), block]))
  const host = ts.createCompilerHost(OPTIONS)
  const { readFile, fileExists, directoryExists } = host
  const folders = new Set([...virtual.keys()].flatMap(parents))
  host.readFile = (name) => (virtual.has(name) ? asModule(virtual.get(name)!.code) : readFile.call(host, name))
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name)
  host.directoryExists = (name) => folders.has(name) || directoryExists?.call(host, name) === true
  const program = ts.createProgram([...virtual.keys(), ...declarations], OPTIONS, host)
  return ts.getPreEmitDiagnostics(program).map((d) => locate(d, virtual))
}

/** `<here>/.samples/<page>/<filename>`, or `block-<n>.ts` when the fence names no file. */
function virtualPath(block: CodeBlock, index: number): string {
  const filename = /filename="([^"]+\.tsx?)"/.exec(block.meta)?.[1]
  return path.join(here, '.samples', block.file, filename ?? `block-${index}.ts`)
}

function parents(file: string): string[] {
  const folders: string[] = []
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) folders.push(dir)
  return folders
}

/** A sample without import/export is still a module, so its names do not clash with others'. */
function asModule(code: string): string {
  return `${code}\nexport {}\n`
}

function locate(d: ts.Diagnostic, virtual: Map<string, CodeBlock>): string {
  const message = `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`
  const block = d.file && virtual.get(d.file.fileName)
  if (!d.file || !block) return `${d.file ? path.relative(here, d.file.fileName) : 'options'}: ${message}`
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start ?? 0)
  return `${block.file}:${block.line + 1 + line}:${character + 1} ${message}`
}
