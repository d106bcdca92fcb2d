import { describe, expect, it } from 'vitest'
import { createReport } from '../../../../renderer/diagnostics.js'
import { checkPublicFiles, checkPublicOverwrites } from '../../../../renderer/stages/public-clashes.js'

const pub = (relPath: string) => ({ relPath, absPath: `/site/content/public/${relPath}` })
const messages = (report: ReturnType<typeof createReport>) => new Set(report.all().map((d) => `${d.file} ${d.severity} ${d.ruleId}: ${d.reason}`))

describe('public files (issue 13 item 3)', () => {
  it('refuses a public file that would replace a rendered page, naming both files', () => {
    const report = createReport()
    const page = { file: 'docs/intro.html', from: 'the page /docs/intro rendered from content/docs/intro.mdx' }
    checkPublicFiles([pub('docs/intro.html'), pub('Docs/Guide.html'), pub('docs/intro.txt')], [page, { file: 'docs/guide.html', from: 'the page /docs/guide rendered from content/docs/guide.mdx' }], '/site', report)
    expect(messages(report)).toEqual(new Set([
      'content/public/docs/intro.html error public/clash: Public file content/public/docs/intro.html would replace docs/intro.html, the page /docs/intro rendered from content/docs/intro.mdx',
      'content/public/Docs/Guide.html error public/clash: Public file content/public/Docs/Guide.html would replace docs/guide.html, the page /docs/guide rendered from content/docs/guide.mdx, its name differing only by case',
    ]))
  })

  it('refuses public files that differ only by case, and files under /_site/ (BLD-4)', () => {
    const report = createReport()
    checkPublicFiles([pub('Logo.png'), pub('logo.png'), pub('logo.svg'), pub('_site/app.js')], [], '/site', report)
    expect(messages(report)).toEqual(new Set([
      'content/public/logo.png error public/case-clash: Public files differ only by case: content/public/Logo.png and content/public/logo.png (one would replace the other on a case-insensitive file system or host)',
      "content/public/_site/app.js error public/clash: Public file content/public/_site/app.js would land among the build's own assets under /_site/",
    ]))
  })

  it('checks blog pages and feeds planned later the same way', () => {
    const report = createReport()
    checkPublicOverwrites([pub('post/feed.xml'), pub('post/other.xml')], [{ file: 'post/feed.xml', from: 'a blog feed' }], '/site', report)
    expect(messages(report)).toEqual(new Set(['content/public/post/feed.xml error public/clash: Public file content/public/post/feed.xml would replace post/feed.xml, a blog feed']))
  })
})
