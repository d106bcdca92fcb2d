#!/usr/bin/env node
/**
 * Draws the portraits of the site's people: content/public/images/<folder>/<id>.svg, 96x96, one
 * per entry of content/_scripts/avatars.mjs.
 *
 *   avatars.mjs ──{ skin, hair, hairColor, top, collar, glasses?, beard?, earrings?, bg }──▶
 *     round background, shoulders, neck, head, hair, face ──▶ <id>.svg
 *
 * One flat illustrated style for everyone (same head, same face, same light); the traits make each
 * person distinct. Each portrait carries its own round background, so it reads on the light and
 * the dark theme alike. Deterministic: same spec, same bytes.
 *
 * Usage: node content/_scripts/draw-avatars.mjs [--check]
 *   --check  write nothing; exit 1 if any portrait is missing or out of date
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AVATARS } from './avatars.mjs'

const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A hex colour scaled towards black (factor < 1) or white (factor > 1). */
export function shade(hex, factor) {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const scaled = channels.map((c) => Math.round(factor <= 1 ? c * factor : c + (255 - c) * (factor - 1)))
  return `#${scaled.map((c) => Math.min(255, Math.max(0, c)).toString(16).padStart(2, '0')).join('').toUpperCase()}`
}

const CAP = 'M33 44C31 26 40 21 48 21C57 21 65 26 63 44C61 36 57 31 48 30C40 30 35 35 33 44Z'
const SIDE_PART = 'M33 44C31 25 42 19 51 20C61 22 65 30 63 43C60 34 55 30 45 32C39 34 35 38 33 44Z'

/** Each hair style as [drawn behind the head, drawn over it]. */
const HAIR = {
  short: () => ['', `<path d="${CAP}"/>`],
  sidePart: () => ['', `<path d="${SIDE_PART}"/>`],
  buzz: () => ['', '<path d="M34 38C34 27 40 23 48 23C56 23 62 27 62 38C59 32 54 29 48 29C42 29 37 32 34 38Z"/>'],
  long: () => ['<path d="M30 44C28 24 39 18 48 18C57 18 68 24 66 44L69 76C60 80 36 80 27 76Z"/>', `<path d="${SIDE_PART}"/>`],
  bob: () => ['<path d="M31 42C30 24 40 19 48 19C56 19 66 24 65 42L67 60C60 63 36 63 29 60Z"/>', '<path d="M33 40C32 25 41 20 48 20C55 20 64 25 63 40L63 35C56 32 40 32 33 35Z"/>'],
  bun: () => ['<circle cx="48" cy="17" r="8"/>', `<path d="${CAP}"/>`],
  curly: () => {
    const curls = []
    for (let i = 0; i <= 8; i++) {
      const angle = Math.PI * (1.05 + (i / 8) * 0.9)
      curls.push(`<circle cx="${(48 + 16 * Math.cos(angle)).toFixed(1)}" cy="${(37 + 15 * Math.sin(angle)).toFixed(1)}" r="6"/>`)
    }
    return ['', `<path d="${CAP}"/>${curls.join('')}`]
  },
  afro: () => ['<circle cx="48" cy="36" r="23"/>', '<path d="M33 42C32 28 40 24 48 24C56 24 64 28 63 42C60 35 55 32 48 32C41 32 36 35 33 42Z"/>'],
}

const COLLAR = {
  crew: (p) => `<path d="M39 67C41 72 55 72 57 67" fill="none" stroke="${shade(p.top, 0.7)}" stroke-width="3" stroke-linecap="round"/>`,
  v: (p) => `<path d="M40 67L48 79L56 67Z" fill="${shade(p.skin, 0.92)}"/>`,
  collar: () => '<path d="M40 66L47 76L38 74Z M56 66L49 76L58 74Z" fill="#F8FAFC"/>',
}

