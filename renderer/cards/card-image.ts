/**
 * The picture of a social card: a 1200×630 PNG with the brand name, the page's section and its
 * title on a background in the site's primary hue. Text is set by sharp (Pango with HarfBuzz and
 * FriBidi, so Arabic or Hebrew is shaped and ordered right) in Space Grotesk, loaded from the
 * font file of its package: no system font and no network (glyphs the font lacks fall back to
 * the system's); most titles are set from glyphs drawn once (glyph-title.ts). A right-to-left
 * card mirrors its layout: text flush right, accent bar on the right.
 */
import { createRequire } from 'node:module'
import type sharpFactory from 'sharp'
import type { Sharp } from 'sharp'
import { keepBounded } from '../../core/bounded-map.js'
import { lazyPackage } from '../lazy-package.js'
import { blendOver, type ByteChanges, type Rgba, type WhiteCoverage } from './blend.js'
import { glyphTitle } from './glyph-title.js'
import { createScratch } from './scratch.js'
import { adlerWithChanges, deflateRows, pngOfBands, rowAdlers, type DeflatedBand } from './png-bands.js'

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
 * zlib level of a card's own rows (its title's band; png-bands.ts): deflating is most of what a
 * card costs beside its text. Measured when the whole picture was deflated per card (issue 20,
 * one / two / five title lines): level 6 (sharp's default) 2.9 / 4.1 / 4.6 ms; level 2 1.9 / 2.1 /
 * 2.4 ms; level 1 saved no more time and added a quarter in size.
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
  const layers: Layer[] = [{ image: brand, left: left(brand), top: MARGIN }]
  if (section) layers.push({ image: section, left: left(section), top: MARGIN + 64 })
  layers.push({ image: title, left: left(title), top: TITLE_TOP + Math.max(0, Math.round((TITLE_HEIGHT - title.height) / 2)) })
  return pngOfBands(CARD_WIDTH, CARD_HEIGHT, bandsOf(await backgroundOf(spec), layers))
}

/** Text drawn at `left`, `top`; `image.key` when the same text is drawn on other cards. */
interface Layer {
  image: TextImage
  left: number
  top: number
}

/**
 * The card's rows as deflated bands, top to bottom: runs of background rows and bands of text
 * rows (overlapping lines share a band). A band of background rows, or of lines every card of a
 * section repeats, is deflated once (at the highest level, since it is kept); the title's band is
 * the card's own.
 */
function bandsOf(background: Background, layers: Layer[]): DeflatedBand[] {
  const bands: DeflatedBand[] = []
  let y = 0
  for (const group of overlapping(layers)) {
    const top = Math.max(y, group[0]!.top)
    const bottom = Math.min(CARD_HEIGHT, Math.max(...group.map((layer) => layer.top + layer.image.height)))
    if (bottom <= top) continue
    if (top > y) bands.push(keptBand(background, `${y}-${top}`, () => deflateRows(background.pixels, y, top, KEPT_LEVEL)))
    const draw = (level: number) => {
      const { picture, adler } = textRows(background, group, top, bottom)
      return deflateRows(picture, 0, bottom - top, level, adler)
    }
    const shared = group.every((layer) => layer.image.key !== undefined)
    bands.push(shared ? keptBand(background, `${top}-${bottom}:${group.map((l) => `${l.left},${l.top},${l.image.key}`).join('|')}`, () => draw(KEPT_LEVEL)) : draw(COMPRESSION))
    y = bottom
  }
  if (y < CARD_HEIGHT) bands.push(keptBand(background, `${y}-${CARD_HEIGHT}`, () => deflateRows(background.pixels, y, CARD_HEIGHT, KEPT_LEVEL)))
  return bands
}

/** Layers by top, grouped where their rows overlap. */
function overlapping(layers: Layer[]): Layer[][] {
  const groups: Layer[][] = []
  let bottom = -1
  for (const layer of [...layers].sort((a, b) => a.top - b.top)) {
    if (layer.top < bottom) groups.at(-1)!.push(layer)
    else groups.push([layer])
    bottom = Math.max(bottom, layer.top + layer.image.height)
  }
  return groups
}

