/**
 * A social link's icon and accessible name: a built-in icon for the known networks of
 * core/config/chrome.ts, or the site's own image.
 */
import { SOCIAL_NETWORKS, type SocialLink } from '../../core/config/chrome.js'
import { GitHub, LinkedIn, Rss, Slack, X } from './Icons.js'

const ICONS = { github: GitHub, x: X, slack: Slack, linkedin: LinkedIn, rss: Rss }

/** The link's accessible name: its `label`, else the network's name. */
export function socialLabel(link: SocialLink): string {
  return 'network' in link ? link.label ?? SOCIAL_NETWORKS[link.network] : link.label
}

/** The icon of a social link (decorative: the link carries the name). */
export function SocialIcon({ link }: { link: SocialLink }) {
  if ('network' in link) {
    const Icon = ICONS[link.network]
    return <Icon />
  }
  return <img src={link.icon} alt="" width="20" height="20" />
}
