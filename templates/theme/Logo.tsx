/** The site's logo link: the configured light and dark images, or the brand name as text. */
import type { SiteData } from '../page-data.js'

export function Logo({ className, href, brand, lazy }: { className: string; href: string; brand: SiteData['brand']; lazy?: boolean }) {
  const { logo } = brand
  if (!logo) {
    return (
      <a className={className} href={href}>
        <span className="logo logo-text">{brand.name}</span>
      </a>
    )
  }
  const loading = lazy ? ({ loading: 'lazy' } as const) : {}
  return (
    <a className={className} href={href} aria-label={logo.alt ?? brand.name}>
      <img className="logo logo-light" src={logo.light} alt="" width="140" height="28" {...loading} />
      <img className="logo logo-dark" src={logo.dark ?? logo.light} alt="" width="140" height="28" {...loading} />
    </a>
  )
}
