import { describe, expect, it } from 'vitest'
import type { ZodTypeAny } from 'zod'
import { formatDiagnostic } from '../../../renderer/diagnostics.js'
import { normalizeSource, readFrontmatter } from '../../../renderer/frontmatter.js'
import { Frontmatter, KNOWN_FRONTMATTER_KEYS, TEXT_FIELDS } from '../../../renderer/schemas/frontmatter.js'

const show = (source: string, schema = Frontmatter) =>
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
        hint: Write the date as an ISO date (2024-01-20, or 2024-01-20T10:00:00Z), 2024/01/20, 27 February 2023 or December 9th, 2022 (month names in English and other common languages, or 2022年12月9日)."
    `)
  })

  it('reports every problem of a file at once, with dotted paths (BLD-8)', () => {
    const source = '---\ndate: "not-a-date"\ntags: 3\nauthors:\n  - name: A\n    image_url: /a.svg\n  - name: 7\nsearch: maybe\n---\n'
    const reasons = readFrontmatter(source, 'content/post/x.mdx', Frontmatter).diagnostics.map((d) => `${d.line}:${d.column} ${d.reason}`)
    expect(reasons.sort()).toEqual([
      '2:7 `date`: Invalid date (received "not-a-date")',
      '3:7 `tags`: Expected array, received number',
      '7:11 `authors.1.name`: Expected string, received number',
      '8:9 `search`: Expected boolean, received string',
    ])
  })

  it('refuses javascript:, vbscript: and data: URLs in image, featured_image and author image_url at their position (XSS-7)', () => {
    const source = '---\ntitle: T\nimage: "  javascript:alert(1)"\nfeatured_image: "data:text/html,<script>alert(1)</script>"\nauthors:\n  - name: A\n    image_url: "java\\tscript:alert(1)"\n  - name: B\n    avatar: vbscript:msgbox(1)\n---\n'
    const reasons = readFrontmatter(source, 'content/post/x.mdx', Frontmatter).diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.reason}`)
    const unsafe = (scheme: string) => `Unsafe URL: \`${scheme}:\` URLs can run code in the reader's browser; use an https: or relative URL`
    expect(reasons.sort()).toEqual([
      `3:8 error \`image\`: ${unsafe('javascript')} (received "  javascript:alert(1)")`,
      `4:17 error \`featured_image\`: ${unsafe('data')} (received "data:text/html,<script>alert(1)</script>")`,
      `7:16 error \`authors.0.image_url\`: ${unsafe('javascript')} (received "java\\tscript:alert(1)")`,
      // `avatar` is read as image_url: the problem points at the author it belongs to.
      `8:5 error \`authors.1.image_url\`: ${unsafe('vbscript')}`,
    ])
    expect(readFrontmatter('---\nimage: https://a.example/x.png\nfeatured_image: /img/x.png\n---\n', 'content/post/x.mdx', Frontmatter).diagnostics).toEqual([])
  })

  it('reports YAML syntax errors at the opening quote or bracket, lines counting the opening --- (BLD-7)', () => {
    const d = readFrontmatter('---\ndescription: x\ntitle: "unterminated\n---\n', 'content/docs/x.mdx', Frontmatter).diagnostics
    expect(d.map((x) => `${x.line}:${x.column} ${x.ruleId} ${x.reason}`)).toEqual(['3:8 frontmatter/yaml-syntax Invalid YAML: Missing closing "quote'])
    const at = (yaml: string) => readFrontmatter(`---\n${yaml}---\n`, 'content/docs/x.mdx', Frontmatter).diagnostics.map((x) => `${x.line}:${x.column}`)
    expect(at("title: x\ndescription: 'open\n")).toEqual(['3:14'])
    expect(at('title: x\ntags: [a, b\n')).toEqual(['3:7'])
    expect(at('title: x\ntags: [a, "b\n')).toEqual(['3:11', '3:11'])
    expect(at('title: x\nauthors:\n  - name: "Ada\n    image_url: /a.png\n')).toEqual(['4:11'])
    expect(at('title: x\ntitle: y\n')).toEqual(['3:1'])
  })

  it('reports a front matter block that is never closed', () => {
    const d = readFrontmatter('---\ntitle: x\n\nBody\n', 'content/docs/x.mdx', Frontmatter).diagnostics
    expect(d.map((x) => x.ruleId)).toEqual(['frontmatter/unclosed'])
  })

  it('accepts null tags and reads BOM + CRLF files like LF ones (BLD-13)', () => {
    const lf = '---\ntitle: T\ntags: null\ndate: 2024-01-05\n---\nBody\n'
    const crlf = `\ufeff${lf.replace(/\n/g, '\r\n')}`
    const a = readFrontmatter(normalizeSource(lf), 'a', Frontmatter)
    const b = readFrontmatter(normalizeSource(crlf), 'b', Frontmatter)
    expect(a.diagnostics).toEqual([])
    expect(b.data).toEqual(a.data)
    expect(a.data).toEqual({ title: 'T', tags: null, date: '2024-01-05' })
  })

  it('keeps unknown keys (Nextra\'s searchable, full, sidebarTitle, asIndexPage) and needs no title', () => {
    const { data, diagnostics } = readFrontmatter('---\nsearchable: false\nfull: true\nasIndexPage: true\nsidebarTitle: Short\nmy_theme_key: { a: 1 }\n---\n# Hi\n', 'x', Frontmatter)
    expect(diagnostics).toEqual([])
    expect(data).toEqual({ searchable: false, full: true, asIndexPage: true, sidebarTitle: 'Short', my_theme_key: { a: 1 } })
    expect(readFrontmatter('# No front matter\n', 'x', Frontmatter)).toEqual({ data: {}, diagnostics: [] })
  })

  it('normalises tags, descriptions and dates in the shapes real sites write', () => {
    const read = (yaml: string) => readFrontmatter(`---\n${yaml}\n---\n`, 'x', Frontmatter)
    expect(read('tags: react, hooks ,  data').data.tags).toEqual(['react', 'hooks', 'data'])
    expect(read('keywords: a,b').data.keywords).toEqual(['a', 'b'])
    expect(read('tag: web, notes').data.tags).toEqual(['web', 'notes'])
    expect(read('description: null').data).toEqual({})
    expect(read('description: ""\ntitle: ""').data).toEqual({})
    expect(read('title: 2024').data.title).toBe('2024')
    const dates = ['2024-01-20', '2024-01-20T10:00:00Z', '2024/01/20', '2024/1/5', '27 February 2023', '27 Feb 2023', 'December 9th, 2022', 'Dec 9, 2022', 'March 1 2021']
    expect(dates.map((d) => read(`date: ${d}`).data.date)).toEqual(['2024-01-20', '2024-01-20T10:00:00Z', '2024-01-20', '2024-01-05', '2023-02-27', '2023-02-27', '2022-12-09', '2022-12-09', '2021-03-01'])
    const localized = ['27 Août 2021', '9 Décembre 2022', '27 de Agosto de 2021', '27 августа 2021 г.', '2021년 8월 27일', '2021年8月27日', '3. März 2020']
    expect(localized.map((d) => read(`date: ${d}`).data.date)).toEqual(['2021-08-27', '2022-12-09', '2021-08-27', '2021-08-27', '2021-08-27', '2021-08-27', '2020-03-03'])
    for (const bad of ['2024/02/30', '31 June 2023', 'Smarch 3, 2020', '2023-13-01']) {
      expect(read(`date: ${bad}`).diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId}`), bad).toEqual(['2:7 frontmatter/invalid-field'])
    }
  })

  it('reads authors as a name, id strings, split one-key items or objects', () => {
    const authors = (yaml: string) => readFrontmatter(`---\n${yaml}\n---\n`, 'x', Frontmatter).data.authors
    expect(authors('author: Jane Doe')).toEqual([{ name: 'Jane Doe' }])
    expect(authors('authors: [jane, john]')).toEqual([{ name: 'jane' }, { name: 'john' }])
    expect(authors('authors:\n  - name: A\n    image_url: /a.png\n  - name: B')).toEqual([{ name: 'A', image_url: '/a.png' }, { name: 'B' }])
    expect(authors('authors:\n  - name: A\n  - image_url: /a.png\n  - name: B\n  - avatar: /b.png')).toEqual([{ name: 'A', image_url: '/a.png' }, { name: 'B', image_url: '/b.png' }])
    expect(authors('authors:\n  name: Solo\n  link: https://x.example')).toEqual([{ name: 'Solo', link: 'https://x.example' }])
    const bad = readFrontmatter('---\nauthor: 12\n---\n', 'x', Frontmatter).diagnostics[0]!
    expect([bad.line, bad.column, bad.hint]).toEqual([2, 9, 'Write authors as a name, a list of names, or a list of { name, image_url } items (image_url optional).'])
  })

  it('warns about an unknown key that looks like a misspelt known one, and keeps it', () => {
    const { data, diagnostics } = readFrontmatter('---\ntitle: T\nsidebar_positon: 3\nsearchable: true\n---\n', 'x', Frontmatter, KNOWN_FRONTMATTER_KEYS)
    expect(data).toEqual({ title: 'T', sidebar_positon: 3, searchable: true })
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.reason}`)).toEqual(['3:1 warning Unknown key `sidebar_positon` (kept and passed to the page); did you mean `sidebar_position`?'])
  })

  it('reads plain text fields without the schema, to the same data, keys and warnings as the schema gives', () => {
    let parses = 0
    const counting = { safeParse: (value: unknown) => (parses++, Frontmatter.safeParse(value)) } as unknown as ZodTypeAny
    const keys = [...TEXT_FIELDS, 'searchable', 'my_key', 'titel', 'sidebar_positon', 'asIndexPage']
    const values = ['Retries', 'Page 0.1', 'Synthetic page 1 of section 0.', 'a', 'docs/intro', 'Use (and reuse) clients']
    let seed = 7
    const pick = <T>(list: readonly T[]): T => list[(seed = (seed * 48271) % 2147483647) % list.length]!
    for (let round = 0; round < 300; round++) {
      const chosen = [...new Set(Array.from({ length: 1 + (round % 6) }, () => pick(keys)))]
      const source = `---\n${chosen.map((key) => `${key}: ${pick(values)}`).join('\n')}\n---\n# Body\n`
      const viaSchema = readFrontmatter(source, 'x', Frontmatter, KNOWN_FRONTMATTER_KEYS)
      const before = parses
      const fast = readFrontmatter(source, 'x', counting, KNOWN_FRONTMATTER_KEYS, TEXT_FIELDS)
      expect(parses, source).toBe(before)
      expect(fast, source).toEqual(viaSchema)
      expect(Object.keys(fast.data), source).toEqual(Object.keys(viaSchema.data))
    }
    // A known key the schema changes (a list, a date, a boolean word, `author`) goes through it.
    for (const yaml of ['tags: a, b', 'date: December 9th, 2022', 'author: Jane', 'image: logo.png']) {
      const before = parses
      expect(readFrontmatter(`---\ntitle: T\n${yaml}\n---\n`, 'x', counting, KNOWN_FRONTMATTER_KEYS, TEXT_FIELDS).diagnostics).toEqual([])
      expect(parses, yaml).toBe(before + 1)
    }
  })

  it('reads lists and quoted values on the fast path to the same data, keys and warnings as the yaml library gives', () => {
    const mappings = [
      "personas:\n  - app-developer\n  - protocol-developer\ncategories:\n- protocol\nis_imported_content: 'true'",
      'title: Tags\ntags:\n  - api\n  - sdk',
      "title: \"Fees: an overview\"\ndescription: 'What an L2 charges'",
      'title: T\ncategries:\n  - a\n  - b',
      "title: T\nsearchable: 'false'\nsidebarTitle: \"Short #1\"",
    ]
    for (const yaml of mappings) {
      const fast = readFrontmatter(`---\n${yaml}\n---\n# Body\n`, 'x', Frontmatter, KNOWN_FRONTMATTER_KEYS, TEXT_FIELDS)
      // A comment line is no simple mapping: the yaml library reads it.
      const viaYaml = readFrontmatter(`---\n${yaml}\n# read by the library\n---\n# Body\n`, 'x', Frontmatter, KNOWN_FRONTMATTER_KEYS, TEXT_FIELDS)
      expect(fast, yaml).toEqual({ ...viaYaml, diagnostics: viaYaml.diagnostics.map((d) => ({ ...d, sourceText: expect.any(String) })) })
      expect(Object.keys(fast.data), yaml).toEqual(Object.keys(viaYaml.data))
    }
  })
})
