// Chrome kept per site data and id (templates/support/kept-markup.tsx): inside a document render it
// comes out as React renders it, made once per site data, id and search pointers; outside one,
// without site data or without an id, React renders it every time.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ReactElement } from 'react'
import { KeptMarkup } from '../../../templates/support/kept-markup.js'
import { fillRawParts, RawParts, RawPartsContext } from '../../../templates/support/raw-parts.js'
import { SiteContext, useSite } from '../../../templates/site-context.js'
import { SearchIndexContext } from '../../../templates/theme/SearchSlot.js'
import type { SiteData } from '../../../templates/page-data.js'

const siteA = { brand: { name: 'Alpha' } } as SiteData
const siteB = { brand: { name: 'Beta' } } as SiteData

/** `element` as a document body is rendered: the site and search contexts around it, inside a raw-parts render when `raw`. */
function page(element: ReactElement, site: SiteData | null, search: Record<string, string> | undefined, raw = true): string {
  const tree = (
    <SiteContext.Provider value={site}>
      <SearchIndexContext.Provider value={search}>{element}</SearchIndexContext.Provider>
    </SiteContext.Provider>
  )
  if (!raw) return renderToString(tree)
  const parts = new RawParts()
  return fillRawParts(renderToString(<RawPartsContext.Provider value={parts}>{tree}</RawPartsContext.Provider>), parts)
}

describe('KeptMarkup', () => {
  let renders = 0
  function Chrome({ active }: { active: string }) {
    const site = useSite()
    return <header><a aria-current="page">{active}</a> <span>{site?.brand.name}</span></header>
  }
  const kept = (active: string) => (
    <main>
      <p>before</p>
      <KeptMarkup id={`chrome:${active}`} render={() => { renders++; return <Chrome active={active} /> }} />
      <p>after</p>
    </main>
  )

  it('comes out as React renders it, once per site data, id and search pointers', () => {
    const search = { 'en-US': '/_search/en-US.json' }
    const expected = page(kept('docs'), siteA, search, false)
    expect(expected).toContain('<header><a aria-current="page">docs</a> <span>Alpha</span>')
    renders = 0
    expect(page(kept('docs'), siteA, search)).toBe(expected)
    expect(page(kept('docs'), siteA, search)).toBe(expected)
    expect(renders).toBe(1)
    // Another id, another site data, other pointers: each rendered again.
    expect(page(kept('blog'), siteA, search)).toBe(page(kept('blog'), siteA, search, false))
    expect(page(kept('docs'), siteB, search)).toBe(page(kept('docs'), siteB, search, false))
    expect(page(kept('docs'), siteB, { 'en-US': '/_search/other.json' })).toContain('<span>Beta</span>')
    expect(renders).toBe(3 + 2 + 1)
  })

  it('renders the site and search contexts it is kept under', () => {
    function Reads() {
      const site = useSite()
      return <SearchIndexContext.Consumer>{(urls) => <b>{site?.brand.name}:{urls?.fr}</b>}</SearchIndexContext.Consumer>
    }
    const element = <KeptMarkup id="reads" render={() => <Reads />} />
    expect(page(element, siteA, { fr: '/_search/fr.json' })).toBe('<b>Alpha<!-- -->:<!-- -->/_search/fr.json</b>')
    expect(page(element, siteA, { fr: '/_search/fr-2.json' })).toBe('<b>Alpha<!-- -->:<!-- -->/_search/fr-2.json</b>')
  })

  it('is rendered by React every time outside a document render, without site data or without an id', () => {
    renders = 0
    page(kept('x'), siteA, undefined, false)
    page(kept('x'), siteA, undefined, false)
    page(kept('x'), null, undefined)
    page(kept('x'), null, undefined)
    expect(renders).toBe(4)
    const own = <KeptMarkup id={undefined} render={() => { renders++; return <Chrome active="own" /> }} />
    expect(page(own, siteA, undefined)).toBe(page(own, siteA, undefined, false))
    expect(renders).toBe(6)
  })
})
