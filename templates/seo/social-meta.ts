/**
 * Open Graph and Twitter meta of a page: title, description, URL, site name, locale and its
 * alternates, and the share image (the page's own image, else its generated social card) with its
 * size and alt text. Article-specific meta (dates, authors, tags) comes from `data.head`. Pure.
 */
import type { PageData, SocialImage } from '../page-data.js'
import { absoluteUrl } from '../../core/absolute-url.js'

export interface MetaTag {
  property?: string
  name?: string
  content: string | undefined
}

export function socialMeta(data: PageData, title: string, description: string | undefined): MetaTag[] {
  const fromHead = new Set((data.head?.meta ?? []).map((m) => m.property ?? m.name))
  const image = shareImage(data)
  const meta: MetaTag[] = [
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: data.canonical },
    { property: 'og:site_name', content: data.site.brand.name },
    { property: 'og:locale', content: ogLocale(data.locale) },
    ...data.alternates.filter((a) => a.locale !== data.locale).map((a) => ({ property: 'og:locale:alternate', content: ogLocale(a.locale) })),
  ]
  if (!fromHead.has('og:type')) meta.push({ property: 'og:type', content: 'website' })
  if (image) {
    meta.push({ property: 'og:image', content: image.url })
    if (image.width && image.height) meta.push({ property: 'og:image:width', content: String(image.width) }, { property: 'og:image:height', content: String(image.height) })
    if (image.type) meta.push({ property: 'og:image:type', content: image.type })
    meta.push({ property: 'og:image:alt', content: image.alt })
  }
  meta.push({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }, { name: 'twitter:title', content: title }, { name: 'twitter:description', content: description })
  if (image) meta.push({ name: 'twitter:image', content: image.url }, { name: 'twitter:image:alt', content: image.alt })
  return meta.filter((m) => m.content !== undefined)
}

/** The page's card (generated, or the PNG of its own SVG image), else its own image (a post's featured image or image). */
function shareImage(data: PageData): SocialImage | undefined {
  if (data.card) return data.card
  const post = data.blog?.kind === 'post' ? data.blog.post : undefined
  const own = post?.featuredImage ?? post?.image
  if (own) {
    const info = data.images?.[own]
    return { url: absoluteUrl(own, data.site.siteUrl), alt: data.page.title, width: info?.width, height: info?.height }
  }
  return undefined
}

/** `en-US` → `en_US`, the form Open Graph uses. */
function ogLocale(locale: string): string {
  return locale.replace('-', '_')
}
