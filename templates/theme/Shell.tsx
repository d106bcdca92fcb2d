/**
 * Shell: the page chrome every non-raw layout shares: skip link, banner, navbar, the layout's
 * body, footer and back-to-top button. Blog layouts (issue 5) plug their body in here too.
 * `searchRow`: the body has no search of its own on small screens (a marketing page, the 404, a
 * docs page without sidebar), so a search row sits under the navbar below 1024 px, where the
 * navbar's own search box is hidden (chrome.css). Layouts with a small-screen bar pass false.
 */
import type { ReactNode } from 'react'
import { Banner } from './Banner.js'
import { Footer } from './Footer.js'
import { Navbar } from './Navbar.js'
import { BackToTop } from './PageParts.js'
import { SearchSlot } from './SearchSlot.js'
import type { ShellData } from './shell-data.js'

export function Shell({ shell, searchRow = false, children }: { shell: ShellData; searchRow?: boolean; children: ReactNode }) {
  const { theme } = shell
  return (
    <>
      <a href="#content" className="skip-link">{shell.site.strings.skipToContent}</a>
      {theme.navbar ? <Banner site={shell.site} /> : null}
      {theme.navbar ? <Navbar shell={shell} /> : null}
      {theme.navbar && searchRow ? (
        <div className="search-row" role="search">
          <SearchSlot placement="mobile" locale={shell.locale} />
        </div>
      ) : null}
      {children}
      {theme.footer ? <Footer shell={shell} /> : null}
      <BackToTop label={shell.site.strings.backToTop} />
    </>
  )
}
