// The levels of a page's table of contents (templates/support/toc-levels.ts): h2 and h3, or what
// the peers' front matter asks for; the TOC lists those headings.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { tocLevels } from '../../../templates/support/toc-levels.js'
import { Toc } from '../../../templates/theme/Toc.js'
import { UI_STRINGS_EN } from '../../../core/i18n/ui-strings.js'

describe('tocLevels', () => {
  it("reads VitePress's outline, Starlight's tableOfContents and Docusaurus's toc levels", () => {
    expect(tocLevels({})).toEqual([2, 3])
    expect(tocLevels({ outline: 'deep' })).toEqual([2, 6])
    expect(tocLevels({ outline: 2 })).toEqual([2, 2])
    expect(tocLevels({ outline: [2, 4] })).toEqual([2, 4])
    expect(tocLevels({ tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 5 } })).toEqual([2, 5])
    expect(tocLevels({ tableOfContents: { maxHeadingLevel: 4 } })).toEqual([2, 4])
    expect(tocLevels({ toc_min_heading_level: 3, toc_max_heading_level: 4 })).toEqual([3, 4])
    expect(tocLevels({ toc_max_heading_level: 9 })).toEqual([2, 6])
    expect(tocLevels({ outline: [4, 2] })).toEqual([4, 4])
  })

  it('lists the headings of those levels', () => {
    const headings = [2, 3, 4, 5].map((depth) => ({ depth, id: `h${depth}`, value: `Level ${depth}` }))
    const listed = (levels?: readonly [number, number]) => [...renderToString(<Toc headings={headings} strings={UI_STRINGS_EN} levels={levels} />).matchAll(/data-depth="(\d)"/g)].map((m) => Number(m[1]))
    expect(listed()).toEqual([2, 3])
    expect(listed(tocLevels({ outline: 'deep' }))).toEqual([2, 3, 4, 5])
  })
})
