/**
 * Front matter: finds the `---` block of a page, parses it with `yaml` keeping positions, and
 * validates it with a zod schema. Every problem is a diagnostic at the YAML line:column (lines
 * count the opening `---`), never an exception. Pure.
 */
import { isCollection, isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node as YamlNode, type YAMLError } from 'yaml'
import type { ZodIssue, ZodTypeAny } from 'zod'
import type { Diagnostic } from './diagnostics.js'
import { editDistance } from '../core/config/hints.js'
import { parseSimpleMapping } from './simple-yaml.js'
import { AUTHOR_SHAPES, DATE_SHAPES } from './schemas/frontmatter-values.js'
import type { RuleId } from '../core/diagnostics/rules.js'

export interface FrontmatterResult {
  data: Record<string, unknown>
  diagnostics: Diagnostic[]
}

/**
 * Removes a BOM and turns CRLF into LF, so both encodings of a page build the same bytes (BLD-13).
 * Most sources have no CR: looking for one first is ~20 times cheaper than the replace that finds
 * none (10,000 synthetic pages: 0.5-1.4 ms against 19-39 ms, and a build normalizes each source
 * two or three times).
 */
export function normalizeSource(source: string): string {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text
}

/**
 * Parses and validates the front matter of `source` (already normalized) against `schema`. An
 * unknown key one or two letters away from one of `knownKeys` is a warning (a likely typo).
 */
export function readFrontmatter(source: string, file: string, schema: ZodTypeAny, knownKeys: readonly string[] = [], textFields: ReadonlySet<string> = NO_FIELDS): FrontmatterResult {
  const diag = (line: number, column: number, reason: string, ruleId: RuleId, hint?: string): Diagnostic => ({
    file, line, column, reason, ruleId, hint, severity: 'error', source: 'yaml', sourceText: source,
  })
  if (!source.startsWith('---\n') && source !== '---') {
    const parsed = schema.safeParse({})
    if (parsed.success) return { data: parsed.data, diagnostics: [] }
    return { data: {}, diagnostics: [diag(1, 1, 'Missing front matter: the page needs a `---` block with at least a title', 'frontmatter/missing', 'Start the file with ---, a line `title: …`, and ---.')] }
  }
  const end = source.indexOf('\n---', 3)
  const closing = end === -1 ? -1 : end + 1
  if (closing === -1 || !/^---[ \t]*(\n|$)/.test(source.slice(closing))) {
    return { data: {}, diagnostics: [diag(1, 1, 'Front matter is not closed: no line `---` after the opening one', 'frontmatter/unclosed', 'Add a line with --- after the last front matter key.')] }
  }
  const yamlText = source.slice(4, closing)
  const simple = parseSimpleMapping(yamlText)
  const asWritten = simple && textFieldsAsWritten(simple, knownKeys, textFields)
  if (asWritten) return { data: asWritten, diagnostics: typoWarnings(source, file, asWritten, knownKeys) }
  if (simple) {
    const result = schema.safeParse(simple)
    if (result.success) return { data: result.data as Record<string, unknown>, diagnostics: typoWarnings(source, file, simple, knownKeys) }
    // A problem: the full parse below reports it at its position.
  }
  const lineCounter = new LineCounter()
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true })
  // Line 1 of the YAML text is line 2 of the file.
  const at = (offset: number) => {
    const pos = lineCounter.linePos(offset)
    return { line: pos.line + 1, column: pos.col }
  }
  if (doc.errors.length) {
    return {
      data: {},
      diagnostics: doc.errors.map((e) => {
        const { line, column } = at(openingOf(doc, e))
        return diag(line, column, `Invalid YAML: ${e.message.split('\n')[0]}`, 'frontmatter/yaml-syntax', 'Check quotes and indentation; values with `:` or `#` need quotes.')
      }),
    }
  }
  const raw = (doc.toJS() ?? {}) as unknown
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { data: {}, diagnostics: [diag(2, 1, 'Front matter must be a mapping of keys to values', 'frontmatter/not-a-mapping')] }
  }
  const result = schema.safeParse(raw)
  if (result.success) return { data: result.data as Record<string, unknown>, diagnostics: typoWarnings(source, file, raw as Record<string, unknown>, knownKeys) }
  return {
    data: raw as Record<string, unknown>,
    diagnostics: result.error.issues.map((issue: ZodIssue) => {
      const path = writtenPath(raw as Record<string, unknown>, issue.path)
      const node = issue.code === 'unrecognized_keys' ? findKey(doc.contents as YamlNode | null, path, issue.keys[0]!) : findNode(doc.contents as YamlNode | null, path)
      const { line, column } = node?.range ? at(node.range[0]) : { line: 2, column: 1 }
      return diag(line, column, describeIssue(issue, raw), 'frontmatter/invalid-field', hintFor(issue))
    }),
  }
}

