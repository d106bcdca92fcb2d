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
    ['quotes', 'title: "Quoted"\n'],
    ['a colon in the value', 'title: Retries: a guide\n'],
    ['a comment', 'title: Retries # draft\n'],
    ['a boolean', 'is_featured: true\n'],
    ['null', 'tags: null\n'],
    ['a capitalised boolean', 'draft: False\n'],
    ['a number', 'sidebar_position: 3\n'],
    ['a date', 'date: 2024-01-05\n'],
    ['a list', 'tags:\n  - API Advice\n'],
    ['a flow list', 'tags: [a, b]\n'],
    ['a duplicate key', 'title: A\ntitle: B\n'],
    ['a trailing space', 'title: Retries \n'],
    ['two spaces after the colon', 'title:  Retries\n'],
    ['a blank line', 'title: A\n\ndescription: B\n'],
    ['an empty text', ''],
    ['a key that is not a word', 'og-image: x\n'],
    ['__proto__', '__proto__: x\n'],
    ['an anchor', 'title: &a x\n'],
  ])('steps aside for %s', (_, text) => {
    expect(parseSimpleMapping(text)).toBeUndefined()
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
