// VitePress's marks on a fence's language (`js{4}`, `ts:line-numbers=2`, `js-vue`) highlight the
// code in its language with its lines marked and numbered, in `.md` and `.mdx` pages alike.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { runPage } from '../../../../renderer/mdx/run-content.js'
import { components } from '../../../../templates/layouts/index.js'

const BODY = `Retry with a backoff:

\`\`\`js{2}
const delays = [100, 200, 400]
for (const delay of delays) await retry(delay)
\`\`\`

\`\`\`ts:line-numbers=7 {1}
export const timeoutMs = 5000
\`\`\`

\`\`\`py:no-line-numbers
print("sent")
\`\`\`

\`\`\`js-vue
const greeting = 'hello'
\`\`\`
`

async function compiled(format: 'md' | 'mdx') {
  const { page, diagnostics } = await compilePage({ source: `---\ntitle: Fences\n---\n\n${BODY}`, file: `content/guide/fences.${format}`, format, root: process.cwd() })
  return { html: renderToString(createElement(runPage(page!.code!).Content, { components })), diagnostics }
}

/** Each `pre` of `html`: its language, whether its lines are numbered and from where, and its marked lines' text. */
function blocks(html: string) {
  return [...html.matchAll(/<figure[^>]*data-code-block[\s\S]*?<\/figure>/g)].map(([figure]) => ({
    lang: /data-language="([^"]*)"/.exec(figure)?.[1],
    numbered: figure.includes('data-line-numbers'),
    from: /counter-set:line (\d+)/.exec(figure)?.[1],
    marked: [...figure.matchAll(/<span class="line"[^>]*data-highlighted[^>]*>([\s\S]*?)<\/span>(?=<span class="line"|\n|<\/code>)/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'")),
  }))
}

describe.each(['md', 'mdx'] as const)("VitePress's fence marks in a .%s page", (format) => {
  it('highlight in the language, with the lines marked and numbered as written, and no warning', async () => {
    const { html, diagnostics } = await compiled(format)
    expect(diagnostics.filter((d) => d.ruleId === 'content/unknown-language')).toEqual([])
    expect(blocks(html)).toEqual([
      { lang: 'js', numbered: false, from: undefined, marked: ['for (const delay of delays) await retry(delay)'] },
      { lang: 'ts', numbered: true, from: '6', marked: ['export const timeoutMs = 5000'] },
      { lang: 'py', numbered: false, from: undefined, marked: [] },
      { lang: 'js', numbered: false, from: undefined, marked: [] },
    ])
  })
})
