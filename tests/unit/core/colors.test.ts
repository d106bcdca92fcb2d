/** primaryColor: any CSS colour, made readable in both themes by moving its lightness only. */
import { converter, parse, wcagContrast } from 'culori'
import { describe, expect, it } from 'vitest'
import { accentOf, isCssColor } from '../../../core/config/colors.js'

const oklch = converter('oklch')

describe('isCssColor', () => {
  it('accepts what browsers accept and rejects the rest', () => {
    for (const ok of ['#0a7aff', '#fff', 'rgb(10 122 255)', 'rgba(10, 122, 255, 1)', 'hsl(212 100% 50%)', 'oklch(0.6 0.2 250)', 'rebeccapurple', ' teal ']) expect(isCssColor(ok), ok).toBe(true)
    for (const bad of ['blurple', '#12', 'rgb(1 2)', '', 'var(--x)']) expect(isCssColor(bad), bad).toBe(false)
  })
})

describe('accentOf', () => {
  const colors = ['#ffff00', 'yellow', '#00ff88', '#0a7aff', '#000080', 'black', 'white', 'rebeccapurple', 'hsl(30 100% 50%)', 'oklch(0.7 0.25 330)', '#e11d48']
  for (const color of colors) {
    it(`${color}: AA contrast as text and as button background in both themes, hue kept`, () => {
      const { light, dark } = accentOf(color)
      expect(wcagContrast(light.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5)
      expect(wcagContrast(light.primary, light.soft)).toBeGreaterThanOrEqual(4.5)
      expect(wcagContrast(dark.primary, '#111111')).toBeGreaterThanOrEqual(4.5)
      expect(wcagContrast(dark.primary, dark.soft)).toBeGreaterThanOrEqual(4.5)
      const given = oklch(parse(color))!
      if (given.c > 0.05) {
        // The hue survives (OKLCH hue within a few degrees, after gamut mapping).
        for (const theme of [light, dark]) {
          const got = oklch(parse(theme.primary))!
          const delta = Math.abs((((got.h! - given.h!) % 360) + 540) % 360 - 180)
          expect(delta, `${color} → ${theme.primary}`).toBeLessThan(12)
        }
      }
    })
  }
  it('leaves a colour that already reads well as it is, and takes one colour per theme', () => {
    expect(accentOf('#0050b3').light.primary).toBe('#0050b3')
    const both = accentOf({ light: '#b00020', dark: '#7dd3fc' })
    expect(both.light.primary).toBe('#b00020')
    expect(both.dark.primary).toBe('#7dd3fc')
  })
})
