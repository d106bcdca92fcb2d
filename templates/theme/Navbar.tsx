/**
 * Navbar: logo (large, small once scrolled past 10 px, by CSS on html[data-scrolled]), the
 * `_meta` menu items (type page as links, type menu as a dropdown) and config `navbar.items`,
 * search slot, config `navbar.icons`, the language switch (with more than one locale), the theme
 * switch, config `navbar.buttons`, and the hamburger (mobile-menu island, below 768 px only).
 */
import type { NavEntry } from '../../core/page-map.js'
import LocaleSwitch from '../../client/islands/LocaleSwitch.js'
import MobileMenu from '../../client/islands/MobileMenu.js'
import ThemeSwitch from '../../client/islands/ThemeSwitch.js'
import { Island } from '../island.js'
import { isExternal, localeHome } from '../support/links.js'
import type { Button } from '../../core/config/chrome.js'
import { Logo } from './Logo.js'
import { SocialIcon, socialLabel } from './SocialIcon.js'
import { SearchSlot } from './SearchSlot.js'
import { localePath, type ShellData } from './shell-data.js'
import { menuLabels, themeSwitchProps } from './island-labels.js'
import { KeptMarkup, switchingChromeId } from '../support/kept-markup.js'

interface NavLinkItem {
  title: string
  href: string
  external?: boolean
  active?: boolean
}

/** The navbar's link list: `_meta` page/menu entries, then config `navbar.items` unless already listed. */
export function navbarLinks(shell: ShellData): Array<NavLinkItem & { items?: NavLinkItem[] }> {
  const links: Array<NavLinkItem & { items?: NavLinkItem[] }> = []
  const activeOf = (href: string) => href !== '/' && (shell.route === href || shell.route.startsWith(`${href}/`))
  for (const entry of shell.navbar) links.push(entryLink(entry, activeOf))
  for (const item of shell.site.navbar.items) {
    const href = isExternal(item.href) ? item.href : localePath(shell.site, shell.locale, item.href)
    if (links.some((l) => l.href === href)) continue
    links.push(isExternal(href) ? { title: item.title, href, external: true } : { title: item.title, href, active: activeOf(href) })
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

/** The navbar, kept (support/kept-markup.tsx) under what it shows beside the site data: the locale and the route's active links. */
export function Navbar({ shell }: { shell: ShellData }) {
  const links = navbarLinks(shell)
  const id = switchingChromeId(shell.site, ['navbar', shell.locale, shell.forcedDark, links])
  return <KeptMarkup id={id} render={() => <NavbarMarkup shell={shell} links={links} />} />
}

function NavbarMarkup({ shell, links }: { shell: ShellData; links: ReturnType<typeof navbarLinks> }) {
  const { site, locale } = shell
  const { buttons } = site.navbar
  const locales = site.i18n.locales
  const alternates = new Map(shell.alternates.map((a) => [a.locale, a.route]))
  const { strings } = site
  const localeOptions = locales.map((l) => ({ locale: l.locale, text: l.text, direction: l.direction, route: alternates.get(l.locale) ?? localeHome(site, l.locale) }))
  const themeProps = themeSwitchProps(strings)
  const menuProps = { links: mobileLinks(links, buttons), labels: menuLabels(strings) }
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label={strings.mainNavigation}>
        <Logo className="navbar-logo" href={localeHome(site, locale)} brand={site.brand} />
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
        {site.navbar.icons.map((icon) => (
          <a key={icon.href} className="navbar-icon" href={icon.href} aria-label={socialLabel(icon)} {...(isExternal(icon.href) ? { rel: 'noopener noreferrer' } : {})}><SocialIcon link={icon} /></a>
        ))}
        {locales.length > 1 ? (
          <Island name="locale-switch" props={{ current: locale, options: localeOptions, label: strings.changeLanguage }}>
            <LocaleSwitch current={locale} options={localeOptions} label={strings.changeLanguage} />
          </Island>
        ) : null}
        {shell.forcedDark ? null : (
          <Island name="theme-switch" props={themeProps}>
            <ThemeSwitch {...themeProps} />
          </Island>
        )}
        {buttons.map((b) => (
          <a key={b.href + b.text} className={`navbar-cta ${buttonClass(b.variant)} button-sm`} href={b.href}>{b.text}</a>
        ))}
        <Island name="mobile-menu" props={menuProps}>
          <MobileMenu {...menuProps} />
        </Island>
      </nav>
    </header>
  )
}

/** Classes of a config button: filled, outlined or a plain link. */
export function buttonClass(variant: Button['variant']): string {
  return variant === 'link' ? 'button-link' : `button button-${variant}`
}

/** The hamburger menu's flat link list: the links, then the buttons, the navbar's last (its main call to action) first. */
function mobileLinks(links: ReturnType<typeof navbarLinks>, buttons: Button[]) {
  const flat = links.flatMap((l) => (l.items ? l.items : [l])).map(({ title, href, external }) => ({ title, href, external }))
  return [...flat, ...[...buttons].reverse().map((b) => ({ title: b.text, href: b.href, external: isExternal(b.href) || undefined }))]
}