function face(p) {
  const line = shade(p.skin, 0.45)
  const parts = [
    `<g fill="${p.hairColor}" opacity=".9"><rect x="38.5" y="36.5" width="7" height="2" rx="1"/><rect x="50.5" y="36.5" width="7" height="2" rx="1"/></g>`,
    '<g fill="#1B1B1F"><circle cx="42" cy="43" r="1.9"/><circle cx="54" cy="43" r="1.9"/></g>',
    `<path d="M48 45Q46.5 48.5 48.5 49.5" fill="none" stroke="${line}" stroke-width="1.2" stroke-linecap="round"/>`,
    `<circle cx="39" cy="49" r="2.6" fill="#F87171" opacity=".18"/><circle cx="57" cy="49" r="2.6" fill="#F87171" opacity=".18"/>`,
  ]
  if (p.beard) parts.push(`<path d="M34 45C35 60 42 65 48 65C54 65 61 60 62 45C59 54 55 56 48 56C41 56 37 54 34 45Z" fill="${p.beard}"/>`)
  parts.push(`<path d="M44.5 52.5Q48 55.5 51.5 52.5" fill="none" stroke="${p.beard ? shade(p.skin, 1.25) : line}" stroke-width="1.4" stroke-linecap="round"/>`)
  if (p.glasses) {
    parts.push('<g fill="#FFFFFF" fill-opacity=".18" stroke="#1B1B1F" stroke-width="1.4"><rect x="36.5" y="39" width="10" height="8" rx="3"/><rect x="49.5" y="39" width="10" height="8" rx="3"/></g><path d="M46.5 42.5H49.5" stroke="#1B1B1F" stroke-width="1.4"/>')
  }
  return parts.join('')
}

/** The SVG of one portrait. Pure: depends only on the spec. */
export function drawAvatar(p) {
  const hair = HAIR[p.hair]
  if (!hair) throw new Error(`${p.id}: unknown hair style "${p.hair}" (known: ${Object.keys(HAIR).join(', ')})`)
  const [back, front] = hair()
  const earrings = p.earrings ? '<g fill="#FACC15"><circle cx="33.5" cy="51" r="1.8"/><circle cx="62.5" cy="51" r="1.8"/></g>' : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${esc(p.name)}">`,
    `<title>${esc(p.name)}</title>`,
    '<defs><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath></defs>',
    '<g clip-path="url(#c)">',
    `<rect width="96" height="96" fill="${p.bg}"/><circle cx="78" cy="16" r="30" fill="${shade(p.bg, 1.18)}"/>`,
    // The figure is drawn at 1.15x around (48, 56) so the face stays readable at 32 px.
    '<g transform="translate(-7.2 -8.4) scale(1.15)">',
    `<g fill="${p.hairColor}">${back}</g>`,
    `<path d="M12 100C12 80 27 67 48 67C69 67 84 80 84 100Z" fill="${p.top}"/>`,
    `<rect x="42" y="52" width="12" height="17" rx="4" fill="${shade(p.skin, 0.85)}"/>`,
    COLLAR[p.collar](p),
    `<g fill="${p.skin}"><ellipse cx="34" cy="44" rx="3.2" ry="4.6"/><ellipse cx="62" cy="44" rx="3.2" ry="4.6"/><ellipse cx="48" cy="42" rx="14" ry="17"/></g>`,
    earrings,
    face(p),
    `<g fill="${p.hairColor}">${front}</g>`,
    '</g></g></svg>',
    '',
  ].join('')
}

function main() {
  const check = process.argv.includes('--check')
  const images = resolve(dirname(fileURLToPath(import.meta.url)), '../public/images')
  const stale = []
  for (const spec of AVATARS) {
    const file = join(images, spec.folder, `${spec.id}.svg`)
    const svg = drawAvatar(spec)
    if (existsSync(file) && readFileSync(file, 'utf8') === svg) continue
    stale.push(file)
    if (!check) {
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, svg)
    }
  }
  if (check && stale.length > 0) {
    console.error(`Out of date: ${stale.join(', ')}\nRun: node content/_scripts/draw-avatars.mjs`)
    process.exit(1)
  }
  console.log(`${AVATARS.length} portraits, ${check ? `${stale.length} out of date` : `${stale.length} written`}`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