/** The pixels of the band being drawn (reused: see scratch.ts). */
const pixelsScratch = createScratch()

/** The background's rows `top` to `bottom` with `layers` drawn over them (valid until the next call), and their Adler-32 as deflateRows writes them. */
function textRows(background: Background, layers: Layer[], top: number, bottom: number) {
  const stride = CARD_WIDTH * 3
  const data = pixelsScratch((bottom - top) * stride)
  background.pixels.data.copy(data, 0, top * stride, bottom * stride)
  const picture = { data, width: CARD_WIDTH, height: bottom - top }
  const changes: ByteChanges = { rows: [], weighted: 0 }
  for (const layer of layers) blendOver(picture, layer.image, layer.left, layer.top - top, changes)
  return { picture, adler: adlerWithChanges(background.rowAdlers, top, bottom, stride, changes) }
}

/** The deflated band `key` of `background`, made once. */
function keptBand(background: Background, key: string, make: () => DeflatedBand): DeflatedBand {
  let found = background.bands.get(key)
  if (!found) {
    found = keepBounded(background.bands, key, make(), BANDS_KEPT)
  }
  return found
}

/** zlib level of the bands kept for other cards: deflated once, so the smallest. */
const KEPT_LEVEL = 9
const BANDS_KEPT = 256

interface Background {
  /** RGB pixels of the whole card. */
  pixels: { data: Buffer; width: number }
  /** Deflated bands of these pixels (and of the lines drawn over them), by rows and lines. */
  bands: Map<string, DeflatedBand>
  /** The Adler-32 of each row (png-bands.ts `rowAdlers`). */
  rowAdlers: number[]
}

/** Backgrounds drawn so far, by hue and direction (a site has one or two). */
const backgrounds = new Map<string, Promise<Background>>()

function backgroundOf(spec: CardSpec): Promise<Background> {
  const key = `${spec.hue}/${spec.dir}`
  let found = backgrounds.get(key)
  if (!found) {
    found = sharp()(Buffer.from(background(spec)))
      .removeAlpha()
      .raw()
      .toBuffer()
      .then((data) => ({ pixels: { data, width: CARD_WIDTH }, bands: new Map(), rowAdlers: rowAdlers({ data, width: CARD_WIDTH }) }))
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

/** Text drawn by sharp (RGBA) or set from glyphs (white coverage). */
type TextImage = (Rgba | WhiteCoverage) & {
  /** What the image shows, when every card of a site or section draws it (brand and section lines). */
  key?: string
}

/** Brand and section lines drawn so far: every card of a site repeats them (about a millisecond each). */
const lines = new Map<string, Promise<TextImage>>()
const LINES_KEPT = 256

/** One line of text at `size` points, cut to the text width. */
function textImage(text: string, size: number, color: string): Promise<TextImage> {
  const key = `${size}\0${color}\0${text}`
  let found = lines.get(key)
  if (!found) {
    const drawn = rendered(sharp()({ text: { text: markup(text, color), font: `${FONT} ${size}`, fontfile: FONT_FILE, rgba: true, dpi: 72, width: TEXT_WIDTH, wrap: 'none', align: 'left' } })).then((image) => ({ ...image, key }))
    found = keepBounded(lines, key, drawn, LINES_KEPT)
  }
  return found
}

/** The title's box for glyph-title.ts: 72 pixels to the em down to 24, lines 8 pixels apart as Pango's `spacing: 8` sets them. */
const TITLE_BOX = { size: 72, minSize: 24, width: TEXT_WIDTH, height: TITLE_HEIGHT, spacing: 8 }

/**
 * The title, set from kept glyphs when it can be (glyph-title.ts), else by Pango: 72 points
 * wrapped to the text width, made smaller to fit when it runs past the title box. Its area grows
 * with the square of the size, so the size that fits is guessed from the overflow (a little
 * under, for line breaks); only when the guess still overflows does libvips search for the size
 * (a dozen layouts: twice the cost of drawing the title).
 */
async function titleImage(spec: CardSpec): Promise<TextImage> {
  const set = await glyphTitle(FONT_FILE, spec.title, TITLE_BOX)
  if (set) return set
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
