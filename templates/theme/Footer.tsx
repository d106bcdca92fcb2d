/**
 * Footer: Docs, Blog, Terms of Service, Privacy Policy, a "Try It Now" button, a "Log in" link,
 * the newsletter form, social links (code host, microblog, chat workspace, professional network),
 * and the theme and language switches (which the navbar hides below 768 px).
 */
import LocaleSwitch from '../../client/islands/LocaleSwitch.js'
import ThemeSwitch from '../../client/islands/ThemeSwitch.js'
import { Island } from '../island.js'
import { appLinks, localeHome } from '../support/links.js'
import { GitHub, LinkedIn, Slack, X } from './Icons.js'
import { NewsletterSlot } from './NewsletterSlot.js'
import { localePath, type ShellData } from './shell-data.js'

export function Footer({ shell }: { shell: ShellData }) {
  const { site, locale } = shell
  const { app, login } = appLinks(site)
  const p = (path: string) => localePath(site, locale, path)
  const alternates = new Map(shell.alternates.map((a) => [a.locale, a.route]))
  const options = site.i18n.locales.map((l) => ({ locale: l.locale, text: l.text, direction: l.direction, route: alternates.get(l.locale) ?? localeHome(site, l.locale) }))
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <a href={localeHome(site, locale)} className="footer-logo" aria-label={site.brand.logo.alt}>
            <img className="logo logo-light" src={site.brand.logo.light} alt="" width="140" height="28" loading="lazy" />
            <img className="logo logo-dark" src={site.brand.logo.dark} alt="" width="140" height="28" loading="lazy" />
          </a>
          <p className="footer-cta">
            <a className="button button-primary button-md" href={app}>Try It Now</a>
            <a className="footer-login" href={login}>Log in</a>
          </p>
        </div>
        <nav className="footer-links" aria-label="Footer">
          <ul>
            <li><a href={p('/docs')}>Docs</a></li>
            <li><a href={p('/post')}>Blog</a></li>
            <li><a href={p('/docs/terms-of-service')}>Terms of Service</a></li>
            <li><a href={p('/docs/privacy-policy')}>Privacy Policy</a></li>
          </ul>
        </nav>
        <div className="footer-newsletter">
          <p className="footer-heading" id="newsletter-heading">Newsletter</p>
          <NewsletterSlot />
        </div>
        <div className="footer-bottom">
          <ul className="footer-social">
            <li><a href={site.social.github} aria-label="GitHub" rel="noopener noreferrer"><GitHub /></a></li>
            <li><a href={site.social.x} aria-label="X (Twitter)" rel="noopener noreferrer"><X /></a></li>
            <li><a href={site.social.slack} aria-label="Slack" rel="noopener noreferrer"><Slack /></a></li>
            <li><a href={site.social.linkedin} aria-label="LinkedIn" rel="noopener noreferrer"><LinkedIn /></a></li>
          </ul>
          <div className="footer-switches">
            {options.length > 1 ? (
              <Island name="locale-switch" props={{ current: locale, options }}>
                <LocaleSwitch current={locale} options={options} />
              </Island>
            ) : null}
            {shell.forcedDark ? null : (
              <Island name="theme-switch" props={{}}>
                <ThemeSwitch />
              </Island>
            )}
          </div>
          <p className="footer-copy">© {site.brand.name}</p>
        </div>
      </div>
    </footer>
  )
}
