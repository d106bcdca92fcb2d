// Line marks written in a code block's text (renderer/mdx/code-annotations.ts): Docusaurus's magic comments and Shiki's notation.
import { describe, expect, it } from 'vitest'
import { hasNotation, magicComments } from '../../../../renderer/mdx/code-annotations.js'
import { compilePage } from '../../../../renderer/stages/compile.js'
import { replaceableElements } from '../../../../renderer/page-components.js'

describe('magic comments', () => {
  it('removes the comment lines and highlights the lines they name, in each comment syntax', () => {
    const code = ['a', '// highlight-next-line', 'b', '# highlight-start', 'c', '  <!-- highlight-end -->', 'd', '/* highlight-next-line */', 'e', '{/* highlight-start */}', 'f', '-- highlight-end'].join('\n')
    expect(magicComments(code)).toEqual({ code: 'a\nb\nc\nd\ne\nf', lines: [2, 3, 5, 6] })
  })

  it('leaves code that only mentions them alone', () => {
    expect(magicComments('const mode = "highlight-next-line"')).toBeUndefined()
    expect(magicComments('plain')).toBeUndefined()
    expect(magicComments('x // highlight-next-line')).toBeUndefined()
  })
})

describe("Shiki's notation", () => {
  it('is found only in its own form', () => {
    expect(hasNotation('a // [!code ++]')).toBe(true)
    expect(hasNotation('a # [!code highlight:3]')).toBe(true)
    expect(hasNotation('a // [!code word:x]')).toBe(false)
    expect(hasNotation('const note = "[!code"')).toBe(false)
  })

  it('marks lines of a compiled page, the comments removed, on the plain path and the compiled one alike', async () => {
    const source = '---\ntitle: T\n---\n\n```js\nold() // [!code --]\nnew_() // [!code ++]\n// [!code focus]\nkept()\n// highlight-next-line\nlit()\n```\n'
    for (const plain of [replaceableElements(), undefined]) {
      const { page } = await compilePage({ source, file: 'a.mdx', format: 'mdx', plain })
      const html = JSON.stringify(page!.html ?? page!.code)
      expect(html).toMatch(/has-diff/)
      for (const mark of ['line diff remove', 'line diff add', 'line focused']) expect(html).toContain(mark)
      expect(html).not.toContain('[!code')
      expect(html).not.toContain('highlight-next-line')
      expect(html).toMatch(/data-highlighted/)
    }
  })
})
