// The front matter fast path must mean exactly what the yaml library reads, or step aside.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { normalizeSource } from '../../../renderer/frontmatter.js'
import { parseSimpleMapping } from '../../../renderer/simple-yaml.js'
import { REPO } from '../../helpers/cli.js'

/** The front matter text of every page of content/. */
function contentFrontMatter(): string[] {
  const texts: string[] = []
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(full)
      else if (/\.mdx?$/.test(entry.name)) {
        const source = normalizeSource(readFileSync(full, 'utf8'))
        const end = source.indexOf('\n---', 3)
        if (source.startsWith('---\n') && end !== -1) texts.push(source.slice(4, end + 1))
      }
    }
  }
  visit(path.join(REPO, 'content'))
  return texts
}

describe('parseSimpleMapping', () => {
  it('reads plain key: value lines', () => {
    expect(parseSimpleMapping('title: Page 0.0\ndescription: Synthetic page 0 of section 0.\n')).toEqual({ title: 'Page 0.0', description: 'Synthetic page 0 of section 0.' })
  })

  it.each([
    ['a colon in the value', 'title: Retries: a guide\n'],
    ['a comment', 'title: Retries # draft\n'],
    ['a boolean', 'is_featured: true\n'],
    ['null', 'tags: null\n'],
    ['a capitalised boolean', 'draft: False\n'],
    ['a number', 'sidebar_position: 3\n'],
    ['a date', 'date: 2024-01-05\n'],
    ['a key without a value', 'tags:\n'],
    ['list items at two indentations', 'tags:\n  - a\n    - b\n'],
    ['a list of mappings', 'authors:\n  - name: Ada\n'],
    ['a nested list', 'tags:\n  - - a\n'],
    ['a list item with a comment', 'tags:\n  - a # b\n'],
    ['a list item that goes on', 'tags:\n  - a\n    b\n'],
    ['a list item without a space', 'tags:\n  -a\n'],
    ['a tab before an item', 'tags:\n\t- a\n'],
    ['an escape in double quotes', 'title: "a\\nb"\n'],
    ['an escaped quote in single quotes', "title: 'it''s'\n"],
    ['a comment after quotes', "title: 'a' # b\n"],
    ['a line separator in quotes', 'title: "a\u2028b"\n'],
    ['a flow list of lists', 'tags: [[a]]\n'],
    ['a quoted comma in a flow list', "tags: ['a, b']\n"],
    ['a flow list over two lines', 'tags: [a,\n  b]\n'],
    ['a block with a blank line', 'description: >-\n  One\n\n  Two\n'],
    ['a block line more indented', 'description: >-\n  One\n    Two\n'],
    ['a block line with a trailing space', 'description: |\n  One \n'],
    ['a block kept to its last line ending', 'description: >+\n  One\n'],
    ['a block followed by an item', 'description: >\n  One\n- x\n'],
    ['a version number', 'version: 1.0.0\n'],
    ['an exponent', 'size: 1e5\n'],
    ['a hex number', 'id: 0x1F\n'],
    ['a tilde', 'title: ~\n'],
    ['a duplicate key', 'title: A\ntitle: B\n'],
    ['a blank line', 'title: A\n\ndescription: B\n'],
    ['an empty text', ''],
    ['a key that is not a word', 'og-image: x\n'],
    ['__proto__', '__proto__: x\n'],
    ['an anchor', 'title: &a x\n'],
  ])('steps aside for %s', (_, text) => {
    expect(parseSimpleMapping(text)).toBeUndefined()
  })

  it('reads lists of values and quoted values (tags, categories, a quoted boolean)', () => {
    const text = "title: Interop\npersonas:\n  - app-developer\n  - protocol-developer\ncategories:\n- protocol\nis_imported_content: 'true'\nsummary: \"Fees: what an L2 charges #1\"\n"
    expect(parseSimpleMapping(text)).toEqual({ title: 'Interop', personas: ['app-developer', 'protocol-developer'], categories: ['protocol'], is_imported_content: 'true', summary: 'Fees: what an L2 charges #1' })
    expect(parseSimpleMapping(text)).toEqual(parse(text))
  })

  it('reads flow lists, folded and literal blocks, and plain values with punctuation', () => {
    const text = "description: >-\n  Learn about the fundamentals of sending data and\n  tokens: between L1 & L2 # not a comment.\ntags: [api, 'sdk', \"cli\" ]\ntopic: 404-page-not-found\ntitle:  What makes a chain standard?\nnote: |\n  Line one\n  Line two\n"
    expect(parseSimpleMapping(text)).toEqual({
      description: 'Learn about the fundamentals of sending data and tokens: between L1 & L2 # not a comment.',
      tags: ['api', 'sdk', 'cli'],
      topic: '404-page-not-found',
      title: 'What makes a chain standard?',
      note: 'Line one\nLine two\n',
    })
    expect(parseSimpleMapping(text)).toEqual(parse(text))
  })

  it('agrees with the yaml library on every mapping it accepts among generated ones', () => {
    const values = ['Retries', 'true', 'null', 'x', 'Guide to v2.1 (beta)', "'true'", "''", "'it''s'", "'a # b'", "' padded '", '"null"', '""', '"a\\"b"', '"Fees: 1"', '"\u00e9t\u00e9 \ud83d\ude80"', "'\\d+'", '- x', '#x', '"tab\there"', "'x' y"]
    const plain = ["testnets' blob & fee bug", 'What is it?', 'C# and F#', 'a: b', 'a #b', 'a:b', 'Use [brackets] {x}', '3rd party', '404-not-found', '1.0.0', '1e5', '2024-01-05', '0x1F', '.inf', 'Yes', 'NULL', 'étude', '100%', 'a "quoted" word', 'x,y', '*star*', 'a | b > c', 'end:', 'https://a.example/x?y=1']
    const flows = ['[]', '[a]', '[a, b]', "[ 'a', \"b\" ]", '[a, ]', '[a,b]', '[a, [b]]', '[true]', "['a, b']", '[a #b]', '[x: y]', '[1, 2]', '[404-x, y]']
    const blocks = ['>-', '>', '|', '|-', '>+', '>2']
    const lines = ['Learn about the OP Stack.', 'tokens: between # L1', "it's 100% & more", 'x', '  more indented', 'trailing ', '']
    let seed = 7
    const pick = <T>(items: readonly T[]): T => items[(seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % items.length]!
    let accepted = 0
    for (let n = 0; n < 6_000; n++) {
      const text: string[] = []
      for (const key of ['title', 'tags', 'note_2']) {
        const form = pick(['line', 'plain', 'flow', 'list', 'block', 'skip'] as const)
        const gap = pick([' ', ' ', '  '])
        if (form === 'line') text.push(`${key}:${gap}${pick(values)}`)
        else if (form === 'plain') text.push(`${key}:${gap}${pick(plain)}${pick(['', '', ' '])}`)
        else if (form === 'flow') text.push(`${key}:${gap}${pick(flows)}`)
        else if (form === 'list') {
          const indent = pick(['', '  ', '    '])
          text.push(`${key}:`, ...Array.from({ length: 1 + (n % 3) }, () => `${pick([indent, indent, '  '])}-${pick([' ', ' ', '   '])}${pick([...values, ...plain])}`))
        } else if (form === 'block') {
          const indent = pick(['  ', '  ', '    '])
          text.push(`${key}: ${pick(blocks)}`, ...Array.from({ length: 1 + (n % 3) }, () => `${pick([indent, indent, indent, ' '])}${pick(lines)}`))
        }
      }
      const yaml = `${text.join('\n')}\n`
      const fast = parseSimpleMapping(yaml)
      if (fast === undefined) continue
      accepted++
      expect(fast, yaml).toEqual(parse(yaml))
    }
    expect(accepted).toBeGreaterThan(600)
  })

  it('agrees with the yaml library on every front matter of content/ it accepts, and on tricky words', () => {
    const texts = [...contentFrontMatter(), 'title: nullify\n', 'title: True story\n', 'title: x\n', 'title: Null and void\n', 'title: Yes\n', 'title: On\n', 'title: NaN\n', 'title: Infinity\n']
    let accepted = 0
    for (const text of texts) {
      const fast = parseSimpleMapping(text)
      if (fast === undefined) continue
      accepted++
      expect(fast, text).toEqual(parse(text))
    }
    expect(accepted).toBeGreaterThan(8)
  })
})
