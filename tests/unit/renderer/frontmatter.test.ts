import { describe, expect, it } from 'vitest'
import { formatDiagnostic } from '../../../renderer/diagnostics.js'
import { normalizeSource, readFrontmatter } from '../../../renderer/frontmatter.js'
import { BlogFrontmatter, DocFrontmatter } from '../../../renderer/schemas/frontmatter.js'

const show = (source: string, schema = BlogFrontmatter) =>
  readFrontmatter(source, 'content/post/x.mdx', schema).diagnostics.map(formatDiagnostic).join('\n\n')

describe('readFrontmatter', () => {
  it('locates an invalid date at its YAML line and column', () => {
    expect(show('---\ntitle: Hello\ndate: soon\n---\n\nBody\n')).toMatchInlineSnapshot(`
      "content/post/x.mdx:3:7  error  \`date\`: Invalid date (received "soon")  frontmatter/invalid-field
        1 | ---
        2 | title: Hello
      > 3 | date: soon
          |       ^
        4 | ---
        hint: Use an ISO date such as 2025-01-31."
    `)
  })

  it('reports every problem of a file at once, with dotted paths (BLD-8)', () => {
    const source = '---\ndate: "not-a-date"\ntags: "x"\nauthors:\n  - name: A\n    image_url: /a.svg\n  - name: B\n    email: nope\ncolour: red\n---\n'
    const reasons = readFrontmatter(source, 'content/post/x.mdx', BlogFrontmatter).diagnostics.map((d) => `${d.line}:${d.column} ${d.reason}`)
    expect(reasons).toEqual([
      '2:1 `title`: Required',
      '2:7 `date`: Invalid date (received "not-a-date")',
      '3:7 `tags`: Expected array, received string',
      '7:5 `authors.1.image_url`: Required',
      '8:5 Unknown key `authors.1.email`',
      '9:1 Unknown key `colour`',
    ].sort((a, b) => reasons.indexOf(a) - reasons.indexOf(b)))
  })

  it('reports YAML syntax errors with the line counting the opening --- (BLD-7)', () => {
    const d = readFrontmatter('---\ndescription: x\ntitle: "unterminated\n---\n', 'content/docs/x.mdx', DocFrontmatter).diagnostics
    expect(d[0]!.ruleId).toBe('frontmatter/yaml-syntax')
    expect(d[0]!.line).toBeGreaterThanOrEqual(3)
  })

  it('reports a front matter block that is never closed', () => {
    const d = readFrontmatter('---\ntitle: x\n\nBody\n', 'content/docs/x.mdx', DocFrontmatter).diagnostics
    expect(d.map((x) => x.ruleId)).toEqual(['frontmatter/unclosed'])
  })

  it('accepts null tags and reads BOM + CRLF files like LF ones (BLD-13)', () => {
    const lf = '---\ntitle: T\ntags: null\ndate: 2024-01-05\n---\nBody\n'
    const crlf = `\ufeff${lf.replace(/\n/g, '\r\n')}`
    const a = readFrontmatter(normalizeSource(lf), 'a', BlogFrontmatter)
    const b = readFrontmatter(normalizeSource(crlf), 'b', BlogFrontmatter)
    expect(a.diagnostics).toEqual([])
    expect(b.data).toEqual(a.data)
    expect(a.data).toEqual({ title: 'T', tags: null, date: '2024-01-05' })
  })
})
