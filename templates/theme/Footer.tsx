/**
 * Footer: logo and config `footer.buttons`, config `footer.links`, the newsletter form (with
 * config `newsletter`), config `social` links, the theme and language switches (which the navbar
 * hides below 768 px), and `footer.content` (default `© <brand.name>`). A part with nothing
 * configured is left out.
 */
import LocaleSwitch from '../../client/islands/LocaleSwitch.js'
import ThemeSwitch from '../../client/islands/ThemeSwitch.js'
import { Island } from '../island.js'
import { isExternal, localeHome } from '../support/links.js'
import { Logo } from './Logo.js'
import { buttonClass } from './Navbar.js'
import { NewsletterSlot } from './NewsletterSlot.js'
import { localePath, type ShellData } from './shell-data.js'
import { SocialIcon, socialLabel } from './SocialIcon.js'
import { themeSwitchProps } from './island-labels.js'
import { KeptMarkup, switchingChromeId } from '../support/kept-markup.js'

const EXTERNAL = { rel: 'noopener noreferrer' } as const

/** The footer, kept (support/kept-markup.tsx) under the locale and the site data. */
export function Footer({ shell }: { shell: ShellData }) {
  const id = switchingChromeId(shell.site, ['footer', shell.locale, shell.forcedDark])
  return <KeptMarkup id={id} render={() => <FooterMarkup shell={shell} />} />
}

function FooterMarkup({ shell }: { shell: ShellData }) {
  const { site, locale } = shell
  const { links, buttons, content } = site.footer
  const { strings } = site
  const themeProps = themeSwitchProps(strings)
  const p = (href: string) => (isExternal(href) ? href : localePath(site, locale, href))
  const alternates = new Map(shell.alternates.map((a) => [a.locale, a.route]))
  const options = site.i18n.locales.map((l) => ({ locale: l.locale, text: l.text, direction: l.direction, route: alternates.get(l.locale) ?? localeHome(site, l.locale) }))
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <Logo className="footer-logo" href={localeHome(site, locale)} brand={site.brand} lazy />
          {buttons.length ? (
            <p className="footer-cta">
              {buttons.map((b) => (
                <a key={b.href + b.text} className={b.variant === 'link' ? 'footer-login' : `${buttonClass(b.variant)} button-md`} href={p(b.href)}>{b.text}</a>
              ))}
            </p>
          ) : null}
        </div>
        {links.length ? (
          <nav className="footer-links" aria-label={strings.footer}>
            <ul>
              {links.map((l) => (
                <li key={l.href}><a href={p(l.href)} {...(isExternal(l.href) ? EXTERNAL : {})}>{l.title}</a></li>
              ))}
            </ul>
          </nav>
        ) : null}
        {site.newsletter ? (
          <div className="footer-newsletter">
            <p className="footer-heading" id="newsletter-heading">{strings.newsletter}</p>
            <NewsletterSlot />
          </div>
        ) : null}
        <div className="footer-bottom">
          {site.social.length ? (
            <ul className="footer-social">
              {site.social.map((s) => (
                <li key={s.href}><a href={s.href} aria-label={socialLabel(s)} {...(isExternal(s.href) ? EXTERNAL : {})}><SocialIcon link={s} /></a></li>
              ))}
            </ul>
          ) : null}
          <div className="footer-switches">
            {options.length > 1 ? (
              <Island name="locale-switch" props={{ current: locale, options, label: strings.changeLanguage }}>
                <LocaleSwitch current={locale} options={options} label={strings.changeLanguage} />
              </Island>
            ) : null}
            {shell.forcedDark ? null : (
              <Island name="theme-switch" props={themeProps}>
                <ThemeSwitch {...themeProps} />
              </Island>
            )}
          </div>
          <p className="footer-copy">{content ?? <>© {site.brand.name}</>}</p>
        </div>
      </div>
    </footer>
  )
}
