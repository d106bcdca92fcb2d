/**
 * Mermaid diagrams (config `mermaid`, as Nextra renders ```mermaid fences). Rendering Mermaid to
 * SVG needs a browser's layout engine (its own CLI drives a downloaded Chromium), so diagrams are
 * drawn in the visitor's browser, by the pinned `mermaid` package, and only on the pages that have
 * one: the page holds a labelled `figure[data-mermaid]` with the diagram's source (what a visitor
 * without JavaScript sees), and client/behaviors/mermaid.ts loads the library when the figure nears
 * the viewport, draws it in the current theme and again when the theme changes. The library's
 * prebuilt ES module and its lazily loaded chunks are published under `/_site/mermaid/<version>/`.
 */
import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Element } from 'hast'
import type { OutputFile } from '../../core/compiled-page.js'
import { engineRoot } from '../engine-root.js'

let found: { dist: string; version: string } | undefined

/** Where the mermaid package's files are, and its version. */
function mermaidPackage(): { dist: string; version: string } {
  if (!found) {
    const require = createRequire(path.join(engineRoot(), 'package.json'))
    const pkg = require.resolve('mermaid/package.json')
    found = { dist: path.join(path.dirname(pkg), 'dist'), version: (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version }
  }
  return found
}

/** The URL of the library's ES module. */
export function mermaidUrl(): string {
  return `/_site/mermaid/${mermaidPackage().version}/mermaid.esm.min.mjs`
}

/** The library's files to publish (its module and chunks, no source maps). */
export async function mermaidFiles(): Promise<OutputFile[]> {
  const { dist, version } = mermaidPackage()
  const base = `_site/mermaid/${version}`
  const chunks = path.join(dist, 'chunks', 'mermaid.esm.min')
  const names = (await readdir(chunks)).filter((n) => n.endsWith('.mjs'))
  return [
    { path: `${base}/mermaid.esm.min.mjs`, contents: await readFile(path.join(dist, 'mermaid.esm.min.mjs')) },
    ...(await Promise.all(names.map(async (n) => ({ path: `${base}/chunks/mermaid.esm.min/${n}`, contents: await readFile(path.join(chunks, n)) })))),
  ]
}

/** Names of diagram kinds, by the keyword that starts a diagram. */
const KINDS: Record<string, string> = { graph: 'Flowchart', flowchart: 'Flowchart', sequenceDiagram: 'Sequence diagram', classDiagram: 'Class diagram', stateDiagram: 'State diagram', erDiagram: 'Entity relationship diagram', gantt: 'Gantt chart', pie: 'Pie chart', journey: 'User journey', gitGraph: 'Git graph', mindmap: 'Mind map', timeline: 'Timeline', quadrantChart: 'Quadrant chart', xychart: 'XY chart', sankey: 'Sankey diagram', block: 'Block diagram', architecture: 'Architecture diagram', packet: 'Packet diagram', kanban: 'Kanban board', requirementDiagram: 'Requirement diagram', C4Context: 'C4 diagram' }

/** The accessible name of a diagram: its `accTitle`, else its kind (and `title`, when it has one). */
export function diagramLabel(source: string): string {
  const accTitle = /^\s*accTitle\s*:\s*(.+)$/m.exec(source)?.[1]?.trim()
  if (accTitle) return accTitle
  const lines = source.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('%%') && l !== '---')
  const keyword = lines.find((l) => !/^\w+\s*:/.test(l) || /^(graph|flowchart)\b/.test(l))?.split(/[\s-]/)[0] ?? ''
  const kind = KINDS[keyword] ?? KINDS[keyword.replace(/(-beta|-v2)$/, '')] ?? 'Diagram'
  const title = /^\s*title\s*:?\s+(.+)$/m.exec(source)?.[1]?.trim()
  return title ? `${kind}: ${title}` : kind
}

/** The figure a ```mermaid block becomes: labelled as an image, its source inside until it is drawn. */
export function mermaidFigure(source: string): Element {
  return {
    type: 'element',
    tagName: 'figure',
    properties: { className: ['mermaid'], dataMermaid: mermaidUrl(), role: 'img', ariaLabel: diagramLabel(source) },
    children: [{ type: 'element', tagName: 'pre', properties: { className: ['mermaid-source'] }, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: source }] }] }],
  }
}
