/**
 * A fast path for the commonest front matter: lines of `key: value` (a title, a description), where
 * a value is plain text, a quoted string without escapes, a list of such values (`  - guide` lines
 * after a `key:` line of its own, or `[guide, api]`), or a folded or literal block of text lines
 * (`description: >-` and its lines, as Prettier wraps a long one). It accepts only what YAML 1.2's
 * core schema reads as a mapping of strings and lists of strings — a key of letters, digits and
 * `_` starting with a letter; a plain value that starts with a letter (or a digit, when the value
 * cannot read as a number), holds only letters, digits, spaces and punctuation that means nothing
 * inside a value (never ` #`, `: ` or, in a `[…]` list, `,[]{}`) and is not a null or boolean
 * word; a quoted value of printable characters but its quote (and a backslash in double quotes);
 * block lines at one indentation, none blank — and returns undefined for anything else, which
 * then goes through the `yaml` library. On 10,000 pages the plain lines save ~300 ms of the page
 * map; the rest ~0.8 ms a page of a real Nextra site whose pages list their personas and
 * categories and wrap their descriptions (the Optimism docs: 197 ms of a one-page edit's 0.96 s
 * went to YAML for 233 pages). tests/unit/renderer/simple-yaml.test.ts checks it against the library.
 */
const KEY_VALUE = /^([A-Za-z][A-Za-z0-9_]*):(?: +(.+))?$/
/** A plain value: no indicator first, no space last, no ` #` or `: ` inside, nothing but letters, digits, spaces and harmless punctuation. */
const PLAIN = /^[\p{L}\p{N}](?:[\p{L}\p{N} .,()/_'?&!"+=;~$%*<>@`^|\-[\]{}:#]*[\p{L}\p{N}.,()/_'?&!"+=;~$%*<>@`^|\-[\]{}#])?$/u
/** What a plain value holds that makes it something else: a comment, a mapping, or (in a flow list) the list's own marks. */
const NOT_PLAIN = / #|: |:$/
const FLOW_MARKS = /[,[\]{}]/
/** Printable characters (YAML's c-printable, without the line separators some readers break at): in quotes, all but the quote (and a backslash in double quotes). */
const SINGLE_QUOTED = /^'((?:[ -&(-~\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]|[\ud800-\udbff][\udc00-\udfff])*)'$/
const DOUBLE_QUOTED = /^"((?:[ !#-[\]-~\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]|[\ud800-\udbff][\udc00-\udfff])*)"$/
const BLOCK_LINE = /^( +)((?:[!-~\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]|[\ud800-\udbff][\udc00-\udfff])(?:(?:[ -~\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]|[\ud800-\udbff][\udc00-\udfff])*(?:[!-~\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]|[\ud800-\udbff][\udc00-\udfff]))?)$/
const ITEM = /^( *)- +(.+)$/
const NOT_A_STRING = /^(?:[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE)$/
/** What YAML's core schema reads as a number (and dates, which other schemas read). */
const NUMBER_LIKE = /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt ].*)?)$/

/** The mapping `yamlText` means, when every line is a simple `key: value`, list item or block line; else undefined. */
export function parseSimpleMapping(yamlText: string): Record<string, string | string[]> | undefined {
  // As written (a block keeps its lines' trailing spaces), and without trailing spaces for the rest.
  const written = yamlText.split('\n')
  const lines = written.map((line) => line.replace(/ +$/, ''))
  if (lines.at(-1) === '') lines.pop()
  if (lines.length === 0) return undefined
  const data: Record<string, string | string[]> = {}
  for (let i = 0; i < lines.length; i++) {
    const match = KEY_VALUE.exec(lines[i]!)
    if (!match || Object.hasOwn(data, match[1]!)) return undefined
    const found = valueAt(match[2], lines, written, i + 1)
    if (!found) return undefined
    data[match[1]!] = found.value
    i += found.lines
  }
  return data
}

/** The value of a key whose line holds `written` after its colon (undefined: nothing), and the lines after it that it takes; undefined when it is not simple. */
function valueAt(written: string | undefined, lines: string[], asWritten: string[], next: number): { value: string | string[]; lines: number } | undefined {
  if (written === undefined) return listAt(lines, next)
  if (/^[>|]-?$/.test(written)) return blockAt(asWritten, next, written)
  const value = scalar(written) ?? flowList(written)
  return value === undefined ? undefined : { value, lines: 0 }
}

/** The string a value written on one line means, or undefined when it is not a simple one; `flow` inside `[…]`. */
function scalar(written: string, flow = false): string | undefined {
  const quoted = SINGLE_QUOTED.exec(written) ?? DOUBLE_QUOTED.exec(written)
  if (quoted) return quoted[1]!
  if (!PLAIN.test(written) || NOT_PLAIN.test(written) || NOT_A_STRING.test(written) || NUMBER_LIKE.test(written)) return undefined
  if (/^[0-9]/.test(written) && !/\p{L}/u.test(written)) return undefined
  return flow && FLOW_MARKS.test(written) ? undefined : written
}

/** The items of a `[a, 'b']` list, or undefined when it is not one of simple values. */
function flowList(written: string): string[] | undefined {
  const inner = /^\[ *(.*?) *\]$/.exec(written)?.[1]
  if (inner === undefined) return undefined
  if (inner === '') return []
  const parts = inner.replace(/ *, *$/, '').split(/ *, */)
  const items = parts.map((part) => scalar(part, true))
  return items.every((item) => item !== undefined) ? items : undefined
}

/** The items of the list starting at line `from` (each `- value` at one indentation), and its lines; undefined when there is none or one is not simple. */
function listAt(lines: string[], from: number): { value: string[]; lines: number } | undefined {
  const items: string[] = []
  let indent: string | undefined
  for (let i = from; i < lines.length; i++) {
    const match = ITEM.exec(lines[i]!)
    if (!match) break
    if (indent !== undefined && match[1] !== indent) return undefined
    indent = match[1]!
    const value = scalar(match[2]!)
    if (value === undefined) return undefined
    items.push(value)
  }
  return items.length ? { value: items, lines: items.length } : undefined
}

/**
 * The text of the block scalar (`>`, `>-`, `|`, `|-`) whose lines start at `from` in `lines` (as
 * written: a block keeps its lines' trailing spaces): lines at one indentation, none blank or
 * more indented; folded (`>`) joins them with spaces, literal (`|`) with line endings; `-` drops
 * the last line ending. Undefined unless the block ends at the next key or the end.
 */
function blockAt(lines: string[], from: number, header: string): { value: string; lines: number } | undefined {
  const texts: string[] = []
  let indent: string | undefined
  let i = from
  for (; i < lines.length; i++) {
    const line = lines[i]!
    if (line === '' && i === lines.length - 1) break
    if (!line.startsWith(' ')) break
    const match = BLOCK_LINE.exec(line)
    if (!match || (indent !== undefined && match[1] !== indent)) return undefined
    indent = match[1]!
    texts.push(match[2]!)
  }
  if (!texts.length || (i < lines.length && lines[i] !== '' && !KEY_VALUE.test(lines[i]!))) return undefined
  const text = texts.join(header.startsWith('>') ? ' ' : '\n')
  return { value: header.endsWith('-') ? text : `${text}\n`, lines: texts.length }
}