const NO_FIELDS: ReadonlySet<string> = new Set()

/**
 * What the schema makes of a simple mapping (`parseSimpleMapping`) when each key is one of
 * `textFields` holding a string (a known key whose string the schema keeps as written) or an
 * unknown key (passed through, a list too): the same object, known keys first in the schema's
 * order, as zod's output orders them; undefined when a key needs the schema. zod took ~0.12 ms a page, 118 ms of a
 * one-page edit's main thread on 1,000 pages (stop 22); tests/unit/renderer/frontmatter.test.ts
 * compares both on generated mappings.
 */
function textFieldsAsWritten(simple: Record<string, string | string[]>, knownKeys: readonly string[], textFields: ReadonlySet<string>): Record<string, unknown> | undefined {
  if (!textFields.size) return undefined
  const keys = Object.keys(simple)
  if (keys.some((key) => (textFields.has(key) ? typeof simple[key] !== 'string' : knownKeys.includes(key)))) return undefined
  const data: Record<string, unknown> = {}
  for (const key of knownKeys) if (Object.hasOwn(simple, key)) data[key] = simple[key]
  for (const key of keys) if (!knownKeys.includes(key)) data[key] = simple[key]
  return data
}

/**
 * Where a YAML syntax error starts. The parser reports an unclosed quote or flow collection
 * (`[`, `{`) where it gave up, at the end of the text; the writer's mistake is at the opening
 * quote or bracket, the start of the innermost such node that reaches the error (BLD-7).
 */
function openingOf(doc: Document, error: YAMLError): number {
  const pos = error.pos[0]
  if (error.code !== 'MISSING_CHAR' && error.code !== 'BAD_INDENT') return pos
  let start = pos
  visit(doc, (_key, node) => {
    const opens = (isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE')) || (isCollection(node) && node.flow)
    const range = (node as YamlNode).range
    if (opens && range && range[0] < pos && pos <= range[1] && (start === pos || range[0] > start)) start = range[0]
  })
  return start
}

/** A warning for each unknown key that looks like a misspelt known one (kept all the same). */
function typoWarnings(source: string, file: string, raw: Record<string, unknown>, knownKeys: readonly string[]): Diagnostic[] {
  const out: Diagnostic[] = []
  for (const key of Object.keys(raw)) {
    const near = nearKey(key, knownKeys)
    if (!near) continue
    const line = source.split('\n').findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`) || l.startsWith(`'${key}':`)) + 1
    out.push({ file, line: line || 2, column: 1, severity: 'warning', reason: `Unknown key \`${key}\` (kept and passed to the page); did you mean \`${near}\`?`, ruleId: 'frontmatter/unknown-key', hint: `Rename it to \`${near}\` if that is what you meant.`, source: 'yaml', sourceText: source })
  }
  return out
}

/** Each list of known keys' verdict on the keys met so far: a site's pages repeat the same few unknown keys. */
const nearKeys = new WeakMap<readonly string[], Map<string, string | undefined>>()

