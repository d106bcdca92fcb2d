/**
 * Responsive image maths of spec §9: the candidate widths (image sizes 16…384 and device widths
 * 640…3840), the srcset of an optimised image, and the URL of one variant. Pure.
 * The variants themselves are written by renderer/stages/images.ts, which reads the URLs back
 * from the rendered HTML with `parseVariantUrls` (same scheme).
 */
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const
export const DEFAULT_QUALITY = 75
export const ALL_WIDTHS: number[] = [...IMAGE_SIZES, ...DEVICE_WIDTHS]

/** Facts about one local raster image, measured at build time. */
export interface ImageInfo {
  width: number
  height: number
  /** Short content hash, part of every variant's URL. */
  hash: string
}

export type VariantFormat = 'avif' | 'webp'

/** Widths to offer for an image shown at `width` CSS px whose file is `intrinsic` px wide. Never above `intrinsic`. */
export function candidateWidths(width: number, intrinsic: number): number[] {
  const wanted = ALL_WIDTHS.filter((w) => w <= intrinsic && w <= width * 2)
  if (!wanted.length || wanted[wanted.length - 1]! < Math.min(width, intrinsic)) wanted.push(Math.min(intrinsic, ALL_WIDTHS.find((w) => w >= width) ?? intrinsic))
  return [...new Set(wanted)].sort((a, b) => a - b)
}

/** URL of one variant: /_site/img/<name>.<hash>.<w>w.q<q>.<format>. */
export function variantUrl(src: string, info: ImageInfo, width: number, format: VariantFormat, quality = DEFAULT_QUALITY): string {
  const name = src.split(/[?#]/)[0]!.split('/').pop()!.replace(/\.[^.]+$/, '').replace(/[^a-zA-Z0-9_-]/g, '-')
  return `/_site/img/${name}.${info.hash}.${width}w.q${quality}.${format}`
}

/** One variant named in a page: which image (by hash), width, quality and format. */
export interface VariantRef {
  /** Output-relative path, `_site/img/…`. */
  path: string
  hash: string
  width: number
  quality: number
  format: VariantFormat
}

const VARIANT_URL = /\/_site\/img\/([A-Za-z0-9_-]+)\.([0-9a-f]{10})\.(\d{1,5})w\.q(\d{1,3})\.(avif|webp)/g

/** Every variant URL in `html` (as `variantUrl` writes them). */
export function parseVariantUrls(html: string): VariantRef[] {
  const refs: VariantRef[] = []
  for (const m of html.matchAll(VARIANT_URL)) {
    refs.push({ path: m[0].slice(1), hash: m[2]!, width: Number(m[3]), quality: Number(m[4]), format: m[5] as VariantFormat })
  }
  return refs
}

/** A srcset string for `format`. */
export function srcSet(src: string, info: ImageInfo, widths: number[], format: VariantFormat, quality = DEFAULT_QUALITY): string {
  return widths.map((w) => `${variantUrl(src, info, w, format, quality)} ${w}w`).join(', ')
}

/** True for local images sharp should optimise (SVG and GIF pass through; remote URLs too). */
export function isRaster(src: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) return false
  return /\.(png|jpe?g|webp|avif)$/i.test(src.split(/[?#]/)[0]!)
}

/** The measured image `src` names, by its exact text or its percent-decoded form. */
export function lookupImage(images: Record<string, ImageInfo>, src: string): ImageInfo | undefined {
  if (!isRaster(src)) return undefined
  const found = images[src]
  if (found) return found
  try {
    return images[decodeURI(src.split(/[?#]/)[0]!)]
  } catch {
    return undefined
  }
}

/**
 * The images of one page: the site's measured images (by public path) plus, for every relative
 * image target the page links (`![alt](./shot.png)`), the same facts under the text as written,
 * resolved against the page's route the way the browser and the link check resolve it.
 */
export function pageImages(images: Record<string, ImageInfo> | undefined, hrefs: string[], route: string): Record<string, ImageInfo> | undefined {
  if (!images) return undefined
  let extra: Record<string, ImageInfo> | undefined
  for (const href of hrefs) {
    if (href.startsWith('/') || !isRaster(href)) continue
    let pathname: string
    try {
      pathname = decodeURI(new URL(href, `https://site.invalid${route === '/' ? '/' : route}`).pathname)
    } catch {
      continue
    }
    const info = images[pathname]
    if (info) (extra ??= {})[href] = info
  }
  return extra ? { ...images, ...extra } : images
}
