#!/usr/bin/env node
/**
 * Draws the diagrams of the docs and the blog: content/public/images/diagrams/<id>.svg (light) and
 * <id>.dark.svg (dark), one pair per entry of content/_scripts/diagrams.mjs.
 *
 *   diagrams.mjs ──{ id, width, height, title, nodes, edges, marks }──▶ boxes, arrows, labels ──▶ <id>.svg
 *
 * A diagram is a list of boxes (`nodes`, each `{ id, x, y, w, h, title, sub?, kind? }`), arrows
 * between them (`edges`, `{ from, to, label?, dashed? }`, drawn from the facing sides) and free
 * marks (`marks`: `text`, `line`, `rect`) for timelines and axes. Every diagram draws its own
 * panel, once in the light palette and once in the dark one; a page shows the pair as
 * `<img src="…/<id>.svg" srcDark="…/<id>.dark.svg">`, and the site shows the one of the reader's
 * theme choice (not the operating system's). Deterministic: same spec, same bytes.
 *
 * Translated pages show <id>.<locale>.svg (and <id>.<locale>.dark.svg): the same spec with its strings translated
 * (diagrams-locale.mjs, tables in diagrams-fr.mjs); a missing translation stops the script.
 *
 * Usage: node content/_scripts/draw-diagrams.mjs [--check]
 *   --check  write nothing; exit 1 if any image is missing or out of date
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DIAGRAMS } from './diagrams.mjs'
import { localizedDiagrams } from './diagrams-locale.mjs'

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"
/** The palette of each theme: the page shows `<id>.svg` on the light theme and `<id>.dark.svg` on the dark one. */
const LIGHT = `
  .panel{fill:#F8FAFC;stroke:#CBD5E1}
  .box{fill:#FFFFFF;stroke:#64748B;stroke-width:1.5}
  .box.input{fill:#E0F2FE;stroke:#0369A1}
  .box.output{fill:#DCFCE7;stroke:#15803D}
  .box.note{fill:#FEF9C3;stroke:#A16207}
  .box.error{fill:#FEE2E2;stroke:#B91C1C}
  .t{fill:#0F172A;font:600 15px ${FONT}}
  .s{fill:#334155;font:13px ${FONT}}
  .small{fill:#475569;font:12px ${FONT}}
  .edge{stroke:#475569;stroke-width:1.5;fill:none}
  .dashed{stroke-dasharray:5 4}
  .accent{stroke:#0369A1;stroke-width:3;fill:none}
  .label-bg{fill:#F8FAFC}
  .arrow{fill:#475569}`
const DARK = `
  .panel{fill:#0F172A;stroke:#334155}
  .box{fill:#1E293B;stroke:#94A3B8;stroke-width:1.5}
  .box.input{fill:#0C2A40;stroke:#38BDF8}
  .box.output{fill:#0B2E1E;stroke:#4ADE80}
  .box.note{fill:#332B09;stroke:#FACC15}
  .box.error{fill:#3B1212;stroke:#F87171}
  .t{fill:#F1F5F9;font:600 15px ${FONT}}
  .s{fill:#CBD5E1;font:13px ${FONT}}
  .small{fill:#94A3B8;font:12px ${FONT}}
  .edge{stroke:#94A3B8;stroke-width:1.5;fill:none}
  .dashed{stroke-dasharray:5 4}
  .accent{stroke:#38BDF8;stroke-width:3;fill:none}
  .label-bg{fill:#0F172A}
  .arrow{fill:#94A3B8}`
export const THEMES = { light: { suffix: '', style: LIGHT }, dark: { suffix: '.dark', style: DARK } }

const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function node({ x, y, w, h, title, sub, kind }) {
  const cx = x + w / 2
  const lines = sub ? (Array.isArray(sub) ? sub : [sub]) : []
  const top = y + h / 2 - (lines.length * 16) / 2 + 5
  const texts = [`<text class="t" x="${cx}" y="${top}" text-anchor="middle">${esc(title)}</text>`]
  lines.forEach((line, i) => texts.push(`<text class="s" x="${cx}" y="${top + 18 + i * 16}" text-anchor="middle">${esc(line)}</text>`))
  return `<rect class="box${kind ? ` ${kind}` : ''}" x="${x}" y="${y}" width="${w}" height="${h}" rx="8"/>${texts.join('')}`
}

