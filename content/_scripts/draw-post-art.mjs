#!/usr/bin/env node
/**
 * Draws the featured image of every blog post: content/public/images/posts/<slug>.svg, 1200x630.
 *
 *   content/post/<slug>.mdx | content/post/<slug>/index.mdx ──front matter──▶ title, tags
 *     ──slug-seeded PRNG + palette of the first tag──▶ shapes + wrapped title ──▶ <slug>.svg
 *
 * Deterministic: the same slug, title and first tag always give the same bytes (no clock, no
 * randomness outside the seeded generator, fixed number formatting). Files whose bytes are already
 * right are not rewritten.
 *
 * Usage: node content/_scripts/draw-post-art.mjs [--root DIR] [--check]
 *   --root   project root holding content/ (default: two folders above this script)
 *   --check  write nothing; exit 1 if any image is missing or out of date
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'

const WIDTH = 1200
const HEIGHT = 630
const MARGIN = 80
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

/** Palettes by tag: background stops (dark), accents (bright), the tag pill colour. */
const PALETTES = {
  'API Advice': { bg: ['#071A2B', '#0B2E4A'], accents: ['#38BDF8', '#2DD4BF', '#A5F3FC', '#0EA5E9'] },
  'Product Updates': { bg: ['#15130A', '#2A2610'], accents: ['#F5DF3D', '#FFB020', '#FFF3A3', '#F97316'] },
  'Building Speakeasy': { bg: ['#120B24', '#24153F'], accents: ['#A78BFA', '#F472B6', '#DDD6FE', '#7C3AED'] },
  'Case Studies': { bg: ['#061B14', '#0D3326'], accents: ['#34D399', '#A3E635', '#BBF7D0', '#10B981'] },
  'OpenAPI Tips': { bg: ['#1F0C08', '#3A1A10'], accents: ['#FB923C', '#F87171', '#FED7AA', '#EA580C'] },
}
const FALLBACK = { bg: ['#0E1116', '#1E2430'], accents: ['#94A3B8', '#F5DF3D', '#E2E8F0', '#64748B'] }

// ---------------------------------------------------------------------------------------------
// Input

/** Every post as { slug, file }, sorted by slug. Skips names starting with `_` or `.`. */
export function findPosts(postDir) {
  if (!existsSync(postDir)) return []
  const posts = []
  for (const name of readdirSync(postDir).sort()) {
    if (name.startsWith('_') || name.startsWith('.')) continue
    const full = join(postDir, name)
    if (statSync(full).isDirectory()) {
      for (const index of ['index.mdx', 'index.md']) {
        if (existsSync(join(full, index))) {
          posts.push({ slug: name, file: join(full, index) })
          break
        }
      }
    } else {
      const match = /^(.+)\.mdx?$/.exec(name)
      if (match) posts.push({ slug: match[1], file: full })
    }
  }
  return posts
}

/** The front matter of a Markdown/MDX source as an object ({} when absent or invalid). */
export function readFrontMatter(source) {
  const text = source.replace(/^\uFEFF/, '')
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)
  if (!match) return {}
  try {
    const data = parseYaml(match[1])
    return data && typeof data === 'object' && !Array.isArray(data) ? data : {}
  } catch {
    return {}
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** mulberry32 seeded from the SHA-256 of the seed string. */
function rng(seed) {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Fixed formatting so output never depends on float printing quirks. */
const n = (value) => {
  const rounded = Math.round(value * 10) / 10
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

export function escapeXml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c])
}

