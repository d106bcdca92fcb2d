/**
 * Responsive image maths of spec §9: the candidate widths (image sizes 16…384 and device widths
 * 640…3840), the srcset of an optimised image, and the URL of one variant. Pure.
 * NOTE: the variants themselves are written by renderer/stages/images.ts (same URL scheme).
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

/** Widths to offer for an image shown at `width` CSS px whose file is `intrinsic` px wide. */
export function candidateWidths(width: number, intrinsic: number): number[] {
  const wanted = ALL_WIDTHS.filter((w) => w <= intrinsic && w <= width * 2)
  if (!wanted.length || wanted[wanted.length - 1]! < Math.min(width, intrinsic)) wanted.push(Math.min(intrinsic, ALL_WIDTHS.find((w) => w >= width) ?? intrinsic))
  return [...new Set(wanted)].sort((a, b) => a - b)
}

/** URL of one variant: /_site/img/<name>.<hash>.<w>w.q<q>.<format>. */
export function variantUrl(src: string, info: ImageInfo, width: number, format: 'avif' | 'webp', quality = DEFAULT_QUALITY): string {
  const name = src.split('/').pop()!.replace(/\.[^.]+$/, '').replace(/[^a-zA-Z0-9_-]/g, '-')
  return `/_site/img/${name}.${info.hash}.${width}w.q${quality}.${format}`
}

/** A srcset string for `format`. */
export function srcSet(src: string, info: ImageInfo, widths: number[], format: 'avif' | 'webp', quality = DEFAULT_QUALITY): string {
  return widths.map((w) => `${variantUrl(src, info, w, format, quality)} ${w}w`).join(', ')
}

/** True for images sharp should optimise (SVG and GIF pass through). */
export function isRaster(src: string): boolean {
  return /\.(png|jpe?g|webp|avif)$/i.test(src) && src.startsWith('/')
}
