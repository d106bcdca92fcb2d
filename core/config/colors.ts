/**
 * The accent colours of `primaryColor`: any CSS colour (parsed by culori), turned into the accent
 * of each theme with readable contrast. In each theme the colour keeps its hue and chroma and
 * only its lightness (OKLCH) moves, as little as needed, until the accent reads at WCAG AA
 * (4.5:1) as link text on the page background and on the soft accent background (active sidebar
 * entry), and as the background of button text (white in light, near-black in dark). Pure.
 */
import { clampChroma, converter, formatHex, parse, wcagContrast, type Oklch } from 'culori'

/** True when `value` is a CSS colour a browser understands (hex, rgb(), hsl(), oklch(), a name, …). */
export function isCssColor(value: string): boolean {
  return parse(value.trim()) !== undefined
}

export interface ThemeAccent {
  /** Links, buttons, the active entry's text, focus rings. */
  primary: string
  /** The active sidebar entry's background. */
  soft: string
  /** The HSL hue of `primary`, for whatever still reads the hue (0–360, rounded). */
  hue: number
}

export interface Accent {
  light: ThemeAccent
  dark: ThemeAccent
}

/** The page backgrounds and button texts of templates/styles/base.css. */
const THEMES = {
  light: { background: '#ffffff', softLightness: 0.965, softChroma: 0.03, step: -0.005 },
  dark: { background: '#111111', softLightness: 0.24, softChroma: 0.05, step: 0.005 },
} as const

const AA = 4.5
const toOklch = converter('oklch')
const toHsl = converter('hsl')

/** The accent of both themes for `primaryColor` (one colour for both, or one per theme). */
export function accentOf(primaryColor: string | { light: string; dark: string }): Accent {
  const given = typeof primaryColor === 'string' ? { light: primaryColor, dark: primaryColor } : primaryColor
  return { light: themeAccent(given.light, 'light'), dark: themeAccent(given.dark, 'dark') }
}

function themeAccent(color: string, theme: keyof typeof THEMES): ThemeAccent {
  const { background, softLightness, softChroma, step } = THEMES[theme]
  const base = toOklch(parse(color.trim()))
  if (!base) throw new Error(`Not a CSS colour: ${color}`)
  const hue = base.h ?? 0
  const soft = hex({ mode: 'oklch', l: softLightness, c: Math.min(base.c, softChroma), h: hue })
  let l = base.l
  // Lightness only moves towards more contrast with the background: down in light, up in dark.
  for (let i = 0; i < 200; i++) {
    const primary = hex({ mode: 'oklch', l, c: base.c, h: hue })
    if (wcagContrast(primary, background) >= AA && wcagContrast(primary, soft) >= AA) {
      return { primary, soft, hue: Math.round(toHsl(primary)?.h ?? hue) % 360 }
    }
    l = Math.min(1, Math.max(0, l + step))
  }
  const fallback = theme === 'light' ? '#000000' : '#ffffff'
  return { primary: fallback, soft, hue: Math.round(hue) }
}

/** An sRGB hex of an OKLCH colour, its chroma reduced into the sRGB gamut. */
function hex(color: Oklch): string {
  return formatHex(clampChroma(color, 'oklch'))
}
