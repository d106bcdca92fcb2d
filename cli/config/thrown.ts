/**
 * The message of an error thrown while the config module runs: its text and its stack, with the
 * frames of the bundled temporary module mapped back to the project's files (content/site.config.ts
 * and what it imports) through the bundle's inline source map. Frames of Node's internals are dropped.
 */
import { SourceMap } from 'node:module'
import path from 'node:path'
import { posixRelative } from '../../renderer/paths.js'

/** A frame in the temporary module (`<hash>-<pid>-<thread>.mjs`, renderer/import-code.ts), or in a source the runtime already mapped relative to it. */
const TEMP_FRAME = /(?:file:\/\/)?[^\s()]*\.site-cache\/modules\/([^\s():]+):(\d+):(\d+)/
const BUNDLE = /^[0-9a-f]{16}-\d+-\d+\.mjs$/

export function thrownWhileLoading(error: unknown, code: string, root: string): string {
  const map = inlineSourceMap(code)
  const text = error instanceof Error ? `${error.name}: ${error.message}` : `thrown value ${String(error)}`
  const stack = error instanceof Error ? error.stack ?? '' : ''
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => mapFrame(line, map, root))
    .filter((line): line is string => line !== undefined)
  const where = frames[0]?.match(/\(?([^\s()]+:\d+:\d+)\)?$/)?.[1]
  return [`${where ? `${where}: ` : ''}the config threw while loading: ${text}`, ...frames.map((f) => `    ${f.trim()}`), '    Fix the code at that line (the config runs when the build starts).'].join('\n')
}

/** A stack line with the temporary module's position replaced by the source's; undefined for frames outside the config. */
function mapFrame(line: string, map: SourceMap | undefined, root: string): string | undefined {
  const match = TEMP_FRAME.exec(line)
  if (!match) return undefined
  if (!BUNDLE.test(match[1]!)) return line.replace(match[0], `${match[1]}:${match[2]}:${match[3]}`)
  if (!map) return undefined
  const entry = map.findEntry(Number(match[2]) - 1, Number(match[3]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number }
  if (!entry.originalSource) return undefined
  const source = entry.originalSource.startsWith('file://') ? new URL(entry.originalSource).pathname : entry.originalSource
  const file = posixRelative(root, path.resolve(root, source))
  return line.replace(match[0], `${file}:${entry.originalLine! + 1}:${entry.originalColumn! + 1}`)
}

function inlineSourceMap(code: string): SourceMap | undefined {
  const match = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(code)
  if (!match) return undefined
  return new SourceMap(JSON.parse(Buffer.from(match[1]!, 'base64').toString('utf8')))
}
