/**
 * Image: width and height always set (no layout shift), lazy below the fold unless `priority`.
 * Local raster images the build measured (ImagesContext) get a <picture> with AVIF and WebP
 * srcsets from the widths of spec §9 at quality 75, and the original as the fallback.
 */
import { createContext, useContext } from 'react'
import { candidateWidths, DEFAULT_QUALITY, isRaster, srcSet, type ImageInfo } from '../support/image.js'

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
}

export function Image({ src, alt, width, height, sizes, quality = DEFAULT_QUALITY, priority, className }: ImageProps) {
  const images = useContext(ImagesContext)
  const info = isRaster(src) ? images[src] : undefined
  const w = width ?? info?.width
  const h = height ?? (info && w ? Math.round((info.height / info.width) * w) : undefined)
  const img = (
    <img src={src} alt={alt} width={w} height={h} className={className} loading={priority ? 'eager' : 'lazy'} decoding={priority ? 'auto' : 'async'} {...(priority ? { fetchPriority: 'high' as const } : {})} />
  )
  if (!info || !w) return img
  const widths = candidateWidths(w, info.width)
  const s = sizes ?? `(max-width: ${w}px) 100vw, ${w}px`
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(src, info, widths, 'avif', quality)} sizes={s} />
      <source type="image/webp" srcSet={srcSet(src, info, widths, 'webp', quality)} sizes={s} />
      {img}
    </picture>
  )
}
