/**
 * A fast path for the commonest front matter: lines of `key: plain text` (a title, a description).
 * It accepts only what YAML 1.2's core schema reads as a mapping of plain strings — a key of
 * letters, digits and `_` starting with a letter, one space, then a value that starts with a
 * letter, holds only letters, digits, spaces and `.,()/_-`, ends without a space and is not a
 * null or boolean word — and returns undefined for anything else, which then goes through the
 * `yaml` library. On 10,000 pages this saves ~300 ms of the page map (tests/unit/renderer/
 * simple-yaml.test.ts checks it against the library).
 */
const LINE = /^([A-Za-z][A-Za-z0-9_]*): ([A-Za-z][A-Za-z0-9 .,()/_-]*[A-Za-z0-9.,()/_-]|[A-Za-z])$/
const NOT_A_STRING = /^(?:[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE)$/

/** The mapping `yamlText` means, when every line is a simple `key: value`; else undefined. */
export function parseSimpleMapping(yamlText: string): Record<string, string> | undefined {
  const lines = yamlText.split('\n')
  if (lines.at(-1) === '') lines.pop()
  if (lines.length === 0) return undefined
  const data: Record<string, string> = {}
  for (const line of lines) {
    const match = LINE.exec(line)
    if (!match) return undefined
    const [, key, value] = match as unknown as [string, string, string]
    if (Object.hasOwn(data, key) || NOT_A_STRING.test(value)) return undefined
    data[key] = value
  }
  return data
}
