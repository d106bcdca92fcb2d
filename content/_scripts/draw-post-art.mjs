#!/usr/bin/env node
/**
 * Draws the cover (featured image) of every blog post: content/public/images/posts/<slug>.svg, 1200x630.
 *
 *   content/post/<slug>.mdx | content/post/<slug>/index.mdx ──front matter──▶ first tag (palette)
 *   post-covers.mjs ──{ motif, description, options }──▶ cover-motifs.mjs drawer
 *     ──slug-seeded PRNG──▶ backdrop + motif ──▶ <slug>.svg
 *
 * A cover shows a motif for the post, never its title (the page prints that beside it): no text
 * at all. A post without an entry in post-covers.mjs is an error naming the file.
 * Deterministic: the same slug, spec and first tag always give the same bytes (no clock, no
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
import { MOTIFS, n } from './cover-motifs.mjs'
import { COVERS } from './post-covers.mjs'

const WIDTH = 1200
const HEIGHT = 630

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

export function escapeXml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c])
}

// ---------------------------------------------------------------------------------------------
// Drawing

/** Background texture: two soft glows and a dot grid, placed by the seeded generator. */
function backdrop(random) {
  const glows = [0, 1].map((i) => `<circle cx="${n(random() * WIDTH)}" cy="${n(random() * HEIGHT)}" r="${n(260 + random() * 160)}" fill="url(#glow${i})"/>`)
  const corner = random() < 0.5
  const dots = `<rect x="${corner ? 40 : WIDTH - 320}" y="${n(40 + random() * 60)}" width="280" height="${n(140 + random() * 80)}" fill="url(#dots)" opacity=".35"/>`
  return glows.join('') + dots
}

/**
 * The cover of one post: its motif (post-covers.mjs) over a backdrop in the palette of its first
 * tag. Pure: depends only on its arguments. No text is printed; the title of the SVG describes
 * the motif, since the page prints the post title beside the picture.
 */
export function drawPostArt({ slug, tags, cover }) {
  const { motif, description, ...options } = cover
  const draw = MOTIFS[motif]
  if (!draw) throw new Error(`${slug}: unknown cover motif "${motif}" (known: ${Object.keys(MOTIFS).join(', ')})`)
  const tag = Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : ''
  const palette = PALETTES[tag] ?? FALLBACK
  const random = rng(`${slug}\u0000${tag}`)
  const angle = Math.floor(random() * 4) * 45
  const art = draw({ a: palette.accents, bg: palette.bg, pale: palette.accents[2], random, options })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(description)}">` +
    `<title>${escapeXml(description)}</title>` +
    `<defs>` +
    `<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${palette.bg[0]}"/><stop offset="1" stop-color="${palette.bg[1]}"/></linearGradient>` +
    `<radialGradient id="glow0"><stop offset="0" stop-color="${palette.accents[0]}" stop-opacity=".35"/><stop offset="1" stop-color="${palette.accents[0]}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow1"><stop offset="0" stop-color="${palette.accents[1]}" stop-opacity=".28"/><stop offset="1" stop-color="${palette.accents[1]}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.2" fill="${palette.accents[2]}"/></pattern>` +
    `</defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    backdrop(random) +
    `<g transform="translate(${WIDTH / 2} ${HEIGHT / 2}) scale(1.2)">${art}</g></svg>\n`
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
    const cover = COVERS[slug]
    if (!cover) throw new Error(`${file}: no cover for "${slug}" in content/_scripts/post-covers.mjs; add one (a motif and a description)`)
    const svg = drawPostArt({ slug, tags: data.tags, cover })
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
