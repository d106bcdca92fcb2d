/**
 * Shell: the page chrome every non-raw layout shares: skip link, banner, navbar, the layout's
 * body, footer and back-to-top button. Blog layouts (issue 5) plug their body in here too.
 */
import type { ReactNode } from 'react'
import { Banner } from './Banner.js'
import { Footer } from './Footer.js'
import { Navbar } from './Navbar.js'
import { BackToTop } from './PageParts.js'
import type { ShellData } from './shell-data.js'

export function Shell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const { theme } = shell
  return (
    <>
      <a href="#content" className="skip-link">Skip to content</a>
      {theme.navbar ? <Banner site={shell.site} /> : null}
      {theme.navbar ? <Navbar shell={shell} /> : null}
      {children}
      {theme.footer ? <Footer shell={shell} /> : null}
      <BackToTop />
    </>
  )
}
