/**
 * Diagrams in other languages: the English spec of diagrams.mjs with every visible string
 * replaced through a translation table (diagrams-fr.mjs), drawn as <id>.<locale>.svg.
 */
import { DIAGRAMS } from './diagrams.mjs'
import { DIAGRAMS_FR } from './diagrams-fr.mjs'

const TRANSLATIONS = { fr: DIAGRAMS_FR }

/** The spec in `locale`; a visible string without a translation, or a translation the spec no longer uses, is an error. */
export function localize(spec, { title, alt, strings }, locale) {
  const used = new Set()
  const tr = (text) => {
    if (!Object.hasOwn(strings, text)) throw new Error(`diagram ${spec.id} (${locale}): no translation for "${text}"; add it to content/_scripts/diagrams-${locale}.mjs`)
    used.add(text)
    return strings[text]
  }
  const sub = (lines) => (lines === undefined ? undefined : Array.isArray(lines) ? lines.map(tr) : tr(lines))
  const localized = {
    ...spec,
    id: `${spec.id}.${locale}`,
    lang: locale,
    title,
    alt,
    nodes: spec.nodes?.map((node) => ({ ...node, title: tr(node.title), sub: sub(node.sub) })),
    edges: spec.edges?.map((edge) => (edge.label ? { ...edge, label: tr(edge.label) } : edge)),
    marks: spec.marks?.map((mark) => (mark.type === 'text' ? { ...mark, text: tr(mark.text) } : mark)),
  }
  const unused = Object.keys(strings).filter((text) => !used.has(text))
  if (unused.length) throw new Error(`diagram ${spec.id} (${locale}): translations of strings it does not show: ${unused.map((t) => `"${t}"`).join(', ')}`)
  return localized
}

/** Every translated diagram spec, each with `id` `<id>.<locale>`. */
export function localizedDiagrams() {
  return Object.entries(TRANSLATIONS).flatMap(([locale, table]) =>
    Object.entries(table).map(([id, translation]) => {
      const spec = DIAGRAMS.find((d) => d.id === id)
      if (!spec) throw new Error(`content/_scripts/diagrams-${locale}.mjs: no diagram "${id}" in diagrams.mjs`)
      return localize(spec, translation, locale)
    }),
  )
}
