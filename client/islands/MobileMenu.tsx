/**
 * mobile-menu island: the hamburger below 768 px (hidden from md up by CSS). Animates into a cross,
 * opens the menu panel, closes on navigation (link click, hash change, back/forward), on Escape and
 * when the window widens to 768 px (the hamburger is gone there; the page must scroll again).
 */
import { useEffect, useState } from 'react'

export interface MobileMenuProps {
  links: Array<{ title: string; href: string; external?: boolean }>
  /** The button's names when closed and open, and the panel's, in the page's language (default English). */
  labels?: { open: string; close: string; menu: string }
}

const LABELS = { open: 'Open menu', close: 'Close menu', menu: 'Menu' }

export default function MobileMenu({ links, labels = LABELS }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const close = () => setOpen(false)
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    addEventListener('hashchange', close)
    addEventListener('popstate', close)
    addEventListener('pageshow', close)
    addEventListener('keydown', onKey)
    const wide = matchMedia('(min-width: 768px)')
    const onWide = () => {
      if (wide.matches) setOpen(false)
    }
    wide.addEventListener('change', onWide)
    return () => {
      wide.removeEventListener('change', onWide)
      removeEventListener('hashchange', close)
      removeEventListener('popstate', close)
      removeEventListener('pageshow', close)
      removeEventListener('keydown', onKey)
    }
  }, [])
  useEffect(() => {
    document.documentElement.toggleAttribute('data-menu-open', open)
  }, [open])
  return (
    <div className="mobile-menu">
      <button type="button" className="hamburger" aria-expanded={open} aria-controls="mobile-menu-panel" aria-label={open ? labels.close : labels.open} data-open={open ? '' : undefined} onClick={() => setOpen(!open)}>
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </button>
      <nav id="mobile-menu-panel" className="mobile-menu-panel" aria-label={labels.menu} hidden={!open}>
        <ul>
          {links.map((l) => (
            <li key={l.href + l.title}>
              <a href={l.href} onClick={() => setOpen(false)} {...(l.external ? { rel: 'noopener noreferrer' } : {})}>{l.title}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
