/**
 * Image: width and height always set (no layout shift), lazy below the fold unless `priority`.
 * Local raster images the build measured (ImagesContext) get a <picture> with AVIF and WebP
 * srcsets from the widths of spec §9 at quality 75, and the original as the fallback; the build
 * (renderer/stages/images.ts) writes every variant the HTML names.
 * MarkdownImage is `img` for MDX: `![alt](./shot.png)` goes through the same component.
 * `data-theme-image` (one image per theme, renderer/mdx/remark-themed-images.ts) stays on the <img>.
 */
import { createContext, useContext, type ComponentPropsWithoutRef } from 'react'
import { candidateWidths, DEFAULT_QUALITY, lookupImage, srcSet, type ImageInfo } from '../support/image.js'

/** Measured local images by public path ('/images/x.png'), provided by the layout. */
export const ImagesContext = createContext<Record<string, ImageInfo>>({})

export interface ImageProps {
  src: string
  alt: string
  width?: number
  height?: number
  sizes?: string
  quality?: number
  priority?: boolean
  className?: string
  title?: string
  /** The theme this image is drawn for, when there is one per theme. */
  'data-theme-image'?: string
}

export function Image({ src, alt, width, height, sizes, quality = DEFAULT_QUALITY, priority, className, title, 'data-theme-image': themeImage }: ImageProps) {
  const images = useContext(ImagesContext)
  const info = lookupImage(images, src)
  // One given side sets the other from the measured aspect ratio.
  const w = width ?? (info && height ? Math.round((info.width / info.height) * height) : info?.width)
  const h = height ?? (info && w ? Math.round((info.height / info.width) * w) : undefined)
  const q = Math.min(100, Math.max(1, Math.round(quality)))
  const img = (
    <img src={src} alt={alt} title={title} width={w} height={h} className={className} data-theme-image={themeImage} loading={priority ? 'eager' : 'lazy'} decoding={priority ? 'auto' : 'async'} {...(priority ? { fetchPriority: 'high' as const } : {})} />
  )
  if (!info || !w) return img
  const widths = candidateWidths(w, info.width)
  const s = sizes ?? `(max-width: ${w}px) 100vw, ${w}px`
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(src, info, widths, 'avif', q)} sizes={s} />
      <source type="image/webp" srcSet={srcSet(src, info, widths, 'webp', q)} sizes={s} />
      {img}
    </picture>
  )
}

/** `img` of MDX/Markdown content: measured raster images become <Image>; others stay <img>, lazy. */
export function MarkdownImage({ src, alt, title, width, height, ...rest }: ComponentPropsWithoutRef<'img'> & { 'data-theme-image'?: string }) {
  const images = useContext(ImagesContext)
  const size = (v: number | string | undefined) => (v === undefined || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v))
  if (typeof src === 'string' && lookupImage(images, src)) {
    return <Image src={src} alt={alt ?? ''} title={title} width={size(width)} height={size(height)} className={rest.className} data-theme-image={rest['data-theme-image']} />
  }
  return <img src={src} alt={alt} title={title} width={width} height={height} loading="lazy" decoding="async" {...rest} />
}
