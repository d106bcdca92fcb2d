/**
 * Docs and posts point at each other (issue 21): every post is linked from at least one other page
 * and links to the docs, and the guides that have posts behind them list those posts under
 * "Related posts". Links are read from the sources; the build's link check proves they resolve.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { pageFiles } from './code-blocks/extract.ts'

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content')


const sources = new Map(pageFiles(content).map((file) => [path.relative(content, file), readFileSync(file, 'utf8')]))
const posts = readdirSync(path.join(content, 'post'))
  .filter((name) => name.endsWith('.mdx') || existsSync(path.join(content, 'post', name, 'index.mdx')))
  .map((name) => name.replace(/\.mdx$/, ''))

function fileOf(slug: string): string {
  return sources.has(`post/${slug}.mdx`) ? `post/${slug}.mdx` : `post/${slug}/index.mdx`
}

describe('related links', () => {
  it('links every post from another page', () => {
    const orphans = posts.filter((slug) =>
      ![...sources].some(([file, text]) => file !== fileOf(slug) && new RegExp(`/post/${slug}(?![\\w-])`).test(text)),
    )
    expect(orphans).toEqual([])
  })

  it('links every post to the docs', () => {
    expect(posts.filter((slug) => !/\]\(\/docs\//.test(sources.get(fileOf(slug))!))).toEqual([])
  })

  it('gives the guides with posts behind them a Related posts section', () => {
    const guides = ['customize-sdks/retries', 'customize-sdks/pagination', 'customize-sdks/webhooks', 'customize-sdks/errors',
      'openapi/openapi-support', 'openapi/maintenance', 'advanced-setup/sdk-automation', 'sdk-design/intro']
    const missing = guides.filter((guide) => !/^## Related posts\n\n- \[.+\]\(\/post\//m.test(sources.get(`docs/${guide}.mdx`)!))
    expect(missing).toEqual([])
  })
})
