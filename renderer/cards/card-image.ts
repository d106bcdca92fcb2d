/**
 * The picture of a social card: a 1200×630 PNG with the brand name, the page's section and its
 * title on a background in the site's primary hue. Text is set by sharp (Pango with HarfBuzz and
 * FriBidi, so Arabic or Hebrew is shaped and ordered right) in Space Grotesk, loaded from the
 * font file of its package: no system font and no network (glyphs the font lacks fall back to
 * the system's). A right-to-left card mirrors its layout: text flush right, accent bar on the right.
 */
import { createRequire } from 'node:module'
import type sharpFactory from 'sharp'
import type { Sharp } from 'sharp'
import { lazyPackage } from '../lazy-package.js'
import { blendOver } from './blend.js'

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

export interface CardSpec {
  title: string
  /** The section the page belongs to (its top folder's title), when it has one. */
  section?: string
  brand: string
  dir: 'ltr' | 'rtl'
  /** Primary hue of the site (0–360). */
  hue: number
}

const require = createRequire(import.meta.url)
const sharp = lazyPackage<typeof sharpFactory>('sharp')
const FONT_FILE = require.resolve('@expo-google-fonts/space-grotesk/700Bold/SpaceGrotesk_700Bold.ttf')
const FONT = 'Space Grotesk Bold'
const MARGIN = 72
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN
const TITLE_TOP = 220
const TITLE_HEIGHT = CARD_HEIGHT - TITLE_TOP - MARGIN
/**
 * zlib level of the PNG: encoding is most of a card's CPU time. Encoding alone, per card with a
 * one-line / two-line / five-line title (issue 20, loaded machine, mean of 4 rounds): level 6
 * (sharp's default) 2.9 / 4.1 / 4.6 ms for 22 / 38 / 47 KB; level 3 2.1 / 2.5 / 2.8 ms; level 2
 * 1.9 / 2.1 / 2.4 ms for 24 / 44 / 55 KB; level 1 saves no more time and adds a quarter in size.
 */
const COMPRESSION = 2

/** Renders `spec` as PNG bytes. */
export async function renderCard(spec: CardSpec): Promise<Buffer> {
  const [brand, section, title] = await Promise.all([
    textImage(spec.brand, 40, '#ebebeb'),
    spec.section ? textImage(spec.section, 34, hslHex(spec.hue, 0.95, 0.72)) : undefined,
    titleImage(spec),
  ])
  const left = (image: TextImage) => (spec.dir === 'rtl' ? CARD_WIDTH - MARGIN - image.width : MARGIN)
  const { data, info } = await backgroundPixels(spec)
  const picture = { data: pixelBuffer(data), width: info.width, height: info.height }
  try {
    blendOver(picture, brand, left(brand), MARGIN)
    if (section) blendOver(picture, section, left(section), MARGIN + 64)
    blendOver(picture, title, left(title), TITLE_TOP + Math.max(0, Math.round((TITLE_HEIGHT - title.height) / 2)))
    // Opaque: no alpha channel (a quarter less to compress, and a smaller file).
    return await sharp()(picture.data, { raw: info }).png({ compressionLevel: COMPRESSION }).toBuffer()
  } finally {
    if (spare.length < SPARE_BUFFERS) spare.push(picture.data)
  }
}

/**
 * Pixel buffers of cards already encoded, drawn on again: a fresh 2.3 MB buffer per card cost
 * 2.2 ms of CPU (allocation and first touch of its pages; `npm run bench profile`, 1,000 cards),
 * a copy into a used one a tenth of that.
 */
const spare: Buffer[] = []
const SPARE_BUFFERS = 8

/** A copy of `background` to draw on. */
function pixelBuffer(background: Buffer): Buffer {
  const found = spare.pop()
  if (!found || found.length !== background.length) return Buffer.from(background)
  background.copy(found)
  return found
}

/** Backgrounds drawn so far (RGB pixels), by hue and direction (a site has one or two). */
const backgrounds = new Map<string, Promise<{ data: Buffer; info: { width: number; height: number; channels: 3 } }>>()

function backgroundPixels(spec: CardSpec) {
  const key = `${spec.hue}/${spec.dir}`
  let found = backgrounds.get(key)
  if (!found) {
    found = sharp()(Buffer.from(background(spec))).removeAlpha().raw().toBuffer({ resolveWithObject: true }).then(({ data, info }) => ({ data, info: { width: info.width, height: info.height, channels: 3 as const } }))
    backgrounds.set(key, found)
  }
  return found
}

/**
 * The background: a dark gradient in the site's hue, top to bottom, and an accent bar on the
 * reading side. Top to bottom, every row is one colour, which zlib compresses almost for free
 * (a diagonal gradient made the PNG half again as costly to encode).
 */
function background({ hue, dir }: CardSpec): string {
  const barX = dir === 'rtl' ? CARD_WIDTH - 24 : 0
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,11%)"/><stop offset="1" stop-color="hsl(${hue},55%,22%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect x="${barX}" width="24" height="100%" fill="hsl(${hue},90%,58%)"/>
</svg>`
}

interface TextImage {
  data: Buffer
  width: number
  height: number
}

/** Brand and section lines drawn so far: every card of a site repeats them (about a millisecond each). */
const lines = new Map<string, Promise<TextImage>>()
const LINES_KEPT = 256

/** One line of text at `size` points, cut to the text width. */
function textImage(text: string, size: number, color: string): Promise<TextImage> {
  const key = `${size}\0${color}\0${text}`
  let found = lines.get(key)
  if (!found) {
    found = rendered(sharp()({ text: { text: markup(text, color), font: `${FONT} ${size}`, fontfile: FONT_FILE, rgba: true, dpi: 72, width: TEXT_WIDTH, wrap: 'none', align: 'left' } }))
    if (lines.size >= LINES_KEPT) lines.delete(lines.keys().next().value!)
    lines.set(key, found)
  }
  return found
}

/**
 * The title: 72 points wrapped to the text width, made smaller to fit when it runs past the title
 * box. Its area grows with the square of the size, so the size that fits is guessed from the
 * overflow (a little under, for line breaks); only when the guess still overflows does libvips
 * search for the size (a dozen layouts: twice the cost of drawing the title).
 */
async function titleImage(spec: CardSpec): Promise<TextImage> {
  const text = markup(spec.title, '#ffffff')
  const options = { text, font: `${FONT} 72`, fontfile: FONT_FILE, rgba: true, width: TEXT_WIDTH, wrap: 'word-char' as const, spacing: 8, align: 'left' as const }
  const natural = await rendered(sharp()({ text: { ...options, dpi: 72 } }))
  if (natural.height <= TITLE_HEIGHT) return natural
  const guess = await rendered(sharp()({ text: { ...options, dpi: Math.floor(72 * 0.95 * Math.sqrt(TITLE_HEIGHT / natural.height)) } }))
  if (guess.height <= TITLE_HEIGHT) return guess
  return rendered(sharp()({ text: { ...options, height: TITLE_HEIGHT } }))
}

/** The RGBA pixels of text drawn by sharp (`rgba: true` draws four bands: no conversion). */
async function rendered(image: Sharp): Promise<TextImage> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** `#rrggbb` of a hue, saturation and lightness (0–1); Pango takes no CSS color functions. */
function hslHex(hue: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)))).toString(16).padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

/** Pango markup of plain `text` in `color` (Pango aligns a right-to-left paragraph to the right itself). */
function markup(text: string, color: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return `<span foreground="${color}">${escaped}</span>`
}
