/**
 * Cards: a grid of link cards, `<Cards><Cards.Card title href icon>…</Cards.Card></Cards>`.
 * Links starting with http are plain external anchors (`rel="noopener"`); others are site routes,
 * to the page's locale when it has the route (`useHref`).
 */
import type { CSSProperties, ReactNode } from 'react'
import { useHref } from '../site-context.js'

function CardsRoot({ num, children }: { num?: number; children?: ReactNode }) {
  return (
    <div className="cards" data-cards="" style={num ? ({ '--cards-columns': num } as CSSProperties) : undefined}>
      {children}
    </div>
  )
}

/** `arrow` (Nextra) ends the title with an arrow. */
export function Card({ title, href: given, icon, arrow, children }: { title: ReactNode; href: string; icon?: ReactNode; arrow?: boolean; children?: ReactNode }) {
  const href = useHref()(given)
  const external = /^https?:\/\//i.test(href)
  return (
    <a className="card" href={href} rel={external ? 'noopener' : undefined} data-external={external ? '' : undefined}>
      {icon ? <span className="card-icon" aria-hidden="true">{icon}</span> : null}
      <span className="card-title">
        {title}
        {arrow ? <span className="card-arrow" aria-hidden="true"> →</span> : null}
      </span>
      {children ? <span className="card-content">{children}</span> : null}
    </a>
  )
}

export const Cards = Object.assign(CardsRoot, { Card })
