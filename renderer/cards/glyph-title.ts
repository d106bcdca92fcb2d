/**
 * A card's title set from glyphs kept per thread. fontkit lays the words out (advances and the
 * font's kerning), the words are wrapped to the text width and the size made smaller until the
 * lines fit the title box; each glyph is rasterized once per size and half-pixel offset (sharp
 * draws its outline as SVG) and placed: about 0.2 ms a title. Pango (card-image.ts) set each title
 * whole, about 0.7 ms of CPU; drawing no titles at all made a cold 1,000-page build 9 % faster
 * (issue 20). Most titles share their glyphs, and many their words.
 *
 * Only text Pango would set the same way without shaping or a fallback font: left to right, Latin
 * letters, digits and punctuation, every character in the font, every word narrower than the width
 * at some size. Anything else is undefined, and Pango sets it (Arabic, Hebrew, CJK, Cyrillic, which
 * this font lacks, combining marks, emoji).
 */
import type { Font, Glyph } from 'fontkit'
import type sharpFactory from 'sharp'
import { keepBounded } from '../../core/bounded-map.js'
import type { WhiteCoverage } from './blend.js'
import { lazyPackage } from '../lazy-package.js'

const fontkit = lazyPackage<typeof import('fontkit')>('fontkit')
const sharp = lazyPackage<typeof sharpFactory>('sharp')

/** White text's coverage, one byte a pixel, cropped to its ink as Pango crops it. */
export type TitlePixels = WhiteCoverage

export interface TitleBox {
  /** The largest size (pixels per em) and the smallest before giving up. */
  size: number
  minSize: number
  width: number
  height: number
  /** Pixels added between lines (Pango's `spacing`, which does not scale with the size). */
  spacing: number
}

/** Characters set here: printable ASCII, Latin-1 to Latin Extended-B, general punctuation (none of them joins or combines). */
const SIMPLE_TEXT = /^[\u0020-\u007e\u00a0-\u024f\u2010-\u2027\u2030-\u205e]*$/
/** Glyph origins are rounded to this fraction of a pixel: each glyph is drawn at most this many times per size. */
const STEPS = 2
/** Each smaller size tried is this much of the one before. */
const SHRINK = 0.96

/** The title `text` in `fontFile` set into `box`, or undefined when Pango must set it. */
export async function glyphTitle(fontFile: string, text: string, box: TitleBox): Promise<TitlePixels | undefined> {
  const words = text.trim().split(/ +/)
  if (!SIMPLE_TEXT.test(text) || words[0] === '') return undefined
  const face = faceOf(fontFile)
  const set = words.map((word) => face.word(word))
  if (set.some((word) => word === undefined)) return undefined
  for (let size = box.size; size >= box.minSize; size *= SHRINK) {
    const lines = wrapped(set as SetWord[], face.space, box.width / (size / face.font.unitsPerEm))
    if (!lines) continue
    const metrics = face.metrics(size, box.spacing)
    if ((lines.length - 1) * metrics.pitch + metrics.ascent + metrics.descent <= box.height) return draw(face, lines, size, metrics)
  }
  return undefined
}

/** A word laid out: its glyphs, where each starts (font units from the word's start) and its advance. */
interface SetWord {
  glyphs: Glyph[]
  offsets: number[]
  advance: number
}

/** Words as lines no wider than `width` (font units), broken at spaces; undefined when a word alone is wider. */
function wrapped(words: SetWord[], space: number, width: number): SetWord[][] | undefined {
  const lines: SetWord[][] = []
  let line: SetWord[] = []
  let lineWidth = 0
  for (const word of words) {
    if (word.advance > width) return undefined
    if (line.length && lineWidth + space + word.advance > width) {
      lines.push(line)
      line = []
    }
    lineWidth = line.length ? lineWidth + space + word.advance : word.advance
    line.push(word)
  }
  lines.push(line)
  return lines
}

interface Metrics {
  /** Pixels from a line's top to its baseline, from its baseline to its bottom, and from one line's top to the next's. */
  ascent: number
  descent: number
  pitch: number
}

/** The lines drawn white, straight alpha, cropped to their ink (undefined when they have none). */
async function draw(face: Face, lines: SetWord[][], size: number, metrics: Metrics): Promise<TitlePixels | undefined> {
  const scale = size / face.font.unitsPerEm
  const placed: Array<{ raster: GlyphRaster; x: number; y: number }> = []
  for (const [index, line] of lines.entries()) {
    const baseline = index * metrics.pitch + metrics.ascent
    let pen = 0
    for (const word of line) {
      for (const [i, glyph] of word.glyphs.entries()) {
        const x = Math.round((pen + word.offsets[i]!) * scale * STEPS) / STEPS
        placed.push({ raster: await face.raster(glyph, size, x - Math.floor(x)), x: Math.floor(x), y: baseline })
      }
      pen += word.advance + face.space
    }
  }
  return composed(placed)
}

