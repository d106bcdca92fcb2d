/**
 * The card of a page: its title, the title of its top-level folder in its locale (the section),
 * the brand, the locale's direction and the site's hue (cards.ts names and renders it).
 */
import type { SiteConfig } from '../../core/config/schema.js'
import type { PageMap } from '../../core/page-map.js'
import type { SocialImage } from '../../templates/page-data.js'
import { findTopFolder } from '../nav.js'
import type { Cards } from './cards.js'

export type CardOf = (page: { title: string; locale: string; folder?: string }) => SocialImage

export function cardPlanner(cards: Cards, pageMap: PageMap, config: SiteConfig): CardOf {
  return ({ title, locale, folder }) => {
    const root = pageMap.trees[locale]
    const section = folder && root ? findTopFolder(root, folder)?.title : undefined
    const dir = config.i18n.locales.find((l) => l.locale === locale)?.direction ?? 'ltr'
    return cards.add({ title, ...(section ? { section } : {}), brand: config.brand.name, dir, hue: config.primaryHue.light })
  }
}
