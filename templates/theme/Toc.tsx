/**
 * Table of contents: h2/h3 of the page, 250 px, extra-large screens only (CSS). The entry being
 * read is highlighted by client/behaviors/toc.ts (aria-current="location").
 */
import type { Heading } from '../../core/compiled-page.js'

export function Toc({ headings }: { headings: Heading[] }) {
  const items = headings.filter((h) => h.depth === 2 || h.depth === 3)
  return (
    <aside className="toc" aria-label="Table of contents">
      {items.length ? (
        <nav data-toc="" aria-labelledby="toc-title">
          <p className="toc-title" id="toc-title">On this page</p>
          <ul>
            {items.map((h) => (
              <li key={h.id} data-depth={h.depth}><a href={`#${h.id}`}>{h.value}</a></li>
            ))}
          </ul>
        </nav>
      ) : null}
    </aside>
  )
}
