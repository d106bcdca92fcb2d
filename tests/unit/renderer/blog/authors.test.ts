// Docusaurus's blog authors file (renderer/blog/authors.ts): a post's author written as a key of
// `<blog folder>/authors.yml` takes the file's name and picture; a bad file is located.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createReport } from '../../../../renderer/diagnostics.js'
import { readBlogAuthors } from '../../../../renderer/blog/authors.js'
import { loadMetas } from '../../../../renderer/stages/meta.js'
import { planPages } from '../../../../renderer/stages/plan.js'
import { planBlog } from '../../../../renderer/blog/model.js'
import { testConfig } from '../../../helpers/config.js'
import { memoryTree, page } from '../../../helpers/tree.js'

function contentWith(file: string, text: string): string {
  const content = mkdtempSync(path.join(tmpdir(), 'authors-'))
  mkdirSync(path.join(content, 'post'))
  writeFileSync(path.join(content, 'post', file), text)
  return content
}

const OPTIONS = { folder: 'post', siteUrl: 'https://docs.example.com', pageSize: 10, defaultLocale: 'en-US', siteName: 'Acme', description: 'Test site' }

describe("the blog's authors file", () => {
  it("gives a post's author written as its key the file's name and picture; others stay as written", async () => {
    const report = createReport()
    const authors = readBlogAuthors(contentWith('authors.yml', 'ada:\n  name: Ada Lovelace\n  title: Engineer\n  image_url: https://example.com/ada.png\ngrace:\n  name: Grace Hopper\n'), 'post', report)
    expect(report.all()).toEqual([])
    const tree = memoryTree({ 'post/one.mdx': page('One', 'date: 2024-01-05\nauthors: [ada, grace, Someone Else]\n'), 'post/two.mdx': page('Two', 'date: 2024-01-06\nauthors: ada\n') })
    const config = testConfig({})
    const pageMap = planPages(tree, await loadMetas(tree, config.root, report), config, report)
    const posts = planBlog(pageMap, { ...OPTIONS, authors }, report).pages.find((p) => p.kind === 'index')!.blog.posts
    expect(posts.map((p) => [p.title, p.authors])).toEqual([
      ['Two', [{ name: 'Ada Lovelace', imageUrl: 'https://example.com/ada.png' }]],
      ['One', [{ name: 'Ada Lovelace', imageUrl: 'https://example.com/ada.png' }, { name: 'Grace Hopper', imageUrl: '' }, { name: 'Someone Else', imageUrl: '' }]],
    ])
  })

  it('reports a file that cannot be read at its place, and an author without a name', () => {
    const broken = createReport()
    expect(readBlogAuthors(contentWith('authors.yml', 'ada:\n  name: [Ada\n'), 'post', broken).size).toBe(0)
    expect(broken.all().map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.ruleId}`)).toEqual(['error content/post/authors.yml:3:1 blog/invalid-authors'])
    const nameless = createReport()
    expect([...readBlogAuthors(contentWith('authors.json', '{\n  "ada": { "name": "Ada" },\n  "x": { "title": "No name" }\n}\n'), 'post', nameless).keys()]).toEqual(['ada'])
    expect(nameless.all().map((d) => `${d.severity} ${d.line} ${d.reason}`)).toEqual(['warning 3 Author `x` has no `name`: it is left out'])
  })
})