/** The midpoints of the two sides that face each other. */
function anchors(a, b) {
  const dx = b.x + b.w / 2 - (a.x + a.w / 2)
  const dy = b.y + b.h / 2 - (a.y + a.h / 2)
  if (Math.abs(dx) * a.h >= Math.abs(dy) * a.w) {
    const [from, to] = dx > 0 ? [a.x + a.w, b.x] : [a.x, b.x + b.w]
    return [from, a.y + a.h / 2, to, b.y + b.h / 2]
  }
  const [from, to] = dy > 0 ? [a.y + a.h, b.y] : [a.y, b.y + b.h]
  return [a.x + a.w / 2, from, b.x + b.w / 2, to]
}

function edge(byId, { from, to, label, dashed }) {
  const [x1, y1, x2, y2] = anchors(byId.get(from), byId.get(to))
  const path = x1 === x2 || y1 === y2 ? `M${x1} ${y1} L${x2} ${y2}` : `M${x1} ${y1} C${(x1 + x2) / 2} ${y1} ${(x1 + x2) / 2} ${y2} ${x2} ${y2}`
  const line = `<path class="edge${dashed ? ' dashed' : ''}" d="${path}" marker-end="url(#arrow)"/>`
  if (!label) return line
  const mx = (x1 + x2) / 2
  const my = (y1 + y2) / 2
  const width = label.length * 6.6 + 10
  return `${line}<rect class="label-bg" x="${mx - width / 2}" y="${my - 10}" width="${width}" height="18" rx="3"/><text class="small" x="${mx}" y="${my + 3}" text-anchor="middle">${esc(label)}</text>`
}

function mark(m) {
  if (m.type === 'text') return `<text class="${m.cls ?? 'small'}" x="${m.x}" y="${m.y}" text-anchor="${m.anchor ?? 'start'}">${esc(m.text)}</text>`
  if (m.type === 'line') return `<path class="${m.cls ?? 'edge'}" d="M${m.x1} ${m.y1} L${m.x2} ${m.y2}"${m.arrow ? ' marker-end="url(#arrow)"' : ''}/>`
  if (m.type === 'rect') return `<rect class="box${m.kind ? ` ${m.kind}` : ''}" x="${m.x}" y="${m.y}" width="${m.w}" height="${m.h}" rx="${m.rx ?? 4}"/>`
  throw new Error(`unknown mark type ${m.type}`)
}

/** The SVG of one diagram spec in one theme ('light' or 'dark'). */
export function drawDiagram(spec, theme = 'light') {
  const byId = new Map((spec.nodes ?? []).map((n) => [n.id, n]))
  for (const e of spec.edges ?? []) {
    if (!byId.has(e.from) || !byId.has(e.to)) throw new Error(`${spec.id}: edge ${e.from} -> ${e.to} names an unknown box`)
  }
  const body = [
    ...(spec.marks ?? []).map(mark),
    ...(spec.edges ?? []).map((e) => edge(byId, e)),
    ...(spec.nodes ?? []).map(node),
  ]
  return [
    `<svg xmlns="http://www.w3.org/2000/svg"${spec.lang ? ` lang="${spec.lang}"` : ''} viewBox="0 0 ${spec.width} ${spec.height}" width="${spec.width}" height="${spec.height}" role="img" aria-labelledby="t d">`,
    `<title id="t">${esc(spec.title)}</title><desc id="d">${esc(spec.alt)}</desc>`,
    `<style>${THEMES[theme].style}</style>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path class="arrow" d="M0 0 L10 5 L0 10 z"/></marker></defs>',
    `<rect class="panel" x="0.5" y="0.5" width="${spec.width - 1}" height="${spec.height - 1}" rx="12"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n')
}

function main() {
  const check = process.argv.includes('--check')
  const out = resolve(dirname(fileURLToPath(import.meta.url)), '../public/images/diagrams')
  const stale = []
  const all = [...DIAGRAMS, ...localizedDiagrams()]
  for (const spec of all) {
    for (const [theme, { suffix }] of Object.entries(THEMES)) {
      const file = join(out, `${spec.id}${suffix}.svg`)
      const svg = drawDiagram(spec, theme)
      if (existsSync(file) && readFileSync(file, 'utf8') === svg) continue
      stale.push(file)
      if (!check) {
        mkdirSync(out, { recursive: true })
        writeFileSync(file, svg)
      }
    }
  }
  if (check && stale.length > 0) {
    console.error(`Out of date: ${stale.join(', ')}\nRun: node content/_scripts/draw-diagrams.mjs`)
    process.exit(1)
  }
  console.log(`${all.length} diagrams in ${Object.keys(THEMES).length} themes, ${check ? `${stale.length} out of date` : `${stale.length} written`}`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
