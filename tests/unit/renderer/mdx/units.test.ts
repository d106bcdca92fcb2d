/** Pure helpers of the MDX stage: heading slugs, URL safety, code fence meta, unclosed braces. */
import { describe, expect, it } from 'vitest'
import { parseCodeMeta, peerFenceInfo } from '../../../../renderer/mdx/code-meta.js'
import { createHeadingSlugger, headingSlug, vitepressSlug } from '../../../../renderer/mdx/heading-slug.js'
import { findUnclosedBrace } from '../../../../renderer/mdx/unclosed-brace.js'
import { unsafeUrlScheme } from '../../../../renderer/mdx/url-safety.js'

describe('heading slugs', () => {
  it('follows GitHub and numbers repeats per slugger', () => {
    expect(headingSlug('Hello, World!')).toBe('hello-world')
    const slugger = createHeadingSlugger()
    expect([slugger.slug('Install'), slugger.slug('Install'), slugger.slug('install')]).toEqual(['install', 'install-1', 'install-2'])
    slugger.reserve('setup')
    expect(slugger.slug('Setup')).toBe('setup-1')
  })

  it.each([
    ['vi.fn()', 'vi-fn'],
    ['typecheck.ignoreSourceErrors', 'typecheck-ignoresourceerrors'],
    ['--bail[=<n>]', 'bail-n'],
    ['3. Set up the client', '_3-set-up-the-client'],
    ['Café & “quotes”', 'cafe-quotes'],
    ['<Content />', 'content'],
    ['snake_case and kebab-case', 'snake-case-and-kebab-case'],
    ['Größe ändern', 'große-andern'],
    ['日本語 の 見出し', '日本語-の-見出し'],
  ])("VitePress's slug of %j is %j", (text, id) => {
    expect(vitepressSlug(text)).toBe(id)
  })

  it("numbers VitePress's repeats from 1, past ids already taken", () => {
    const slugger = createHeadingSlugger('vitepress')
    slugger.reserve('setup-1')
    expect([slugger.slug('Setup'), slugger.slug('Setup'), slugger.slug('setup'), slugger.slug('vi.fn()')]).toEqual(['setup', 'setup-2', 'setup-3', 'vi-fn'])
  })
})

describe('unsafeUrlScheme', () => {
  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JaVaScRiPt:alert(1)', 'javascript'],
    ['  javascript:alert(1)', 'javascript'],
    ['javascript&#58;alert(1)', 'javascript'],
    ['javascript&#x3A;alert(1)', 'javascript'],
    ['jav&#x09;ascript:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['java\nscript:alert(1)', 'javascript'],
    ['\u0001javascript:alert(1)', 'javascript'],
    ['javascript&colon;alert(1)', 'javascript'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
    ['data:image/svg+xml,<svg/>', 'data'],
  ])('%j is unsafe (%s)', (url, scheme) => {
    expect(unsafeUrlScheme(url)).toBe(scheme)
  })

  it.each(['https://example.com', 'mailto:a@example.com', '/relative', '#frag', '?q', 'docs/javascript:x', 'tel:+1'])('%j is safe', (url) => {
    expect(unsafeUrlScheme(url)).toBeUndefined()
  })

  it('allows image data URIs only where an image is loaded', () => {
    expect(unsafeUrlScheme('data:image/png;base64,AAAA', { image: true })).toBeUndefined()
    expect(unsafeUrlScheme('data:image/png;base64,AAAA')).toBe('data')
    expect(unsafeUrlScheme('data:text/html,x', { image: true })).toBe('data')
  })
})

describe('parseCodeMeta', () => {
  it('reads filename, line ranges, line numbers and words', () => {
    const meta = parseCodeMeta('filename="src/a/b.ts" {1,3-5} showLineNumbers /foo/ /bar baz/')
    expect(meta.filename).toBe('src/a/b.ts')
    expect([...meta.lines]).toEqual([1, 3, 4, 5])
    expect(meta.lineNumbersFrom).toBe(1)
    expect(meta.words).toEqual(['foo', 'bar baz'])
  })

  it('keeps showLineNumbers{n} apart from line ranges', () => {
    const meta = parseCodeMeta("showLineNumbers{10} {2} title='x.yaml'")
    expect(meta).toEqual({ filename: 'x.yaml', lines: new Set([2]), lineNumbersFrom: 10, words: [], copy: true })
  })

  it('is empty without meta', () => {
    expect(parseCodeMeta(undefined)).toEqual({ lines: new Set(), words: [], copy: true })
  })

  it("starts the numbers where Docusaurus's showLineNumbers=n says", () => {
    expect(parseCodeMeta('title="a.ts" showLineNumbers=150 {2}')).toEqual({ filename: 'a.ts', lines: new Set([2]), lineNumbersFrom: 150, words: [], copy: true })
  })
})

describe('peerFenceInfo', () => {
  it.each([
    ['js{4}', '', 'js', '{4}'],
    ['js{1,4,6-8}', 'title="a.js"', 'js', '{1,4,6-8} title="a.js"'],
    ['ts:line-numbers', '{1}', 'ts', 'showLineNumbers {1}'],
    ['ts:line-numbers=2', '{1}', 'ts', 'showLineNumbers{2} {1}'],
    ['md:no-line-numbers', '', 'md', ''],
    ['ts:line-numbers{3}', '', 'ts', '{3} showLineNumbers'],
    ['js-vue', '', 'js', ''],
    ['vue{3-5}', '', 'vue', '{3-5}'],
    ['[File', 'tree]', '', '[File tree]'],
  ])('reads VitePress\'s %j (meta %j) as %j with %j', (lang, meta, toLang, toMeta) => {
    expect(peerFenceInfo(lang, meta)).toEqual({ lang: toLang, meta: toMeta })
  })

  it.each(['ts', 'c++', 'vue', 'vue-html', 'text', ''])('leaves %j as it is', (lang) => {
    expect(peerFenceInfo(lang, '{1}')).toEqual({ lang, meta: '{1}' })
  })
})

describe('findUnclosedBrace', () => {
  it('finds the first unmatched brace outside code and front matter', () => {
    const source = '---\ntitle: "{"\n---\n\n```js\nconst a = {\n```\n\n`{` and {ok} and\n\nthen {open\n'
    expect(findUnclosedBrace(source)).toEqual({ line: 11, column: 6 })
    expect(findUnclosedBrace('all {closed}\n')).toBeUndefined()
    expect(findUnclosedBrace('escaped \\{ brace\n')).toBeUndefined()
  })
})
