/**
 * The home page the peers draw from front matter alone: VitePress's `layout: home` with `hero`
 * (`name`, `text`, `tagline`, `image`, `actions`) and `features` (`icon`, `title`, `details`,
 * `link`, `linkText`), and Starlight's `template: splash` with `hero` (`title`, `tagline`, `image`,
 * `actions`). Drawn above the page's own content in the theme's hero and feature grid styles; the page
 * is full width without sidebar or table of contents (renderer/peer-frontmatter.ts).
 */
import { Button } from '../marketing/ui.js'
import { useHref } from '../site-context.js'

interface HomeAction {
  text: string
  link: string
  primary: boolean
}

interface HomeFeature {
  title: string
  details?: string
  icon?: string
  link?: string
  linkText?: string
}

export interface PeerHomeData {
  name?: string
  title?: string
  tagline?: string
  image?: { src: string; alt: string }
  actions: HomeAction[]
  features: HomeFeature[]
}

/** The hero and features a page's front matter asks for, or undefined when it is not a peer's home page. */
export function peerHomeOf(fm: Record<string, unknown>): PeerHomeData | undefined {
  if (fm.layout !== 'home' && fm.template !== 'splash') return undefined
  const hero = record(fm.hero)
  return {
    name: text(hero.name),
    title: text(hero.text) ?? text(hero.title),
    tagline: text(hero.tagline),
    image: imageOf(hero.image),
    actions: list(hero.actions).flatMap((a) => (text(a.text) && text(a.link) ? [{ text: text(a.text)!, link: text(a.link)!, primary: a.theme === 'brand' || a.variant === 'primary' || (a.theme === undefined && a.variant === undefined) }] : [])),
    features: list(fm.features).flatMap((f) => (text(f.title) ? [{ title: text(f.title)!, details: text(f.details), icon: text(f.icon), link: text(f.link), linkText: text(f.linkText) }] : [])),
  }
}

/** The hero and features of `home`; `pageTitle` heads a hero that names nothing (Starlight shows the page's title). */
export function PeerHome({ home, pageTitle }: { home: PeerHomeData; pageTitle: string }) {
  const hrefOf = useHref()
  const heading = home.name ?? home.title ?? pageTitle
  return (
    <>
      <section className="hero">
        {home.image ? <img className="hero-image" src={home.image.src} alt={home.image.alt} /> : null}
        <h1 className="hero-title">{heading}</h1>
        {home.name && home.title ? <p className="hero-text">{home.title}</p> : null}
        {home.tagline ? <p className="hero-subtitle">{home.tagline}</p> : null}
        {home.actions.length ? (
          <p className="hero-actions">
            {home.actions.map((action) => (
              <Button key={action.link + action.text} href={hrefOf(action.link)} variant={action.primary ? 'primary' : 'secondary'} size="lg">{action.text}</Button>
            ))}
          </p>
        ) : null}
      </section>
      {home.features.length ? (
        <div className="features">
          {home.features.map((feature) => (
            // Headings one level under the hero's (the marketing Feature's are a section's, h3).
            <div key={feature.title} className="feature">
              {feature.icon ? <span className="feature-icon" aria-hidden="true">{feature.icon}</span> : null}
              <h2 className="feature-title">{feature.title}</h2>
              <div className="feature-body">
                {feature.details ? <p>{feature.details}</p> : null}
                {feature.link ? <p><a href={hrefOf(feature.link)}>{feature.linkText ?? feature.title}</a></p> : null}
              </div>
            </div>
          ))}
        </div>
      ) : null}
    </>
  )
}

/** A hero image given as a path, or `{ src, alt }` (VitePress; `light` for a pair): local files Astro imports (`file:`) have no path here. */
function imageOf(value: unknown): PeerHomeData['image'] {
  if (typeof value === 'string' && /^(\/|https:\/\/)/.test(value)) return { src: value, alt: '' }
  const image = record(value)
  const src = text(image.src) ?? text(image.light)
  return src && /^(\/|https:\/\/)/.test(src) ? { src, alt: text(image.alt) ?? '' } : undefined
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function list(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.map(record) : []
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined
}
