/**
 * Marketing and display components available to content without imports (merged with
 * templates/mdx/components.tsx in templates/layouts/index.tsx): Hero, CardGrid, Testimonials,
 * LogoLoop, Features/Feature, NewsletterForm, Quote, Button, Alert, Avatar, Separator, Input,
 * FormField, Image.
 */
import type { ReactNode } from 'react'
import { NewsletterSlot } from '../theme/NewsletterSlot.js'
import { Image } from '../theme/Image.js'
import { useHref } from '../site-context.js'
import { isExternal } from '../support/links.js'
import { Avatar } from '../theme/Avatar.js'
import { Alert, Button, FormField, Input, Quote, Separator } from './ui.js'

interface LinkProps {
  text: string
  href: string
}

export function Hero({ title, subtitle, primary, secondary }: { title: string; subtitle?: string; primary?: LinkProps; secondary?: LinkProps }) {
  return (
    <section className="hero">
      <h1 className="hero-title">{title}</h1>
      {subtitle ? <p className="hero-subtitle">{subtitle}</p> : null}
      {primary || secondary ? (
        <p className="hero-actions">
          {primary ? <Button href={primary.href} variant="primary" size="lg">{primary.text}</Button> : null}
          {secondary ? <Button href={secondary.href} variant="secondary" size="lg">{secondary.text}</Button> : null}
        </p>
      ) : null}
    </section>
  )
}

export interface CardItem {
  icon?: { src: string; alt: string }
  title: string
  description: string
  href: string
}

/** Four cards: one column on small screens, two from md; min height 200 px; http links are plain external anchors. */
export function CardGrid({ items }: { items: CardItem[] }) {
  const hrefOf = useHref()
  return (
    <ul className="card-grid">
      {items.map((item) => {
        const href = hrefOf(item.href)
        return (
          <li key={item.title}>
            <a className="grid-card" href={href} {...(isExternal(href) ? { rel: 'noopener noreferrer' } : {})}>
              {item.icon ? <img className="grid-card-icon" src={item.icon.src} alt={item.icon.alt} width="40" height="40" loading="lazy" decoding="async" /> : null}
              <span className="grid-card-title">{item.title}</span>
              <span className="grid-card-description">{item.description}</span>
              <span className="grid-card-more" aria-hidden="true">→</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}

export interface Testimonial {
  name: string
  position: string
  avatar?: string
  logo?: string
  text: string
}

export function TestimonialCard({ name, position, avatar, logo, text }: Testimonial) {
  return (
    <figure className="testimonial">
      <blockquote><p>{text}</p></blockquote>
      <figcaption>
        <Avatar src={avatar} alt={name} size={40} decorative />
        <span className="testimonial-who">
          <span className="testimonial-name">{name}</span>
          <span className="testimonial-position">{position}</span>
        </span>
        {logo ? <img className="testimonial-logo" src={logo} alt="" width="96" height="24" loading="lazy" decoding="async" /> : null}
      </figcaption>
    </figure>
  )
}

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <div className="testimonials">
      {items.map((t) => <TestimonialCard key={t.name} {...t} />)}
    </div>
  )
}

/**
 * LogoLoop: a scrolling loop at 64 px/s with a 12 px gap, paused on hover and under
 * prefers-reduced-motion. CSS only: the list is rendered twice and translated by -50%; the
 * duration is the content width / 64 px/s, estimated from the item count (160 px per item + gap).
 */
export function LogoLoop({ items, speed = 64, gap = 12, itemWidth = 160 }: { items: Array<{ src: string; alt: string }>; speed?: number; gap?: number; itemWidth?: number }) {
  const duration = ((itemWidth + gap) * items.length) / speed
  const list = (hidden: boolean) => (
    <ul className="logo-loop-list" aria-hidden={hidden || undefined}>
      {items.map((item, i) => (
        <li key={i} style={{ width: itemWidth }}>
          <img src={item.src} alt={hidden ? '' : item.alt} width={itemWidth} height="40" loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  )
  return (
    <div className="logo-loop" style={{ ['--loop-gap' as string]: `${gap}px`, ['--loop-duration' as string]: `${duration}s` }}>
      <div className="logo-loop-track">
        {list(false)}
        {list(true)}
      </div>
    </div>
  )
}

export function Features({ children }: { children?: ReactNode }) {
  return <div className="features">{children}</div>
}

export function Feature({ title, icon, children }: { title: string; icon?: string | ReactNode; children?: ReactNode }) {
  return (
    <div className="feature">
      {icon ? <span className="feature-icon" aria-hidden="true">{typeof icon === 'string' && icon.startsWith('/') ? <img src={icon} alt="" width="32" height="32" loading="lazy" /> : icon}</span> : null}
      <h3 className="feature-title">{title}</h3>
      <div className="feature-body">{children}</div>
    </div>
  )
}

export function NewsletterForm() {
  return <NewsletterSlot placement="section" />
}

export const marketingComponents = {
  Hero,
  CardGrid,
  Testimonials,
  TestimonialCard,
  LogoLoop,
  Features,
  Feature,
  NewsletterForm,
  Quote,
  Button,
  Alert,
  Avatar,
  Separator,
  Input,
  FormField,
  Image,
}
