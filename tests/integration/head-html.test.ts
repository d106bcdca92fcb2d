// templates/Head.tsx writes a page's <head> itself, as React would (a React render per page's head
// was 4 % of a page worker). SITE_REACT_HEAD=on renders every head with React: both builds of a
// site with translations, posts, noindex pages, a banner-free config and titles that need escaping
// must write the same bytes.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true })
  return entries.filter((f) => f.endsWith('.html')).sort()
}

describe('the head written without React', () => {
  it('is byte for byte the head React writes, on every page of a site with translations, posts and escaped titles', async () => {
    const root = await copyFixture('seo')
    await writeFile(path.join(root, 'content/docs/escapes.mdx'), `---\ntitle: Quotes "double" & 'single' <b>tags</b> — ünïcode\ndescription: A <description> with "quotes" & 'apostrophes'\n---\n\nText.\n`)
    for (const [out, env] of [['a', {}], ['b', { SITE_REACT_HEAD: 'on' }]] as const) {
      const result = await runSite(['build', '--root', root, '--no-cache', '--out', out], { env })
      expect(result.code, result.stderr).toBe(0)
    }
    const files = await htmlFiles(path.join(root, 'a'))
    expect(await htmlFiles(path.join(root, 'b'))).toEqual(files)
    const heads = new Map<string, string>()
    for (const file of files) {
      const [a, b] = await Promise.all(['a', 'b'].map((out) => readFile(path.join(root, out, file), 'utf8')))
      expect(a, file).toBe(b)
      heads.set(file, a.slice(a.indexOf('<head>'), a.indexOf('</head>')))
    }
    // The kinds of tag the comparison went through.
    const all = [...heads.values()].join('\n')
    expect(all).toContain('hrefLang="x-default"')
    expect(all).toContain('id="site-locale-routes"')
    expect(all).toContain('<meta property="og:type" content="article"/>')
    expect(all).toContain('<meta name="robots" content="noindex"/>')
    expect(all).toContain('type="text/markdown"')
    expect(heads.get('docs/escapes.html')).toContain('<title>Quotes &quot;double&quot; &amp; &#x27;single&#x27; &lt;b&gt;tags&lt;/b&gt; — ünïcode | Acme</title>')
  })
})
