/**
 * Inactive tabs (spec §2: "dimmed to 40% opacity"): text at 40 % opacity cannot reach 4.5:1, so
 * templates/styles/content.css dims them by colour, `color-mix(in srgb, var(--fg) var(--tab-dim),
 * var(--bg))`, with the share of --fg closest to 40 % that keeps 4.5:1 on every background token of
 * each theme (base.css). Read from the stylesheets themselves.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, wcagContrast, type Rgb } from 'culori'
import { describe, expect, it } from 'vitest'
import { REPO } from '../../helpers/cli.js'

const styles = (name: string) => readFileSync(path.join(REPO, 'templates/styles', name), 'utf8')
const BACKGROUNDS = ['--bg', '--surface', '--subtle', '--code-bg']

/** The custom properties declared by the rules whose selector is exactly `selector` (at a line start). */
function tokens(css: string, selector: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const rule of css.split('\n' + selector + ' {').slice(1)) {
    for (const m of rule.slice(0, rule.indexOf('}')).matchAll(/(--[\w-]+):\s*([^;]+);/g)) found[m[1]!] = m[2]!.trim()
  }
  return found
}

/** color-mix(in srgb, fg share, bg): each sRGB channel mixed as is. */
function mix(fg: string, bg: string, share: number): Rgb {
  const [f, b] = [parse(fg) as Rgb, parse(bg) as Rgb]
  const at = (k: 'r' | 'g' | 'b') => f[k] * share + b[k] * (1 - share)
  return { mode: 'rgb', r: at('r'), g: at('g'), b: at('b') }
}

describe('inactive tab colour', () => {
  const base = styles('base.css')
  const content = styles('content.css')
  const themes = {
    light: { colors: tokens(base, ':root'), dim: tokens(content, '.tabs-list')['--tab-dim'] },
    dark: { colors: { ...tokens(base, ':root'), ...tokens(base, ":root[data-theme='dark']") }, dim: tokens(content, ":root[data-theme='dark'] .tabs-list")['--tab-dim'] },
  }
  for (const [theme, { colors, dim }] of Object.entries(themes)) {
    it(`${theme}: reaches 4.5:1 on every background, as close to 40 % as that allows`, () => {
      expect(dim).toMatch(/^\d+%$/)
      const share = parseInt(dim!, 10) / 100
      const worst = (s: number) => Math.min(...BACKGROUNDS.map((token) => wcagContrast(mix(colors['--fg']!, colors['--bg']!, s), colors[token]!)))
      expect(worst(share)).toBeGreaterThanOrEqual(4.5)
      // One point nearer to 40 % fails somewhere: the dimming goes as far as contrast allows.
      expect(worst(share - 0.01)).toBeLessThan(4.5)
    })
  }
})
