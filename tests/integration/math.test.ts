// `latex: true` renders `$…$` and `$$…$$` with KaTeX at build time, as MathML (issue 16 item 8, as
// Nextra's `latex` option); without it, dollars are text. KaTeX is loaded only by such a site.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runSite, tempRoot } from '../helpers/cli.js'

const PAGE = '# Rate limits\n\nA bucket refills at $r$ tokens per second, so a burst of $b$ requests waits\n\n$$\nt = \\frac{b}{r}\n$$\n\nseconds at most. A plan costs $5 a month.\n'

async function build(latex: boolean, page = PAGE): Promise<string> {
  const root = await tempRoot('math')
  await mkdir(path.join(root, 'content/docs'), { recursive: true })
  await writeFile(path.join(root, 'content/site.config.ts'), `import { defineConfig } from 'site/config'\n\nexport default defineConfig({ siteUrl: 'https://docs.example.com', brand: { name: 'Meter' }${latex ? ', latex: true' : ''} })\n`)
  await writeFile(path.join(root, 'content/docs/limits.mdx'), page)
  const built = await runSite(['build', '--root', root])
  expect(built.stderr).toBe('')
  return readFile(path.join(root, 'dist/docs/limits.html'), 'utf8')
}

describe('math', () => {
  it('renders inline and display math as MathML with latex: true', async () => {
    const html = await build(true)
    expect(html).toMatch(/<math[^>]*><semantics><mrow><mi>r<\/mi><\/mrow>/)
    expect(html).toMatch(/<math[^>]*display="block"[^>]*>.*<mfrac><mi>b<\/mi><mi>r<\/mi><\/mfrac>/s)
  })

  it('leaves dollars as text without it', async () => {
    const html = await build(false, '# Plans\n\nThe team plan costs $5 a seat, the company plan $8 a seat.\n')
    expect(html).not.toContain('<math')
    expect(html).toContain('costs $5 a seat, the company plan $8 a seat.')
  })
})