/**
 * The known key an unknown `key` is likely a misspelling of (one or two letters away), if any.
 * Kept per key: the edit distances to every known key took 41 ms of a one-page edit's page map
 * on the Optimism docs (233 pages, six unknown keys each).
 */
function nearKey(key: string, knownKeys: readonly string[]): string | undefined {
  let verdicts = nearKeys.get(knownKeys)
  if (!verdicts) nearKeys.set(knownKeys, (verdicts = new Map()))
  if (verdicts.has(key)) return verdicts.get(key)
  const near = knownKeys.includes(key) ? undefined : knownKeys.find((k) => editDistance(k, key) <= Math.min(2, k.length - 2))
  if (verdicts.size < 10_000) verdicts.set(key, near)
  return near
}

/** The path as written: `authors` problems of a page that wrote `author:` point at `author`. */
function writtenPath(raw: Record<string, unknown>, path: Array<string | number>): Array<string | number> {
  if (path[0] === 'authors' && raw.authors === undefined && raw.author !== undefined) return ['author', ...path.slice(1)]
  if (path[0] === 'tags' && raw.tags === undefined && raw.tag !== undefined) return ['tag', ...path.slice(1)]
  return path
}

/** The deepest YAML node along `path` (a key node for unknown keys, else the value node). */
function findNode(root: YamlNode | null, path: Array<string | number>): YamlNode | undefined {
  let node: YamlNode | null | undefined = root
  let last: YamlNode | undefined = root ?? undefined
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === key)
      if (!pair) return last
      last = (pair.value as YamlNode | null) ?? (pair.key as YamlNode)
      node = pair.value as YamlNode | null
    } else if (isSeq(node) && typeof key === 'number') {
      node = node.items[key] as YamlNode | null
      if (!node) return last
      last = node
    } else return last
  }
  return last
}

/** The key node of `key` in the map at `path`, so an unknown key is pointed at where it is written. */
function findKey(root: YamlNode | null, path: Array<string | number>, key: string): YamlNode | undefined {
  const map = path.length ? findNode(root, path) : root
  const pair = isMap(map) ? map.items.find((p) => (p.key as { value?: unknown } | null)?.value === key) : undefined
  return (pair?.key as YamlNode | undefined) ?? map ?? undefined
}

/** `path: message (received …)`, with unknown keys named. */
function describeIssue(issue: ZodIssue, raw: unknown): string {
  const path = issue.path.join('.')
  if (issue.code === 'unrecognized_keys') {
    return `Unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `\`${path ? `${path}.` : ''}${k}\``).join(', ')}`
  }
  const value = issue.path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), raw)
  const received = issue.code === 'custom' && value !== undefined ? ` (received ${JSON.stringify(value)})` : ''
  return `\`${path || '(front matter)'}\`: ${issue.message}${received}`
}

/** What to do about a front matter issue. */
function hintFor(issue: ZodIssue): string | undefined {
  if (issue.code === 'unrecognized_keys') return 'Remove the key or fix its spelling; see the front matter table in README.md.'
  if (issue.path[0] === 'date') return `Write the date as ${DATE_SHAPES}.`
  if (issue.path[0] === 'authors') return `Write authors as ${AUTHOR_SHAPES}.`
  if (issue.path[0] === 'tags' || issue.path[0] === 'keywords') return `Write \`${issue.path[0]}\` as a list of strings or one comma-separated string.`
  if (issue.code === 'invalid_type' && issue.received === 'undefined') return `Add \`${issue.path.join('.')}\` to the front matter.`
  return undefined
}

/** The `---` block at the start of a source, or '' when it has none (a save that leaves it alone leaves the page map alone). */
export function frontmatterBlock(source: string): string {
  const text = source.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n')
  if (!text.startsWith('---\n')) return ''
  const end = text.indexOf('\n---', 3)
  return end === -1 ? text : text.slice(0, end)
}
