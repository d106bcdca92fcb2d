/**
 * The card of a page: its title, the title of its top-level folder in its locale (the section),
 * the brand, the locale's direction and the site's hue (cards.ts names and renders it). A page
 * with an image of its own has no card, unless that image is one social networks cannot show (an
 * SVG in public/): then its card is that image as a PNG (picture-card.ts).
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { SiteConfig } from '../../core/config/schema.js'
import type { PageMap } from '../../core/page-map.js'
import type { SocialImage } from '../../templates/page-data.js'
import { findTopFolder } from '../nav.js'
import type { Cards } from './cards.js'
import { SHAREABLE_IMAGE } from './picture-card.js'
import type { PublicFile } from '../stages/scan.js'

/** The share image of a page, given its own image (`image`, a URL) when it has one; undefined when that image is shared as it is. */
export type CardOf = (page: { title: string; locale: string; folder?: string; image?: string }) => SocialImage | undefined

export function cardPlanner(cards: Cards, pageMap: PageMap, config: SiteConfig, publicFiles: PublicFile[]): CardOf {
  const pictures = new Map(publicFiles.map((f) => [`/${f.relPath}`, f.absPath]))
  const digests = new Map<string, string>()
  const digestOf = (file: string) => digests.get(file) ?? digests.set(file, createHash('sha256').update(readFileSync(file)).digest('hex')).get(file)!
  return ({ title, locale, folder, image }) => {
    if (image !== undefined) {
      const url = image.split(/[?#]/)[0]!
      const picture = SHAREABLE_IMAGE.test(url) ? undefined : pictures.get(url)
      return picture ? cards.add({ picture, digest: digestOf(picture), alt: title }) : undefined
    }
    const root = pageMap.trees[locale]
    const section = folder && root ? findTopFolder(root, folder)?.title : undefined
    const dir = config.i18n.locales.find((l) => l.locale === locale)?.direction ?? 'ltr'
    return cards.add({ title, ...(section ? { section } : {}), brand: config.brand.name, dir, hue: config.primaryHue.light })
  }
}
