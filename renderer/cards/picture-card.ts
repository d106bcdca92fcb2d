/**
 * The share picture of a page whose own image social networks cannot show: Open Graph and X
 * take PNG, JPEG, GIF and WebP, not SVG. Such an image (a post's SVG cover) is drawn by sharp
 * (librsvg) into a 1200×630 PNG, cropped to fill, on white where it is transparent.
 */
import type sharpFactory from 'sharp'
import { lazyPackage } from '../lazy-package.js'
import { CARD_HEIGHT, CARD_WIDTH } from './card-image.js'

const sharp = lazyPackage<typeof sharpFactory>('sharp')

export interface PictureSpec {
  /** Absolute path of the page's own image. */
  picture: string
  /** SHA-256 of its bytes: the card's name changes with the image. */
  digest: string
  alt: string
}

/** Formats the share-image readers of Open Graph and X show as they are. */
export const SHAREABLE_IMAGE = /\.(png|jpe?g|gif|webp)$/i

/** Renders the image of `spec` as a 1200×630 PNG. */
export function renderPicture(spec: PictureSpec): Promise<Buffer> {
  return sharp()(spec.picture).resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' }).flatten({ background: '#ffffff' }).png().toBuffer()
}
