/**
 * One data story (issue 21, item 3): the legal pages and the engineering posts say the same thing
 * about what Speakeasy keeps. The facts live in content/data/data-handling.yaml; every English page
 * is read sentence by sentence, and a sentence that states a preview retention period, lists what
 * an anonymized failure case removes, claims we keep no copy, keeps customer documents, or says documents are uploaded must
 * agree with them. The pages that carry the story (product security, privacy policy, the job-system
 * post) must state it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { dataStoryProblems, type DataFacts, type Page } from './data-story/check.ts'
import { pageFiles } from './code-blocks/extract.ts'

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content')
const facts = parse(readFileSync(path.join(content, 'data/data-handling.yaml'), 'utf8')) as DataFacts
const pages: Page[] = pageFiles(content)
  .filter((file) => !/\.fr\.mdx?$/.test(file) && path.basename(file) !== 'README.md')
  .map((file) => ({ file: path.relative(content, file), source: readFileSync(file, 'utf8') }))

const carriers = ['docs/product-security.mdx', 'docs/privacy-policy.mdx', 'post/running-10k-sdk-generations-a-day/index.mdx']

describe('data story', () => {
  it('tells the same story on every page', () => {
    expect(dataStoryProblems(pages, facts, carriers)).toEqual([])
  })

  const page = (source: string): Page[] => [
    ...pages.filter((p) => carriers.includes(p.file)),
    { file: 'post/sample.mdx', source: `---\ntitle: x\n---\n\n${source}\n` },
  ]

  it('fails on a post that keeps previews for another period', () => {
    expect(dataStoryProblems(page('Preview outputs expire from object storage after 14 days.'), facts, carriers))
      .toEqual([expect.stringMatching(/^post\/sample\.mdx:5: .*14 days.*30/)])
  })

  it('fails on a post whose anonymized copy keeps more than the legal pages say', () => {
    expect(dataStoryProblems(page('Each failure attaches an anonymized copy of the document, with descriptions removed. Workspaces can turn it off.'), facts, carriers))
      .toEqual([expect.stringMatching(/^post\/sample\.mdx:5: .*examples, server URLs/)])
  })

  it('fails on an anonymized copy with no way to opt out', () => {
    expect(dataStoryProblems(page('A compile failure attaches an anonymized copy of the processed document (descriptions, examples and server URLs removed) to an issue.'), facts, carriers))
      .toEqual([expect.stringMatching(/^post\/sample\.mdx:5: .*opt/)])
  })

  it('fails on "we do not keep a copy" said of anything but code generated in CI', () => {
    expect(dataStoryProblems(page('Previews are generated on demand and we do not keep a copy of them.'), facts, carriers))
      .toEqual([expect.stringMatching(/^post\/sample\.mdx:5: .*keep no copy/)])
  })

  it('fails on a page that says every document is uploaded', () => {
    expect(dataStoryProblems(page('Every generation uploads the processed OpenAPI document so the next one can diff against it.'), facts, carriers))
      .toEqual([expect.stringMatching(/^post\/sample\.mdx:5: .*upload/)])
  })

  it('fails on a post that keeps a corpus of customer documents', () => {
    expect(dataStoryProblems(page('With permission, we keep a corpus of real-world OpenAPI documents from customers and generate every target nightly.'), facts, carriers))
      .toEqual([expect.stringMatching(/^post\/sample\.mdx:5: .*customer documents/)])
  })

  it('fails when a legal page stops stating the retention period', () => {
    const withoutRetention = pages
      .filter((p) => carriers.includes(p.file))
      .map((p) => (p.file === 'docs/privacy-policy.mdx' ? { ...p, source: p.source.replace(/^- Preview outputs:.*$/m, '').replace(/<figure>[\s\S]*?<\/figure>/g, '').replace(/Previews you ask us to generate are kept for 30 days\. /, '') } : p))
    expect(dataStoryProblems(withoutRetention, facts, carriers)).toEqual([expect.stringMatching(/^docs\/privacy-policy\.mdx: .*retention/)])
  })
})
