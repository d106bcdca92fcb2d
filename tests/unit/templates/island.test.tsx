// An island inside a document render puts its component's markup in as kept markup, made once per
// component and props (templates/island.tsx): the document comes out as React renders it, and a
// component whose element does not carry the island's props is rendered by React each time.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import SearchBox from '../../../client/islands/SearchBox.js'
import ThemeSwitch from '../../../client/islands/ThemeSwitch.js'
import { Island } from '../../../templates/island.js'
import { fillRawParts, RawParts, RawPartsContext } from '../../../templates/support/raw-parts.js'
import type { ReactElement } from 'react'

/** `element` rendered as a document body is: inside a raw-parts render, its parts filled in. */
function inDocument(element: ReactElement): string {
  const raw = new RawParts()
  return fillRawParts(renderToString(<RawPartsContext.Provider value={raw}>{element}</RawPartsContext.Provider>), raw)
}

describe('islands in a document render', () => {
  const search = { locale: 'en-US', placement: 'navbar' as const, pointerUrl: '/_search/en-US.json' }
  const theme = { label: 'Thème', labels: { light: 'Clair', dark: 'Sombre', system: 'Système' } }
  const islands = () => (
    <>
      <Island name="search-box" props={search} loadWith="q"><SearchBox {...search} /></Island>
      <p>between</p>
      <Island name="theme-switch" props={theme}><ThemeSwitch {...theme} /></Island>
      <Island name="search-box" props={{ ...search, placement: 'sidebar' }}><SearchBox {...search} placement="sidebar" /></Island>
    </>
  )

  it('come out as React renders them, the first time and from the kept markup after', () => {
    const expected = renderToString(islands())
    expect(inDocument(islands())).toBe(expected)
    expect(inDocument(islands())).toBe(expected)
  })

  it('render each component once per props, and again for other props', () => {
    let renders = 0
    function Counted({ text }: { text: string }) {
      renders++
      return <span>{text}</span>
    }
    const island = (text: string) => <Island name="counted" props={{ text }}><Counted text={text} /></Island>
    for (let i = 0; i < 3; i++) expect(inDocument(island('a'))).toBe(renderToString(island('a')))
    const outside = renders
    expect(inDocument(<>{island('a')}{island('b')}</>)).toBe(renderToString(<>{island('a')}{island('b')}</>))
    expect(renders - outside).toBe(3) // 'b' once kept, twice outside a document render; 'a' kept already
  })

  it('leave to React a component whose props are not the island’s', () => {
    let renders = 0
    function Counted({ text }: { text: string }) {
      renders++
      return <span>{text}</span>
    }
    const island = <Island name="counted" props={{ text: 'a' }}><Counted text="b" /></Island>
    expect(inDocument(island)).toBe(renderToString(island))
    expect(inDocument(island)).toContain('<span>b</span>')
    expect(renders).toBe(3)
  })
})
