import { createRequire } from 'node:module'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { glyphTitle, type TitlePixels } from '../../../../renderer/cards/glyph-title.js'

const require = createRequire(import.meta.url)
const FONT_FILE = require.resolve('@expo-google-fonts/space-grotesk/700Bold/SpaceGrotesk_700Bold.ttf')
/** The card's title box (card-image.ts). */
const BOX = { size: 72, minSize: 24, width: 1056, height: 338, spacing: 8 }

/** The title as Pango sets it at 72 pixels to the em, as card-image.ts asks sharp for it. */
async function pango(title: string): Promise<TitlePixels> {
  const text = `<span foreground="#ffffff">${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</span>`
  const { data, info } = await sharp({ text: { text, font: 'Space Grotesk Bold 72', fontfile: FONT_FILE, rgba: true, dpi: 72, width: BOX.width, wrap: 'word-char', spacing: 8, align: 'left' } }).raw().toBuffer({ resolveWithObject: true })
  return { alpha: Uint8Array.from({ length: info.width * info.height }, (_, i) => data[i * 4 + 3]!), width: info.width, height: info.height }
}

/** Mean difference of the two pictures' coverage (0-255) over the area both cover, top left aligned. */
function coverageDifference(a: TitlePixels, b: TitlePixels): number {
  let sum = 0
  let count = 0
  for (let y = 0; y < Math.min(a.height, b.height); y++) {
    for (let x = 0; x < Math.min(a.width, b.width); x++, count++) sum += Math.abs(a.alpha[y * a.width + x]! - b.alpha[y * b.width + x]!)
  }
  return sum / count
}

describe('glyphTitle', () => {
  it.each([
    ['Page 3.14'],
    ['Getting started with the REST API'],
    ['Webhooks: retries, idempotency keys and signatures'],
    ['Réessais, clés d’idempotence et signatures'],
    ['Versión 2.1: límites de tasa y paginación'],
  ])('sets %j as Pango does: the same lines, the same width, the same coverage', async (title) => {
    const [own, reference] = await Promise.all([glyphTitle(FONT_FILE, title, BOX), pango(title)])
    expect(own).toBeDefined()
    expect(Math.abs(own!.height - reference.height)).toBeLessThanOrEqual(2)
    expect(Math.abs(own!.width - reference.width)).toBeLessThanOrEqual(Math.max(3, reference.width * 0.01))
    expect(coverageDifference(own!, reference)).toBeLessThan(12)
  })

  it('kerns: a pair the font kerns is set closer than its glyphs’ advances', async () => {
    const [kerned, apart] = await Promise.all([glyphTitle(FONT_FILE, 'AVAVAVAV', BOX), glyphTitle(FONT_FILE, 'A V A V A V A V', BOX)])
    const [space, pair] = await Promise.all([glyphTitle(FONT_FILE, 'A A', BOX), glyphTitle(FONT_FILE, 'AA', BOX)])
    // Seven spaces between the letters, less the kerning of the seven pairs.
    expect(apart!.width - kerned!.width).toBeGreaterThan(7 * (space!.width - pair!.width))
  })

  it('makes a title too long for the box smaller until its lines fit, and still fills the box', async () => {
    const title = 'Migrating a large OpenAPI description from Swagger 2.0 to OpenAPI 3.1 without breaking the generated SDKs, their changelogs, or the customers who depend on them every single day of the week'
    const set = await glyphTitle(FONT_FILE, title, BOX)
    expect(set!.height).toBeLessThanOrEqual(BOX.height)
    expect(set!.height).toBeGreaterThan(BOX.height * 0.7)
    expect(set!.width).toBeLessThanOrEqual(BOX.width)
  })

  it('gives the same pixels for the same title', async () => {
    const [a, b] = [await glyphTitle(FONT_FILE, 'Rate limits', BOX), await glyphTitle(FONT_FILE, 'Rate limits', BOX)]
    expect(Buffer.compare(a!.alpha, b!.alpha)).toBe(0)
  })

  it.each([
    ['right-to-left text', 'מדריך התחלה מהירה'],
    ['Arabic', 'البدء السريع'],
    ['characters the font lacks (Pango falls back to a system font)', '快速入门'],
    ['Cyrillic, which the font lacks', 'Ключи идемпотентности'],
    ['emoji', 'Launch 🚀'],
    ['a combining mark', 'Cafe\u0301'],
    ['a word too wide at the smallest size', 'x'.repeat(120)],
    ['nothing', '   '],
  ])('leaves %s to Pango', async (_, title) => {
    expect(await glyphTitle(FONT_FILE, title, BOX)).toBeUndefined()
  })
})
