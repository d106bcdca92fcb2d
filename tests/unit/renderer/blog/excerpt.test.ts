// A post's excerpt before Docusaurus's truncate marker (renderer/blog/excerpt.ts), for listings
// and feeds where the post has no description.
import { describe, expect, it } from 'vitest'
import { excerptOf } from '../../../../renderer/blog/excerpt.js'
import { createReport } from '../../../../renderer/diagnostics.js'
import { loadMetas } from '../../../../renderer/stages/meta.js'
import { planPages } from '../../../../renderer/stages/plan.js'
import { planBlog } from '../../../../renderer/blog/model.js'
import { testConfig } from '../../../helpers/config.js'
import { memoryTree } from '../../../helpers/tree.js'

describe('excerptOf', () => {
  it('gives the plain text of the paragraphs before the marker, in Markdown and MDX', () => {
    expect(excerptOf('---\ntitle: Retries\n---\n\nWe made **retries** safe with an [idempotency key](/docs/keys).\n\nSecond `paragraph`.\n\n<!-- truncate -->\n\nThe rest.\n')).toBe('We made retries safe with an idempotency key. Second paragraph.')
    expect(excerptOf("---\ntitle: Retries\n---\n\nimport Chart from './chart'\n\n## Heading\n\nSummary line\nwrapped.\n\n```js\ncode()\n```\n\n{/* truncate */}\n\nMore.\n")).toBe('Summary line wrapped.')
  })

  it('gives nothing without a marker or without text before it', () => {
    expect(excerptOf('---\ntitle: A\n---\n\nNo marker here.\n')).toBeUndefined()
    expect(excerptOf('---\ntitle: A\n---\n\n<!-- truncate -->\n\nText.\n')).toBeUndefined()
    expect(excerptOf('Inline <!-- truncate --> is not a marker.\n')).toBeUndefined()
  })

  it("is a listed post's description when its front matter has none", async () => {
    const report = createReport()
    const tree = memoryTree({
      'post/one.md': '---\ntitle: One\ndate: 2024-01-05\n---\n\nThe summary.\n\n<!-- truncate -->\n\nBody.\n',
      'post/two.md': '---\ntitle: Two\ndate: 2024-01-06\ndescription: Written.\n---\n\nOther.\n\n<!-- truncate -->\n',
    })
    const config = testConfig({})
    const pageMap = planPages(tree, await loadMetas(tree, config.root, report), config, report)
    const options = { folder: 'post', siteUrl: 'https://docs.example.com', pageSize: 10, defaultLocale: 'en-US', siteName: 'Acme', description: 'Test' }
    const posts = planBlog(pageMap, options, report).pages.find((p) => p.kind === 'index')!.blog.posts
    expect(posts.map((p) => [p.title, p.description])).toEqual([['Two', 'Written.'], ['One', 'The summary.']])
  })
})