/** Greedy word wrap to `max` characters per line; over-long words are split. */
export function wrap(text, max) {
  const lines = []
  let line = ''
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (word.length > max) {
      if (line) {
        lines.push(line)
        line = ''
      }
      lines.push(word.slice(0, max - 1) + '-')
      word = word.slice(max - 1)
    }
    if (!line) line = word
    else if (line.length + 1 + word.length <= max) line += ' ' + word
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Picks the largest font size whose wrap fits in three lines; ellipsizes at the smallest. */
export function layoutTitle(title) {
  const available = WIDTH - 2 * MARGIN
  const sizes = [72, 64, 56, 50]
  for (const size of sizes) {
    const max = Math.floor(available / (size * 0.56))
    const lines = wrap(title, max)
    if (lines.length <= 3) return { size, lines }
  }
  const size = sizes[sizes.length - 1]
  const max = Math.floor(available / (size * 0.56))
  const lines = wrap(title, max).slice(0, 3)
  let last = lines[2]
  while (last.length + 1 > max) last = last.slice(0, last.lastIndexOf(' ') > 0 ? last.lastIndexOf(' ') : last.length - 1)
  lines[2] = last.replace(/[\s,.;:–—-]+$/, '') + '…'
  return { size, lines }
}

// ---------------------------------------------------------------------------------------------
// Drawing

function shapes(random, palette) {
  const pick = (list) => list[Math.floor(random() * list.length)]
  const out = []
  // Two soft glows.
  for (let i = 0; i < 2; i++) {
    out.push(`<circle cx="${n(560 + random() * 640)}" cy="${n(random() * 360)}" r="${n(220 + random() * 180)}" fill="url(#glow${i})"/>`)
  }
  // A dot grid in one corner band.
  const gx = 600 + Math.floor(random() * 300)
  const gy = 40 + Math.floor(random() * 80)
  out.push(`<rect x="${gx}" y="${gy}" width="${n(240 + random() * 200)}" height="${n(120 + random() * 100)}" fill="url(#dots)" opacity=".55"/>`)
  const count = 7 + Math.floor(random() * 5)
  for (let i = 0; i < count; i++) {
    const color = pick(palette.accents)
    // Keep shapes mostly in the upper and right part, away from the title block.
    const x = 420 + random() * 760
    const y = 30 + random() * 330
    const s = 40 + random() * 150
    const opacity = n(0.25 + random() * 0.6)
    const rotation = n(random() * 360)
    switch (Math.floor(random() * 6)) {
      case 0:
        out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s / 2)}" fill="${color}" opacity="${opacity}"/>`)
        break
      case 1:
        out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s / 2)}" fill="none" stroke="${color}" stroke-width="${n(4 + random() * 10)}" opacity="${opacity}"/>`)
        break
      case 2:
        out.push(`<rect x="${n(x - s / 2)}" y="${n(y - s / 2)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.18)}" fill="${color}" opacity="${opacity}" transform="rotate(${rotation} ${n(x)} ${n(y)})"/>`)
        break
      case 3: {
        const h = (s * Math.sqrt(3)) / 2
        out.push(`<path d="M${n(x)} ${n(y - h / 2)}L${n(x + s / 2)} ${n(y + h / 2)}H${n(x - s / 2)}Z" fill="${color}" opacity="${opacity}" transform="rotate(${rotation} ${n(x)} ${n(y)})"/>`)
        break
      }
      case 4:
        out.push(`<path d="M${n(x - s)} ${n(y)}A${n(s)} ${n(s)} 0 0 1 ${n(x)} ${n(y - s)}" fill="none" stroke="${color}" stroke-width="${n(6 + random() * 12)}" stroke-linecap="round" opacity="${opacity}"/>`)
        break
      default: {
        const bars = 3 + Math.floor(random() * 3)
        const w = s * 1.4
        for (let b = 0; b < bars; b++) {
          const len = n(w * (0.45 + random() * 0.55))
          out.push(`<rect x="${n(x - w / 2)}" y="${n(y - s / 2 + b * 22)}" width="${len}" height="10" rx="5" fill="${color}" opacity="${opacity}"/>`)
        }
      }
    }
  }
  return out.join('')
}

