/**
 * SearchSlot: where the search box lives in the navbar, the sidebar and the small-screen bar.
 * Mounts the `search-box` island (client/islands/SearchBox.tsx), server-rendered as an enabled
 * input of the same dimensions (class `search-slot`, 36 px high), hydrated on the first sign of use
 * (pointer over, focus, the '/' and Ctrl/Cmd+K shortcuts of the pre-paint script); the navbar box
 * loads at once for a `?q=` query (the WebSite SearchAction of the JSON-LD), which it opens. The URL of the locale's search pointer (a stable name whose body names the content-hashed index,
 * renderer/stages/search.ts) comes from `pointerUrl`, else from SearchIndexContext, which
 * renderDocument provides from PageData.assets.searchPointer.
 * NOTE: the browser half is client/islands/SearchBox.tsx; the index is made by renderer/stages/search.ts.
 */
import { createContext, useContext } from 'react'
import SearchBox, { type SearchBoxProps } from '../../client/islands/SearchBox.js'
import { Island } from '../island.js'
import { useSite } from '../site-context.js'

/** Locale → URL of that locale's search pointer. */
export const SearchIndexContext = createContext<Record<string, string> | undefined>(undefined)

export function SearchSlot({ placement, locale, pointerUrl }: { placement: 'navbar' | 'sidebar' | 'mobile'; locale: string; pointerUrl?: string }) {
  const urls = useContext(SearchIndexContext)
  const placeholder = useSite()?.search.placeholder
  const props: SearchBoxProps = { locale, placement, pointerUrl: pointerUrl ?? urls?.[locale], ...(placeholder ? { placeholder } : {}) }
  return (
    <div className="search-slot" data-search-slot={placement} data-locale={locale}>
      <Island name="search-box" props={props} loadWith={placement === 'navbar' ? 'q' : undefined}>
        <SearchBox {...props} />
      </Island>
    </div>
  )
}
