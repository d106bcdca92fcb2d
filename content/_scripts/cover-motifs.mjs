/**
 * The motifs of the blog covers: one drawer per motif named in post-covers.mjs. A drawer gets
 * `{ a, bg, pale, random, options }` (a: four accent colours, bg: two background colours, random:
 * the post's seeded generator, options: the spec's extra fields) and returns SVG markup centred on
 * (0, 0), inside about ±300 x ±210: draw-post-art.mjs places it in the middle of the 1200x630 cover.
 * Shapes only: a cover never prints text.
 */

/** Fixed number formatting, so the bytes never depend on float printing. */
export const n = (value) => {
  const rounded = Math.round(value * 10) / 10
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

const int = (random, min, max) => min + Math.floor(random() * (max - min + 1))
const rect = (x, y, w, h, rx, attrs) => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" ${attrs}/>`
const circle = (cx, cy, r, attrs) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`
const path = (d, attrs) => `<path d="${d}" ${attrs}/>`
const stroke = (color, width, extra = '', cap = 'round') => `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="${cap}" stroke-linejoin="round"${extra}`
const card = (x, y, w, h, { pale }) => rect(x, y, w, h, 18, `fill="${pale}" fill-opacity=".1" stroke="${pale}" stroke-opacity=".55" stroke-width="4"`)
/** Text-like bars: rows of rounded bars of seeded lengths. */
const bars = (x, y, w, rows, gap, color, random, opacity = '.55') =>
  Array.from({ length: rows }, (_, i) => rect(x, y + i * gap, w * (0.45 + random() * 0.55), 12, 6, `fill="${color}" fill-opacity="${opacity}"`)).join('')
const check = (x, y, s, color, width) => path(`M${n(x - s)} ${n(y)}L${n(x - s / 3)} ${n(y + s * 0.65)}L${n(x + s)} ${n(y - s * 0.7)}`, stroke(color, width))

/** An isometric cube whose top corner is at (x, y). */
function cube(x, y, s, { a }, extra = '') {
  const h = s * 0.58
  return (
    path(`M${n(x)} ${n(y)}L${n(x + s)} ${n(y + h)}L${n(x)} ${n(y + 2 * h)}L${n(x - s)} ${n(y + h)}Z`, `fill="${a[2]}"${extra}`) +
    path(`M${n(x - s)} ${n(y + h)}L${n(x)} ${n(y + 2 * h)}V${n(y + 2 * h + s)}L${n(x - s)} ${n(y + h + s)}Z`, `fill="${a[0]}"${extra}`) +
    path(`M${n(x + s)} ${n(y + h)}L${n(x)} ${n(y + 2 * h)}V${n(y + 2 * h + s)}L${n(x + s)} ${n(y + h + s)}Z`, `fill="${a[3]}"${extra}`)
  )
}

/** A page of a document: a card with bars. */
const page = (x, y, w, h, color, c) => rect(x, y, w, h, 14, `fill="${c.bg[1]}" stroke="${color}" stroke-width="5"`) + bars(x + 22, y + 30, w - 44, Math.floor((h - 50) / 30), 30, c.pale, c.random, '.45')

export const MOTIFS = {
  branches(c) {
    const lanes = [-120, 0, 120]
    const out = lanes.map((y, i) => path(`M-290 ${y}H290`, stroke(c.a[i], 8)))
    for (let i = 0; i < 2; i++) {
      const x = -200 + c.random() * 300
      out.push(path(`M${n(x)} ${lanes[i]}C${n(x + 60)} ${lanes[i]} ${n(x + 40)} ${lanes[i + 1]} ${n(x + 110)} ${lanes[i + 1]}`, stroke(c.a[i], 8)))
    }
    lanes.forEach((y, i) => {
      const count = int(c.random, 3, 5)
      for (let k = 0; k < count; k++) out.push(circle(-260 + (k + c.random() * 0.6) * (520 / count), y, 16, `fill="${c.bg[0]}" stroke="${c.a[i]}" stroke-width="7"`))
    })
    return out.join('')
  },
  changelog(c) {
    const out = [card(-230, -200, 460, 400, c)]
    for (let i = 0; i < 6; i++) {
      const y = -140 + i * 56
      const added = c.random() > 0.35
      out.push(rect(-195, y - 4, 28, 8, 4, `fill="${added ? c.a[0] : c.a[1]}"`))
      if (added) out.push(rect(-185, y - 14, 8, 28, 4, `fill="${c.a[0]}"`))
      out.push(rect(-145, y - 7, 320 * (0.4 + c.random() * 0.6), 14, 7, `fill="${c.pale}" fill-opacity=".5"`))
    }
    return out.join('')
  },
  coins(c) {
    const out = []
    for (let s = 0; s < 5; s++) {
      const x = -240 + s * 120
      const height = int(c.random, 3, 10)
      for (let k = 0; k < height; k++) {
        const y = 170 - k * 18
        out.push(rect(x - 46, y - 8, 92, 16, 4, `fill="${c.a[3]}"`) + `<ellipse cx="${x}" cy="${n(y - 8)}" rx="46" ry="14" fill="${c.a[(s + k) % 2 ? 0 : 2]}" stroke="${c.bg[0]}" stroke-width="2"/>`)
      }
    }
    return out.join('')
  },
  ledger(c) {
    const out = [card(-300, -190, 330, 380, c)]
    for (let i = 0; i < 7; i++) {
      const y = -150 + i * 50
      out.push(circle(-262, y, 11, `fill="${c.a[1]}"`), check(-262, y, 6, c.bg[0], 3))
      out.push(rect(-235, y - 6, 120 + c.random() * 100, 12, 6, `fill="${c.pale}" fill-opacity=".5"`))
    }
    for (let s = 0; s < 2; s++) {
      for (let k = 0; k < int(c.random, 5, 9); k++) {
        const x = 130 + s * 120
        const y = 170 - k * 18
        out.push(rect(x - 46, y - 8, 92, 16, 4, `fill="${c.a[3]}"`) + `<ellipse cx="${x}" cy="${n(y - 8)}" rx="46" ry="14" fill="${c.a[0]}" stroke="${c.bg[0]}" stroke-width="2"/>`)
      }
    }
    return out.join('')
  },
  pageStack(c) {
    const out = []
    const count = 5
    for (let i = 0; i < count; i++) {
      const angle = -28 + (i * 56) / (count - 1)
      out.push(`<g transform="rotate(${n(angle)} 0 200)">${page(-95, -190, 190, 250, c.a[i % 4], c)}</g>`)
    }
    out.push(rect(-60, 150, 120, 50, 12, `fill="${c.a[0]}"`))
    return out.join('')
  },
  pagesRow(c) {
    const out = []
    const current = int(c.random, 0, 3)
    for (let i = 0; i < 4; i++) {
      const x = -300 + i * 155
      out.push(page(x, -110, 130, 190, i === current ? c.a[0] : c.a[2], c))
      if (i < 3) out.push(path(`M${x + 138} -30l12 15l-12 15`, stroke(c.a[1], 6)))
    }
    const mx = -300 + current * 155 + 65
    out.push(path(`M${mx - 22} -160h44l-22 30z`, `fill="${c.a[1]}"`), rect(-300, 120, 600, 10, 5, `fill="${c.pale}" fill-opacity=".2"`), rect(-300, 120, 155 * (current + 1) - 25, 10, 5, `fill="${c.a[0]}"`))
    return out.join('')
  },
  sunset(c) {
    const out = []
    for (let i = 0; i < 9; i++) {
      const t = Math.PI * (1.1 + (i / 8) * 0.8)
      out.push(path(`M${n(Math.cos(t) * 180)} ${n(60 + Math.sin(t) * 180)}L${n(Math.cos(t) * 240)} ${n(60 + Math.sin(t) * 240)}`, stroke(c.a[1], 8)))
    }
    out.push(path('M-150 60A150 150 0 0 1 150 60Z', `fill="${c.a[0]}"`))
    for (const [y, h] of [[-10, 10], [15, 14], [38, 18]]) out.push(rect(-160, y, 320, h, 0, `fill="${c.bg[1]}"`))
    out.push(path('M-300 62H300', stroke(c.pale, 6)))
    for (let i = 0; i < 4; i++) out.push(rect(-120 + i * 15, 90 + i * 28, 240 - i * 30, 8, 4, `fill="${c.a[0]}" fill-opacity="${n(0.5 - i * 0.1)}"`))
    return out.join('')
  },
  diff(c) {
    const out = [card(-300, -190, 260, 380, c), card(40, -190, 260, 380, c)]
    for (let i = 0; i < 8; i++) {
      const y = -150 + i * 44
      const changed = c.random() > 0.6
      out.push(rect(-270, y, 180 * (0.5 + c.random() * 0.5), 14, 7, `fill="${changed ? c.a[1] : c.pale}" fill-opacity="${changed ? 1 : 0.45}"`))
      out.push(rect(70, y, 180 * (0.5 + c.random() * 0.5), 14, 7, `fill="${changed ? c.a[0] : c.pale}" fill-opacity="${changed ? 1 : 0.45}"`))
      if (changed) out.push(path(`M-60 ${y + 7}C0 ${y + 7} 0 ${y + 7} 60 ${y + 7}`, stroke(c.a[2], 4, ' stroke-dasharray="2 9"')))
    }
    return out.join('')
  },
  cards(c) {
    const out = [`<g transform="rotate(-4 -170 0)">${page(-270, -130, 180, 240, c.a[0], c)}</g>`]
    for (let i = 0; i < 4; i++) out.push(`<g transform="rotate(${-18 + i * 12} 160 220)">${page(70, -150, 180, 240, c.a[(i + 1) % 4], c)}</g>`)
    return out.join('')
  },
  gauge(c) {
    const arc = (from, to, r) => `M${n(Math.cos(from) * r)} ${n(60 + Math.sin(from) * r)}A${r} ${r} 0 ${to - from > Math.PI ? 1 : 0} 1 ${n(Math.cos(to) * r)} ${n(60 + Math.sin(to) * r)}`
    const needle = Math.PI * (1.65 + c.random() * 0.2)
    const out = [path(arc(Math.PI, 2 * Math.PI, 200), stroke(c.pale, 34, ' stroke-opacity=".2"')), path(arc(Math.PI, needle, 200), stroke(c.a[0], 34))]
    for (let i = 0; i <= 10; i++) {
      const t = Math.PI * (1 + i / 10)
      out.push(path(`M${n(Math.cos(t) * 150)} ${n(60 + Math.sin(t) * 150)}L${n(Math.cos(t) * 168)} ${n(60 + Math.sin(t) * 168)}`, stroke(c.pale, 5)))
    }
    out.push(path(`M0 60L${n(Math.cos(needle) * 140)} ${n(60 + Math.sin(needle) * 140)}`, stroke(c.a[1], 12)), circle(0, 60, 22, `fill="${c.a[2]}"`))
    for (let i = 0; i < 3; i++) out.push(path(`M${-300 + i * 20} ${120 + i * 34}H${-150 + i * 10}`, stroke(c.a[1], 8, ' stroke-opacity=".6"')))
    return out.join('')
  },
  clock(c) {
    const out = [circle(0, 0, 190, `fill="${c.bg[1]}" stroke="${c.pale}" stroke-width="12"`)]
    const minutes = 10 + int(c.random, 0, 4)
    const end = -Math.PI / 2 + (minutes / 60) * 2 * Math.PI
    out.push(path(`M0 0V-170A170 170 0 0 1 ${n(Math.cos(end) * 170)} ${n(Math.sin(end) * 170)}Z`, `fill="${c.a[0]}" fill-opacity=".55"`))
    for (let i = 0; i < 12; i++) {
      const t = (i / 12) * 2 * Math.PI
      out.push(path(`M${n(Math.cos(t) * 150)} ${n(Math.sin(t) * 150)}L${n(Math.cos(t) * 172)} ${n(Math.sin(t) * 172)}`, stroke(c.pale, i % 3 ? 5 : 9)))
    }
    out.push(path(`M0 0L${n(Math.cos(end) * 140)} ${n(Math.sin(end) * 140)}`, stroke(c.a[1], 10)), path('M0 0V-100', stroke(c.a[2], 14)), circle(0, 0, 14, `fill="${c.a[2]}"`))
    out.push(path('M240 -60l40 0l-20 -30z', `fill="${c.a[1]}"`), path('M260 -60V80', stroke(c.a[1], 8, ' stroke-dasharray="4 16"')))
    return out.join('')
  },
  layers(c) {
    const count = c.options.count ?? int(c.random, 3, 6)
    const sheet = (y) => `M-230 ${n(y)}L30 ${n(y - 90)}L280 ${n(y)}L20 ${n(y + 90)}Z`
    const gap = Math.min(40, 300 / count)
    const base = 120 - ((count - 1) * gap) / 2 + (count * gap) / 2
    const out = [path(sheet(base), `fill="${c.pale}" fill-opacity=".85"`)]
    for (let i = 1; i <= count; i++) out.push(path(sheet(base - i * gap), `fill="${c.a[i % 4]}" fill-opacity=".3" stroke="${c.a[i % 4]}" stroke-width="3"`))
    return out.join('')
  },
  union(c) {
    const out = [
      path('M0 -120C0 -30 -200 -20 -200 60', stroke(c.pale, 6, ' stroke-opacity=".6"')),
      path('M0 -120V60', stroke(c.pale, 6, ' stroke-opacity=".6"')),
      path('M0 -120C0 -30 200 -20 200 60', stroke(c.pale, 6, ' stroke-opacity=".6"')),
      circle(0, -150, 44, `fill="${c.a[0]}"`),
      circle(-200, 120, 62, `fill="${c.a[1]}"`),
      rect(-60, 60, 120, 120, 16, `fill="${c.a[2]}"`),
      path('M200 52L270 178H130Z', `fill="${c.a[3]}" stroke="${c.a[3]}" stroke-width="10" stroke-linejoin="round"`),
    ]
    return out.join('')
  },
  switch(c) {
    const chosen = int(c.random, 0, 2)
    const ys = [-140, 0, 140]
    const out = [circle(-260, 0, 34, `fill="${c.a[2]}"`), path('M-226 0H-60', stroke(c.a[0], 10))]
    ys.forEach((y, i) => {
      out.push(path(`M-60 0C60 0 60 ${y} 200 ${y}`, i === chosen ? stroke(c.a[0], 10) : stroke(c.pale, 6, ' stroke-opacity=".35" stroke-dasharray="6 14"')))
      out.push(rect(200, y - 40, 90, 80, 16, i === chosen ? `fill="${c.a[0]}"` : `fill="none" stroke="${c.pale}" stroke-opacity=".5" stroke-width="5"`))
    })
    out.push(circle(-60, 0, 20, `fill="${c.a[1]}"`))
    return out.join('')
  },
  key(c) {
    const out = []
    const count = int(c.random, 3, 5)
    for (let i = 0; i < count; i++) {
      const y = -160 + (i * 320) / (count - 1)
      out.push(path(`M-300 ${n(y)}C-120 ${n(y)} -80 0 40 0`, stroke(c.a[i % 2 ? 1 : 2], 7, ' stroke-opacity=".8"')))
    }
    out.push(path('M40 0l-22 -14v28z', `fill="${c.a[1]}"`), rect(60, -130, 240, 260, 28, `fill="${c.a[3]}" stroke="${c.a[0]}" stroke-width="8"`))
    out.push(circle(130, 0, 36, stroke(c.a[2], 16)), path('M166 0H260M230 0V32M255 0V24', stroke(c.a[2], 16)))
    return out.join('')
  },
  shield(c) {
    const out = [path('M-60 -200L110 -140V0C110 100 40 160 -60 200C-160 160 -230 100 -230 0V-140Z', `fill="${c.a[3]}" fill-opacity=".6" stroke="${c.a[0]}" stroke-width="10" stroke-linejoin="round"`)]
    out.push(rect(-85, -95, 50, 170, 10, `fill="${c.a[2]}"`), rect(-145, -35, 170, 50, 10, `fill="${c.a[2]}"`))
    out.push(circle(210, 40, 44, stroke(c.a[1], 16)), path('M210 84V200M210 150H250M210 180H240', stroke(c.a[1], 16)))
    return out.join('')
  },
  terminal(c) {
    const out = [rect(-270, -190, 540, 380, 22, `fill="${c.bg[0]}" stroke="${c.pale}" stroke-opacity=".6" stroke-width="5"`), rect(-270, -190, 540, 50, 22, `fill="${c.pale}" fill-opacity=".12"`)]
    ;[0, 1, 2].forEach((i) => out.push(circle(-235 + i * 30, -165, 9, `fill="${c.a[i]}"`)))
    for (let i = 0; i < 4; i++) {
      const y = -90 + i * 60
      out.push(path(`M-230 ${y - 14}l20 14l-20 14`, stroke(c.a[0], 7)), rect(-190, y - 7, 140 + c.random() * 200, 14, 7, `fill="${c.a[2]}" fill-opacity=".55"`))
    }
    out.push(rect(-190, 126, 24, 34, 3, `fill="${c.a[1]}"`))
    for (let i = 0; i < 3; i++) out.push(path(`M${120 + i * 20} ${100 + i * 28}H${240}`, stroke(c.a[1], 7, ' stroke-opacity=".7"')))
    return out.join('')
  },
  labels(c) {
    const out = [path('M-300 -150Q0 -40 300 -150', stroke(c.pale, 5, ' stroke-opacity=".7"'))]
    for (let i = 0; i < 5; i++) {
      const x = -240 + i * 120
      const y = -150 + 110 * (1 - ((x / 300) ** 2)) * 0.98
      const angle = n((c.random() - 0.5) * 24)
      out.push(`<g transform="rotate(${angle} ${x} ${n(y)})">${path(`M${x} ${n(y)}V${n(y + 30)}`, stroke(c.pale, 4))}${path(`M${x - 42} ${n(y + 60)}L${x} ${n(y + 30)}L${x + 42} ${n(y + 60)}V${n(y + 230)}H${x - 42}Z`, `fill="${c.a[i % 4]}"`)}${circle(x, y + 62, 9, `fill="${c.bg[0]}"`)}</g>`)
    }
    return out.join('')
  },
  ring(c) {
    const r = 160
    const at = (f) => `${n(Math.sin(f * 2 * Math.PI) * r)} ${n(-Math.cos(f * 2 * Math.PI) * r)}`
    return [
      circle(0, 0, r, stroke(c.pale, 40, ' stroke-opacity=".15"')),
      path(`M0 ${-r}A${r} ${r} 0 1 1 ${at(0.58)}`, stroke(c.a[3], 40, '', 'butt')),
      path(`M${at(0.58)}A${r} ${r} 0 0 1 ${at(0.999)}`, stroke(c.a[0], 40, '', 'butt')),
      check(0, 0, 60, c.a[2], 22),
    ].join('')
  },
  nullSet(c) {
    return [
      rect(-290, -120, 230, 240, 20, stroke(c.pale, 8, ' stroke-dasharray="18 14" stroke-opacity=".7"')),
      circle(150, 0, 120, stroke(c.a[0], 22)),
      path('M50 150L250 -150', stroke(c.a[1], 22)),
    ].join('')
  },
  braces(c) {
    const brace = (x, dir) => path(`M${x} -190C${x - dir * 60} -190 ${x - dir * 60} -150 ${x - dir * 60} -90V-40C${x - dir * 60} -10 ${x - dir * 90} 0 ${x - dir * 110} 0C${x - dir * 90} 0 ${x - dir * 60} 10 ${x - dir * 60} 40V90C${x - dir * 60} 150 ${x - dir * 60} 190 ${x} 190`, stroke(c.a[0], 22))
    return [brace(-120, 1), brace(120, -1), circle(0, 0, 70, `fill="${c.a[1]}"`), check(0, 4, 34, c.bg[0], 16)].join('')
  },
  globe(c) {
    const out = [circle(0, 0, 170, `fill="${c.a[3]}" fill-opacity=".35" stroke="${c.a[2]}" stroke-width="6"`)]
    for (const rx of [60, 120]) out.push(`<ellipse cx="0" cy="0" rx="${rx}" ry="170" ${stroke(c.a[2], 4, ' stroke-opacity=".7"')}/>`)
    for (const y of [-90, 0, 90]) out.push(path(`M${n(-Math.sqrt(170 ** 2 - y ** 2))} ${y}H${n(Math.sqrt(170 ** 2 - y ** 2))}`, stroke(c.a[2], 4, ' stroke-opacity=".7"')))
    const spots = [[-270, -140], [260, -120], [250, 150], [-260, 140]]
    spots.slice(0, int(c.random, 3, 4)).forEach(([x, y], i) => {
      out.push(path(`M${x * 0.55} ${y * 0.55}Q${x * 0.9} ${y * 0.3} ${x} ${y}`, stroke(c.a[1], 5, ' stroke-dasharray="3 12"')))
      out.push(rect(x - 40, y - 34, 80, 68, 10, `fill="${c.bg[0]}" stroke="${c.a[i % 2]}" stroke-width="5"`), rect(x - 26, y - 18, 52, 10, 5, `fill="${c.a[i % 2]}"`), rect(x - 26, y + 6, 52, 10, 5, `fill="${c.a[i % 2]}"`))
    })
    return out.join('')
  },
  methodTag(c) {
    const paren = (x, dir) => path(`M${x} -170C${x - dir * 90} -90 ${x - dir * 90} 90 ${x} 170`, stroke(c.a[0], 24))
    return [
      paren(-140, 1),
      paren(140, -1),
      `<g transform="rotate(${n(-12 + c.random() * 8)} 0 0)">${path('M-80 -40H60L100 0L60 40H-80Z', `fill="${c.a[1]}"`)}${circle(50, 0, 10, `fill="${c.bg[0]}"`)}</g>`,
      path('M56 -6C120 -60 200 -80 260 -40', stroke(c.pale, 5, ' stroke-opacity=".7"')),
    ].join('')
  },
  warning(c) {
    const out = [card(-40, -150, 330, 320, c)]
    out.push(bars(-10, -110, 270, 8, 34, c.pale, c.random, '.45'))
    out.push(path('M-150 -180L-20 60H-280Z', `fill="${c.a[0]}" stroke="${c.a[0]}" stroke-width="24" stroke-linejoin="round"`))
    out.push(rect(-162, -100, 24, 100, 12, `fill="${c.bg[0]}"`), circle(-150, 28, 15, `fill="${c.bg[0]}"`))
    return out.join('')
  },
  calendar(c) {
    const out = [card(-250, -200, 500, 400, c), rect(-250, -200, 500, 70, 18, `fill="${c.a[3]}"`), rect(-170, -220, 20, 50, 10, `fill="${c.pale}"`), rect(150, -220, 20, 50, 10, `fill="${c.pale}"`)]
    const marked = new Set(Array.from({ length: int(c.random, 5, 8) }, () => int(c.random, 0, 34)))
    for (let i = 0; i < 35; i++) {
      const x = -225 + (i % 7) * 66
      const y = -110 + Math.floor(i / 7) * 58
      out.push(rect(x, y, 54, 46, 8, marked.has(i) ? `fill="${c.a[i % 2 ? 0 : 1]}"` : `fill="${c.pale}" fill-opacity=".12"`))
    }
    return out.join('')
  },
  envelope(c) {
    const out = [rect(-230, -150, 460, 300, 22, `fill="${c.a[3]}" fill-opacity=".55" stroke="${c.a[2]}" stroke-width="8"`), path('M-222 -140L0 30L222 -140', stroke(c.a[2], 8))]
    out.push(circle(0, 40, 62, `fill="${c.a[0]}" stroke="${c.bg[0]}" stroke-width="6"`))
    out.push(c.options.mark === 'bolt' ? path('M12 -2L-22 48H4L-8 88L28 30H2Z', `fill="${c.bg[0]}"`) : check(0, 44, 26, c.bg[0], 12))
    if (c.options.mark === 'bolt') for (let i = 0; i < 3; i++) out.push(path(`M${-300 + i * 14} ${-60 + i * 60}H-250`, stroke(c.a[1], 8)))
    return out.join('')
  },
  hourglass(c) {
    const out = [path('M-270 -190H-30M-270 190H-30', stroke(c.a[2], 16)), path('M-250 -180C-250 -60 -170 -20 -150 0C-170 20 -250 60 -250 180H-50C-50 60 -130 20 -150 0C-130 -20 -50 -60 -50 -180Z', `fill="${c.pale}" fill-opacity=".12" stroke="${c.pale}" stroke-width="6"`)]
    out.push(path('M-215 -120H-85C-100 -80 -130 -40 -150 -8C-170 -40 -200 -80 -215 -120Z', `fill="${c.a[0]}"`), path('M-225 175C-210 110 -175 90 -150 90C-125 90 -90 110 -75 175Z', `fill="${c.a[0]}"`))
    const spent = int(c.random, 2, 4)
    for (let i = 0; i < 6; i++) out.push(circle(40 + (i % 3) * 100, -60 + Math.floor(i / 3) * 120, 36, i < spent ? stroke(c.pale, 6, ' stroke-opacity=".45"') : `fill="${c.a[1]}"`))
    return out.join('')
  },
  blocks(c) {
    const out = []
    for (let i = 0; i < 6; i++) {
      const x = -270 + (i % 3) * 190
      const y = -170 + Math.floor(i / 3) * 190
      const color = i === 4 ? c.a[0] : c.a[1 + (i % 3)]
      out.push(rect(x, y, 150, 150, 18, `fill="${color}"`), circle(x + 150, y + 75, 24, `fill="${color}"`), circle(x + 75, y + 150, 24, `fill="${c.bg[0]}"`))
    }
    return out.join('')
  },
  grid(c) {
    const out = []
    for (let row = 0; row < 9; row++) {
      for (let col = 0; col < 16; col++) {
        const roll = c.random()
        const fill = roll < 0.1 ? `fill="${c.a[0]}"` : roll < 0.2 ? `fill="${c.a[1]}" fill-opacity=".8"` : roll < 0.85 ? `fill="${c.a[2]}" fill-opacity=".35"` : `fill="${c.pale}" fill-opacity=".08"`
        out.push(rect(-300 + col * 38, -200 + row * 46, 30, 36, 6, fill))
      }
    }
    return out.join('')
  },
  semver(c) {
    const heights = [110, 210, 330]
    const out = heights.map((h, i) => rect(-230 + i * 170, 190 - h, 120, h, 16, `fill="${c.a[2 - i]}"`))
    out.push(path('M-220 -100C-80 -130 40 -170 150 -200', stroke(c.pale, 6, ' stroke-dasharray="4 14" stroke-opacity=".7"')), path('M150 -200l-34 -2l16 28z', `fill="${c.pale}"`))
    return out.join('')
  },
  signature(c) {
    const out = [card(-260, -170, 520, 340, c), bars(-220, -120, 320, 4, 36, c.pale, c.random, '.45')]
    out.push(path('M-220 110C-190 40 -170 40 -160 90C-150 140 -120 40 -100 60C-80 80 -70 120 -40 90C-20 70 10 70 40 96', stroke(c.a[0], 8)))
    out.push(rect(130, 60, 100, 80, 12, `fill="${c.a[1]}"`), path('M150 60V30A30 30 0 0 1 210 30V60', stroke(c.a[1], 12)), circle(180, 96, 10, `fill="${c.bg[0]}"`))
    return out.join('')
  },
  device(c) {
    const out = [rect(-130, -215, 260, 430, 40, `fill="${c.bg[0]}" stroke="${c.pale}" stroke-width="12"`), rect(-40, -196, 80, 14, 7, `fill="${c.pale}" fill-opacity=".6"`)]
    out.push(path('M-60 -40L-100 0L-60 40', stroke(c.a[0], 16)), path('M60 -40L100 0L60 40', stroke(c.a[0], 16)), path('M20 -60L-20 60', stroke(c.a[1], 14)))
    out.push(bars(-90, 100, 180, 3, 30, c.a[2], c.random, '.4'))
    return out.join('')
  },
  folders(c) {
    const out = []
    for (let g = 0; g < 3; g++) {
      const x = -300 + g * 205
      const count = int(c.random, 2, 5)
      out.push(rect(x, -120, 185, 300, 20, `fill="${c.a[g]}" fill-opacity=".12" stroke="${c.a[g]}" stroke-width="6"`), rect(x, -160, 90, 48, 14, `fill="${c.a[g]}"`))
      for (let k = 0; k < count; k++) out.push(rect(x + 22, -90 + k * 52, 141, 34, 10, `fill="${c.a[g]}" fill-opacity=".7"`))
    }
    return out.join('')
  },
  cubes(c) {
    const layout = c.options.layout ?? 'stack'
    const out = []
    if (layout === 'field') {
      for (let row = 0; row < 4; row++) for (let col = 0; col < 6; col++) if (c.random() > 0.15) out.push(cube(-250 + col * 100 + (row % 2) * 50, -190 + row * 90, 44, c, row + col < 2 ? ' fill-opacity=".45"' : ''))
    } else if (layout === 'reshape') {
      out.push(cube(-170, -120, 95, c), cube(170, -120, 95, c, ' fill-opacity=".25"'))
      out.push(path('M40 -60H70', stroke(c.a[1], 8)), path('M-10 60C40 100 90 100 120 60', stroke(c.a[1], 8, ' stroke-dasharray="4 14"')))
      out.push(path('M62 -76l22 16l-22 16', stroke(c.a[1], 8)))
    } else {
      for (const [x, y] of [[-80, 20], [80, 20], [0, -70]]) out.push(cube(x, y, 80, c))
      out.push(cube(230, -190, 60, c, ' fill-opacity=".55"'), path('M230 -40V0', stroke(c.a[1], 6, ' stroke-dasharray="4 10"')))
    }
    return out.join('')
  },
  matrix(c) {
    const out = []
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 8; col++) {
        const x = -280 + col * 72
        const y = -175 + row * 72
        const pending = c.random() < 0.07
        out.push(rect(x, y, 58, 58, 12, pending ? `fill="${c.pale}" fill-opacity=".15"` : `fill="${c.a[col % 2 ? 0 : 2]}" fill-opacity=".9"`))
        if (!pending) out.push(check(x + 29, y + 29, 13, c.bg[0], 7))
      }
    }
    return out.join('')
  },
}
