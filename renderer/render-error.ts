/**
 * Render errors, located: a page that throws while rendering is compiled again with a source map
 * and rendered again; the first stack frame in the page's code (named `site-page:<file>`) is mapped
 * back to the file and line:column that wrote the expression — the page, an imported partial or a
 * component file — and the diagnostic names the component that threw and what to do.
 *
 *   "b is not defined" → content/docs/x.mdx:7:12  Rendering failed in the page's content: ReferenceError: b is not defined
 *                        hint: `b` is not defined: import it, define it with `export const b = …`, or write `\{b}` for literal braces.
 */
import path from 'node:path'
import { SourceMapConsumer, type RawSourceMap } from 'source-map'
import type { Diagnostic } from './diagnostics.js'
import { posixRelative } from './paths.js'

/** `new Function` puts two lines of its own before the code. */
const FUNCTION_HEADER_LINES = 2
const SOURCE_URL_PREFIX = 'site-page:'

export function sourceUrlOf(file: string): string {
  return `${SOURCE_URL_PREFIX}${file}`
}

/**
 * A `sourceMappingURL` comment holding `map`, its sources made absolute from `root`: esbuild reads a
 * relative source from the folder of the file holding the map (a page's `content/docs/x.mdx` would
 * become `content/docs/content/docs/x.mdx`).
 */
export function inlineSourceMap(map: { sources: string[] }, root: string): string {
  const absolute = { ...map, sources: map.sources.map((source) => path.resolve(root, source)) }
  return `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(absolute)).toString('base64')}`
}

interface Frame {
  fn?: string
  line: number
  column: number
}

/**
 * The diagnostic of `error`, thrown while rendering `file`. `code` is the page's code with an
 * inline source map when it could be made again (else the error is reported where it is known).
 */
export async function renderErrorDiagnostic(error: unknown, file: string, route: string, code: string | undefined, root: string): Promise<Diagnostic> {
  const err = error instanceof Error ? error : new Error(String(error))
  const frames = ourFrames(err.stack ?? '', sourceUrlOf(file))
  const thrower = componentName(err.stack ?? '', frames[0])
  const place = code && frames[0] ? await original(code, frames[0], root) : undefined
  return {
    file: place?.file ?? file,
    line: place?.line,
    column: place?.column,
    severity: 'error',
    reason: `Rendering ${route} failed in ${thrower}: ${err.name}: ${err.message}`,
    hint: hintFor(err),
    ruleId: 'render/failed',
    source: 'site',
  }
}

/** Stack frames in the page's code, innermost first. */
function ourFrames(stack: string, sourceUrl: string): Frame[] {
  const frames: Frame[] = []
  for (const line of stack.split('\n')) {
    const at = line.indexOf(`${sourceUrl}:`)
    if (at === -1) continue
    const position = /:(\d+):(\d+)\)?\s*$/.exec(line)
    if (!position) continue
    frames.push({ fn: /^\s*at (?:async )?([^\s(]+) \(/.exec(line)?.[1], line: Number(position[1]), column: Number(position[2]) })
  }
  return frames
}

/** Who threw: the innermost component (a capitalised function) of the stack, else the page's function. */
function componentName(stack: string, ours: Frame | undefined): string {
  const names = [...stack.matchAll(/\n\s*at (?:async )?(?:Object\.)?([^\s(]+) \(/g)].map((m) => m[1]!)
  const name = names.find((n) => /^[A-Z][\w$]*$/.test(n) && !/^(Array|Object|Module|Function|Promise|Reflect)$/.test(n)) ?? ours?.fn
  if (!name || /^(_createMdxContent|MDXContent|Content|eval)$/.test(name)) return "the page's content"
  return `\`${name}\``
}

/** The file position `frame` of the code came from, through the code's inline source map. */
async function original(code: string, frame: Frame, root: string): Promise<{ file: string; line: number; column: number } | undefined> {
  const inline = /\/\/# sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,([A-Za-z0-9+/=]+)\s*$/.exec(code.trimEnd())
  if (!inline) return undefined
  const map = JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')) as RawSourceMap
  const consumer = await new SourceMapConsumer(map)
  try {
    const found = consumer.originalPositionFor({ line: frame.line - FUNCTION_HEADER_LINES, column: frame.column - 1 })
    if (!found.source || found.line == null) return undefined
    const absolute = path.isAbsolute(found.source) ? found.source : path.resolve(root, found.source)
    return { file: posixRelative(root, absolute), line: found.line, column: (found.column ?? 0) + 1 }
  } finally {
    consumer.destroy()
  }
}

/** One line on what to do about the common render errors. */
function hintFor(error: Error): string {
  const undefinedName = /^(\S+) is not defined$/.exec(error.message)?.[1]
  if (error.name === 'ReferenceError' && undefinedName) {
    return `\`${undefinedName}\` is not defined: import it, define it with \`export const ${undefinedName} = …\`, or write \`\\{${undefinedName}}\` for literal braces.`
  }
  if (/Element type is invalid/.test(error.message)) return 'A component is undefined: check the name it is imported by (named or default export) and that the module exports it.'
  if (/Cannot read properties of (undefined|null)/.test(error.message)) return 'The expression reads a property of a missing value: check the props passed to the component and the data it imports.'
  if (/is not a function/.test(error.message)) return 'The expression calls something that is not a function: check the import and the value it names.'
  return 'Fix the expression or component at this position; `SITE_DEBUG=1` prints the full stack.'
}
