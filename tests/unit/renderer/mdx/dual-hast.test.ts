// dual-hast.ts builds a code block's hast for the two code themes from each line's tokens; it
// must be the hast Shiki's codeToHast makes with the same options, for every fence we have and
// for the cases its rules name (empty and CRLF lines, whitespace tokens, font styles, lines too
// long to tokenize), the first time and when every line comes from the lines it kept.
import { createHighlighter } from 'shiki/bundle/full'
import { describe, expect, it } from 'vitest'
import { CODE_THEMES, ensureLanguage, getHighlighter } from '../../../../renderer/mdx/highlighter.js'
import { dualThemeHast, MAX_LINE_LENGTH } from '../../../../renderer/mdx/dual-hast.js'
import { codeFences } from './code-fences.js'

/** Blocks written for the rules: each is a case Shiki's pipeline treats on its own. */
const cases: Array<{ lang: string; code: string }> = [
  { lang: 'ts', code: '' },
  { lang: 'ts', code: '\n\nconst a = 1\n\n' },
  { lang: 'ts', code: 'const a = 1\r\nconst b = 2\r\n\r\nexport { a, b }' },
  { lang: 'ts', code: 'const   spaced   =    1  \n\t\tindented()\n   \n  // trailing  ' },
  { lang: 'markdown', code: '# Title\n\n**bold** and _italic_ and ~~struck~~ and [a link](https://example.com)\n\n> quote *emphasis*' },
  { lang: 'diff', code: '--- a/file\n+++ b/file\n@@ -1 +1 @@\n-old line\n+new line\n context' },
  { lang: 'ts', code: `const long = '${'x'.repeat(MAX_LINE_LENGTH)}'\nconst after = 2` },
  { lang: 'ts', code: `/* ${'y'.repeat(MAX_LINE_LENGTH + 10)} */\nconst after = 2` },
  { lang: 'ts', code: '/**\n * Comment run\n */\nconst s = `line\n${value}`\nexport {}' },
  { lang: 'python', code: 'def handler(event):\n    """Doc\n    more"""\n    return {"id": 1}' },
  { lang: 'bash', code: 'cat <<EOF > file\nbody $HOME\nEOF\necho done' },
  { lang: 'html', code: '<div>\n<script>\nconst x = 1\n</script>\n<style>\n.a { color: red }\n</style>\n</div>' },
  { lang: 'json', code: '{\n  "a": [1, 2, {"b": null}],\n  "c": "text"\n}' },
]

describe('code blocks built from kept lines (dual-hast.ts)', () => {
  it("make Shiki's own hast for every fence and rule, also when every line is kept", async () => {
    // ANSI has no grammar: rehype-code.ts leaves it to Shiki.
    const blocks = [...codeFences().filter((b) => b.lang !== 'ansi'), ...cases]
    expect(blocks.length).toBeGreaterThan(300)
    const kept = await getHighlighter()
    const plain = await createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: [] })
    const marked = new Set([2, 3])
    for (const pass of [0, 1]) {
      for (const { lang, code } of pass ? [...blocks].reverse() : blocks) {
        await ensureLanguage(kept, lang)
        if (!plain.getLoadedLanguages().includes(lang)) await plain.loadLanguage(lang as Parameters<typeof plain.loadLanguage>[0])
        const expected = plain.codeToHast(code, {
          lang,
          themes: CODE_THEMES,
          defaultColor: false,
          tokenizeTimeLimit: 0,
          tokenizeMaxLineLength: MAX_LINE_LENGTH,
          transformers: [{ line: (node, line) => void (marked.has(line) && (node.properties['data-highlighted'] = '')) }],
        })
        const built = dualThemeHast(kept, code, lang, CODE_THEMES, (line) => marked.has(line))
        expect(JSON.parse(JSON.stringify(built)), `${lang} (pass ${pass}): ${code.slice(0, 60)}`).toEqual(JSON.parse(JSON.stringify(expected)))
      }
    }
  })
})