/** The placed rasters' coverage over one another (Cairo's OVER); each raster is cropped to its ink, so their union is the text's. */
function composed(placed: Array<{ raster: GlyphRaster; x: number; y: number }>): TitlePixels | undefined {
  const inked = placed.filter((p) => p.raster.width > 0).map(({ raster, x, y }) => ({ raster, left: x + raster.left, top: y + raster.top }))
  if (!inked.length) return undefined
  const left = Math.min(...inked.map((b) => b.left))
  const top = Math.min(...inked.map((b) => b.top))
  const width = Math.max(...inked.map((b) => b.left + b.raster.width)) - left
  const height = Math.max(...inked.map((b) => b.top + b.raster.height)) - top
  // Zeroed: a pixel no glyph covers stays transparent.
  const alpha = new Uint8Array(width * height)
  for (const { raster, left: l, top: t } of inked) {
    for (let y = 0; y < raster.height; y++) {
      for (let x = 0, at = (t - top + y) * width + l - left, from = y * raster.width; x < raster.width; x++, at++, from++) {
        const a = raster.alpha[from]!
        if (a) alpha[at] = alpha[at]! + (((a * (255 - alpha[at]!) + 127) / 255) | 0)
      }
    }
  }
  return { alpha, width, height }
}

/** A glyph's coverage at one size and offset: `left`, `top` from its origin on the baseline. */
interface GlyphRaster {
  alpha: Uint8Array
  width: number
  height: number
  left: number
  top: number
}

/** A glyph that draws nothing (a space). */
const NO_INK: GlyphRaster = { alpha: new Uint8Array(0), width: 0, height: 0, left: 0, top: 0 }

interface Face {
  font: Font
  /** The advance of a space, font units. */
  space: number
  word(text: string): SetWord | undefined
  metrics(size: number, spacing: number): Metrics
  raster(glyph: Glyph, size: number, offset: number): Promise<GlyphRaster>
}

const faces = new Map<string, Face>()
/** Words and rasters kept per face; a site's titles repeat a few hundred words and glyphs. */
const WORDS_KEPT = 4096
const RASTERS_KEPT = 2048

function faceOf(fontFile: string): Face {
  const known = faces.get(fontFile)
  if (known) return known
  const font = fontkit().openSync(fontFile) as Font
  const words = new Map<string, SetWord | undefined>()
  const rasters = new Map<string, Promise<GlyphRaster>>()
  const face: Face = {
    font,
    space: font.glyphForCodePoint(32).advanceWidth,
    word(text) {
      if (words.has(text)) return words.get(text)
      const run = font.layout(text)
      let set: SetWord | undefined
      if (run.glyphs.every((g) => g.id !== 0)) {
        const offsets: number[] = []
        let pen = 0
        for (const p of run.positions) {
          offsets.push(pen + p.xOffset)
          pen += p.xAdvance
        }
        set = { glyphs: run.glyphs, offsets, advance: pen }
      }
      return keepBounded(words, text, set, WORDS_KEPT)
    },
    metrics(size, spacing) {
      // Pango rounds each line's ascent and descent out to whole pixels.
      const scale = size / font.unitsPerEm
      const ascent = Math.ceil(font.ascent * scale)
      const descent = Math.ceil(-font.descent * scale)
      return { ascent, descent, pitch: ascent + descent + spacing }
    },
    raster(glyph, size, offset) {
      const key = `${glyph.id}/${size}/${offset}`
      return rasters.get(key) ?? keepBounded(rasters, key, rasterized(glyph, size / font.unitsPerEm, offset), RASTERS_KEPT)
    },
  }
  faces.set(fontFile, face)
  return face
}

/** `glyph` at `scale` pixels per font unit, its origin `offset` of a pixel right of a pixel's edge, drawn by sharp from its outline. */
async function rasterized(glyph: Glyph, scale: number, offset: number): Promise<GlyphRaster> {
  const { minX, minY, maxX, maxY } = glyph.path.bbox
  if (!(maxX > minX && maxY > minY)) return NO_INK
  const left = Math.floor(minX * scale + offset) - 1
  const top = Math.floor(-maxY * scale) - 1
  const width = Math.ceil(maxX * scale + offset) + 1 - left
  const height = Math.ceil(-minY * scale) + 1 - top
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path fill="#fff" transform="translate(${offset - left} ${-top}) scale(${scale} ${-scale})" d="${glyph.path.toSVG()}"/></svg>`
  const alpha = await sharp()(Buffer.from(svg), { density: 72 }).ensureAlpha().extractChannel(3).raw().toBuffer()
  return inkOf({ alpha, width, height, left, top })
}

/** `raster` without its rows and columns that have no coverage. */
function inkOf(raster: GlyphRaster): GlyphRaster {
  const { alpha, width, height } = raster
  let [x0, x1, y0, y1] = [width, -1, height, -1]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!alpha[y * width + x]) continue
      x0 = Math.min(x0, x)
      x1 = Math.max(x1, x)
      y0 = Math.min(y0, y)
      y1 = Math.max(y1, y)
    }
  }
  if (x1 < 0) return NO_INK
  const ink = new Uint8Array((x1 - x0 + 1) * (y1 - y0 + 1))
  for (let y = y0; y <= y1; y++) ink.set(alpha.subarray(y * width + x0, y * width + x1 + 1), (y - y0) * (x1 - x0 + 1))
  return { alpha: ink, width: x1 - x0 + 1, height: y1 - y0 + 1, left: raster.left + x0, top: raster.top + y0 }
}
