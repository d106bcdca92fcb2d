/**
 * The schemas of the site's chrome: social links (known networks with built-in icons, or your own
 * icon), navbar items and buttons, and the footer. Every list defaults to empty: a site shows
 * only what its config names.
 */
import { z } from 'zod'
import { linkTarget } from './values.js'

/** Networks with a built-in icon and label; any other link gives its own `icon` and `label`. */
export const SOCIAL_NETWORKS = {
  github: 'GitHub',
  x: 'X (Twitter)',
  slack: 'Slack',
  linkedin: 'LinkedIn',
  rss: 'RSS feed',
} as const

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS

const networkNames = Object.keys(SOCIAL_NETWORKS) as [SocialNetwork, ...SocialNetwork[]]

/** `{ network: 'github', href }` (built-in icon; `label` overrides the network's name) or `{ label, href, icon }`. */
export const SocialLinkSchema = z.union([
  z
    .object({
      /** One of the known networks: its icon and name are built in. */
      network: z.enum(networkNames),
      /** Where the icon links to (a site path for `rss`). */
      href: linkTarget,
      /** Accessible name; default: the network's name ("GitHub", "X (Twitter)"). */
      label: z.string().min(1).optional(),
    })
    .strict(),
  z
    .object({
      /** Accessible name of the link. */
      label: z.string().min(1),
      /** Where the icon links to. */
      href: linkTarget,
      /** Site path or https URL of a square image (SVG best) shown at 20×20 px. */
      icon: linkTarget,
    })
    .strict(),
])

/** A text link: a site path (given the locale's prefix on translated pages) or an https URL. */
export const LinkSchema = z
  .object({
    /** Visible text. */
    title: z.string().min(1),
    /** A site path such as `/docs` or an https URL. */
    href: linkTarget,
  })
  .strict()

/** A button-styled link. */
export const ButtonSchema = z
  .object({
    /** Visible text. */
    text: z.string().min(1),
    /** A site path or an https URL. */
    href: linkTarget,
    /** `primary` (filled), `secondary` (outlined) or `link` (plain text). Default: primary. */
    variant: z.enum(['primary', 'secondary', 'link']).default('primary'),
  })
  .strict()

export const NavbarSchema = z
  .object({
    /** Links after the `_meta` entries of type `page`/`menu` (an item whose href a `_meta` entry already has is not repeated). */
    items: z.array(LinkSchema).default([]),
    /** Icon links beside the search box (a repository, a chat). */
    icons: z.array(SocialLinkSchema).default([]),
    /** Buttons at the end of the navbar, in order; the small-screen menu lists them last first. */
    buttons: z.array(ButtonSchema).default([]),
  })
  .strict()

export const FooterSchema = z
  .object({
    /** The footer's links (terms, privacy, …). */
    links: z.array(LinkSchema).default([]),
    /** Buttons under the logo. */
    buttons: z.array(ButtonSchema).default([]),
    /** The line at the bottom; default `© <brand.name>`. */
    content: z.string().min(1).optional(),
  })
  .strict()

export type SocialLink = z.output<typeof SocialLinkSchema>
export type Link = z.output<typeof LinkSchema>
export type Button = z.output<typeof ButtonSchema>
