/**
 * Navbar: logo (large, small once scrolled past 10 px, by CSS on html[data-scrolled]), the
 * `_meta` menu items (type page as links, type menu as a dropdown), search slot, project and chat
 * links, Docs / Blog / "Try it now" / "Log in", the language and theme switches, and the
 * hamburger (mobile-menu island, below 768 px only).
 */
import type { NavEntry } from '../../core/page-map.js'
import LocaleSwitch from '../../client/islands/LocaleSwitch.js'
import MobileMenu from '../../client/islands/MobileMenu.js'
import ThemeSwitch from '../../client/islands/ThemeSwitch.js'
import { Island } from '../island.js'
import { appLinks, isExternal, localeHome } from '../support/links.js'
import { GitHub, Slack } from './Icons.js'
import { SearchSlot } from './SearchSlot.js'
import { localePath, type ShellData } from './shell-data.js'

interface NavLinkItem {
  title: string
  href: string
  external?: boolean
  active?: boolean
}

/** The navbar's link list: `_meta` page/menu entries, then Docs and Blog unless already listed. */
export function navbarLinks(shell: ShellData): Array<NavLinkItem & { items?: NavLinkItem[] }> {
  const links: Array<NavLinkItem & { items?: NavLinkItem[] }> = []
  const activeOf = (href: string) => href !== '/' && (shell.route === href || shell.route.startsWith(`${href}/`))
  for (const entry of shell.navbar) links.push(entryLink(entry, activeOf))
  for (const [title, path] of [['Docs', '/docs'], ['Blog', '/post']] as const) {
    const href = localePath(shell.site, shell.locale, path)
    if (!links.some((l) => l.href === href)) links.push({ title, href, active: activeOf(href) })
  }
  return links
}

function entryLink(entry: NavEntry, activeOf: (href: string) => boolean): NavLinkItem & { items?: NavLinkItem[] } {
  const href = entry.kind === 'Meta' ? entry.href ?? '#' : entry.kind === 'MdxPage' && entry.href ? entry.href : entry.route
  const items =
    entry.kind === 'Meta' && entry.type === 'menu' && entry.items
      ? Object.entries(entry.items).map(([key, item]) => {
          const title = typeof item === 'string' ? item : item.title ?? key
          const itemHref = typeof item === 'string' ? key : item.href ?? key
          return { title, href: itemHref, external: isExternal(itemHref) }
        })
      : undefined
  return { title: entry.title, href, external: isExternal(href), active: activeOf(href), items }
}

export function Navbar({ shell }: { shell: ShellData }) {
  const { site, locale } = shell
  const { app, login } = appLinks(site)
  const links = navbarLinks(shell)
  const locales = site.i18n.locales
  const alternates = new Map(shell.alternates.map((a) => [a.locale, a.route]))
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <a className="navbar-logo" href={localeHome(site, locale)} aria-label={site.brand.logo.alt}>
          <img className="logo logo-light" src={site.brand.logo.light} alt="" width="140" height="28" />
          <img className="logo logo-dark" src={site.brand.logo.dark} alt="" width="140" height="28" />
        </a>
        <ul className="navbar-links">
          {links.map((l) =>
            l.items ? (
              <li key={l.title}>
                <details className="navbar-menu" data-close-on-nav="">
                  <summary>{l.title}</summary>
                  <ul>
                    {l.items.map((i) => (
                      <li key={i.href}><a href={i.href} {...(i.external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>{i.title}</a></li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={l.href}>
                <a href={l.href} aria-current={l.active ? 'page' : undefined} {...(l.external ? { rel: 'noopener noreferrer' } : {})}>{l.title}</a>
              </li>
            ),
          )}
        </ul>
        <div className="navbar-search"><SearchSlot placement="navbar" locale={locale} /></div>
        <a className="navbar-icon" href={site.project.link} aria-label="Project on GitHub" rel="noopener noreferrer"><GitHub /></a>
        <a className="navbar-icon" href={site.chat.link} aria-label="Chat on Slack" rel="noopener noreferrer"><Slack /></a>
        {locales.length > 1 ? (
          <Island
            name="locale-switch"
            props={{ current: locale, options: locales.map((l) => ({ locale: l.locale, text: l.text, direction: l.direction, route: alternates.get(l.locale) ?? localeHome(site, l.locale) })) }}
          >
            <LocaleSwitch current={locale} options={locales.map((l) => ({ locale: l.locale, text: l.text, direction: l.direction, route: alternates.get(l.locale) ?? localeHome(site, l.locale) }))} />
          </Island>
        ) : null}
        {shell.forcedDark ? null : (
          <Island name="theme-switch" props={{}}>
            <ThemeSwitch />
          </Island>
        )}
        <a className="navbar-cta button button-secondary button-sm" href={login}>Log in</a>
        <a className="navbar-cta button button-primary button-sm" href={app}>Try it now</a>
        <Island name="mobile-menu" props={{ links: mobileLinks(links, app, login) }}>
          <MobileMenu links={mobileLinks(links, app, login)} />
        </Island>
      </nav>
    </header>
  )
}

/** The hamburger menu's flat link list. */
function mobileLinks(links: ReturnType<typeof navbarLinks>, app: string, login: string) {
  const flat = links.flatMap((l) => (l.items ? l.items : [l])).map(({ title, href, external }) => ({ title, href, external }))
  return [...flat, { title: 'Try it now', href: app, external: true }, { title: 'Log in', href: login, external: true }]
}