/** The SVG of one post. Pure: depends only on its arguments. */
export function drawPostArt({ slug, title, tags }) {
  const tag = Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : ''
  const palette = PALETTES[tag] ?? FALLBACK
  const random = rng(`${slug}\u0000${tag}`)
  const angle = Math.floor(random() * 4) * 45
  const { size, lines } = layoutTitle(title)
  const lineHeight = Math.round(size * 1.14)
  const lastBaseline = HEIGHT - 86
  const text = lines
    .map((line, i) => `<text x="${MARGIN}" y="${lastBaseline - (lines.length - 1 - i) * lineHeight}">${escapeXml(line)}</text>`)
    .join('')
  const pillText = tag ? escapeXml(tag.toUpperCase()) : ''
  const pillWidth = Math.round(tag.length * 13.4 + 34)
  const pill = tag
    ? `<rect x="${MARGIN}" y="${MARGIN - 30}" width="${pillWidth}" height="40" rx="20" fill="${palette.accents[0]}" fill-opacity=".16" stroke="${palette.accents[0]}" stroke-opacity=".6"/>` +
      `<text x="${MARGIN + 18}" y="${MARGIN - 3}" font-size="17" font-weight="700" letter-spacing="1.6" fill="${palette.accents[2]}">${pillText}</text>`
    : ''
  const mark =
    `<g transform="translate(${WIDTH - MARGIN - 150} ${HEIGHT - 70})"><path fill="${palette.accents[0]}" d="M6 0h12a6 6 0 0 1 6 6v9a6 6 0 0 1-6 6H8.3L3.8 24v-3.5A6 6 0 0 1 0 15V6a6 6 0 0 1 6-6z"/>` +
    `<text x="34" y="17" font-size="20" font-weight="700" fill="#F4F5F7" fill-opacity=".85">Speakeasy</text></g>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs>` +
    `<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${palette.bg[0]}"/><stop offset="1" stop-color="${palette.bg[1]}"/></linearGradient>` +
    `<radialGradient id="glow0"><stop offset="0" stop-color="${palette.accents[0]}" stop-opacity=".45"/><stop offset="1" stop-color="${palette.accents[0]}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow1"><stop offset="0" stop-color="${palette.accents[1]}" stop-opacity=".35"/><stop offset="1" stop-color="${palette.accents[1]}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.2" fill="${palette.accents[2]}"/></pattern>` +
    `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.bg[0]}" stop-opacity="0"/><stop offset=".55" stop-color="${palette.bg[0]}" stop-opacity=".82"/><stop offset="1" stop-color="${palette.bg[0]}" stop-opacity=".95"/></linearGradient>` +
    `</defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    shapes(random, palette) +
    `<rect y="${HEIGHT - 400}" width="${WIDTH}" height="400" fill="url(#scrim)"/>` +
    `<g font-family="${FONT}">${pill}` +
    `<g font-size="${size}" font-weight="800" letter-spacing="${n(-size * 0.02)}" fill="#F8FAFC">${text}</g>` +
    `${mark}</g></svg>\n`
  )
}

// ---------------------------------------------------------------------------------------------
// CLI

function main(argv) {
  const here = dirname(fileURLToPath(import.meta.url))
  const rootIndex = argv.indexOf('--root')
  const root = rootIndex >= 0 && argv[rootIndex + 1] ? resolve(argv[rootIndex + 1]) : resolve(here, '../..')
  const check = argv.includes('--check')
  const postDir = join(root, 'content', 'post')
  const outDir = join(root, 'content', 'public', 'images', 'posts')
  const posts = findPosts(postDir)
  let written = 0
  let stale = 0
  for (const { slug, file } of posts) {
    const data = readFrontMatter(readFileSync(file, 'utf8'))
    const title = typeof data.title === 'string' && data.title.trim() ? data.title.trim() : slug.replace(/-/g, ' ')
    const svg = drawPostArt({ slug, title, tags: data.tags })
    const target = join(outDir, `${slug}.svg`)
    const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined
    if (current === svg) continue
    if (check) {
      stale++
      console.error(`out of date: ${target}`)
      continue
    }
    mkdirSync(outDir, { recursive: true })
    writeFileSync(target, svg)
    written++
  }
  if (check) {
    console.log(`[post-art] ${posts.length} posts, ${stale} image(s) out of date`)
    return stale ? 1 : 0
  }
  console.log(`[post-art] ${posts.length} posts, ${written} image(s) written, ${posts.length - written} unchanged`)
  return 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2))
}
